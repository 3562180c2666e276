/// Requests a navigation controller refuses, reported instead of corrupting the stack.
public enum NavigationWarning: Equatable, Sendable, CustomStringConvertible {
    /// The page is already on the stack (UIKit throws; we refuse and carry on).
    case duplicatePush(page: String)
    /// `popToViewController` named a page that is not on the stack.
    case notOnStack(page: String)
    /// `setViewControllers` was given an empty list or one page twice.
    case invalidStack(reason: String)
    /// The page is already presented (or waiting to be).
    case alreadyPresented(page: String)
    /// The page asked to present is in no window with a root view controller.
    case notInWindow(page: String)

    /// What was refused and why, in a sentence.
    public var description: String {
        switch self {
        case .duplicatePush(let page): return "refused to push \"\(page)\": it is already on the stack"
        case .notOnStack(let page): return "refused to pop to \"\(page)\": it is not on the stack"
        case .invalidStack(let reason): return "refused to set the stack: \(reason)"
        case .alreadyPresented(let page): return "refused to present \"\(page)\": it is already presented"
        case .notInWindow(let page): return "refused to present from \"\(page)\": it is in no window with a root page"
        }
    }
}

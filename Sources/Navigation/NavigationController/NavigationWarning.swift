import Foundation
import Views

/// Requests a container refuses, reported instead of corrupting its stack, through the
/// window's one warning sink (`Window.onNavigationWarning`).
public enum NavigationWarning: Equatable, Sendable, CustomStringConvertible {
    /// The page is already on the stack, or waiting to be pushed (UIKit throws; we refuse
    /// and carry on).
    case duplicatePush(page: String)
    /// `popToViewController` named a page that is not on the stack.
    case notOnStack(page: String)
    /// `setViewControllers` (or `setViews`) was given an empty list.
    case emptyStack
    /// `setViewControllers` (or `setViews`) listed `page` twice.
    case pageListedTwice(page: String)
    /// The page is already presented (or waiting to be).
    case alreadyPresented(page: String)
    /// The page asked to present is in no window with a root view controller.
    case notInWindow(page: String)
    /// `showDetailViewController` was given the split view's own sidebar as its content.
    case sidebarAsContent(page: String)
    /// Debug builds only: the delegate's class inherits its conformance to `protocol` from
    /// `conformingClass`, so a delegate method it adds that `conformingClass` does not write is
    /// never asked (Swift picks a protocol's default for the conforming class, at compile time).
    case inheritedDelegateConformance(delegate: String, conformingClass: String, protocol: String)

    /// What was refused and why, in a sentence.
    public var description: String {
        switch self {
        case .duplicatePush(let page): return "refused to push \"\(page)\": it is already on the stack"
        case .notOnStack(let page): return "refused to pop to \"\(page)\": it is not on the stack"
        case .emptyStack: return "refused to set the stack: a stack needs at least one page"
        case .pageListedTwice(let page): return "refused to set the stack: \"\(page)\" is listed twice"
        case .alreadyPresented(let page): return "refused to present \"\(page)\": it is already presented"
        case .notInWindow(let page): return "refused to present from \"\(page)\": it is in no window with a root page"
        case .sidebarAsContent(let page):
            return "refused to show \"\(page)\" as the split view's content: it is its sidebar"
        case .inheritedDelegateConformance(let delegate, let conformingClass, let name):
            return
                "\(delegate) is a \(name) through its superclass \(conformingClass): a delegate method \(delegate) "
                + "adds that \(conformingClass) does not write is never called; write it in \(conformingClass) "
                + "and override it in \(delegate)"
        }
    }

    /// Sends `warning` to the sink of `view`'s window, or to standard error when the view is
    /// in no window (or the window has no sink set).
    @MainActor
    static func report(_ warning: NavigationWarning, from view: View?) {
        if let sink = view?.window?.presentationLayerIfAny?.windowNavigation.warningSink {
            sink(warning)
        } else {
            writeToStandardError(warning)
        }
    }

    /// The default sink: `segue: warning: …` on standard error.
    static func writeToStandardError(_ warning: NavigationWarning) {
        FileHandle.standardError.write(Data("segue: warning: \(warning)\n".utf8))
    }
}

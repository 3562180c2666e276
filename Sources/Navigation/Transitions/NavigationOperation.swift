/// What a navigation controller's delegate (and a page stack's) is asked about: UIKit's
/// `UINavigationController.Operation`, also spelled `NavigationController.Operation`. The
/// other containers' transitions are the context's `TransitionOperation`s (present and
/// dismiss, a tab's select, a split view's collapse and expand).
public enum NavigationOperation: Int, Sendable, Hashable, CaseIterable {
    /// No push or pop (UIKit's `.none`).
    case none
    /// A page arrives on top.
    case push
    /// The top page leaves.
    case pop

    /// The navigation operation of a stack's transition: `.push` or `.pop`, `.none` for
    /// anything else.
    init(_ operation: TransitionOperation) {
        switch operation {
        case .push: self = .push
        case .pop: self = .pop
        default: self = .none
        }
    }
}

extension NavigationController {
    /// UIKit's `UINavigationController.Operation`.
    public typealias Operation = NavigationOperation
}

/// Which way a navigation transition goes (UINavigationController.Operation): what a
/// navigation controller's delegate is asked about.
public enum NavigationOperation: String, Sendable, Hashable {
    /// A page is pushed on, or popped off, the stack.
    case push, pop

    /// The same operation as the transition core names it.
    public var transitionOperation: TransitionOperation {
        switch self {
        case .push: return .push
        case .pop: return .pop
        }
    }
}

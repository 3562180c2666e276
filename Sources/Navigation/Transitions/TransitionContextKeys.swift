/// Which of a transition's two view controllers to get (UIKit's
/// `UITransitionContextViewControllerKey`): `viewController(forKey: .from)` and `.to`.
public struct TransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, UIKit's `"UITransitionContextFromViewControllerKey"` or `…To…`.
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view controller that is on screen when the transition starts.
    public static let from = TransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller that arrives.
    public static let to = TransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which of a transition's two views to get (UIKit's `UITransitionContextViewKey`):
/// `view(forKey: .from)` and `.to`.
public struct TransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, UIKit's `"UITransitionContextFromViewKey"` or `…To…`.
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view that leaves.
    public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view that arrives.
    public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

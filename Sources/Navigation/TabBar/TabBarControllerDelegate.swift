import Views

/// Told about and asked for tab switches (UITabBarControllerDelegate). Every method is required (no protocol-extension defaults, which a subclass could not override): write them all, or subclass `TabBarControllerDelegateBase` and override what you need.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a click (or a key) may switch to `viewController`'s tab
    /// (`tabBarController(_:shouldSelect:)`).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after the user switched to `viewController`'s tab, once any transition completed
    /// (`tabBarController(_:didSelect:)`); not called for `select(_:animated:)`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// An animator for switching from one tab to another, or nil to switch at once.
    func tabBarController(
        _ tabBarController: TabBarController, animatorForTransitionFrom from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)?
    /// An interaction controller for an animator this delegate gave.
    func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
}

import Views

/// Told about and asked for tab switches (UITabBarControllerDelegate). All optional.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
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

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(
        _ tabBarController: TabBarController, animatorForTransitionFrom from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? { nil }
    public func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }
}

/// Told about and asked for transitions (UINavigationControllerDelegate). Every method is required (no protocol-extension defaults, which a subclass could not override): write them all, or subclass `NavigationControllerDelegateBase` and override what you need.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called as `viewController` is about to show on top, when a push, pop or stack change starts
    /// while the stack is on screen (`navigationController(_:willShow:animated:)`).
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called once `viewController` shows on top, when that change has completed; a cancelled
    /// interactive pop calls nothing (`navigationController(_:didShow:animated:)`).
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// An animator for this transition, or nil for the built-in one.
    func navigationController(
        _ navigationController: NavigationController, animatorFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)?
    /// An interaction controller for a custom animator (asked only when the delegate gave an
    /// animator, as in UIKit), or nil for an animated, non-interactive transition.
    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
}

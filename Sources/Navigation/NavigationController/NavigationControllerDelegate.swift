/// Told about and asked for transitions (UINavigationControllerDelegate). All optional.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
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

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, animatorFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? { nil }
    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }
}

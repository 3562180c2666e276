import Views

/// A `NavigationControllerDelegate` that writes every method (doing nothing, giving nil), for
/// delegates that form a class hierarchy: its subclasses override what they need, and a
/// subclass of a subclass is asked for whatever it overrides (a class that conforms directly
/// and leaves a method to the protocol's default cannot have it added by a subclass).
@MainActor
open class NavigationControllerDelegateBase: NavigationControllerDelegate {
    /// Creates the delegate.
    public init() {}

    /// Does nothing.
    open func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}

    /// Does nothing.
    open func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}

    /// Nil: the built-in animator.
    open func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// Nil: no interaction controller.
    open func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

import Views

/// A `TabBarControllerDelegate` that writes every method (allowing every tab, giving nil),
/// for delegates that form a class hierarchy: a subclass of a subclass is asked for whatever
/// it overrides.
@MainActor
open class TabBarControllerDelegateBase: TabBarControllerDelegate {
    /// Creates the delegate.
    public init() {}

    /// True: every tab may be selected.
    open func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    { true }

    /// Does nothing.
    open func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}

    /// Nil: switch at once.
    open func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// Nil: no interaction controller.
    open func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

import Views

/// A `TabBarControllerDelegate` that allows every tab and gives nil, to subclass: override
/// only what you need (a subclass's override is always the one asked).
///
/// UIKit's names are declared here, final and renamed: a subclass that writes
/// `tabBarController(_:animationControllerForTransitionFrom:to:)` does not compile ("overrides a 'final'
/// instance method"), and the declaration it points to gives Segue's name.
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
        _ tabBarController: TabBarController, animatorForTransitionFrom from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? { nil }

    /// Nil: no interaction controller.
    open func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }

    /// UIKit's name for ``tabBarController(_:animatorForTransitionFrom:to:)``, which Segue asks.
    @available(
        *, deprecated, renamed: "tabBarController(_:animatorForTransitionFrom:to:)",
        message: "UIKit's name: Segue asks tabBarController(_:animatorForTransitionFrom:to:)"
    )
    public final func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? { nil }
}

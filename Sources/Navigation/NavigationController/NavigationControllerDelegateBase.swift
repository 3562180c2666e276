import Views

/// A `NavigationControllerDelegate` that does nothing and gives nil, to subclass: override
/// only what you need. Its methods are class methods, so a subclass's override is always the
/// one asked (a protocol extension's default would be chosen at compile time instead).
///
/// UIKit's names are declared here, final and renamed: a subclass that writes
/// `navigationController(_:animationControllerFor:from:to:)` does not compile ("overrides a
/// 'final' instance method"), and the declaration it points to gives Segue's name.
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
        _ navigationController: NavigationController, animatorFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? { nil }

    /// Nil: no interaction controller.
    open func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }

    /// UIKit's name for ``navigationController(_:animatorFor:from:to:)``, which Segue asks.
    @available(
        *, deprecated, renamed: "navigationController(_:animatorFor:from:to:)",
        message: "UIKit's name: Segue asks navigationController(_:animatorFor:from:to:)"
    )
    public final func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any AnimatedTransitioning)? { nil }
}

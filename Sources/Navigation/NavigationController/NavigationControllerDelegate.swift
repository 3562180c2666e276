/// Told about and asked for transitions (UINavigationControllerDelegate), with UIKit's method
/// names. Every method is optional, as in UIKit: a class that conforms writes only the ones it
/// needs, and the rest answer as UIKit's absent methods do (nothing told, nil for the built-in
/// animator).
///
/// **The one case that cannot work.** The optional methods are protocol-extension defaults,
/// which Swift picks for the class that declares the conformance, at compile time. A class
/// that conforms and writes a method is asked; a subclass that overrides a method its
/// superclass wrote is asked. But a subclass that *adds* a method its conforming superclass
/// never wrote is not: write the method in the superclass (returning what the default
/// returns) and override it, or derive the superclass from `NavigationControllerDelegateBase`,
/// which writes them all. Debug builds warn once when such a delegate is set
/// (`NavigationWarning.inheritedDelegateConformance`).
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
    /// An animator for this push or pop, or nil for the built-in one
    /// (`navigationController(_:animationControllerFor:from:to:)`).
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// An interaction controller for a custom animator (asked only when the delegate gave an
    /// animator, as in UIKit), or nil for an animated, non-interactive transition
    /// (`navigationController(_:interactionControllerFor:)`).
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}

    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}

    /// Nil: the built-in animator.
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// Nil: no interaction controller.
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

extension NavigationController {
    /// Warns, in debug builds, of a delegate whose class inherits its conformance (see
    /// `NavigationControllerDelegate`).
    func auditDelegate() {
        InheritedDelegateConformance.check(
            delegate, protocolName: "NavigationControllerDelegate",
            conforms: { $0 is any NavigationControllerDelegate.Type },
            completeClasses: [NavigationControllerDelegateBase.self], reportingFrom: view)
    }
}

import Views

/// Told about and asked for tab switches (UITabBarControllerDelegate), with UIKit's method
/// names. Every method is optional, as in UIKit: write only what you need; the rest allow
/// every tab and give nil.
///
/// **The one case that cannot work**, as for `NavigationControllerDelegate`: a subclass that
/// adds a method its conforming superclass never wrote is not asked. Write it in the
/// superclass and override it, or derive from `TabBarControllerDelegateBase`; debug builds
/// warn once when such a delegate is set.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a click (or a key) may switch to `viewController`'s tab
    /// (`tabBarController(_:shouldSelect:)`).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after the user switched to `viewController`'s tab, once any transition completed
    /// (`tabBarController(_:didSelect:)`); not called for `select(_:animated:)`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// An animator for switching from one tab to another, or nil to switch at once
    /// (`tabBarController(_:animationControllerForTransitionFrom:to:)`).
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// An interaction controller for an animator this delegate gave
    /// (`tabBarController(_:interactionControllerFor:)`).
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

extension TabBarControllerDelegate {
    /// True: every tab may be selected.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    { true }

    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}

    /// Nil: switch at once.
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// Nil: no interaction controller.
    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

extension TabBarController {
    /// Warns, in debug builds, of a delegate whose class inherits its conformance (see
    /// `TabBarControllerDelegate`).
    func auditDelegate() {
        InheritedDelegateConformance.check(
            delegate, protocolName: "TabBarControllerDelegate", conforms: { $0 is any TabBarControllerDelegate.Type },
            completeClasses: [TabBarControllerDelegateBase.self], reportingFrom: isViewLoaded ? view : nil)
    }
}

/// Supplies a presentation's animators, interaction controllers and presentation controller
/// (UIViewControllerTransitioningDelegate), with UIKit's method names. Every method is
/// optional, as in UIKit: write only what you need; the rest give nil, the built-in choice.
///
/// **The one case that cannot work**, as for `NavigationControllerDelegate`: a subclass that
/// adds a method its conforming superclass never wrote is not asked (Swift picks the
/// protocol's default for the conforming class). Write the method in the superclass and
/// override it, or derive from `ViewControllerTransitioningDelegateBase`. Debug builds warn
/// once when such a delegate is set (`NavigationWarning.inheritedDelegateConformance`).
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented` over `presenting` (asked by `source`), or nil for
    /// `CoverVerticalAnimator` (`animationController(forPresented:presenting:source:)`).
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The animator that dismisses `dismissed`, or nil for `CoverVerticalAnimator`
    /// (`animationController(forDismissed:)`).
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// An interaction controller that drives the presentation by `animator`, or nil for an animated
    /// one (`interactionControllerForPresentation(using:)`).
    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// An interaction controller that drives a dismissal by `animator`, or nil for an animated one
    /// (`interactionControllerForDismissal(using:)`). Not asked for the built-in drag down, which
    /// brings its own.
    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// The presentation controller for a `.custom` presentation, or nil for a plain one
    /// (`presentationController(forPresented:presenting:source:)`; `presenting` is nil when
    /// UIKit would not know it yet, never here).
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    /// Nil: `CoverVerticalAnimator`.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// Nil: `CoverVerticalAnimator`.
    public func animationController(
        forDismissed dismissed: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// Nil: no interaction controller.
    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }

    /// Nil: no interaction controller.
    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }

    /// Nil: a plain presentation controller.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}

extension ViewController {
    /// Warns, in debug builds, of a transitioning delegate whose class inherits its
    /// conformance (see `ViewControllerTransitioningDelegate`).
    func auditTransitioningDelegate() {
        InheritedDelegateConformance.check(
            transitioningDelegate, protocolName: "ViewControllerTransitioningDelegate",
            conforms: { $0 is any ViewControllerTransitioningDelegate.Type },
            completeClasses: [ViewControllerTransitioningDelegateBase.self], reportingFrom: isViewLoaded ? view : nil)
    }
}

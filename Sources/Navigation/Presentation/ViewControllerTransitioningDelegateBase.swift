import Views

/// A `ViewControllerTransitioningDelegate` that writes every method (giving nil everywhere,
/// the built-in choices), for delegates that form a class hierarchy: a subclass of a subclass
/// is asked for whatever it overrides.
@MainActor
open class ViewControllerTransitioningDelegateBase: ViewControllerTransitioningDelegate {
    /// Creates the delegate.
    public init() {}

    /// Nil: `CoverVerticalAnimator`.
    open func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// Nil: `CoverVerticalAnimator`.
    open func animationController(
        forDismissed dismissed: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// Nil: no interaction controller.
    open func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }

    /// Nil: no interaction controller.
    open func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }

    /// Nil: a plain presentation controller.
    open func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}

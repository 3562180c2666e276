/// Supplies a presentation's animators, interaction controllers and presentation controller
/// (UIViewControllerTransitioningDelegate). Every method is required (no protocol-extension defaults, which a subclass could not override): write them all, or subclass `ViewControllerTransitioningDelegateBase` and override what you need; nil gives the built-in choice.
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented` over `presenting` (asked by `source`), or nil for
    /// `CoverVerticalAnimator` (`animationController(forPresented:presenting:source:)`).
    func animator(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)?
    /// The animator that dismisses `dismissed`, or nil for `CoverVerticalAnimator`
    /// (`animationController(forDismissed:)`).
    func animator(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)?
    /// An interaction controller that drives the presentation by `animator`, or nil for an animated
    /// one (`interactionControllerForPresentation(using:)`).
    func interactionControllerForPresentation(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
    /// An interaction controller that drives a dismissal by `animator`, or nil for an animated one
    /// (`interactionControllerForDismissal(using:)`). Not asked for the built-in drag down, which
    /// brings its own.
    func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
    /// The presentation controller for a `.custom` presentation, or nil for a plain one
    /// (`presentationController(forPresented:presenting:source:)`).
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> PresentationController?
}

/// Seed 001's `maskTransitionDelegate`: one shared transitioning delegate that presents and
/// dismisses any page with a 0.3 s cross-fade (the presented page fades in over its
/// presenter, and out again). Give a page `modalPresentationStyle = .custom` and this as its
/// `transitioningDelegate`; the presenter stays visible underneath.
@MainActor
public final class MaskTransitionDelegate: ViewControllerTransitioningDelegateBase {
    // docs-number: the fade mask presentation (s)
    /// Seconds each fade takes; 0.3 by default.
    public var duration = 0.3

    /// Creates the delegate.
    public override init() {}

    /// A `FadeAnimator` of ``duration`` that fades the page in.
    public override func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { fade() }

    /// A `FadeAnimator` of ``duration`` that fades the page out.
    public override func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        fade()
    }

    private func fade() -> FadeAnimator {
        let animator = FadeAnimator()
        animator.duration = duration
        return animator
    }
}

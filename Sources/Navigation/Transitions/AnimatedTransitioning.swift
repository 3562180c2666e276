import Animation

/// The object that animates one transition (UIViewControllerAnimatedTransitioning).
///
/// `animateTransition` puts `toView` into the container and animates — with
/// `scene.animate` blocks or with a `PropertyAnimator` — and calls
/// `context.completeTransition(!context.transitionWasCancelled)` when done. An animator that
/// returns an `interruptibleAnimator` is scrubbed through it during interactive transitions;
/// one that does not is scrubbed through its `scene.animate` blocks, which the transition
/// redirects onto its own fraction.
@MainActor
public protocol AnimatedTransitioning: AnyObject {
    func transitionDuration(using context: TransitionContext?) -> Double
    func animateTransition(using context: TransitionContext)
    /// The same animator every time it is asked, for one transition (UIKit's rule).
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator?
    func animationEnded(_ transitionCompleted: Bool)
}

extension AnimatedTransitioning {
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? { nil }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The object that drives a transition from user input
/// (UIViewControllerInteractiveTransitioning).
@MainActor
public protocol InteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ context: TransitionContext)
    /// Whether the transition starts under the user's control (true) or animating.
    var wantsInteractiveStart: Bool { get }
}

extension InteractiveTransitioning {
    public var wantsInteractiveStart: Bool { true }
}

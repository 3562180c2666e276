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
    /// Seconds the transition takes when it animates on its own; `context` is nil when asked
    /// outside a transition (`transitionDuration(using:)`).
    func transitionDuration(using context: TransitionContext?) -> Double
    /// Adds the arriving view to `context.containerView`, animates, and calls
    /// `context.completeTransition(!context.transitionWasCancelled)` when done
    /// (`animateTransition(using:)`).
    func animateTransition(using context: TransitionContext)
    /// The same animator every time it is asked, for one transition (UIKit's rule), written
    /// as UIKit's: `interruptibleAnimator(using:) -> ViewImplicitlyAnimating`. Optional: an
    /// animator that does not write it is scrubbed through the animations its
    /// `animateTransition` makes.
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator
    /// Called once after the transition ended, with whether it completed (`animationEnded(_:)`).
    func animationEnded(_ transitionCompleted: Bool)
}

extension AnimatedTransitioning {
    /// None (a stand-in the transition does not use): interactive transitions then scrub the
    /// animations `animateTransition` makes.
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator { .placeholder() }
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The object that drives a transition from user input
/// (UIViewControllerInteractiveTransitioning).
@MainActor
public protocol InteractiveTransitioning: AnyObject {
    /// Takes control of the transition: keep `context` and move it with its interactive methods
    /// (`startInteractiveTransition(_:)`).
    func startInteractiveTransition(_ context: TransitionContext)
    /// Whether the transition starts under the user's control (true) or animating.
    var wantsInteractiveStart: Bool { get }
}

extension InteractiveTransitioning {
    /// True: the transition starts under the user's control.
    public var wantsInteractiveStart: Bool { true }
}

/// UIKit's name for an animator: the same protocol as `AnimatedTransitioning`.
public typealias ViewControllerAnimatedTransitioning = AnimatedTransitioning
/// UIKit's name for an interaction controller: the same protocol as `InteractiveTransitioning`.
public typealias ViewControllerInteractiveTransitioning = InteractiveTransitioning

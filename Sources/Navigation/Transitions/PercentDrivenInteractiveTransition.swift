import Animation

/// An interaction controller that moves a transition by percentages
/// (UIPercentDrivenInteractiveTransition): call `update` while the user drags, then
/// `finish` or `cancel` (or, to hand over the pointer's speed, `finish(velocity:)` /
/// `cancel(velocity:)`).
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// Speeds up (> 1) or slows down the release animation; UIKit's `completionSpeed`.
    public var completionSpeed = 1.0
    /// The curve of `finish()` and `cancel()` (UIKit's `completionCurve`).
    public var completionCurve = TimingCurve.easeInOut
    /// When set, `finish()` and `cancel()` use these instead (UIKit's `timingCurve`).
    public var timingParameters: TimingParameters?
    public var wantsInteractiveStart = true

    public private(set) weak var context: TransitionContext?

    public init() {}

    public var percentComplete: Double { context?.percentComplete ?? 0 }

    open func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
    }

    public func update(_ percentComplete: Double) {
        context?.updateInteractiveTransition(percentComplete)
    }

    /// Takes a transition that is animating back under the user's control, where it is.
    public func pause() {
        context?.pauseInteractiveTransition()
    }

    public func finish() {
        context?.finishInteractiveTransition(
            timing: timingParameters ?? .curve(completionCurve), durationFactor: 1 / max(completionSpeed, 0.01))
    }

    public func cancel() {
        context?.cancelInteractiveTransition(
            timing: timingParameters ?? .curve(completionCurve), durationFactor: 1 / max(completionSpeed, 0.01))
    }

    /// How `finish(velocity:)` and `cancel(velocity:)` move.
    public var releaseTiming = ReleaseTiming.matched

    /// Finishes starting at `velocity` fractions per second (the pointer's speed).
    public func finish(velocity: Double) {
        context?.releaseInteractiveTransition(finishing: true, fractionVelocity: velocity, timing: releaseTiming)
    }

    /// Cancels starting at `velocity` fractions per second (negative: towards the start).
    public func cancel(velocity: Double) {
        context?.releaseInteractiveTransition(finishing: false, fractionVelocity: velocity, timing: releaseTiming)
    }
}

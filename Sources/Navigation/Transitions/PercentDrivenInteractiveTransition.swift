import Animation

/// An interaction controller that moves a transition by percentages
/// (UIPercentDrivenInteractiveTransition): call `update` while the user drags, then
/// `finish` or `cancel` (or, to hand over the pointer's speed, `finish(velocity:)` /
/// `cancel(velocity:)`).
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    // docs-number: finish()/cancel() speed
    /// Speeds up (> 1) or slows down the release animation; UIKit's `completionSpeed`.
    public var completionSpeed = 1.0
    /// The curve of `finish()` and `cancel()` (UIKit's `completionCurve`).
    public var completionCurve = TimingCurve.easeInOut
    /// When set, `finish()` and `cancel()` use this instead of `completionCurve` (UIKit's
    /// `timingCurve`: a `CubicTimingParameters`, a `SpringTimingParameters` or a
    /// `TimingParameters`).
    public var timingCurve: (any TimingCurveProvider)?
    /// Whether the transition starts under the user's control; true by default.
    public var wantsInteractiveStart = true

    /// The transition being driven, from `startInteractiveTransition(_:)` until it ends.
    public private(set) weak var context: TransitionContext?

    /// Creates an interaction controller with UIKit's defaults.
    public init() {}

    /// The fraction shown now (0 = start, 1 = end).
    public var percentComplete: Double { context?.percentComplete ?? 0 }

    /// Seconds the transition takes when it animates on its own (`duration`); 0 outside one.
    public var duration: Double { (context as? ContainerTransitionContext)?.driver?.duration ?? 0 }

    /// Keeps `context` so that `update`, `finish` and `cancel` can move it. Subclasses call super.
    open func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
    }

    /// Moves the transition to `percentComplete` (0...1), as the user drags (`update(_:)`).
    public func update(_ percentComplete: Double) {
        context?.updateInteractiveTransition(percentComplete)
    }

    /// Takes a transition that is animating back under the user's control, where it is.
    public func pause() {
        context?.pauseInteractiveTransition()
    }

    /// Lets the transition run to its end on `completionCurve` (or `timingParameters`), sped up by
    /// `completionSpeed` (`finish()`).
    public func finish() {
        context?.finishInteractiveTransition(
            timing: timingCurve?.timingParameters ?? .curve(completionCurve),
            durationFactor: 1 / max(completionSpeed, 0.01))
    }

    /// Lets the transition run back to its start, the same way (`cancel()`).
    public func cancel() {
        context?.cancelInteractiveTransition(
            timing: timingCurve?.timingParameters ?? .curve(completionCurve),
            durationFactor: 1 / max(completionSpeed, 0.01))
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

import Animation
import Geometry
import Layers
import Views

/// Everything an animator needs for one transition, and the way it says it is done
/// (UIViewControllerContextTransitioning). The same context serves every container — a page
/// stack, a navigation controller, a presentation, a tab switch — so it is keyed by views.
///
/// In a navigation controller `fromView` and `toView` are pages: a view controller's view
/// together with its navigation bar, which is why bars can travel with their pages.
@MainActor
public final class TransitionContext {
    /// The view the pages live in while they move.
    public let containerView: View
    /// What the transition does: push, pop, present, dismiss or select.
    public let operation: TransitionOperation
    /// Which way the motion goes; animators mirror on it (never on how they were made).
    public let direction: TransitionDirection
    /// The view that is on screen when the transition starts and leaves if it completes.
    public let fromView: View
    /// The view that arrives.
    public let toView: View
    /// The scene whose clock and animation engine the transition runs on.
    public let scene: Scene
    /// Whether the transition animates (`isAnimated`): true for every transition that runs, since a
    /// change made with `animated: false` runs none.
    public let isAnimated: Bool
    /// True while the user's input drives the transition.
    public internal(set) var isInteractive: Bool
    /// True once an interactive transition was cancelled.
    public internal(set) var transitionWasCancelled = false

    /// Where a view rests in the container, asked live so a resize mid-transition counts;
    /// once the transition has ended, where both views rested then (an app may keep the
    /// context, and its container may be gone).
    private(set) var restFrame: @MainActor (View) -> Rect
    private var layoutHandlers: [@MainActor () -> Void] = []
    weak var driver: TransitionDriver?
    /// Where the transition ended (1 completed, 0 cancelled), once it has.
    private var endedFraction: Double?

    init(
        containerView: View, operation: TransitionOperation, direction: TransitionDirection? = nil, fromView: View,
        toView: View, scene: Scene, isAnimated: Bool, isInteractive: Bool,
        restFrame: @escaping @MainActor (View) -> Rect
    ) {
        self.containerView = containerView
        self.operation = operation
        self.direction = direction ?? operation.direction
        self.fromView = fromView
        self.toView = toView
        self.scene = scene
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.restFrame = restFrame
    }

    /// True for a push or a presentation (the arriving page goes on top).
    public var isForward: Bool { direction == .forward }

    /// Where `view` is when the transition starts: its rest frame for the view leaving,
    /// `.zero` (unknown, the animator decides) for the one arriving.
    public func initialFrame(for view: View) -> Rect {
        view === fromView ? restFrame(view) : .zero
    }

    /// Where `view` must be when the transition completes: its rest frame for the view
    /// arriving, `.zero` for the one leaving (it is removed). Asked during a resize, it gives
    /// the new size.
    public func finalFrame(for view: View) -> Rect {
        view === toView ? restFrame(view) : .zero
    }

    /// Runs `handler` whenever the container lays out during the transition (a window
    /// resize): an animator re-places its views there from the current fraction and the new
    /// container size (see `TransitionStage.follow`, which does it for you).
    public func onContainerLayout(_ handler: @escaping @MainActor () -> Void) {
        layoutHandlers.append(handler)
    }

    /// The container laid out mid-transition.
    func containerDidLayout() {
        for handler in layoutHandlers { handler() }
    }

    /// The transition is over: the handlers (which hold the animator's closures, which may
    /// hold this context) go, and so does the live rest-frame closure (which reaches into
    /// the container): a context kept past its transition answers from where it ended.
    func transitionDidEnd(completed: Bool) {
        layoutHandlers = []
        guard endedFraction == nil else { return }
        endedFraction = completed ? 1 : 0
        let fromFrame = restFrame(fromView)
        let toFrame = restFrame(toView)
        let from = fromView
        restFrame = { [weak from] view in view === from ? fromFrame : toFrame }
    }

    /// The animator calls this once, when its animation is over (later calls, and calls
    /// after the transition ended, do nothing):
    /// `completeTransition(!transitionWasCancelled)`.
    public func completeTransition(_ didComplete: Bool) {
        driver?.complete(didComplete)
    }

    // MARK: - Interactive control (what UIPercentDrivenInteractiveTransition calls)

    /// Moves an interactive transition to `percentComplete` (0...1).
    public func updateInteractiveTransition(_ percentComplete: Double) {
        driver?.update(percentComplete)
    }

    /// Stops a transition where it is and hands it to the user (a grab during the release).
    public func pauseInteractiveTransition() {
        driver?.pause()
    }

    /// Lets the transition run to its end with `timing` (nil: the animator's own), over the
    /// remaining fraction × duration × `durationFactor`.
    public func finishInteractiveTransition(timing: TimingParameters? = nil, durationFactor: Double = 1) {
        driver?.release(finishing: true, timing: timing, durationFactor: durationFactor)
    }

    /// Lets the transition run back to its start.
    public func cancelInteractiveTransition(timing: TimingParameters? = nil, durationFactor: Double = 1) {
        driver?.release(finishing: false, timing: timing, durationFactor: durationFactor)
    }

    /// Finishes (or cancels) starting at the pointer's speed, given in fractions per second
    /// (positive towards the end): no jump in position or speed.
    public func releaseInteractiveTransition(
        finishing: Bool, fractionVelocity: Double, timing: ReleaseTiming = .matched
    ) {
        driver?.release(finishing: finishing, timing: timing, fractionVelocity: fractionVelocity)
    }

    /// The fraction shown now (0 = start, 1 = end).
    public var percentComplete: Double { endedFraction ?? driver?.percentComplete ?? 0 }
}

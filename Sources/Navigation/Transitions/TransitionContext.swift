import Animation
import Geometry
import Layers
import Views

/// Everything an animator needs for one transition, and the way it says it is done: UIKit's
/// `UIViewControllerContextTransitioning` (also spelled ``ViewControllerContextTransitioning``),
/// so an animator written `animateTransition(using transitionContext:
/// ViewControllerContextTransitioning)` conforms as written. The same context serves every
/// container — a page stack, a navigation controller, a presentation, a tab switch — so it is
/// keyed by views; `viewController(forKey:)` and `view(forKey:)` give UIKit's view.
///
/// In a navigation controller `fromView` and `toView` are pages: a view controller's view
/// together with its navigation bar, which is why bars can travel with their pages.
/// Containers make contexts; an app only receives them.
@MainActor
public protocol TransitionContext: AnyObject {
    /// The view the pages live in while they move (`containerView`).
    var containerView: View { get }
    /// What the transition does: push, pop, present, dismiss, select, collapse or expand.
    var operation: TransitionOperation { get }
    /// Which way the motion goes; animators mirror on it (never on how they were made).
    var direction: TransitionDirection { get }
    /// The view that is on screen when the transition starts and leaves if it completes.
    var fromView: View { get }
    /// The view that arrives.
    var toView: View { get }
    /// The scene whose clock and animation engine the transition runs on.
    var scene: Scene { get }
    /// Whether the transition animates (`isAnimated`): true for every transition that runs,
    /// since a change made with `animated: false` runs none.
    var isAnimated: Bool { get }
    /// True while the user's input drives the transition (`isInteractive`).
    var isInteractive: Bool { get }
    /// True once an interactive transition was cancelled (`transitionWasCancelled`).
    var transitionWasCancelled: Bool { get }
    /// How the arriving page is presented (`presentationStyle`): `.none` for a transition
    /// that is no presentation (a push, a pop, a tab switch, a split view folding).
    var presentationStyle: ModalPresentationStyle { get }
    /// Where `view` is when the transition starts: its rest frame for the view leaving,
    /// `.zero` (unknown, the animator decides) for the one arriving.
    func initialFrame(for view: View) -> Rect
    /// Where `view` must be when the transition completes: its rest frame for the view
    /// arriving, `.zero` for the one leaving (it is removed). Asked during a resize, it gives
    /// the new size.
    func finalFrame(for view: View) -> Rect
    /// Runs `handler` whenever the container lays out during the transition (a window
    /// resize): an animator re-places its views there from the current fraction and the new
    /// container size (see `TransitionStage.follow`, which does it for you).
    func onContainerLayout(_ handler: @escaping @MainActor () -> Void)
    /// The animator calls this once, when its animation is over (later calls, and calls
    /// after the transition ended, do nothing):
    /// `completeTransition(!transitionWasCancelled)`.
    func completeTransition(_ didComplete: Bool)
    /// Moves an interactive transition to `percentComplete` (0...1)
    /// (`updateInteractiveTransition(_:)`).
    func updateInteractiveTransition(_ percentComplete: Double)
    /// Stops a transition where it is and hands it to the user, a grab during the release
    /// (`pauseInteractiveTransition()`).
    func pauseInteractiveTransition()
    /// Lets the transition run to its end with `timing` (nil: the animator's own), over the
    /// remaining fraction × duration × `durationFactor`.
    func finishInteractiveTransition(timing: TimingParameters?, durationFactor: Double)
    /// Lets the transition run back to its start, the same way.
    func cancelInteractiveTransition(timing: TimingParameters?, durationFactor: Double)
    /// Finishes (or cancels) starting at the pointer's speed, given in fractions per second
    /// (positive towards the end): no jump in position or speed.
    func releaseInteractiveTransition(finishing: Bool, fractionVelocity: Double, timing: ReleaseTiming)
    /// The fraction shown now (0 = start, 1 = end).
    var percentComplete: Double { get }
}

/// UIKit's name for the transition context: the same protocol.
public typealias ViewControllerContextTransitioning = TransitionContext

extension TransitionContext {
    /// True for a push or a presentation (the arriving page goes on top).
    public var isForward: Bool { direction == .forward }

    /// The rotation applied to the container during the transition (`targetTransform`): a
    /// desktop window never rotates, so always the identity.
    public var targetTransform: AffineTransform { .identity }

    /// `finishInteractiveTransition()`: runs to the end on the animator's own timing.
    public func finishInteractiveTransition() {
        finishInteractiveTransition(timing: nil, durationFactor: 1)
    }

    /// `cancelInteractiveTransition()`: runs back to the start on the animator's own timing.
    public func cancelInteractiveTransition() {
        cancelInteractiveTransition(timing: nil, durationFactor: 1)
    }

    /// Finishes (or cancels) at the pointer's speed, velocity-matched
    /// (see `releaseInteractiveTransition(finishing:fractionVelocity:timing:)`).
    public func releaseInteractiveTransition(finishing: Bool, fractionVelocity: Double) {
        releaseInteractiveTransition(finishing: finishing, fractionVelocity: fractionVelocity, timing: .matched)
    }
}

/// The context a container makes for one of its transitions.
@MainActor
final class ContainerTransitionContext: TransitionContext {
    /// The view the pages live in while they move.
    let containerView: View
    /// What the transition does: push, pop, present, dismiss or select.
    let operation: TransitionOperation
    /// Which way the motion goes; animators mirror on it (never on how they were made).
    let direction: TransitionDirection
    /// The view that is on screen when the transition starts and leaves if it completes.
    let fromView: View
    /// The view that arrives.
    let toView: View
    /// The scene whose clock and animation engine the transition runs on.
    let scene: Scene
    /// Whether the transition animates (`isAnimated`): true for every transition that runs, since a
    /// change made with `animated: false` runs none.
    let isAnimated: Bool
    /// The presented page's style for a presentation, `.none` otherwise.
    let presentationStyle: ModalPresentationStyle
    /// True while the user's input drives the transition.
    var isInteractive: Bool
    /// True once an interactive transition was cancelled.
    var transitionWasCancelled = false

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
        presentationStyle: ModalPresentationStyle = .none, restFrame: @escaping @MainActor (View) -> Rect
    ) {
        self.presentationStyle = presentationStyle
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

    /// Where `view` is when the transition starts: its rest frame for the view leaving,
    /// `.zero` (unknown, the animator decides) for the one arriving.
    func initialFrame(for view: View) -> Rect {
        view === fromView ? restFrame(view) : .zero
    }

    /// Where `view` must be when the transition completes: its rest frame for the view
    /// arriving, `.zero` for the one leaving (it is removed). Asked during a resize, it gives
    /// the new size.
    func finalFrame(for view: View) -> Rect {
        view === toView ? restFrame(view) : .zero
    }

    /// Runs `handler` whenever the container lays out during the transition (a window
    /// resize): an animator re-places its views there from the current fraction and the new
    /// container size (see `TransitionStage.follow`, which does it for you).
    func onContainerLayout(_ handler: @escaping @MainActor () -> Void) {
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
    func completeTransition(_ didComplete: Bool) {
        driver?.complete(didComplete)
    }

    // MARK: - Interactive control (what UIPercentDrivenInteractiveTransition calls)

    /// Moves an interactive transition to `percentComplete` (0...1).
    func updateInteractiveTransition(_ percentComplete: Double) {
        driver?.update(percentComplete)
    }

    /// Stops a transition where it is and hands it to the user (a grab during the release).
    func pauseInteractiveTransition() {
        driver?.pause()
    }

    /// Lets the transition run to its end with `timing` (nil: the animator's own), over the
    /// remaining fraction × duration × `durationFactor`.
    func finishInteractiveTransition(timing: TimingParameters?, durationFactor: Double) {
        driver?.release(finishing: true, timing: timing, durationFactor: durationFactor)
    }

    /// Lets the transition run back to its start.
    func cancelInteractiveTransition(timing: TimingParameters?, durationFactor: Double) {
        driver?.release(finishing: false, timing: timing, durationFactor: durationFactor)
    }

    /// Finishes (or cancels) starting at the pointer's speed, given in fractions per second
    /// (positive towards the end): no jump in position or speed.
    func releaseInteractiveTransition(
        finishing: Bool, fractionVelocity: Double, timing: ReleaseTiming
    ) {
        driver?.release(finishing: finishing, timing: timing, fractionVelocity: fractionVelocity)
    }

    /// The fraction shown now (0 = start, 1 = end).
    var percentComplete: Double { endedFraction ?? driver?.percentComplete ?? 0 }
}

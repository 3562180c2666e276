import Animation
import Geometry
import Layers
import Views

/// Everything an animator needs for one transition, and the way it says it is done
/// (UIViewControllerContextTransitioning).
///
/// `fromView` and `toView` are the pages: a view controller's view together with its
/// navigation bar, which is why bars can travel with their pages.
@MainActor
public final class TransitionContext {
    /// The view the pages live in while they move.
    public let containerView: View
    public let operation: NavigationOperation
    public let fromViewController: ViewController
    public let toViewController: ViewController
    public let fromView: View
    public let toView: View
    /// The scene whose clock and animation engine the transition runs on.
    public let scene: Scene
    public let isAnimated: Bool
    /// True while the user's input drives the transition.
    public internal(set) var isInteractive: Bool
    /// True once an interactive transition was cancelled.
    public internal(set) var transitionWasCancelled = false

    weak var transition: NavigationTransition?

    init(
        containerView: View, operation: NavigationOperation, from: ViewController, fromView: View,
        to: ViewController, toView: View, scene: Scene, isAnimated: Bool, isInteractive: Bool
    ) {
        self.containerView = containerView
        self.operation = operation
        self.fromViewController = from
        self.toViewController = to
        self.fromView = fromView
        self.toView = toView
        self.scene = scene
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
    }

    /// Where `viewController`'s page is when the transition starts: the container's bounds for
    /// the page leaving, `.zero` (unknown, the animator decides) for the one arriving.
    public func initialFrame(for viewController: ViewController) -> Rect {
        viewController === fromViewController ? containerView.bounds : .zero
    }

    /// Where `viewController`'s page must be when the transition completes: the container's
    /// bounds for the page arriving, `.zero` for the one leaving (it is removed).
    public func finalFrame(for viewController: ViewController) -> Rect {
        viewController === toViewController ? containerView.bounds : .zero
    }

    /// The animator calls this once, when its animation is over:
    /// `completeTransition(!transitionWasCancelled)`.
    public func completeTransition(_ didComplete: Bool) {
        transition?.complete(didComplete)
    }

    // MARK: - Interactive control (what UIPercentDrivenInteractiveTransition calls)

    /// Moves an interactive transition to `percentComplete` (0...1).
    public func updateInteractiveTransition(_ percentComplete: Double) {
        transition?.update(percentComplete)
    }

    /// Stops a transition where it is and hands it to the user (a grab during the release).
    public func pauseInteractiveTransition() {
        transition?.pause()
    }

    /// Lets the transition run to its end with `timing` (nil: the animator's own), over the
    /// remaining fraction × duration × `durationFactor`.
    public func finishInteractiveTransition(timing: TimingParameters? = nil, durationFactor: Double = 1) {
        transition?.release(finishing: true, timing: timing, durationFactor: durationFactor)
    }

    /// Lets the transition run back to its start.
    public func cancelInteractiveTransition(timing: TimingParameters? = nil, durationFactor: Double = 1) {
        transition?.release(finishing: false, timing: timing, durationFactor: durationFactor)
    }

    /// Finishes (or cancels) starting at the pointer's speed, given in fractions per second
    /// (positive towards the end): no jump in position or speed.
    public func releaseInteractiveTransition(
        finishing: Bool, fractionVelocity: Double, timing: ReleaseTiming = .matched
    ) {
        transition?.release(finishing: finishing, timing: timing, fractionVelocity: fractionVelocity)
    }

    /// The fraction shown now (0 = start, 1 = end).
    public var percentComplete: Double { transition?.percentComplete ?? 0 }
}

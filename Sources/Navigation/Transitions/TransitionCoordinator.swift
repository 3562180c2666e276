import Views

/// Reachable from a view controller (or a view) during a transition
/// (`transitionCoordinator`): run animations alongside it, learn when it ends or when the
/// user lets go (UIViewControllerTransitionCoordinator).
@MainActor
public final class TransitionCoordinator {
    /// The running transition; nil before it starts (the will-appearance callbacks run
    /// first) and once it has ended (an app may keep the coordinator).
    private weak var transition: TransitionDriver?
    /// Its context, from when the transition starts.
    private var context: TransitionContext?
    /// What is known before the transition starts: the will-appearance callbacks already
    /// have the coordinator, as in UIKit.
    private let announced: Announced
    private var attached = false
    /// Alongside animations given before the transition started: they join it as it starts.
    private var waitingAnimations: [@MainActor (TransitionCoordinator) -> Void] = []
    var completions: [@MainActor (TransitionCoordinator) -> Void] = []
    var interactionObservers: [@MainActor (TransitionCoordinator) -> Void] = []

    /// What a transition about to start is.
    struct Announced {
        var operation: TransitionOperation
        var from: View
        var to: View
        var container: View
        /// A swipe drives it from its first frame.
        var isInteractive: Bool
    }

    /// A coordinator for a transition about to start (`attach` gives it the transition).
    init(announcing announced: Announced) {
        self.announced = announced
    }

    /// The transition has started: the alongside animations given meanwhile join it.
    func attach(_ transition: TransitionDriver) {
        self.transition = transition
        context = transition.context
        transitionDuration = transition.duration
        attached = true
    }

    /// Runs the alongside animations given before the transition started, on it.
    func runWaitingAnimations() {
        let waiting = waitingAnimations
        waitingAnimations = []
        for animation in waiting {
            if let transition, !ended {
                _ = transition.runAlongside { animation(self) }
            } else {
                animation(self)
            }
        }
    }

    /// The transition was called off before it started (its container went): what was given
    /// to it runs at once, as for an ended one.
    func endWithoutTransition() {
        runWaitingAnimations()
        transitionEnded()
    }

    /// What the transition does.
    public var operation: TransitionOperation { context?.operation ?? announced.operation }
    /// The view that leaves.
    public var fromView: View { context?.fromView ?? announced.from }
    /// The view that arrives.
    public var toView: View { context?.toView ?? announced.to }
    /// The controller of the view that leaves (`.from`) or arrives (`.to`), if any
    /// (`viewController(forKey:)`).
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        switch key {
        case .from: return ContainerTransitionContext.viewController(of: fromView)
        case .to: return ContainerTransitionContext.viewController(of: toView)
        default: return nil
        }
    }
    /// The view that leaves (`.from`) or arrives (`.to`) (`view(forKey:)`).
    public func view(forKey key: TransitionContextViewKey) -> View? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }
    /// The view the pages move in.
    public var containerView: View { context?.containerView ?? announced.container }
    /// Whether the transition animates.
    public var isAnimated: Bool { context?.isAnimated ?? true }
    /// True while the user's input drives the transition.
    public var isInteractive: Bool { context?.isInteractive ?? announced.isInteractive }
    /// True once an interactive transition was cancelled.
    public var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    /// The animator's duration, in seconds (0 until the transition starts: in the
    /// will-appearance callbacks the animator is not chosen yet).
    public private(set) var transitionDuration = 0.0
    /// The fraction shown now (0 = start, 1 = end); once the transition has ended, where it
    /// ended (0 when cancelled).
    public var percentComplete: Double {
        guard attached else { return 0 }
        guard let transition, !ended else { return isCancelled ? 0 : 1 }
        return transition.percentComplete
    }
    /// True once the transition has ended (its completions ran, or its window went away).
    public var hasEnded: Bool { ended || (attached && transition == nil) }
    private var ended = false

    /// Runs `animation` so that the layer changes it makes follow the transition — scrubbed
    /// with it when interactive, reversed with it when cancelled — and `completion` when the
    /// transition ends. Returns false when the transition is not animated (the changes then
    /// apply at once and `completion` runs at the end), or has ended already (a coordinator
    /// kept past its transition): then both run at once.
    @discardableResult
    public func animate(
        alongsideTransition animation: (@MainActor (TransitionCoordinator) -> Void)?,
        completion: (@MainActor (TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        if !attached && !ended {
            // Given in a will-appearance callback: it joins the transition as it starts.
            if let completion { completions.append(completion) }
            if let animation { waitingAnimations.append(animation) }
            return true
        }
        guard let transition, !ended else {
            animation?(self)
            completion?(self)
            return false
        }
        if let completion { completions.append(completion) }
        guard let animation else { return isAnimated }
        return transition.runAlongside { animation(self) }
    }

    /// `notifyWhenInteractionChanges`: called when the user lets go (or grabs again).
    public func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (TransitionCoordinator) -> Void) {
        interactionObservers.append(handler)
    }

    func interactionChanged() {
        for observer in interactionObservers { observer(self) }
    }

    func transitionEnded() {
        ended = true
        let list = completions
        completions = []
        for completion in list { completion(self) }
    }
}

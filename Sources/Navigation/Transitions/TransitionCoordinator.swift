import Views

/// Reachable from a view controller (or a view) during a transition
/// (`transitionCoordinator`): run animations alongside it, learn when it ends or when the
/// user lets go (UIViewControllerTransitionCoordinator).
@MainActor
public final class TransitionCoordinator {
    /// The running transition; nil once it has ended (an app may keep the coordinator).
    private weak var transition: TransitionDriver?
    private let context: TransitionContext
    var completions: [@MainActor (TransitionCoordinator) -> Void] = []
    var interactionObservers: [@MainActor (TransitionCoordinator) -> Void] = []

    init(transition: TransitionDriver) {
        self.transition = transition
        self.context = transition.context
        self.transitionDuration = transition.duration
    }

    /// What the transition does.
    public var operation: TransitionOperation { context.operation }
    /// The view that leaves.
    public var fromView: View { context.fromView }
    /// The view that arrives.
    public var toView: View { context.toView }
    /// The controller of the view that leaves, if any.
    public var fromViewController: ViewController? { context.fromViewController }
    /// The controller of the view that arrives, if any.
    public var toViewController: ViewController? { context.toViewController }
    /// The view the pages move in.
    public var containerView: View { context.containerView }
    /// Whether the transition animates.
    public var isAnimated: Bool { context.isAnimated }
    /// True while the user's input drives the transition.
    public var isInteractive: Bool { context.isInteractive }
    /// True once an interactive transition was cancelled.
    public var isCancelled: Bool { context.transitionWasCancelled }
    /// The animator's duration, in seconds.
    public let transitionDuration: Double
    /// The fraction shown now (0 = start, 1 = end); once the transition has ended, where it
    /// ended (0 when cancelled).
    public var percentComplete: Double {
        guard let transition, !ended else { return context.transitionWasCancelled ? 0 : 1 }
        return transition.percentComplete
    }
    /// True once the transition has ended (its completions ran, or its window went away).
    public var hasEnded: Bool { ended || transition == nil }
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
        guard let transition, !ended else {
            animation?(self)
            completion?(self)
            return false
        }
        if let completion { completions.append(completion) }
        guard let animation else { return context.isAnimated }
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

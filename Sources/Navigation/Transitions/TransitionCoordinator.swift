import Views

/// Reachable from a view controller (or a view) during a transition
/// (`transitionCoordinator`): run animations alongside it, learn when it ends or when the
/// user lets go (UIViewControllerTransitionCoordinator).
@MainActor
public final class TransitionCoordinator {
    unowned let transition: TransitionDriver
    var completions: [@MainActor (TransitionCoordinator) -> Void] = []
    var interactionObservers: [@MainActor (TransitionCoordinator) -> Void] = []

    init(transition: TransitionDriver) {
        self.transition = transition
    }

    /// What the transition does.
    public var operation: TransitionOperation { transition.context.operation }
    /// The view that leaves.
    public var fromView: View { transition.context.fromView }
    /// The view that arrives.
    public var toView: View { transition.context.toView }
    /// The controller of the view that leaves, if any.
    public var fromViewController: ViewController? { transition.context.fromViewController }
    /// The controller of the view that arrives, if any.
    public var toViewController: ViewController? { transition.context.toViewController }
    /// The view the pages move in.
    public var containerView: View { transition.context.containerView }
    /// Whether the transition animates.
    public var isAnimated: Bool { transition.context.isAnimated }
    /// True while the user's input drives the transition.
    public var isInteractive: Bool { transition.context.isInteractive }
    /// True once an interactive transition was cancelled.
    public var isCancelled: Bool { transition.context.transitionWasCancelled }
    /// The animator's duration, in seconds.
    public var transitionDuration: Double { transition.duration }
    /// The fraction shown now (0 = start, 1 = end).
    public var percentComplete: Double { transition.percentComplete }

    /// Runs `animation` so that the layer changes it makes follow the transition — scrubbed
    /// with it when interactive, reversed with it when cancelled — and `completion` when the
    /// transition ends. Returns false when the transition is not animated (the changes then
    /// apply at once and `completion` runs at the end).
    @discardableResult
    public func animate(
        alongsideTransition animation: (@MainActor (TransitionCoordinator) -> Void)?,
        completion: (@MainActor (TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return transition.context.isAnimated }
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
        let list = completions
        completions = []
        for completion in list { completion(self) }
    }
}

/// What a trace (or a test) hears about transitions.
public struct TransitionEvent: Equatable, Sendable {
    /// Whether a transition began or ended.
    public enum Phase: String, Sendable {
        /// The transition began.
        case begin
        /// The transition ended, completed or cancelled.
        case end
    }
    /// Began or ended.
    public var phase: Phase
    /// What the transition does.
    public var operation: TransitionOperation
    /// Whether the transition was interactive (at its beginning or at its end).
    public var isInteractive: Bool
    /// Set on `.end`.
    public var completed: Bool?
    /// The name of the animator's type that runs the transition: a built-in one
    /// (`SnapshotSlideAnimator`, `FadeAnimator`, …) or an app's own.
    public var animator: String
    /// Whether reduced motion replaced the animator asked for with its cross-fade (`animator`
    /// is then `FadeAnimator`).
    public var isReducedMotion: Bool
    /// The name of the container that ran it: a navigation controller's own name
    /// (`"navigation"` by default), `"pageStack"` (a page stack's name), `"presentations"`, a
    /// tab bar controller's name (`"tabs"`), a split view's (`"split"`) and its folded stack's
    /// (`"split.stack"`).
    public var container: String
    /// True when a forward request (the mouse's forward button, Alt+Right, `goForward`) ran it:
    /// a push of a page a back request had taken off.
    public var isForwardNavigation: Bool
    /// The animator's duration in seconds (`transitionDuration`): how long the transition takes
    /// when nothing drags it.
    public var duration: Double

    /// Creates an event.
    package init(
        phase: Phase, operation: TransitionOperation, isInteractive: Bool, completed: Bool? = nil,
        animator: String, isReducedMotion: Bool = false, container: String = "", isForwardNavigation: Bool = false,
        duration: Double = 0
    ) {
        self.container = container
        self.duration = duration
        self.isForwardNavigation = isForwardNavigation
        self.phase = phase
        self.operation = operation
        self.isInteractive = isInteractive
        self.completed = completed
        self.animator = animator
        self.isReducedMotion = isReducedMotion
    }
}

/// What a trace (or a test) hears about transitions.
public struct TransitionEvent: Equatable, Sendable {
    public enum Phase: String, Sendable { case begin, end }
    public var phase: Phase
    public var operation: TransitionOperation
    public var isInteractive: Bool
    /// Set on `.end`.
    public var completed: Bool?

    public init(phase: Phase, operation: TransitionOperation, isInteractive: Bool, completed: Bool? = nil) {
        self.phase = phase
        self.operation = operation
        self.isInteractive = isInteractive
        self.completed = completed
    }
}

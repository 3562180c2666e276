/// A broken promise the checker found: which rule, in words, and after which op.
public struct TortureViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rule, a stable name ("rest.container", "leak", …): the shrinker keeps a cut only
    /// if the same rule still breaks, so it does not wander off to another failure.
    public var rule: String
    public var detail: String
    /// The index of the op after which it was found (the op count for the final settle).
    public var opIndex: Int

    public init(rule: String, detail: String, opIndex: Int) {
        self.rule = rule
        self.detail = detail
        self.opIndex = opIndex
    }

    public var description: String { "[\(rule)] \(detail) (after op \(opIndex))" }
}

/// A broken promise the checker found: which rule, in words, and after which op.
package struct TortureViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rule, a stable name ("rest.container", "leak", …): the shrinker keeps a cut only
    /// if the same rule still breaks, so it does not wander off to another failure.
    package var rule: String
    package var detail: String
    /// The index of the op after which it was found (the op count for the final settle).
    package var opIndex: Int

    package init(rule: String, detail: String, opIndex: Int) {
        self.rule = rule
        self.detail = detail
        self.opIndex = opIndex
    }

    package var description: String { "[\(rule)] \(detail) (after op \(opIndex))" }
}

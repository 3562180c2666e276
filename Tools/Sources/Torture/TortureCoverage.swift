import Navigation

/// What a run went through, so a report shows that the ops reach what they should: how many
/// transitions of each kind began (interactive ones apart), how many were cancelled or
/// replaced by reduced motion's cross-fade, and how many requests were refused.
package struct TortureCoverage: Sendable, Hashable {
    /// Begun transitions by operation, with " (dragged)" for interactive starts.
    package private(set) var begun: [String: Int] = [:]
    package private(set) var cancelled = 0
    package private(set) var reducedMotion = 0
    package internal(set) var refusals = 0
    /// The hazards' ops applied, by kind, and the work they started (hooks and completions
    /// that ran theirs).
    package internal(set) var hazards: [String: Int] = [:]

    package init() {}

    mutating func note(_ event: TransitionEvent) {
        switch event.phase {
        case .begin:
            begun[event.operation.rawValue + (event.isInteractive ? " (dragged)" : ""), default: 0] += 1
            if event.isReducedMotion { reducedMotion += 1 }
        case .end:
            if event.completed == false { cancelled += 1 }
        }
    }

    mutating func merge(_ other: TortureCoverage) {
        begun.merge(other.begun, uniquingKeysWith: +)
        cancelled += other.cancelled
        reducedMotion += other.reducedMotion
        refusals += other.refusals
        hazards.merge(other.hazards, uniquingKeysWith: +)
    }

    package var summary: String {
        let kinds = begun.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        let made = hazards.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        return "transitions: \(kinds); \(cancelled) cancelled, \(reducedMotion) cross-faded for reduced motion;"
            + " \(refusals) requests refused" + (made.isEmpty ? "" : "\n  hazards: \(made)")
    }
}

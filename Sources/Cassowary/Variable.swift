/// An unknown of a constraint system: a value the solver finds (a view's left edge, its width).
/// Variables are compared by identity and belong to the main actor, as layout does; `value` holds the solver's answer after
/// `Solver.updateVariables()`.
@MainActor
public final class Variable: Hashable, CustomStringConvertible {
    /// A name for diagnostics ("button.left").
    nonisolated public let name: String
    /// The value the solver found, as of the last `Solver.updateVariables()`.
    // Unchecked at run time, as the solver's tables are (Cassowary.md): written once per
    // changed variable per solution, read by layout, never in overlapping accesses.
    @exclusivity(unchecked)
    public internal(set) var value: Double = 0

    /// Creates a variable named `name`.
    nonisolated public init(_ name: String = "") {
        self.name = name
    }

    /// The variable's name, or its identity when it has none.
    nonisolated public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }

    /// Identity.
    nonisolated public static func == (a: Variable, b: Variable) -> Bool { a === b }

    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

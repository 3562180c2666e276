/// How a constraint's two sides compare.
public enum Relation: Sendable, CustomStringConvertible {
    /// Left ≤ right.
    case lessThanOrEqual
    /// Left = right.
    case equal
    /// Left ≥ right.
    case greaterThanOrEqual

    /// "<=", "==" or ">=".
    nonisolated public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation between expressions with a strength: `left relation right`, kept as
/// `left - right relation 0`. Compared by identity: the same relation made twice is two
/// constraints.
@MainActor
public final class Constraint: Hashable, CustomStringConvertible {
    /// `left - right`, with each variable's terms added up.
    nonisolated public let expression: LinearExpression
    /// How the expression compares with zero.
    nonisolated public let relation: Relation
    /// How much the constraint matters (`Strength`), within 0...`Strength.required`.
    nonisolated public let strength: Double
    /// A name for diagnostics.
    nonisolated public let identifier: String?

    /// Creates `left relation right` at `strength`.
    nonisolated public init(
        _ left: LinearExpression, _ relation: Relation, _ right: LinearExpression = LinearExpression(0),
        strength: Double = Strength.required, identifier: String? = nil
    ) {
        expression = Self.reduced(left - right)
        self.relation = relation
        self.strength = Strength.clipped(strength)
        self.identifier = identifier
    }

    /// Whether the solver must keep it.
    nonisolated public var isRequired: Bool { strength >= Strength.required }

    /// "x + -1 * y + 10 >= 0 (identifier)".
    nonisolated public var description: String {
        "\(expression) \(relation) 0" + (identifier.map { " (\($0))" } ?? "")
    }

    /// Identity.
    nonisolated public static func == (a: Constraint, b: Constraint) -> Bool { a === b }

    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Each variable once, in the order it first appears. A constraint usually names a handful
    /// of variables, where a scan of the terms kept so far beats hashing; a long one is hashed.
    nonisolated private static func reduced(_ expression: LinearExpression) -> LinearExpression {
        guard expression.terms.count <= 16 else { return hashedReduced(expression) }
        var terms: [Term] = []
        terms.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            if let index = terms.firstIndex(where: { $0.variable == term.variable }) {
                terms[index] = Term(term.variable, terms[index].coefficient + term.coefficient)
            } else {
                terms.append(term)
            }
        }
        return LinearExpression(terms, constant: expression.constant)
    }

    nonisolated private static func hashedReduced(_ expression: LinearExpression) -> LinearExpression {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in expression.terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        return LinearExpression(order.map { Term($0, sums[$0]!) }, constant: expression.constant)
    }
}

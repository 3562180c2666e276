/// A variable times a coefficient: one term of a linear expression.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// What it is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// "2 * button.width".
    public var description: String { coefficient == 1 ? "\(variable)" : "\(coefficient) * \(variable)" }
}

/// A sum of terms and a constant: `a·x + b·y + c`. Built with `+`, `-` and `*` from variables
/// and numbers.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The terms (a variable may appear more than once; the solver adds them up).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression of one variable.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The expression of a constant.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// The value with every variable at its `value`.
    @MainActor public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    /// "x + 2 * y + 10".
    public var description: String {
        let parts = terms.map(\.description) + (constant != 0 || terms.isEmpty ? ["\(constant)"] : [])
        return parts.joined(separator: " + ")
    }

    /// The sum.
    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    /// The difference.
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        a + b * -1
    }

    /// Every term and the constant scaled.
    public static func * (a: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(
            a.terms.map { Term($0.variable, $0.coefficient * factor) }, constant: a.constant * factor)
    }

    /// Every term and the constant scaled.
    public static func * (factor: Double, a: LinearExpression) -> LinearExpression { a * factor }

    /// The expression plus a constant.
    public static func + (a: LinearExpression, b: Double) -> LinearExpression {
        LinearExpression(a.terms, constant: a.constant + b)
    }

    /// The expression minus a constant.
    public static func - (a: LinearExpression, b: Double) -> LinearExpression { a + -b }
}

extension Variable {
    /// The variable plus an expression.
    public static func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
    /// The variable plus another.
    public static func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    /// The variable plus a constant.
    public static func + (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) + b }
    /// The variable minus an expression.
    public static func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
    /// The variable minus another.
    public static func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    /// The variable minus a constant.
    public static func - (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) - b }
    /// The variable scaled.
    public static func * (a: Variable, b: Double) -> LinearExpression { LinearExpression(a) * b }
    /// The variable scaled.
    public static func * (a: Double, b: Variable) -> LinearExpression { LinearExpression(b) * a }
}

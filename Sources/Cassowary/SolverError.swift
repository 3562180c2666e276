/// Why the solver refused a change; the system is left as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint was added already.
    case duplicateConstraint(Constraint)
    /// A required constraint that cannot hold with the required ones there: `conflicting`
    /// names them (the constraint itself first).
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is an edit variable already.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required (a suggestion could not then give way).
    case requiredEditVariable(Variable)
    /// The tableau lost an invariant (a bug in the solver).
    case internalError(String)

    /// What went wrong, naming the constraints and variables.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "the constraint was added already: \(c)"
        case .unsatisfiableConstraint(let c, let conflicting):
            "unable to satisfy \(c) with the required constraints: "
                + conflicting.map(\.description).joined(separator: "; ")
        case .unknownConstraint(let c): "no such constraint in the solver: \(c)"
        case .duplicateEditVariable(let v): "\(v) is an edit variable already"
        case .unknownEditVariable(let v): "\(v) is not an edit variable"
        case .requiredEditVariable(let v): "an edit variable cannot be required: \(v)"
        case .internalError(let message): "the solver lost its way: \(message)"
        }
    }
}

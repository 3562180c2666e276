@testable import Cassowary

/// The solver minimizes only when its solution is read, and writes only the variables whose
/// values may have changed: after any run of additions, removals and suggested values, the
/// values read must be the whole solution, as if every variable had been written.
@MainActor
struct IncrementalReadTests {
    typealias Spec = RandomSystemTests.Spec

    /// Preferences come and go and edits move between reads; after each read the variables'
    /// values keep every required constraint and cost exactly the solver's own objective
    /// (computed from its rows, not from the variables).
    func testValuesReadAfterEachChangeAreTheWholeSolution() throws {
        var random = RandomSystemTests.Random(state: 2026)
        var reads = 0
        for _ in 0..<40 {
            let specs = RandomSystemTests.system(&random)
            let x = Variable("x")
            let y = Variable("y")
            let solver = Solver()
            var active: [(spec: Spec, constraint: Constraint)] = []
            for spec in specs {
                let constraint = spec.constraint(x, y)
                try solver.addConstraint(constraint)
                active.append((spec, constraint))
            }
            try solver.addEditVariable(x, strength: Strength.medium)
            var target = 0.0
            for step in 0..<12 {
                switch random.int(0...2) {
                case 0:
                    // A new preference.
                    let spec = Spec(
                        a: Double(random.int(1...3)), b: Double(random.int(-3...3)), c: Double(random.int(-30...30)),
                        relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)],
                        strength: [Strength.weak, Strength.strong][random.int(0...1)])
                    let constraint = spec.constraint(x, y)
                    try solver.addConstraint(constraint)
                    active.append((spec, constraint))
                case 1:
                    // A preference goes (the required ones stay, so the system stays solvable).
                    if let index = active.indices.last(where: { active[$0].spec.strength < Strength.required }) {
                        try solver.removeConstraint(active.remove(at: index).constraint)
                    }
                default:
                    target = Double(random.int(-25...25))
                    try solver.suggestValue(target, for: x)
                }
                // Read only every other change, so that some reads follow two changes.
                guard step % 2 == 1 else { continue }
                try solver.updateVariables()
                reads += 1
                let specs = active.map(\.spec)
                for spec in specs where spec.strength >= Strength.required {
                    expectLess(spec.violation(x.value, y.value), 1e-6, "required \(spec) at (\(x.value), \(y.value))")
                }
                let edit = Spec(a: 1, b: 0, c: -target, relation: .equal, strength: Strength.medium)
                let cost = RandomSystemTests.cost(specs + [edit], x.value, y.value)
                let objective = try solver.objectiveValue
                expectLessOrEqual(abs(cost - objective), 1e-6 * max(1, objective), "read \(x.value), \(y.value)")
            }
        }
        expectEqual(reads, 240)
    }

    /// A variable that stops being solved for reads 0 (its place in the solution), not the value
    /// it had when it was last written.
    func testAVariableNoConstraintHoldsAnyMoreReadsZero() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = Constraint(LinearExpression(x), .equal, LinearExpression(10))
        try solver.addConstraint(pin)
        try solver.updateVariables()
        expectEqual(x.value, 10)
        let prefer = Constraint(LinearExpression(x), .equal, LinearExpression(4), strength: Strength.weak)
        try solver.addConstraint(prefer)
        try solver.removeConstraint(pin)
        try solver.updateVariables()
        expectEqual(x.value, 4)
        try solver.removeConstraint(prefer)
        try solver.updateVariables()
        expectEqual(x.value, 0)
    }
}

import Testing

@testable import Cassowary

/// The solver on known systems: equalities and inequalities, strengths, edit variables,
/// removal, and refused changes that leave the system as it was.
@MainActor
@Suite struct SolverTests {
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test func requiredEqualitiesAreSolved() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(Constraint(x + y, .equal, LinearExpression(20)))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, 2 * y))
        try solver.updateVariables()
        #expect(near(x.value, 40.0 / 3))
        #expect(near(y.value, 20.0 / 3))
    }

    @Test func aWeakPreferenceStopsAtARequiredBound() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(10)))
        try solver.addConstraint(Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(20)))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(5), strength: Strength.weak))
        try solver.updateVariables()
        #expect(near(x.value, 10))
        #expect(near((try solver.objectiveValue), 5 * Strength.weak))
    }

    @Test(arguments: [
        (Strength.strong, Strength.weak, 10.0), (Strength.medium, Strength.strong, 20.0),
        (Strength.weak, Strength.medium, 20.0), (Strength.make(0, 0, 500), Strength.make(0, 0, 400), 10.0),
    ])
    func theStrongerOfTwoPreferencesWins(first: Double, second: Double, want: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(10), strength: first))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(20), strength: second))
        try solver.updateVariables()
        #expect(near(x.value, want))
    }

    /// A row of a view: left at 0, right = left + width, its width at least 100 and preferred
    /// at 150, all within a window whose width is an edit variable.
    @Test func editVariablesFollowSuggestedValues() throws {
        let solver = Solver()
        let window = Variable("window.width")
        let left = Variable("left")
        let width = Variable("width")
        let center = Variable("center")
        try solver.addConstraint(Constraint(LinearExpression(left), .equal, LinearExpression(10)))
        try solver.addConstraint(Constraint(left + width, .lessThanOrEqual, window - 10))
        try solver.addConstraint(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(100)))
        try solver.addConstraint(
            Constraint(LinearExpression(width), .equal, window - 20, strength: Strength.medium))
        try solver.addConstraint(Constraint(LinearExpression(center), .equal, left + 0.5 * width))
        try solver.addEditVariable(window, strength: Strength.strong)
        for (suggested, wantWidth) in [(800.0, 780.0), (300, 280), (100, 100), (1000, 980), (120, 100)] {
            try solver.suggestValue(suggested, for: window)
            try solver.updateVariables()
            #expect(near(width.value, wantWidth), "window \(suggested)")
            #expect(near(center.value, 10 + wantWidth / 2))
            // Too narrow a window gives way: the edit is strong, the minimum width required.
            #expect(near(window.value, max(suggested, 120)))
        }
        try solver.removeEditVariable(window)
        #expect(!solver.hasEditVariable(window))
        #expect(throws: SolverError.self) { try solver.suggestValue(10, for: window) }
    }

    @Test func removingAConstraintLetsTheNextStrongestHold() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = Constraint(LinearExpression(x), .equal, LinearExpression(10), strength: Strength.strong)
        let weak = Constraint(LinearExpression(x), .equal, LinearExpression(20), strength: Strength.weak)
        let bound = Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(15))
        try solver.addConstraint(strong)
        try solver.addConstraint(weak)
        try solver.addConstraint(bound)
        try solver.updateVariables()
        #expect(near(x.value, 10))
        try solver.removeConstraint(strong)
        try solver.updateVariables()
        #expect(near(x.value, 15))
        try solver.removeConstraint(bound)
        try solver.updateVariables()
        #expect(near(x.value, 20))
        #expect(solver.constraintCount == 1)
        #expect(throws: SolverError.self) { try solver.removeConstraint(bound) }
    }

    @Test func conflictingRequiredEqualitiesAreNamedAndChangeNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let sum = Constraint(x + y, .equal, LinearExpression(10), identifier: "sum")
        let xIs = Constraint(LinearExpression(x), .equal, LinearExpression(4), identifier: "x")
        let unrelated = Constraint(LinearExpression(Variable("z")), .equal, LinearExpression(1), identifier: "z")
        let yIs = Constraint(LinearExpression(y), .equal, LinearExpression(7), identifier: "y")
        try solver.addConstraint(sum)
        try solver.addConstraint(unrelated)
        try solver.addConstraint(xIs)
        do {
            try solver.addConstraint(yIs)
            Issue.record("y = 7 cannot hold with x + y = 10 and x = 4")
        } catch SolverError.unsatisfiableConstraint(let constraint, let conflicting) {
            #expect(constraint === yIs)
            #expect(Set(conflicting.compactMap(\.identifier)) == ["y", "sum", "x"])
        }
        #expect(!solver.hasConstraint(yIs))
        try solver.updateVariables()
        #expect(near(x.value, 4) && near(y.value, 6))
    }

    @Test func conflictingRequiredInequalitiesAreNamedAndChangeNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let atLeast = Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(8), identifier: "x>=8")
        let yAtLeast = Constraint(LinearExpression(y), .greaterThanOrEqual, LinearExpression(5), identifier: "y>=5")
        let free = Constraint(LinearExpression(y), .lessThanOrEqual, LinearExpression(100), identifier: "y<=100")
        try solver.addConstraint(atLeast)
        try solver.addConstraint(yAtLeast)
        try solver.addConstraint(free)
        let sum = Constraint(x + y, .lessThanOrEqual, LinearExpression(10), identifier: "x+y<=10")
        do {
            try solver.addConstraint(sum)
            Issue.record("x + y <= 10 cannot hold with x >= 8 and y >= 5")
        } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
            #expect(conflicting.first === sum)
            #expect(Set(conflicting.compactMap(\.identifier)) == ["x+y<=10", "x>=8", "y>=5"])
        }
        // The system is as before: a weak wish still moves what it may.
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(50), strength: Strength.weak))
        try solver.addConstraint(Constraint(LinearExpression(y), .equal, LinearExpression(1), strength: Strength.weak))
        try solver.updateVariables()
        #expect(near(x.value, 50) && near(y.value, 5))
    }

    @Test func duplicatesAndBadEditsAreRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = Constraint(LinearExpression(x), .equal, LinearExpression(1))
        try solver.addConstraint(c)
        #expect(throws: SolverError.self) { try solver.addConstraint(c) }
        try solver.addEditVariable(x, strength: Strength.strong)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: Strength.strong) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(Variable("y"), strength: Strength.required) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(Variable("z")) }
        // The required equality beats the strong edit.
        try solver.suggestValue(5, for: x)
        try solver.updateVariables()
        #expect(near(x.value, 1))
    }

    @Test func theSameSystemSolvesTheSameWayEveryTime() throws {
        // x + y == 10 with no preference is ambiguous: the smallest-id rule picks one answer.
        func solve() throws -> (Double, Double) {
            let solver = Solver()
            let x = Variable("x")
            let y = Variable("y")
            try solver.addConstraint(Constraint(x + y, .equal, LinearExpression(10)))
            try solver.addConstraint(Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(0)))
            try solver.addConstraint(Constraint(LinearExpression(y), .greaterThanOrEqual, LinearExpression(0)))
            try solver.updateVariables()
            return (x.value, y.value)
        }
        let first = try solve()
        for _ in 0..<20 { #expect(try solve() == first) }
    }
}

@testable import Cassowary

/// The solver on known systems: equalities and inequalities, strengths, edit variables,
/// removal, and refused changes that leave the system as it was.
@MainActor
struct SolverTests {
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    func testRequiredEqualitiesAreSolved() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(Constraint(x + y, .equal, LinearExpression(20)))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, 2 * y))
        try solver.updateVariables()
        expectTrue(near(x.value, 40.0 / 3))
        expectTrue(near(y.value, 20.0 / 3))
    }

    func testReweightedPreferencesDecideTheNextSolution() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        try solver.addConstraint(Constraint(a + b, .equal, LinearExpression(392)))
        for (variable, size) in [(a, 20.0), (b, 25.0)] {
            try solver.addConstraint(
                Constraint(LinearExpression(variable), .greaterThanOrEqual, LinearExpression(size), strength: 5e6))
        }
        var hugA = Constraint(LinearExpression(a), .lessThanOrEqual, LinearExpression(20), strength: 181)
        var hugB = Constraint(LinearExpression(b), .lessThanOrEqual, LinearExpression(25), strength: 177)
        try solver.addConstraint(hugA)
        try solver.addConstraint(hugB)
        try solver.updateVariables()
        expectTrue(near(a.value, 20) && near(b.value, 372), "a hugs harder")
        try solver.removeConstraint(hugB)
        hugB = Constraint(LinearExpression(b), .lessThanOrEqual, LinearExpression(25), strength: 185)
        try solver.addConstraint(hugB)
        try solver.removeConstraint(hugA)
        hugA = Constraint(LinearExpression(a), .lessThanOrEqual, LinearExpression(20), strength: 174)
        try solver.addConstraint(hugA)
        try solver.updateVariables()
        expectTrue(near(a.value, 367) && near(b.value, 25), "now b hugs harder")
    }

    /// Found through Auto Layout (a hugging priority changed after layout): removing a
    /// non-required inequality left its error symbol in the tableau with nothing bounding it,
    /// and the next minimization threw "the objective is unbounded".
    func testReweightingALabelPairAsAutoLayoutDoes() throws {
        let solver = Solver()
        func v(_ n: String) -> Variable { Variable(n) }
        let (cl, ct, cw, ch) = (v("cl"), v("ct"), v("cw"), v("ch"))
        for (variable, value) in [(cl, 0.0), (ct, 0), (cw, 400), (ch, 300)] {
            try solver.addEditVariable(variable, strength: 1e9)
            try solver.suggestValue(value, for: variable)
        }
        try solver.addConstraint(Constraint(LinearExpression(cw), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(LinearExpression(ch), .greaterThanOrEqual))
        struct Item { let l, t, w, h: Variable }
        func item(_ n: String) throws -> Item {
            let i = Item(l: v(n + "l"), t: v(n + "t"), w: v(n + "w"), h: v(n + "h"))
            try solver.addConstraint(Constraint(LinearExpression(i.w), .greaterThanOrEqual))
            try solver.addConstraint(Constraint(LinearExpression(i.h), .greaterThanOrEqual))
            return i
        }
        func intrinsic(_ i: Item, _ w: Double, _ h: Double, hug: Double) throws -> [Constraint] {
            let cs = [
                Constraint(LinearExpression(i.w), .lessThanOrEqual, LinearExpression(w), strength: hug),
                Constraint(LinearExpression(i.w), .greaterThanOrEqual, LinearExpression(w), strength: 5623413.25),
                Constraint(LinearExpression(i.h), .lessThanOrEqual, LinearExpression(h), strength: 177.83),
                Constraint(LinearExpression(i.h), .greaterThanOrEqual, LinearExpression(h), strength: 5623413.25),
            ]
            for c in cs { try solver.addConstraint(c) }
            return cs
        }
        let name = try item("name")
        var nameSize = try intrinsic(name, 20, 13, hug: 181.55)
        let value = try item("value")
        var valueSize = try intrinsic(value, 25, 13, hug: 177.83)
        try solver.addConstraint(Constraint(LinearExpression(name.l), .equal, LinearExpression(cl)))
        try solver.addConstraint(Constraint(LinearExpression(value.l), .equal, name.l + name.w + 8))
        try solver.addConstraint(Constraint(value.l + value.w, .equal, cl + cw))
        try solver.addConstraint(Constraint(LinearExpression(name.t), .equal, LinearExpression(ct)))
        try solver.addConstraint(Constraint(LinearExpression(value.t), .equal, LinearExpression(ct)))
        try solver.updateVariables()
        expectTrue(near(name.w.value, 20) && near(value.w.value, 372))
        for c in valueSize { try solver.removeConstraint(c) }
        valueSize = try intrinsic(value, 25, 13, hug: 185.35)
        for c in nameSize { try solver.removeConstraint(c) }
        nameSize = try intrinsic(name, 20, 13, hug: 174.18)
        try solver.updateVariables()
        expectTrue(near(name.w.value, 367) && near(value.w.value, 25))
    }

    func testAWeakPreferenceStopsAtARequiredBound() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(10)))
        try solver.addConstraint(Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(20)))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(5), strength: Strength.weak))
        try solver.updateVariables()
        expectTrue(near(x.value, 10))
        expectTrue(near((try solver.objectiveValue), 5 * Strength.weak))
    }

    func testTheStrongerOfTwoPreferencesWins() throws {
        try forEachArgument([
            (Strength.strong, Strength.weak, 10.0), (Strength.medium, Strength.strong, 20.0),
            (Strength.weak, Strength.medium, 20.0), (Strength.make(0, 0, 500), Strength.make(0, 0, 400), 10.0),
        ]) { try Self().theStrongerOfTwoPreferencesWins(first: $0.0, second: $0.1, want: $0.2) }
    }

    func theStrongerOfTwoPreferencesWins(first: Double, second: Double, want: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(10), strength: first))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(20), strength: second))
        try solver.updateVariables()
        expectTrue(near(x.value, want))
    }

    /// A row of a view: left at 0, right = left + width, its width at least 100 and preferred
    /// at 150, all within a window whose width is an edit variable.
    func testEditVariablesFollowSuggestedValues() throws {
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
            expectTrue(near(width.value, wantWidth), "window \(suggested)")
            expectTrue(near(center.value, 10 + wantWidth / 2))
            // Too narrow a window gives way: the edit is strong, the minimum width required.
            expectTrue(near(window.value, max(suggested, 120)))
        }
        try solver.removeEditVariable(window)
        expectFalse(solver.hasEditVariable(window))
        expectThrows(SolverError.self) { try solver.suggestValue(10, for: window) }
    }

    func testRemovingAConstraintLetsTheNextStrongestHold() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = Constraint(LinearExpression(x), .equal, LinearExpression(10), strength: Strength.strong)
        let weak = Constraint(LinearExpression(x), .equal, LinearExpression(20), strength: Strength.weak)
        let bound = Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(15))
        try solver.addConstraint(strong)
        try solver.addConstraint(weak)
        try solver.addConstraint(bound)
        try solver.updateVariables()
        expectTrue(near(x.value, 10))
        try solver.removeConstraint(strong)
        try solver.updateVariables()
        expectTrue(near(x.value, 15))
        try solver.removeConstraint(bound)
        try solver.updateVariables()
        expectTrue(near(x.value, 20))
        expectEqual(solver.constraintCount, 1)
        expectThrows(SolverError.self) { try solver.removeConstraint(bound) }
    }

    func testConflictingRequiredEqualitiesAreNamedAndChangeNothing() throws {
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
            recordIssue("y = 7 cannot hold with x + y = 10 and x = 4")
        } catch SolverError.unsatisfiableConstraint(let constraint, let conflicting) {
            expectIdentical(constraint, yIs)
            expectEqual(Set(conflicting.compactMap(\.identifier)), ["y", "sum", "x"])
        }
        expectFalse(solver.hasConstraint(yIs))
        try solver.updateVariables()
        expectTrue(near(x.value, 4) && near(y.value, 6))
    }

    func testConflictingRequiredInequalitiesAreNamedAndChangeNothing() throws {
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
            recordIssue("x + y <= 10 cannot hold with x >= 8 and y >= 5")
        } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
            expectIdentical(conflicting.first, sum)
            expectEqual(Set(conflicting.compactMap(\.identifier)), ["x+y<=10", "x>=8", "y>=5"])
        }
        // The system is as before: a weak wish still moves what it may.
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, LinearExpression(50), strength: Strength.weak))
        try solver.addConstraint(Constraint(LinearExpression(y), .equal, LinearExpression(1), strength: Strength.weak))
        try solver.updateVariables()
        expectTrue(near(x.value, 50) && near(y.value, 5))
    }

    func testDuplicatesAndBadEditsAreRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = Constraint(LinearExpression(x), .equal, LinearExpression(1))
        try solver.addConstraint(c)
        expectThrows(SolverError.self) { try solver.addConstraint(c) }
        try solver.addEditVariable(x, strength: Strength.strong)
        expectThrows(SolverError.self) { try solver.addEditVariable(x, strength: Strength.strong) }
        expectThrows(SolverError.self) { try solver.addEditVariable(Variable("y"), strength: Strength.required) }
        expectThrows(SolverError.self) { try solver.removeEditVariable(Variable("z")) }
        // The required equality beats the strong edit.
        try solver.suggestValue(5, for: x)
        try solver.updateVariables()
        expectTrue(near(x.value, 1))
    }

    func testTheSameSystemSolvesTheSameWayEveryTime() throws {
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
        for _ in 0..<20 { expectTrue(try solve() == first) }
    }
}

@testable import Cassowary

/// Random small systems against brute force: two variables in a box, a few required
/// constraints that a chosen point satisfies and a few preferences of random strengths. The
/// solver's answer must keep every required constraint and cost no more than the best point of a
/// fine grid over the box (the grid can only miss the optimum, never beat it); adding and
/// removing constraints and suggesting edit values must end where a fresh solver does.
@MainActor
struct RandomSystemTests {
    /// SplitMix64: the same systems on every run.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
    }

    /// One constraint as numbers: a·x + b·y + c (relation) 0.
    struct Spec {
        var a: Double
        var b: Double
        var c: Double
        var relation: Relation
        var strength: Double

        func value(_ x: Double, _ y: Double) -> Double { a * x + b * y + c }

        /// How far (x, y) is from keeping it.
        func violation(_ x: Double, _ y: Double) -> Double {
            let v = value(x, y)
            // Comparisons, not the generic `abs` and `max`: the grid search below calls this
            // millions of times in a debug build.
            switch relation {
            case .equal: return v < 0 ? -v : v
            case .lessThanOrEqual: return v > 0 ? v : 0
            case .greaterThanOrEqual: return v < 0 ? -v : 0
            }
        }

        @MainActor func constraint(_ x: Variable, _ y: Variable) -> Constraint {
            Constraint(a * x + b * y + c, relation, strength: strength)
        }
    }

    static let bound = 20.0

    /// Required box bounds, 1-3 required constraints through a point, 1-4 preferences.
    static func system(_ random: inout Random) -> [Spec] {
        var specs = [
            Spec(a: 1, b: 0, c: -bound, relation: .lessThanOrEqual, strength: Strength.required),
            Spec(a: 1, b: 0, c: bound, relation: .greaterThanOrEqual, strength: Strength.required),
            Spec(a: 0, b: 1, c: -bound, relation: .lessThanOrEqual, strength: Strength.required),
            Spec(a: 0, b: 1, c: bound, relation: .greaterThanOrEqual, strength: Strength.required),
        ]
        let px = Double(random.int(-15...15))
        let py = Double(random.int(-15...15))
        let relations: [Relation] = [.lessThanOrEqual, .greaterThanOrEqual, .equal]
        for _ in 0..<random.int(1...3) {
            let a = Double(random.int(-3...3))
            let b = Double(random.int(-3...3))
            guard a != 0 || b != 0 else { continue }
            let relation = relations[random.int(0...2)]
            // Through the point for an equality, with slack for an inequality.
            let slack = relation == .equal ? 0 : Double(random.int(0...5))
            let c = -(a * px + b * py) + (relation == .lessThanOrEqual ? -slack : slack)
            specs.append(Spec(a: a, b: b, c: c, relation: relation, strength: Strength.required))
        }
        let strengths = [Strength.weak, Strength.medium, Strength.strong, Strength.make(0, 0, 7)]
        for _ in 0..<random.int(1...4) {
            let a = Double(random.int(-3...3))
            let b = Double(random.int(-3...3))
            guard a != 0 || b != 0 else { continue }
            specs.append(
                Spec(
                    a: a, b: b, c: Double(random.int(-30...30)), relation: relations[random.int(0...2)],
                    strength: strengths[random.int(0...3)]))
        }
        return specs
    }

    static func cost(_ specs: [Spec], _ x: Double, _ y: Double) -> Double {
        specs.filter { $0.strength < Strength.required }.reduce(0) { $0 + $1.strength * $1.violation(x, y) }
    }

    /// The cheapest point of a 0.25 grid over the box that keeps the required constraints.
    static func bruteForce(_ specs: [Spec]) -> Double {
        let required = specs.filter { $0.strength >= Strength.required }
        // `cost`'s terms, in its order, filtered once rather than at each of the 25,921 points,
        // and counted loops over the specs for closures and iterators (in the debug build the
        // test took 3.7 CPU-seconds with closures, 2.9 with iterators, whose every start looks
        // up the iterator's generic type at run time, and 0.8 so).
        let weighted = specs.filter { $0.strength < Strength.required }
        var best = Double.infinity
        for i in -80...80 {
            points: for j in -80...80 {
                let (x, y) = (Double(i) / 4, Double(j) / 4)
                var k = 0
                while k < required.count {
                    if !(required[k].violation(x, y) < 1e-9) { continue points }
                    k += 1
                }
                var cost = 0.0
                k = 0
                while k < weighted.count {
                    cost = cost + weighted[k].strength * weighted[k].violation(x, y)
                    k += 1
                }
                if cost < best { best = cost }
            }
        }
        return best
    }

    func testSolutionsKeepTheRequiredConstraintsAndCostNoMoreThanBruteForce() throws {
        var random = Random(state: 2001)
        var compared = 0
        for _ in 0..<150 {
            let specs = Self.system(&random)
            let solver = Solver()
            let x = Variable("x")
            let y = Variable("y")
            for spec in specs { try solver.addConstraint(spec.constraint(x, y)) }
            try solver.updateVariables()
            for spec in specs where spec.strength >= Strength.required {
                expectLess(spec.violation(x.value, y.value), 1e-6, "required \(spec) at (\(x.value), \(y.value))")
            }
            let cost = Self.cost(specs, x.value, y.value)
            expectLessOrEqual(
                abs(cost - (try solver.objectiveValue)), 1e-6 * max(1, cost), "the objective is the weighted error")
            let brute = Self.bruteForce(specs)
            // An equality through a non-grid point can leave the grid empty of feasible points.
            if brute.isFinite {
                compared += 1
                expectLessOrEqual(cost, brute + 1e-6 * max(1, brute), "solver \(cost), grid \(brute): \(specs)")
            }
        }
        expectGreater(compared, 100)
    }

    func testAddingAndRemovingEndsWhereAFreshSolverDoes() throws {
        var random = Random(state: 42)
        for _ in 0..<60 {
            let specs = Self.system(&random) + Self.system(&random).filter { $0.strength < Strength.required }
            let x = Variable("x")
            let y = Variable("y")
            let solver = Solver()
            let constraints = specs.map { $0.constraint(x, y) }
            for c in constraints { try solver.addConstraint(c) }
            // Take out every other preference and every required one beyond the box, in a shuffled order.
            let removable = constraints.indices.filter { $0 >= 4 && ($0 % 2 == 0 || !constraints[$0].isRequired) }
            var kept = Set(constraints.indices)
            for index in removable.sorted(by: { ($0 * 7919) % 13 < ($1 * 7919) % 13 }) {
                try solver.removeConstraint(constraints[index])
                kept.remove(index)
            }
            let fresh = Solver()
            let fx = Variable("x")
            let fy = Variable("y")
            for index in kept.sorted() { try fresh.addConstraint(specs[index].constraint(fx, fy)) }
            let (ours, theirs) = (try solver.objectiveValue, try fresh.objectiveValue)
            expectLessOrEqual(abs(ours - theirs), 1e-6 * max(1, theirs))
        }
    }

    func testSuggestedValuesEndWhereAFreshSolverWithThoseValuesDoes() throws {
        var random = Random(state: 7)
        for _ in 0..<60 {
            let specs = Self.system(&random)
            let x = Variable("x")
            let y = Variable("y")
            let solver = Solver()
            for spec in specs { try solver.addConstraint(spec.constraint(x, y)) }
            try solver.addEditVariable(x, strength: Strength.strong)
            try solver.addEditVariable(y, strength: Strength.medium)
            var last = (0.0, 0.0)
            for _ in 0..<5 {
                last = (Double(random.int(-25...25)), Double(random.int(-25...25)))
                try solver.suggestValue(last.0, for: x)
                try solver.suggestValue(last.1, for: y)
            }
            let fresh = Solver()
            let fx = Variable("x")
            let fy = Variable("y")
            for spec in specs { try fresh.addConstraint(spec.constraint(fx, fy)) }
            try fresh.addConstraint(
                Constraint(LinearExpression(fx), .equal, LinearExpression(last.0), strength: Strength.strong))
            try fresh.addConstraint(
                Constraint(LinearExpression(fy), .equal, LinearExpression(last.1), strength: Strength.medium))
            let (ours, theirs) = (try solver.objectiveValue, try fresh.objectiveValue)
            expectLessOrEqual(abs(ours - theirs), 1e-6 * max(1, theirs))
            try solver.updateVariables()
            for spec in specs where spec.strength >= Strength.required {
                expectLess(spec.violation(x.value, y.value), 1e-6)
            }
        }
    }

    /// A required constraint the system cannot keep (x + k·y beyond what the box allows) is
    /// refused wherever it comes, and the solver goes on as if it had never been tried: the same
    /// values at once, and the same objective as a fresh solver after more changes.
    func testRefusedConstraintsLeaveNoTraceInLaterChanges() throws {
        var random = Random(state: 99)
        var refused = 0
        for round in 0..<60 {
            let specs = Self.system(&random)
            let x = Variable("x")
            let y = Variable("y")
            let solver = Solver()
            for (index, spec) in specs.enumerated() {
                try solver.addConstraint(spec.constraint(x, y))
                guard index >= 3, index % 2 == round % 2 else { continue }
                try solver.updateVariables()
                let before = (x.value, y.value, (try solver.objectiveValue))
                // x + k·y is at most bound·(1 + k) in the box.
                let k = Double(round % 3)
                let impossible = Constraint(
                    x + y * k, .equal, LinearExpression(Self.bound * (1 + k) + 1 + Double(round % 4)))
                expectThrows(SolverError.self) { try solver.addConstraint(impossible) }
                refused += 1
                expectFalse(solver.hasConstraint(impossible))
                try solver.updateVariables()
                expectTrue(abs(x.value - before.0) < 1e-9 && abs(y.value - before.1) < 1e-9)
                expectLessOrEqual(abs((try solver.objectiveValue) - before.2), 1e-9 * max(1, before.2))
            }
            try solver.addEditVariable(x, strength: Strength.strong)
            let target = Double(random.int(-25...25))
            try solver.suggestValue(target, for: x)
            let fresh = Solver()
            let fx = Variable("x")
            let fy = Variable("y")
            for spec in specs { try fresh.addConstraint(spec.constraint(fx, fy)) }
            try fresh.addConstraint(
                Constraint(LinearExpression(fx), .equal, LinearExpression(target), strength: Strength.strong))
            let (ours, theirs) = (try solver.objectiveValue, try fresh.objectiveValue)
            expectLessOrEqual(abs(ours - theirs), 1e-6 * max(1, theirs))
        }
        expectGreater(refused, 50)
    }
}

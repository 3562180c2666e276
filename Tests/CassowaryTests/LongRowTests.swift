@testable import Cassowary

/// Systems whose rows grow long, as a column of views does under Auto Layout: each box's top
/// follows the box above, so the last box's row holds a symbol of every box above it, and a
/// pivot on one box's few symbols is substituted into many long rows (the short-into-long
/// path of `Row`, which the two-variable random systems never reach). Constraints are made and
/// removed in shuffled orders, so symbols come in every order of ids; after every change each
/// variable must be where a fresh solver of the same constraints puts it (the solution is
/// unique: a medium height that is never removed decides a box when its strong one is gone).
@MainActor
struct LongRowTests {
    struct Box {
        let top = Variable("top")
        let height = Variable("height")
    }

    /// The constraints of `count` boxes: removable ones first (the strong heights, the
    /// required floors), then the ones that stay.
    static func constraints(
        _ boxes: [Box], _ random: inout RandomSystemTests.Random
    ) -> (removable: [Constraint], fixed: [Constraint]) {
        var removable: [Constraint] = []
        var fixed: [Constraint] = [Constraint(LinearExpression(boxes[0].top), .equal, LinearExpression(8))]
        for (index, box) in boxes.enumerated() {
            if index > 0 {
                let above = boxes[index - 1]
                fixed.append(Constraint(LinearExpression(box.top), .equal, above.top + above.height + 8))
            }
            let strong = Double(random.int(20...60))
            let medium = Double(random.int(20...60))
            removable.append(
                Constraint(LinearExpression(box.height), .equal, LinearExpression(strong), strength: Strength.strong))
            removable.append(Constraint(LinearExpression(box.height), .greaterThanOrEqual, LinearExpression(10)))
            fixed.append(
                Constraint(LinearExpression(box.height), .equal, LinearExpression(medium), strength: Strength.medium))
        }
        return (removable, fixed)
    }

    static func shuffled<T>(_ items: [T], _ random: inout RandomSystemTests.Random) -> [T] {
        var items = items
        for index in items.indices.reversed() where index > 0 {
            items.swapAt(index, random.int(0...index))
        }
        return items
    }

    func testRemovingAndAddingInLongRowsEndsWhereAFreshSolverDoes() throws {
        var random = RandomSystemTests.Random(state: 20_261_127)
        for _ in 0..<6 {
            let boxes = (0..<30).map { _ in Box() }
            let (removable, fixed) = Self.constraints(boxes, &random)
            let solver = Solver()
            for constraint in Self.shuffled(removable + fixed, &random) { try solver.addConstraint(constraint) }
            var present = Set(removable.indices)
            for _ in 0..<40 {
                let index = random.int(0...(removable.count - 1))
                if present.contains(index) {
                    try solver.removeConstraint(removable[index])
                    present.remove(index)
                } else {
                    try solver.addConstraint(removable[index])
                    present.insert(index)
                }
                try solver.updateVariables()

                let freshBoxes = boxes.map { _ in Box() }
                let (freshRemovable, freshFixed) = Self.rebuilt(removable, fixed, boxes, freshBoxes)
                let fresh = Solver()
                let kept = present.sorted().map { freshRemovable[$0] }
                for constraint in Self.shuffled(kept + freshFixed, &random) { try fresh.addConstraint(constraint) }
                try fresh.updateVariables()
                for (box, freshBox) in zip(boxes, freshBoxes) {
                    expectLess(abs(box.top.value - freshBox.top.value), 1e-6)
                    expectLess(abs(box.height.value - freshBox.height.value), 1e-6)
                }
            }
        }
    }

    /// The same constraints on `to`'s variables instead of `from`'s.
    static func rebuilt(
        _ removable: [Constraint], _ fixed: [Constraint], _ from: [Box], _ to: [Box]
    ) -> ([Constraint], [Constraint]) {
        var map: [Variable: Variable] = [:]
        for (old, new) in zip(from, to) {
            map[old.top] = new.top
            map[old.height] = new.height
        }
        func copy(_ constraint: Constraint) -> Constraint {
            var expression = LinearExpression(constraint.expression.constant)
            for term in constraint.expression.terms {
                expression = expression + term.coefficient * LinearExpression(map[term.variable]!)
            }
            return Constraint(expression, constraint.relation, strength: constraint.strength)
        }
        return (removable.map(copy), fixed.map(copy))
    }
}

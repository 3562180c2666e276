@testable import Cassowary

/// Suggesting an edit variable the value it has is a no-op (the Auto Layout engine suggests a
/// held frame's four values together, usually one of them new), and a row's symbol bits never
/// hide a cell: after many pivots the solution is still the one the constraints give.
@MainActor
struct RepeatedSuggestionTests {
    func testSuggestingTheSameValueAgainChangesNothing() throws {
        let solver = Solver()
        let window = Variable("window.width")
        let width = Variable("width")
        try solver.addConstraint(Constraint(LinearExpression(width), .equal, window - 20, strength: Strength.medium))
        try solver.addConstraint(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(100)))
        try solver.addEditVariable(window, strength: Strength.strong)
        try solver.suggestValue(300, for: window)
        try solver.updateVariables()
        let objective = (try solver.objectiveValue)
        for _ in 0..<3 { try solver.suggestValue(300, for: window) }
        try solver.updateVariables()
        expectEqual(width.value, 280)
        expectEqual(window.value, 300)
        expectEqual((try solver.objectiveValue), objective)
        try solver.suggestValue(90, for: window)
        try solver.updateVariables()
        expectLess(abs(width.value - 100), 1e-9, "a new value still moves it")
    }

    func testALongChainSolvesTheSameAfterEveryRemovalAndAddition() throws {
        // More than 64 symbols, so rows share bits: each top follows the one above.
        let solver = Solver()
        let tops = (0..<100).map { Variable("top\($0)") }
        var links: [Constraint] = [Constraint(LinearExpression(tops[0]), .equal, LinearExpression(8))]
        for index in 1..<tops.count {
            links.append(Constraint(LinearExpression(tops[index]), .equal, tops[index - 1] + 28))
        }
        for link in links { try solver.addConstraint(link) }
        for index in stride(from: 0, to: links.count, by: 7) {
            try solver.removeConstraint(links[index])
            try solver.addConstraint(links[index])
            try solver.updateVariables()
            expectLess(abs(tops[99].value - (8 + 99 * 28)), 1e-6, "after taking link \(index) out and back")
        }
    }
}

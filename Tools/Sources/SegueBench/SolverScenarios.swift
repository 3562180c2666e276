import Cassowary

/// The constraint solver on its own: 300 views' frames (1,200 variables) held by 1,200
/// constraints, as a page of a grid of rows laid out with Auto Layout would be
/// (docs/ARCHITECTURE.md, `Cassowary`).
extension BenchmarkRun {
    /// Views in the solver scenarios: 30 rows of 10.
    nonisolated static let solverViews = 300

    /// `solve-resize-1200`: the window's width suggested anew every frame (an edit variable, as
    /// during a drag-resize) and every variable read back.
    func solveResize() throws {
        let system = try SolverGrid()
        var width = 1000.0
        let stats = try measure { i in
            width = 1000 + Double(i % 200)
            try system.solver.suggestValue(width, for: system.windowWidth)
            try system.solver.updateVariables()
        }
        try system.expectColumns(toFill: width)
        report("solve-resize-1200", layers: Self.solverViews, stats)
    }

    /// `solve-add-remove-1200`: one view's height constraint removed and added back every
    /// frame, the solution read after each (each frame times one removal and one addition,
    /// with the solving the solver leaves until the solution is read).
    func solveAddRemove() throws {
        let system = try SolverGrid()
        let stats = try measure { i in
            let constraint = system.heights[i % system.heights.count]
            try system.solver.removeConstraint(constraint)
            try system.solver.updateVariables()
            try system.solver.addConstraint(constraint)
            try system.solver.updateVariables()
        }
        try system.expectColumns(toFill: 1000)
        report("solve-add-remove-1200", layers: Self.solverViews, stats)
    }
}

/// A grid of 30 rows of 10 views: each view's left follows its neighbour's right with 8
/// points between, the widths of a row are equal and fill the window's width, each row's top
/// follows the row above, and each view is 32 high.
@MainActor
final class SolverGrid {
    let solver = Solver()
    let windowWidth = Variable("window.width")
    private(set) var heights: [Constraint] = []
    private(set) var constraintCount = 0
    private var lefts: [Variable] = []
    private var widths: [Variable] = []

    static let columns = 10
    static let gap = 8.0

    init() throws {
        var rowTop: (top: Variable, height: Variable)?
        for index in 0..<BenchmarkRun.solverViews {
            let left = Variable("v\(index).left")
            let top = Variable("v\(index).top")
            let width = Variable("v\(index).width")
            let height = Variable("v\(index).height")
            let column = index % Self.columns
            var constraints: [Constraint] = []
            if column == 0 {
                constraints.append(Constraint(LinearExpression(left), .equal, LinearExpression(Self.gap)))
                // The row's widths, with the gaps, fill the window.
                constraints.append(
                    Constraint(
                        Double(Self.columns) * width, .equal, windowWidth - Self.gap * Double(Self.columns + 1)))
                if let above = rowTop {
                    constraints.append(Constraint(LinearExpression(top), .equal, above.top + above.height + Self.gap))
                } else {
                    constraints.append(Constraint(LinearExpression(top), .equal, LinearExpression(Self.gap)))
                }
                rowTop = (top, height)
            } else {
                constraints.append(
                    Constraint(LinearExpression(left), .equal, lefts[index - 1] + widths[index - 1] + Self.gap))
                constraints.append(Constraint(LinearExpression(width), .equal, LinearExpression(widths[index - 1])))
                constraints.append(Constraint(LinearExpression(top), .equal, LinearExpression(rowTop!.top)))
            }
            let heightConstraint = Constraint(
                LinearExpression(height), .equal, LinearExpression(32), strength: Strength.strong)
            heights.append(heightConstraint)
            constraints.append(heightConstraint)
            for constraint in constraints { try solver.addConstraint(constraint) }
            constraintCount += constraints.count
            lefts.append(left)
            widths.append(width)
        }
        try solver.addEditVariable(windowWidth, strength: Strength.strong)
        constraintCount += 1
        try solver.suggestValue(1000, for: windowWidth)
        try solver.updateVariables()
    }

    /// Every row's last view ends `gap` from the window's right edge.
    func expectColumns(toFill width: Double) throws {
        let last = lefts[Self.columns - 1].value + widths[Self.columns - 1].value
        guard abs(last - (width - Self.gap)) < 1e-6 else {
            throw BenchFailure("the row ends at \(last), not \(width - Self.gap)")
        }
    }
}

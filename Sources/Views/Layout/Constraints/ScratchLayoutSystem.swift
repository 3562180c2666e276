internal import Cassowary
import Geometry

/// Some constraints copied into a solver of their own, with variables of their own
/// (AutoLayout.md): what `hasAmbiguousLayout` and `systemLayoutSizeFitting` ask
/// without touching the window's engine or its solution.
@MainActor
final class ScratchLayoutSystem {
    /// How an item the constraints name takes part.
    enum Role {
        /// Placed by the constraints, with its intrinsic size (a placed view).
        case free
        /// Held at a frame just below required, as the engine holds it.
        case held(Rect)
        /// A guide: its owning view's rectangle inset by these insets (required).
        case inset(View, EdgeInsets)
    }

    let solver = Solver()
    private(set) var items: [ObjectIdentifier: AutoLayoutEngine.Item] = [:]
    private let role: (AnyObject) -> Role?

    /// Copies `constraints` (those whose items `role` knows) into the scratch solver.
    init(constraints: [NSLayoutConstraint], role: @escaping (AnyObject) -> Role?) {
        self.role = role
        for constraint in constraints where constraint.constant.isFinite && constraint.multiplier.isFinite {
            guard let first = constraint.firstItem.flatMap(item(for:)) else { continue }
            var second: AutoLayoutEngine.Item?
            if let object = constraint.secondItem {
                guard let made = item(for: object) else { continue }
                second = made
            }
            let (left, right) = AutoLayoutEngine.sides(of: constraint, first, second)
            let relation: Relation =
                switch constraint.relation {
                case .equal: .equal
                case .lessThanOrEqual: .lessThanOrEqual
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
            // A constraint that conflicts is left out, as the engine breaks it.
            try? solver.addConstraint(
                Constraint(left, relation, right, strength: AutoLayoutEngine.strength(constraint.priority)))
        }
    }

    /// The item for `object`, made the first time with what its role asks.
    func item(for object: AnyObject) -> AutoLayoutEngine.Item? {
        if let made = items[ObjectIdentifier(object)] { return made }
        guard let role = role(object) else { return nil }
        var isPlaced = false
        if case .free = role { isPlaced = true }
        let made = AutoLayoutEngine.Item(object: object, isPlaced: isPlaced, name: "scratch")
        items[ObjectIdentifier(object)] = made
        try? solver.addConstraint(Constraint(LinearExpression(made.width), .greaterThanOrEqual))
        try? solver.addConstraint(Constraint(LinearExpression(made.height), .greaterThanOrEqual))
        switch role {
        case .free:
            if let view = object as? View {
                for constraint in AutoLayoutEngine.intrinsicConstraints(of: view, made) {
                    try? solver.addConstraint(constraint)
                }
            }
        case .held(let frame):
            for (variable, value) in [
                (made.left, frame.minX), (made.top, frame.minY), (made.width, frame.width), (made.height, frame.height),
            ] {
                try? solver.addConstraint(
                    Constraint(
                        LinearExpression(variable), .equal, LinearExpression(value),
                        strength: AutoLayoutEngine.heldStrength))
            }
        case .inset(let owner, let insets):
            guard let base = item(for: owner) else { break }
            for (left, right) in [
                (LinearExpression(made.left), base.left + insets.left),
                (LinearExpression(made.top), base.top + insets.top),
                (LinearExpression(made.width), base.width + -(insets.left + insets.right)),
                (LinearExpression(made.height), base.height + -(insets.top + insets.bottom)),
            ] {
                try? solver.addConstraint(Constraint(left, .equal, right))
            }
        }
        return made
    }

    /// Whether the solution leaves any of `item`'s four variables free to move: each is pulled
    /// both ways by an edit weaker than any priority, and moves only where nothing holds it.
    func canMove(_ item: AutoLayoutEngine.Item) -> Bool { !freeVariables(of: item, all: false).isEmpty }

    /// Which of `item`'s variables (left, top, width, height, by index) can move; the first
    /// one found unless `all`.
    func freeVariables(of item: AutoLayoutEngine.Item, all: Bool = true) -> [Int] {
        var free: [Int] = []
        for (index, variable) in [item.left, item.top, item.width, item.height].enumerated() {
            solver.updateVariables()
            let start = variable.value
            guard (try? solver.addEditVariable(variable, strength: Self.probeStrength)) != nil else { continue }
            defer { try? solver.removeEditVariable(variable) }
            for target in [start + Self.probeDistance, start - Self.probeDistance] {
                try? solver.suggestValue(target, for: variable)
                solver.updateVariables()
                if abs(variable.value - start) > 1e-3 {
                    free.append(index)
                    break
                }
            }
            if !all && !free.isEmpty { break }
        }
        return free
    }

    /// Far below the weakest priority's strength (1), and far above the solver's tolerance.
    nonisolated static let probeStrength = 1e-3
    /// How far a probe pulls, in points.
    nonisolated static let probeDistance = 100.0
}

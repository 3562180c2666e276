internal import Cassowary
import Foundation
import Geometry

/// One window's Auto Layout (AutoLayout.md): the active constraints of the views in
/// it, kept in a Cassowary `Solver`.
///
/// Every item a constraint names (a view or a layout guide) has four variables, its left, top,
/// width and height in the window's layout space: each view's frame origin added up its
/// superviews, transforms and scrolling (bounds origins) left out, so that a page moved by a
/// transition or a scrolled list changes nothing to solve. An item Auto Layout does not place
/// (a view whose `translatesAutoresizingMaskIntoConstraints` is true, a guide) is held where it
/// is by four edit variables just weaker than required, suggested anew when its frame changes
/// (the dual simplex takes that in, no solving from scratch); a placed view gets its frame from
/// the solution, and its `intrinsicContentSize` as four constraints at its hugging and
/// compression-resistance priorities. The solution is read in each view's layout pass, after
/// `viewWillLayoutSubviews`: the view's placed subviews get their frames, and placed views
/// elsewhere whose frames changed are asked to lay out.
@MainActor
final class AutoLayoutEngine {
    /// A view or guide with its variables. Its stored properties and the engine's tables skip
    /// Swift's run-time exclusivity checks, as the solver's do (Cassowary.md): the layout pass
    /// reads them for every placed view, only the engine's own methods touch them, on the main
    /// actor, never in overlapping accesses.
    @MainActor
    final class Item {
        weak var object: AnyObject?
        /// The object when it is a view (no cast per look in the loops run every layout pass).
        weak var view: View?
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable
        /// Whether Auto Layout places it (a view that does not translate its mask).
        let isPlaced: Bool
        /// How many installed constraints name it.
        @exclusivity(unchecked) var uses = 0
        /// A held item's frame as last suggested.
        @exclusivity(unchecked) var heldFrame: Rect?
        /// A placed view's intrinsic size, its hugging and compression-resistance priorities,
        /// and the constraints that hold it.
        @exclusivity(unchecked) var intrinsic:
            (size: Size, hugging: [LayoutPriority], resistance: [LayoutPriority], constraints: [Constraint])?
        /// The frame last given to a placed view.
        @exclusivity(unchecked) var placedFrame: Rect?
        /// Whether a placed view's solved frame may differ from the one it was given (new, or
        /// its variables changed since): its superview's layout pass places only these.
        @exclusivity(unchecked) var needsPlacing = true

        init(object: AnyObject, isPlaced: Bool, name: String) {
            self.object = object
            view = object as? View
            self.isPlaced = isPlaced
            left = Variable("\(name).left")
            top = Variable("\(name).top")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }

        var solvedFrame: Rect { Rect(x: left.value, y: top.value, width: width.value, height: height.value) }
    }

    private weak var window: Window?
    private let solver = Solver()
    @exclusivity(unchecked) private var items: [ObjectIdentifier: Item] = [:]
    /// The placed item each of its variables belongs to (what a solve changed, found from the
    /// variables the solver wrote).
    @exclusivity(unchecked) private var placedItemOfVariable: [ObjectIdentifier: Item] = [:]
    /// Each installed constraint and what it became in the solver (nil: broken, not kept).
    @exclusivity(unchecked) private var installed:
        [ObjectIdentifier: (constraint: NSLayoutConstraint, solved: Constraint?)] = [:]
    /// Whether the solution may have changed since the frames were last read.
    @exclusivity(unchecked) private var changed = false
    /// Whether a view left the window since the last update, so some item may have left it
    /// (set by the view hierarchy; looking for items that left costs a walk per item).
    private var itemsMayHaveLeft = false
    /// The direction of each variable's last pull by `exerciseAmbiguity` (+1 or -1).
    private var exercisePulls: [ObjectIdentifier: Double] = [:]
    /// What was reported, so each broken constraint is reported once.
    private var reported: Set<ObjectIdentifier> = []
    /// How many times a changed system was solved and read (tests check that a frame where no
    /// size changed costs none).
    private(set) var solves = 0

    /// Strength of a held item's edit variables: weaker than required, stronger than any other
    /// priority (999 maps to 0.98 × 10⁹).
    nonisolated static let heldStrength = 1.0e9

    init(window: Window) {
        self.window = window
    }

    /// Whether any constraint is installed (a window without any pays nothing per layout).
    var isEmpty: Bool { installed.isEmpty }

    // MARK: Installing

    /// Takes in an active constraint whose items are in the window.
    func add(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard installed[key] == nil else { return }
        constraint.engine = self
        guard let first = item(for: constraint.firstItem) else { return }
        let second = constraint.secondItem.flatMap { item(for: $0) }
        if constraint.secondItem != nil && second == nil { return }
        first.uses += 1
        second?.uses += 1
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
            // A NaN or infinite number would spoil every frame: left out and reported instead.
            installed[key] = (constraint, nil)
            reportNonFinite(constraint)
            return
        }
        let (left, right) = Self.sides(of: constraint, first, second)
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        // No identifier: describing a constraint is string work an activation should not pay;
        // a report finds the constraints it names through `installed`.
        let solved = Constraint(left, relation, right, strength: Self.strength(constraint.priority))
        do {
            try solver.addConstraint(solved)
            installed[key] = (constraint, solved)
        } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
            // UIKit's answer: the constraint is broken (not kept) and reported once; layout goes on.
            installed[key] = (constraint, nil)
            report(constraint, conflicting: conflicting)
        } catch {
            installed[key] = (constraint, nil)
            report(constraint, conflicting: [])
        }
        changed = true
        touch(first)
        if let second { touch(second) }
    }

    /// Lets an installed constraint go.
    func remove(_ constraint: NSLayoutConstraint) {
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        constraint.engine = nil
        if let solved = entry.solved { try? solver.removeConstraint(solved) }
        for object in [constraint.firstItem, constraint.secondItem] {
            guard let object, let item = items[ObjectIdentifier(object)] else { continue }
            item.uses -= 1
            touch(item)
            if item.uses <= 0 { forget(item) }
        }
        changed = true
    }

    /// A constraint's constant or priority changed: it is taken in again.
    func constraintChanged(_ constraint: NSLayoutConstraint) {
        remove(constraint)
        add(constraint)
    }

    /// An item changed whether Auto Layout places it: everything is taken in again.
    func itemsChanged() {
        let all = installed.values.map(\.constraint)
        for constraint in all { remove(constraint) }
        for constraint in all { add(constraint) }
    }

    // MARK: Questions

    /// Whether the constraints leave `view` (a placed view) room to move or resize: asked of a
    /// copy of the system (`ScratchLayoutSystem`), so the layout stays as it is.
    func hasAmbiguousLayout(_ view: View) -> Bool {
        let scratch = scratchCopy()
        // A placed view no constraint names is free in every way.
        guard let item = scratch.items[ObjectIdentifier(view)] else { return true }
        return scratch.canMove(item)
    }

    /// Moves an ambiguous placed view to another frame its constraints allow (UIKit's
    /// `exerciseAmbiguityInLayout`): each variable the constraints leave free gets an edit
    /// weaker than any priority, pulled a probe's distance from where it is, the other way
    /// from the last pull, so calls swap between two layouts. Returns whether anything moved.
    @discardableResult
    func exerciseAmbiguity(of view: View) -> Bool {
        guard let item = items[ObjectIdentifier(view)], item.isPlaced else { return false }
        let scratch = scratchCopy()
        guard let copy = scratch.items[ObjectIdentifier(view)] else { return false }
        let free = scratch.freeVariables(of: copy)
        guard !free.isEmpty else { return false }
        readSolution()
        let variables = [item.left, item.top, item.width, item.height]
        for index in free {
            let variable = variables[index]
            if !solver.hasEditVariable(variable) {
                try? solver.addEditVariable(variable, strength: ScratchLayoutSystem.probeStrength)
            }
            let pull = -(exercisePulls[ObjectIdentifier(variable)] ?? -1)
            exercisePulls[ObjectIdentifier(variable)] = pull
            try? solver.suggestValue(variable.value + pull * ScratchLayoutSystem.probeDistance, for: variable)
        }
        changed = true
        touch(item)
        return true
    }

    /// The window's kept constraints copied into a solver of their own, placed views free and
    /// everything else held where it is.
    private func scratchCopy() -> ScratchLayoutSystem {
        update()
        let kept = installed.values.compactMap { $0.solved == nil ? nil : $0.constraint }
        return ScratchLayoutSystem(constraints: kept) { object in
            if let view = object as? View, !view.translatesAutoresizingMaskIntoConstraints { return .free }
            return .held(self.layoutFrame(of: object))
        }
    }

    // MARK: Layout

    /// Brings the solution up to date (held items' frames, placed views' intrinsic sizes, items
    /// that left the window), then gives `parent`'s placed subviews their frames.
    func layOutSubviews(of parent: View) {
        guard !installed.isEmpty, needsUpdate(for: parent) else { return }
        update(layingOut: parent)
        // The parent's origin in layout space, found once for all its subviews; if it moved,
        // every placed subview's frame in it changed.
        var parentOrigin: Point?
        var moved = false
        for subview in parent.subviews {
            guard let item = items[ObjectIdentifier(subview)], item.isPlaced else { continue }
            if parentOrigin == nil {
                let origin = layoutOrigin(of: parent)
                parentOrigin = origin
                moved = parent.layoutState.constraintPlacementOrigin != origin
                parent.layoutState.constraintPlacementOrigin = origin
            }
            guard item.needsPlacing || moved else { continue }
            place(subview, item, parentOrigin: parentOrigin!)
        }
    }

    /// A view in this window moved out of it (with its subviews): the next update looks for
    /// constraints whose items left.
    func viewLeftWindow() {
        if !installed.isEmpty { itemsMayHaveLeft = true }
    }

    /// Whether `parent`'s layout pass has anything to bring up to date: subviews to place, or
    /// a frame the solver holds (its own, or one of its guides'). A placed view without placed
    /// subviews (most of a constrained page's views) skips the update, so a frame's layout
    /// brings the engine up to date once per parent that places views, not once per view.
    private func needsUpdate(for parent: View) -> Bool {
        if let item = items[ObjectIdentifier(parent)], !item.isPlaced { return true }
        if parent.layoutState.guides.contains(where: { items[ObjectIdentifier($0)] != nil }) { return true }
        return parent.subviews.contains { items[ObjectIdentifier($0)]?.isPlaced == true }
    }

    /// `parent`: the view whose layout pass asks (it places its changed subviews itself, so it
    /// is not asked to lay out again).
    private func update(layingOut parent: View? = nil) {
        // Constraints whose items left the window (or are gone) are let go: looked for only
        // after a view left the window (one look per item, not two per constraint).
        let left =
            itemsMayHaveLeft
            && items.values.contains { item in
                guard let object = item.object else { return true }
                return NSLayoutConstraint.view(of: object)?.window !== window
            }
        itemsMayHaveLeft = false
        if left {
            for (_, entry) in installed {
                let constraint = entry.constraint
                let gone = [constraint.firstItem, constraint.secondItem].contains { object in
                    guard let object else { return false }
                    return NSLayoutConstraint.view(of: object)?.window !== window
                }
                if constraint.firstItem == nil || gone { remove(constraint) }
            }
        }
        for item in items.values {
            if item.isPlaced {
                if let view = item.view { updateIntrinsicSize(of: view, item) }
            } else if let object = item.object {
                hold(item, at: layoutFrame(of: object))
            }
        }
        guard changed else { return }
        changed = false
        solves += 1
        readSolution(layingOut: parent)
    }

    private func place(_ view: View, _ item: Item, parentOrigin parent: Point) {
        let frame = Self.sanitized(item.solvedFrame)
        item.placedFrame = frame
        item.needsPlacing = false
        let local = Rect(x: frame.minX - parent.x, y: frame.minY - parent.y, width: frame.width, height: frame.height)
        // Size and centre, so a transform the app gave the view stays.
        if view.bounds.size != local.size { view.bounds = Rect(origin: view.bounds.origin, size: local.size) }
        let anchor = view.layer.anchorPoint
        let center = Point(x: local.minX + anchor.x * local.width, y: local.minY + anchor.y * local.height)
        if view.center != center { view.center = center }
    }

    // MARK: Items

    private func item(for object: AnyObject?) -> Item? {
        guard let object else { return nil }
        if let made = items[ObjectIdentifier(object)] { return made }
        let made: Item
        if let view = object as? View {
            guard view.window === window else { return nil }
            made = Item(
                object: view, isPlaced: !view.translatesAutoresizingMaskIntoConstraints,
                name: view.name ?? "\(type(of: view))")
        } else if let guide = object as? LayoutGuide, guide.owningView?.window === window {
            made = Item(object: guide, isPlaced: false, name: guide.identifier)
        } else {
            return nil
        }
        items[ObjectIdentifier(object)] = made
        // Sizes are never negative.
        try? solver.addConstraint(Constraint(LinearExpression(made.width), .greaterThanOrEqual))
        try? solver.addConstraint(Constraint(LinearExpression(made.height), .greaterThanOrEqual))
        if !made.isPlaced {
            for variable in [made.left, made.top, made.width, made.height] {
                try? solver.addEditVariable(variable, strength: Self.heldStrength)
            }
            hold(made, at: layoutFrame(of: object))
        } else if let view = object as? View {
            for variable in [made.left, made.top, made.width, made.height] {
                placedItemOfVariable[ObjectIdentifier(variable)] = made
            }
            updateIntrinsicSize(of: view, made)
        }
        return made
    }

    private func forget(_ item: Item) {
        guard let object = item.object else { return }
        items[ObjectIdentifier(object)] = nil
        for variable in [item.left, item.top, item.width, item.height] {
            placedItemOfVariable[ObjectIdentifier(variable)] = nil
        }
        // A held item's edits, or the ones `exerciseAmbiguity` left on a placed view.
        for variable in [item.left, item.top, item.width, item.height] where solver.hasEditVariable(variable) {
            try? solver.removeEditVariable(variable)
            exercisePulls[ObjectIdentifier(variable)] = nil
        }
        for constraint in item.intrinsic?.constraints ?? [] { try? solver.removeConstraint(constraint) }
    }

    /// Suggests a held item's frame when it moved or resized.
    private func hold(_ item: Item, at frame: Rect) {
        guard frame != item.heldFrame else { return }
        item.heldFrame = frame
        try? solver.suggestValue(frame.minX, for: item.left)
        try? solver.suggestValue(frame.minY, for: item.top)
        try? solver.suggestValue(frame.width, for: item.width)
        try? solver.suggestValue(frame.height, for: item.height)
        changed = true
    }

    /// Holds a placed view to its intrinsic size: no wider than it at its hugging priority, no
    /// narrower at its compression resistance, along each axis that has one.
    private func updateIntrinsicSize(of view: View, _ item: Item) {
        let size = view.intrinsicContentSize
        // A priority changed with the size the same lays out again too (UIKit does).
        let hugging = view.layoutState.hugging
        let resistance = view.layoutState.compressionResistance
        if let intrinsic = item.intrinsic, intrinsic.size == size, intrinsic.hugging == hugging,
            intrinsic.resistance == resistance
        {
            return
        }
        for constraint in item.intrinsic?.constraints ?? [] { try? solver.removeConstraint(constraint) }
        let constraints = Self.intrinsicConstraints(of: view, item)
        for constraint in constraints { try? solver.addConstraint(constraint) }
        item.intrinsic = (size, hugging, resistance, constraints)
        changed = true
    }

    /// "No larger" at the hugging priority and "no smaller" at the compression resistance, per
    /// axis that has an intrinsic size.
    static func intrinsicConstraints(of view: View, _ item: Item) -> [Constraint] {
        let size = view.intrinsicContentSize
        var constraints: [Constraint] = []
        for (axis, variable, value) in [
            (LayoutAxis.horizontal, item.width, size.width), (.vertical, item.height, size.height),
        ] where value >= 0 {
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            constraints.append(
                Constraint(
                    LinearExpression(variable), .lessThanOrEqual, LinearExpression(value),
                    strength: Self.strength(hugging)))
            constraints.append(
                Constraint(
                    LinearExpression(variable), .greaterThanOrEqual, LinearExpression(value),
                    strength: Self.strength(resistance)))
        }
        return constraints
    }

    /// Marks what an item's change may move.
    private func touch(_ item: Item) {
        if let view = item.object as? View { view.superview?.setNeedsLayout() }
        if let guide = item.object as? LayoutGuide { guide.owningView?.setNeedsLayout() }
    }

    // MARK: Layout space

    /// A view's origin in layout space: its frame's origin (untransformed) added up its
    /// superviews; a placed view's is its solved one.
    func layoutOrigin(of view: View) -> Point {
        if let item = items[ObjectIdentifier(view)], item.isPlaced, let frame = item.placedFrame {
            return frame.origin
        }
        guard let parent = view.superview else { return .zero }
        let base = layoutOrigin(of: parent)
        let size = view.bounds.size
        let anchor = view.layer.anchorPoint
        let position = view.layer.position
        return Point(x: base.x + position.x - anchor.x * size.width, y: base.y + position.y - anchor.y * size.height)
    }

    func layoutFrame(of object: AnyObject) -> Rect {
        if let view = object as? View {
            return Rect(origin: layoutOrigin(of: view), size: view.bounds.size)
        }
        guard let guide = object as? LayoutGuide, let view = guide.owningView else { return .zero }
        let origin = layoutOrigin(of: view)
        return guide.layoutFrame.offsetBy(dx: origin.x - view.bounds.minX, dy: origin.y - view.bounds.minY)
    }

    // MARK: Translating

    /// A constraint's two sides as expressions of its items' variables. Right to left (the
    /// first item's `effectiveUserInterfaceLayoutDirection`), a constraint naming leading or
    /// trailing is written along a mirrored x axis (x' = -x): leading is the right edge, and
    /// a positive constant moves toward trailing, leftwards, as UIKit reads it.
    static func sides(of constraint: NSLayoutConstraint, _ first: Item, _ second: Item?) -> (
        LinearExpression, LinearExpression
    ) {
        let mirrored =
            (isLeadingOrTrailing(constraint.firstAttribute) || isLeadingOrTrailing(constraint.secondAttribute))
            && NSLayoutConstraint.view(of: constraint.firstItem)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = expression(first, constraint.firstAttribute, mirrored: mirrored)
        guard let second else { return (left, LinearExpression(constraint.constant)) }
        let right =
            expression(second, constraint.secondAttribute, mirrored: mirrored) * constraint.multiplier
            + constraint.constant
        return (left, right)
    }

    private static func isLeadingOrTrailing(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        attribute == .leading || attribute == .trailing
    }

    /// An attribute along the mirrored x axis when `mirrored` (leading the right edge,
    /// trailing the left, every x position negated); as it is otherwise.
    private static func expression(
        _ item: Item, _ attribute: NSLayoutConstraint.Attribute, mirrored: Bool
    ) -> LinearExpression {
        guard mirrored else { return expression(item, attribute) }
        switch attribute {
        case .leading, .right: return -1 * (item.left + item.width)
        case .trailing, .left: return -1 * LinearExpression(item.left)
        case .centerX: return -1 * (item.left + 0.5 * item.width)
        default: return expression(item, attribute)
        }
    }

    /// The attribute of an item as an expression of its variables.
    static func expression(_ item: Item, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        switch attribute {
        case .left, .leading: LinearExpression(item.left)
        case .right, .trailing: item.left + item.width
        case .centerX: item.left + 0.5 * item.width
        case .width: LinearExpression(item.width)
        case .top: LinearExpression(item.top)
        case .bottom: item.top + item.height
        case .centerY: item.top + 0.5 * item.height
        case .height: LinearExpression(item.height)
        case .firstBaseline, .lastBaseline: baseline(item, attribute)
        case .notAnAttribute: LinearExpression(0)
        }
    }

    /// A baseline (`View.constraintBaseline`): the text's first (last) line, also in a subview
    /// (a button's title, a stack's first arranged view); the bottom of a view without text.
    private static func baseline(_ item: Item, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        guard let view = item.object as? View,
            let baseline = view.constraintBaseline(first: attribute == .firstBaseline)
        else { return item.top + item.height }
        return item.top + baseline.perHeight * item.height + baseline.offset
    }

    /// UIKit's priority as a Cassowary strength: 1000 required; below, ten to the power of
    /// 9 × priority / 1000, so each step of priority outweighs the one below it (a 251 beats a 250
    /// one to one) and 750 outweighs thousands of 250s.
    static func strength(_ priority: LayoutPriority) -> Double {
        guard priority.rawValue < 1000 else { return Strength.required }
        return pow(10, 9 * Double(max(priority.rawValue, 0)) / 1000)
    }

    /// A frame without NaN or infinities (a frame is never drawn with them).
    private static func sanitized(_ frame: Rect) -> Rect {
        func clean(_ value: Double) -> Double { value.isFinite ? (value * 1e6).rounded() / 1e6 : 0 }
        return Rect(
            x: clean(frame.minX), y: clean(frame.minY), width: max(0, clean(frame.width)),
            height: max(0, clean(frame.height)))
    }

    // MARK: Diagnostics

    /// Writes the solution into the variables, and marks the placed views whose frames it
    /// changed: they lay out again (their superviews, other than `parent`, place them). The
    /// solver refuses only when its own tableau is broken (a bug, not a constraint): the frames
    /// then stay as last solved, and it is said.
    private func readSolution(layingOut parent: View? = nil) {
        do {
            try solver.updateVariables()
        } catch {
            window?.reportLayoutWarning("The constraint solver failed, frames left as they were: \(error)")
            return
        }
        // Only the variables the solver wrote can have changed.
        for variable in solver.updatedVariables {
            guard let item = placedItemOfVariable[ObjectIdentifier(variable)], !item.needsPlacing,
                let view = item.view
            else { continue }
            let frame = Self.sanitized(item.solvedFrame)
            guard frame != item.placedFrame else { continue }
            item.needsPlacing = true
            if let superview = view.superview, superview !== parent { superview.setNeedsLayout() }
        }
    }

    private func reportNonFinite(_ constraint: NSLayoutConstraint) {
        guard reported.insert(ObjectIdentifier(constraint)).inserted else { return }
        window?.reportLayoutWarning(
            "Ignoring a constraint whose constant or multiplier is not a finite number: \(Self.describe(constraint))")
    }

    private func report(_ constraint: NSLayoutConstraint, conflicting: [Constraint]) {
        guard reported.insert(ObjectIdentifier(constraint)).inserted else { return }
        var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
        for (_, entry) in installed {
            if let solved = entry.solved { owners[ObjectIdentifier(solved)] = entry.constraint }
        }
        let names = conflicting.dropFirst().map { solved in
            owners[ObjectIdentifier(solved)].map(Self.describe) ?? solved.identifier ?? solved.description
        }
        let message =
            "Unable to simultaneously satisfy constraints: breaking \(Self.describe(constraint)); it conflicts with "
            + names.joined(separator: "; ")
        window?.reportLayoutWarning(message)
    }

    static func describe(_ constraint: NSLayoutConstraint) -> String {
        func name(_ object: AnyObject?) -> String {
            if let view = object as? View { return view.name ?? "\(type(of: view))" }
            if let guide = object as? LayoutGuide { return guide.identifier }
            return "nil"
        }
        let relation = ["<=", "==", ">="][constraint.relation.rawValue + 1]
        var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
        if constraint.secondItem != nil {
            text += "\(constraint.multiplier == 1 ? "" : "\(constraint.multiplier) × ")"
            text += "\(name(constraint.secondItem)).\(constraint.secondAttribute) + "
        }
        text += "\(constraint.constant)"
        return (constraint.identifier.map { "'\($0)' " } ?? "") + text
    }
}

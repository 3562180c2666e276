internal import Cassowary
import Geometry

/// The size a view's constraints give it (UIKit's `systemLayoutSizeFitting`;
/// AutoLayout.md).
extension View {
    /// Ask for the smallest size the constraints allow (UIKit's `layoutFittingCompressedSize`).
    nonisolated public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// Ask for the largest size the constraints allow (UIKit's `layoutFittingExpandedSize`).
    nonisolated public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the constraints inside the view allow, each
    /// dimension pulled at `fittingSizeLevel` (UIKit's `systemLayoutSizeFitting(_:)`): with
    /// `layoutFittingCompressedSize`, the smallest (a card as high as its content).
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the constraints inside the view allow, the width
    /// pulled towards it at `horizontalFittingPriority` and the height at
    /// `verticalFittingPriority` (`.required` fixes it): UIKit's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    /// Only the constraints between the view, its subviews and their guides count; subviews
    /// whose frames are their own keep them, placed ones take their intrinsic sizes (text is
    /// measured by the window's measurer: ask once the view is in a window). Nothing is moved;
    /// the answer is finite and never negative.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> Size {
        var subtree: Set<ObjectIdentifier> = []
        var constraints: [NSLayoutConstraint] = []
        func collect(_ view: View) {
            subtree.insert(ObjectIdentifier(view))
            constraints += view.layoutState.constraints
            for child in view.subviews { collect(child) }
        }
        collect(self)
        let scratch = ScratchLayoutSystem(constraints: constraints) { [self] object in
            if object === self { return .free }
            if let view = object as? View, subtree.contains(ObjectIdentifier(view)) {
                return view.translatesAutoresizingMaskIntoConstraints ? .held(frame(of: view)) : .free
            }
            if let guide = object as? LayoutGuide, let owner = guide.owningView,
                subtree.contains(ObjectIdentifier(owner))
            {
                let frame = guide.layoutFrame
                let bounds = owner.bounds
                return .inset(
                    owner,
                    EdgeInsets(
                        top: frame.minY - bounds.minY, left: frame.minX - bounds.minX,
                        bottom: bounds.maxY - frame.maxY, right: bounds.maxX - frame.maxX))
            }
            return nil
        }
        guard let root = scratch.item(for: self) else { return .zero }
        let solver = scratch.solver
        try? solver.addConstraint(Constraint(LinearExpression(root.left), .equal))
        try? solver.addConstraint(Constraint(LinearExpression(root.top), .equal))
        for (variable, value, priority) in [
            (root.width, targetSize.width, horizontalFittingPriority),
            (root.height, targetSize.height, verticalFittingPriority),
        ] where value.isFinite {
            let pull = Constraint(
                LinearExpression(variable), .equal, LinearExpression(value),
                strength: AutoLayoutEngine.strength(priority))
            if (try? solver.addConstraint(pull)) == nil, pull.isRequired {
                // A required size the constraints refuse: pulled as hard as allowed instead.
                try? solver.addConstraint(
                    Constraint(
                        LinearExpression(variable), .equal, LinearExpression(value),
                        strength: AutoLayoutEngine.strength(.required - 1)))
            }
        }
        try? solver.updateVariables()
        func clean(_ value: Double) -> Double { value.isFinite ? max(0, (value * 1e6).rounded() / 1e6) : 0 }
        return Size(width: clean(root.width.value), height: clean(root.height.value))
    }

    /// `view`'s frame from this view's origin, transforms and bounds origins left out (as the
    /// engine's layout space).
    private func frame(of view: View) -> Rect {
        var origin = Point.zero
        var current: View? = view
        while let step = current, step !== self {
            let size = step.bounds.size
            let anchor = step.layer.anchorPoint
            origin.x += step.layer.position.x - anchor.x * size.width
            origin.y += step.layer.position.y - anchor.y * size.height
            current = step.superview
        }
        return Rect(origin: origin, size: view.bounds.size)
    }
}

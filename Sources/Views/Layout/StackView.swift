import Geometry

/// A row or column of views (UIKit's `UIStackView`; docs/ARCHITECTURE.md §23, "Stack views"):
/// it places its arranged views along `axis`, `spacing` apart, shared out by `distribution`
/// and placed across by `alignment`, at the lengths their `intrinsicContentSize` asks for (or
/// their current size where they have none). A hidden arranged view gives up its place,
/// collapsed to no length where it stood; hidden or shown inside an animation block
/// (`View.animate`), it collapses or opens animated while the others move to their new
/// places, and a view being hidden stays on screen until the block ends (docs/ARCHITECTURE.md
/// §24).
@MainActor
open class StackView: View {
    /// The views the stack places, in order (`UIStackView.arrangedSubviews`); each is also a
    /// subview.
    public private(set) var arrangedSubviews: [View] = []

    /// The direction the views run (`.horizontal` by default, as UIKit's).
    public var axis = LayoutAxis.horizontal {
        didSet { if axis != oldValue { arrangementChanged() } }
    }
    /// The room between neighbouring views (the least room for `.equalSpacing` and
    /// `.equalCentering`); 0 by default.
    public var spacing = 0.0 {
        didSet { if spacing != oldValue { arrangementChanged() } }
    }
    /// Where the views sit across the axis; `.fill` by default.
    public var alignment = Alignment.fill {
        didSet { if alignment != oldValue { arrangementChanged() } }
    }
    /// How the views share the length; `.fill` by default.
    public var distribution = Distribution.fill {
        didSet { if distribution != oldValue { arrangementChanged() } }
    }
    /// Whether the views are placed inside the layout margins rather than the bounds
    /// (`UIStackView.isLayoutMarginsRelativeArrangement`; false by default).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    /// Creates a stack of `views`, in order (`UIStackView(arrangedSubviews:)`).
    public init(arrangedSubviews views: [View]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates an empty stack with `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Appends `view` to the arranged views (and adds it as a subview on top).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index` (clamped), adding it as a subview on
    /// top if it is not one; an arranged view already there moves (`insertArrangedSubview(_:at:)`).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Stops placing `view`; it stays a subview, as in UIKit (`removeFromSuperview` takes it out
    /// of both).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangementChanged()
    }

    /// A subview leaving the stack leaves the arranged views too.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        if isArranged(subview) { arrangementChanged() }
    }

    override func subviewVisibilityDidChange(_ subview: View) {
        guard isArranged(subview) else { return }
        subview.layer.staysShownUntilAnimationEnds()
        arrangementChanged()
        // At once, so that inside an animation block the new places animate.
        layoutIfNeeded()
    }

    private func isArranged(_ view: View) -> Bool { arrangedSubviews.contains { $0 === view } }

    private func arrangementChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: - Sizes

    /// The arranged views' own lengths along the axis and across it, with the spacing and
    /// (for a margins-relative arrangement) the margins: what the stack needs.
    open override var intrinsicContentSize: Size {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        let along = shown.map { length(of: $0, along: axis) }.reduce(0, +) + spacing * Double(max(shown.count - 1, 0))
        let across = shown.map { length(of: $0, along: crossAxis) }.max() ?? 0
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        return axis == .horizontal
            ? Size(width: along + margins.left + margins.right, height: across + margins.top + margins.bottom)
            : Size(width: across + margins.left + margins.right, height: along + margins.top + margins.bottom)
    }

    /// The stack's `intrinsicContentSize`, whatever `size` is proposed.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    private var crossAxis: LayoutAxis { axis == .horizontal ? .vertical : .horizontal }

    /// A view's natural length along `axis`: its intrinsic one, else its current one.
    private func length(of view: View, along axis: LayoutAxis) -> Double {
        let intrinsic = view.intrinsicContentSize
        let value = axis == .horizontal ? intrinsic.width : intrinsic.height
        if value != View.noIntrinsicMetric { return value }
        return axis == .horizontal ? view.frame.width : view.frame.height
    }

    // MARK: - Layout

    /// Places the shown arranged views; a hidden one is collapsed to no length where it
    /// stands (after the shown view before it), taking no room and no spacing.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let horizontal = axis == .horizontal
        let shown = arrangedSubviews.filter { !$0.isHidden }
        let arrangement = StackArrangement(
            lengths: shown.map { length(of: $0, along: axis) },
            stretched: Self.lastLowest(shown.map { $0.contentHuggingPriority(for: axis) }),
            squeezed: Self.lastLowest(shown.map { $0.contentCompressionResistancePriority(for: axis) }),
            spacing: spacing, distribution: distribution)
        let segments = arrangement.segments(in: horizontal ? area.width : area.height)
        let start = horizontal ? area.minX : area.minY
        let crossStart = horizontal ? area.minY : area.minX
        let crossRoom = horizontal ? area.height : area.width
        var placed: [ObjectIdentifier: (start: Double, length: Double)] = [:]
        for (view, segment) in zip(shown, segments) { placed[ObjectIdentifier(view)] = (segment.start, segment.length) }
        var end = 0.0
        for view in arrangedSubviews {
            let segment: (start: Double, length: Double)
            if let shownSegment = placed[ObjectIdentifier(view)] {
                segment = shownSegment
                end = shownSegment.start + shownSegment.length
            } else {
                segment = (end, 0)
            }
            let across = place(across: length(of: view, along: crossAxis), room: crossRoom)
            view.frame =
                horizontal
                ? Rect(
                    x: start + segment.start, y: crossStart + across.start, width: segment.length,
                    height: across.length)
                : Rect(
                    x: crossStart + across.start, y: start + segment.start, width: across.length,
                    height: segment.length)
        }
    }

    /// The index of the last of the lowest priorities.
    private static func lastLowest(_ priorities: [LayoutPriority]) -> Int? {
        guard let lowest = priorities.min() else { return nil }
        return priorities.lastIndex(of: lowest)
    }

    private func place(across natural: Double, room: Double) -> (start: Double, length: Double) {
        let length = min(natural, room)
        switch alignment {
        case .fill: return (0, room)
        case .leading: return (0, length)
        case .center: return ((room - length) / 2, length)
        case .trailing: return (room - length, length)
        }
    }
}

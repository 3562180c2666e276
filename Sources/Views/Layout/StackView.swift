import Geometry

/// A row or column of views (UIKit's `UIStackView`; LayoutAsUIKit.md, "Stack views"):
/// it places its arranged views along `axis`, `spacing` apart, shared out by `distribution`
/// and placed across by `alignment`, at the lengths their `intrinsicContentSize` asks for (or
/// their current size where they have none). A hidden arranged view gives up its place,
/// collapsed to no length where it stood; hidden or shown inside an animation block
/// (`View.animate`), it collapses or opens animated while the others move to their new
/// places, and a view being hidden stays on screen until the block ends
/// (ViewAnimations.md).
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
        var across = shown.map { length(of: $0, along: crossAxis) }.max() ?? 0
        if alignsBaselines {
            // The most any view reaches above the shared baseline and below it.
            let reaches = shown.map { view in
                let height = length(of: view, along: .vertical)
                let baseline = baseline(of: view, height: height, layingOut: false)
                return (above: baseline, below: height - baseline)
            }
            across = (reaches.map(\.above).max() ?? 0) + (reaches.map(\.below).max() ?? 0)
        }
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
        collapseHidden(shown: shown, segments: segments, area: area)
        if alignsBaselines {
            placeOnBaseline(shown, segments: segments, area: area)
            return
        }
        for (view, segment) in zip(shown, segments) {
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

    /// Each hidden arranged view at no length where it stands: after the shown view before it
    /// (at the start when none is), placed across as if shown.
    private func collapseHidden(shown: [View], segments: [(start: Double, length: Double)], area: Rect) {
        let horizontal = axis == .horizontal
        var ends: [ObjectIdentifier: Double] = [:]
        for (view, segment) in zip(shown, segments) { ends[ObjectIdentifier(view)] = segment.start + segment.length }
        var end = 0.0
        for view in arrangedSubviews {
            if let shownEnd = ends[ObjectIdentifier(view)] {
                end = shownEnd
                continue
            }
            let across = place(
                across: length(of: view, along: horizontal ? .vertical : .horizontal),
                room: horizontal ? area.height : area.width)
            view.frame =
                horizontal
                ? Rect(x: area.minX + end, y: area.minY + across.start, width: 0, height: across.length)
                : Rect(x: area.minX + across.start, y: area.minY + end, width: across.length, height: 0)
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
        case .leading, .firstBaseline, .lastBaseline: return (0, length)
        case .center: return ((room - length) / 2, length)
        case .trailing: return (room - length, length)
        }
    }

    // MARK: - Baselines

    /// Whether the views line up by their text's baselines: `.firstBaseline` or
    /// `.lastBaseline` in a horizontal stack (in a vertical one they are placed as `.leading`).
    private var alignsBaselines: Bool {
        axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
    }

    /// Each view at its own height (at most the stack's), its baseline on the one shared line:
    /// as far below the top as the view reaching furthest above it needs.
    private func placeOnBaseline(_ shown: [View], segments: [(start: Double, length: Double)], area: Rect) {
        var baselines: [Double] = []
        for (view, segment) in zip(shown, segments) {
            let height = min(length(of: view, along: .vertical), area.height)
            // The size first: a view whose text is in a subview lays out at it to be measured.
            view.frame = Rect(x: area.minX + segment.start, y: view.frame.minY, width: segment.length, height: height)
            baselines.append(baseline(of: view, height: height, layingOut: true))
        }
        let shared = baselines.max() ?? 0
        for (view, baseline) in zip(shown, baselines) {
            view.frame.origin.y = area.minY + shared - baseline
        }
    }

    /// How far below `view`'s top the baseline it aligns by is when it is `height` high: its
    /// first or last line of text, through `forFirstBaselineLayout`/`forLastBaselineLayout`;
    /// its bottom when it has no text. With `layingOut`, a view whose text is in a subview is
    /// laid out first (its size already set), so the subview is where it will be.
    private func baseline(of view: View, height: Double, layingOut: Bool) -> Double {
        Self.textBaseline(of: view, first: alignment == .firstBaseline, height: height, layingOut: layingOut, depth: 0)
            ?? height
    }

    private static func textBaseline(
        of view: View, first: Bool, height: Double, layingOut: Bool, depth: Int
    ) -> Double? {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if target === view {
            return view.textBaselines(height: height).map { first ? $0.first : $0.last }
        }
        // A subview's text (a button's title, a stack's first view), a few levels down at most.
        guard depth < 8, !target.isHidden, target.isDescendant(of: view) else { return nil }
        if layingOut { view.layoutIfNeeded() }
        guard
            let inner = textBaseline(
                of: target, first: first, height: target.bounds.height, layingOut: layingOut, depth: depth + 1)
        else { return nil }
        return target.convert(Point(x: 0, y: inner), to: view).y
    }

    /// A stack's first shown arranged view (UIKit's): its text is the stack's first line.
    open override var forFirstBaselineLayout: View {
        arrangedSubviews.first { !$0.isHidden } ?? self
    }

    /// A vertical stack's last shown arranged view; a horizontal one's first, as
    /// `forFirstBaselineLayout`.
    open override var forLastBaselineLayout: View {
        (axis == .vertical ? arrangedSubviews.last { !$0.isHidden } : arrangedSubviews.first { !$0.isHidden }) ?? self
    }
}

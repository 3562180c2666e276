import Animation
import Geometry
import Layers

/// A vertically scrolling list of equally tall rows, for menus and settings pages (a minimal
/// UITableView, plain style, one section).
///
/// - Scrolling is UIScrollView's: `contentOffset` is the bounds' origin, so rows sit at fixed
///   content positions (row `i` at `i × rowHeight`) and scrolling moves only the bounds. The
///   offset is clamped to `0...maximumContentOffset`. The list clips to its bounds.
/// - Wheel: see `scrollWheel(_:)` and `pointsPerWheelUnit`. A mouse notch glides over
///   `wheelScrollDuration`; a touchpad's scroll follows the fingers, stretches past an end
///   (UIKit's rubber band) and glides on after they lift (`decelerationRate`). A scroll
///   indicator (`scrollIndicator`) shows while the content moves (ControlsAndScrolling.md,
///   "Scrolling").
/// - Selection: a press and a release on the same row, with the pointer never more than
///   `selectionSlop` points from where it went down, calls `onSelect(index)` once; the row is
///   highlighted while pressed and fades back over `selectionFadeDuration` after the release,
///   or, with `keepsSelection`, stays selected (`selectedRow`) until deselected, as a
///   UITableView row that pushed a page (`deselectSelectedRow(animated:)`).
/// - Only the rows in view have views (`ListRowView`), reused as rows scroll in and out: a
///   thousand rows cost as many views as fit on screen plus one (and the focused row's, kept
///   while it is scrolled out of view).
/// - Keyboard focus: the list is one stop of Tab (a focus group), landing on the row focused
///   last, else the first row in full view; Up and Down move between rows, scrolling the one
///   focused into view; Enter or Space selects it (`onSelect`), with the highlight a click
///   gives. A press on a row focuses it (without the ring).
@MainActor
open class ScrollList: View {
    /// The rows; setting them reloads the views and clamps the offset.
    public var rows: [ListRow] {
        didSet { reloadData() }
    }

    // docs-number: list row height (points)
    /// The height of every row in points (`UITableView.rowHeight`); 44 by default.
    public var rowHeight = 44.0 {
        didSet { if rowHeight != oldValue { reloadData() } }
    }

    /// The colour of the hairlines between rows (`UITableView.separatorColor`).
    public var separatorColor = Color(
        light: Color(red: 0.78, green: 0.78, blue: 0.8), dark: Color(r8: 0x38, g8: 0x38, b8: 0x3A))
    {
        didSet { if separatorColor != oldValue { reloadData() } }
    }

    /// Where the separators (and the rows' content) start and end; top and bottom are unused.
    public var separatorInset = EdgeInsets(left: 16, right: 16) {
        didSet { if separatorInset != oldValue { reloadData() } }
    }

    // docs-number: list scroll per wheel unit (points; a mouse notch is one unit)
    /// Points of scrolling per wheel unit. SDL reports a mouse wheel's notch as 1 unit and a
    /// touchpad's motion as fractions of one (its precise deltas), so 48 moves three 16-point
    /// lines per notch, as browsers do, and a touchpad proportionally; fractions accumulate in
    /// the (fractional) offset.
    public var pointsPerWheelUnit = 48.0

    // docs-number: a wheel notch's glide (s)
    /// Seconds a wheel notch glides for (with an ease-out); notches in a row add up to where
    /// the glide goes.
    public var wheelScrollDuration = 0.2

    /// The fraction of its speed a touchpad fling keeps per millisecond after the fingers lift
    /// (UIKit's `UIScrollView.DecelerationRate.normal`, 0.998).
    public var decelerationRate = DecelerationSimulation.normalRate

    // docs-number: touchpad scroll: quiet time taken as the fingers' lift (s)
    /// Seconds without a touchpad event that count as the fingers lifting: SDL reports no end
    /// of a scroll.
    public var touchpadLiftDelay = 0.08

    // docs-number: scroll indicator: still time before it fades (s)
    /// Seconds the scroll indicator stays after the content came to rest, before it fades.
    public var scrollIndicatorIdleDelay = 0.6

    /// Whether the scroll indicator shows while the content moves
    /// (`showsVerticalScrollIndicator`).
    public var showsScrollIndicator = true

    /// The bar at the right edge that shows where the rows in view are while scrolling.
    public let scrollIndicator = ScrollIndicator()

    /// Whether a selected row stays highlighted after the release (`selectedRow`) until
    /// deselected, as UITableView's rows do; false (the default) fades it at once, for a list
    /// whose rows do not lead anywhere.
    public var keepsSelection = false

    /// The row selected and kept highlighted (`indexPathForSelectedRow`); only with
    /// `keepsSelection`, or set by `selectRow(at:)`.
    public private(set) var selectedRow: Int?

    // docs-number: list: how far a press may move and still select its row (points)
    /// How far (window points) the pointer may move between press and release of a selection.
    public var selectionSlop = 10.0

    // docs-number: list: the selection highlight's fade (s)
    /// Seconds the highlight of a selected row takes to fade out.
    public var selectionFadeDuration = 0.3

    /// Called with the row's index when a row is selected.
    public var onSelect: (@MainActor (Int) -> Void)?

    /// The rows that have views now.
    public private(set) var visibleRowRange: Range<Int> = 0..<0

    /// Row views showing rows, in no particular order.
    private var visibleRowViews: [ListRowView] = []
    /// Row views not showing anything (hidden subviews), to reuse.
    private var reusableRowViews: [ListRowView] = []
    private var needsReload = true
    /// The wheel's and the touchpad's motion; made on the first scroll.
    private var motionStorage: ScrollListMotion?
    private var motion: ScrollListMotion {
        if let motionStorage { return motionStorage }
        let made = ScrollListMotion(list: self)
        motionStorage = made
        return made
    }

    /// The row being pressed, and where (window coordinates) the press began.
    private var pressedIndex: Int?
    private var pressLocation = Point.zero
    /// The row that had keyboard focus last: where Tab lands in the list.
    private var focusedRowIndex: Int?

    /// Creates a list of `rows`, clipping to its bounds.
    public init(frame: Rect = .zero, rows: [ListRow] = []) {
        self.rows = rows
        super.init(frame: frame)
        clipsToBounds = true
        addSubview(scrollIndicator)
    }

    // MARK: - Scrolling

    /// How far the content is scrolled up: the top of the bounds in content coordinates
    /// (past `0...maximumContentOffset` only while a touchpad scroll stretches it past an end).
    /// Setting it stops any scrolling motion and clamps it to `0...maximumContentOffset`.
    public var contentOffset: Double {
        get { bounds.origin.y }
        set {
            motionStorage?.stop()
            setBoundsOffset(min(max(newValue, 0), maximumContentOffset))
        }
    }

    /// Whether the content moves on its own now (a notch's glide, a touchpad scroll, its
    /// momentum or its spring back from an end).
    public var isScrolling: Bool {
        guard let motionStorage else { return false }
        if case .idle = motionStorage.phase { return false }
        return true
    }

    /// Empty room above the first row, in content coordinates: the rows start this far down
    /// and the content is this much taller. Navigation's search bar sets it to what of its
    /// strip the list's scrolling has slid away, which the list's top moved up by, so the rows
    /// stay with the offset, one point for one (SearchInTheBar.md).
    final package var topContentInset = 0.0 {
        didSet { if topContentInset != oldValue { setNeedsLayout() } }
    }

    /// Called after the offset changed, however it moved (Navigation's search bar follows its
    /// page's list with it, SearchInTheBar.md): nothing runs while
    /// the list is still.
    final package var onContentOffsetChange: (@MainActor () -> Void)?

    private func setBoundsOffset(_ offset: Double) {
        guard offset != bounds.origin.y else { return }
        var b = bounds
        b.origin.y = offset
        bounds = b
        onContentOffsetChange?()
    }

    /// The motion's way in: the offset as it is, with the scroll indicator shown.
    func moveContent(to offset: Double) {
        setBoundsOffset(offset)
        guard showsScrollIndicator, maximumContentOffset > 0 else { return }
        if scrollIndicator.alpha != 1 || scrollIndicator.layer.isAnimating {
            scrollIndicator.layer.removeAllAnimations()
            scrollIndicator.alpha = 1
        }
    }

    /// The motion has stopped: the indicator fades after `scrollIndicatorIdleDelay`.
    func contentDidComeToRest() {
        guard scrollIndicator.alpha != 0, let scene = window?.scene else { return }
        scene.animate(withDuration: 0.3, delay: scrollIndicatorIdleDelay, curve: .easeOut) {
            scrollIndicator.alpha = 0
        }
    }

    /// The height of all rows.
    public var contentHeight: Double { Double(rows.count) * rowHeight + topContentInset }

    /// The largest offset: the last row's bottom, with the bottom inset below it, at the
    /// bounds' bottom (0 if all rows fit).
    public var maximumContentOffset: Double {
        let insets = adjustedContentInset
        return max(0, insets.top + contentHeight + insets.bottom - bounds.height)
    }

    /// Room kept above the first row and below the last (UIKit's `contentInset`; only top and
    /// bottom count). Zero by default.
    public var contentInset = EdgeInsets.zero {
        didSet { if contentInset != oldValue { setNeedsLayout() } }
    }

    /// Whether the safe area adds to `contentInset` (UIKit's `contentInsetAdjustmentBehavior`):
    /// `.automatic` by default, so rows start below a translucent bar the list extends under and
    /// scroll on beneath it (LayoutAsUIKit.md, "Safe area").
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
    }

    /// How a list's safe area adds to its content inset (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        /// The safe area's top and bottom add to the inset (a vertical list scrolls vertically,
        /// so this is `.scrollableAxes` and `.always` too).
        case automatic
        /// As `.automatic`, for a list that scrolls vertically.
        case scrollableAxes
        /// The inset is `contentInset` alone.
        case never
        /// As `.automatic`.
        case always
    }

    /// `contentInset` plus the safe area's top and bottom unless the behaviour is `.never`
    /// (UIKit's `adjustedContentInset`). Unlike UIKit, the offset still starts at 0 with the
    /// first row `adjustedContentInset.top` below the top of the content.
    public var adjustedContentInset: EdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let safe = safeAreaInsets
        guard safe.top != 0 || safe.bottom != 0 else { return contentInset }
        var insets = contentInset
        insets.top += safe.top
        insets.bottom += safe.bottom
        return insets
    }

    /// A wheel or touchpad scroll: `delta.y × pointsPerWheelUnit` points, positive showing the
    /// content above. A whole number of units is a mouse's notches, which glide there over
    /// `wheelScrollDuration`; a fraction, and every event while one came less than
    /// `touchpadLiftDelay` ago, is a touchpad's, which moves the content at once (stretched
    /// past an end) and glides on when the events stop. Returns true only if the list scrolled;
    /// a scroll that is mostly horizontal, or a notch that pushes against the end it is already
    /// at, goes up the responder chain instead (so a sideways swipe can still mean "back").
    open override func scrollWheel(_ event: WheelEvent) -> Bool {
        let dy = event.delta.y
        guard dy != 0, abs(dy) >= abs(event.delta.x) else { return super.scrollWheel(event) }
        let points = -dy * pointsPerWheelUnit
        guard let engine = window?.scene.engine else {
            // Out of a window there is no clock to glide on.
            let before = contentOffset
            contentOffset = before + points
            return contentOffset != before || super.scrollWheel(event)
        }
        let isTouchpad = dy.rounded() != dy || motion.isTouchpadScrolling(at: engine.clock.now)
        let scrolled =
            isTouchpad ? motion.scrollTouchpad(by: points, in: engine) : motion.scrollNotch(by: points, in: engine)
        return scrolled || super.scrollWheel(event)
    }

    // MARK: - Rows

    /// The row at `point` in the list's coordinates (content coordinates), if any.
    public func indexForRow(at point: Point) -> Int? {
        let y = point.y - adjustedContentInset.top - topContentInset
        guard rowHeight > 0, y >= 0, point.x >= bounds.minX, point.x < bounds.maxX else { return nil }
        let index = Int((y / rowHeight).rounded(.down))
        return index < rows.count ? index : nil
    }

    /// Where row `index` is, in content coordinates.
    public func rectForRow(at index: Int) -> Rect {
        Rect(
            x: bounds.minX, y: adjustedContentInset.top + topContentInset + Double(index) * rowHeight,
            width: bounds.width, height: rowHeight)
    }

    /// The view showing row `index`, or nil when the row is not in view (UIKit's `cellForRow`).
    public func rowView(at index: Int) -> ListRowView? {
        visibleRowViews.first { $0.index == index }
    }

    /// Shows the rows again from `rows` on the next layout.
    public func reloadData() {
        needsReload = true
        pressedIndex = nil
        selectedRow = nil
        setNeedsLayout()
    }

    /// Clamps the offset and gives the rows in view their views, reusing those that scrolled
    /// out. The row with keyboard focus keeps its view while it is scrolled out of view (the
    /// list clips it), unless the rows are reloaded: focus then goes to the view showing the
    /// same row, or the nearest in view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // A touchpad's stretch past an end, its momentum and its spring back keep their offset.
        let allowsOverscroll = motionStorage?.allowsOverscroll ?? false
        var offset = contentOffset
        if !allowsOverscroll {
            offset = min(max(offset, 0), maximumContentOffset)
            if offset != contentOffset { contentOffset = offset }
        }
        let insets = adjustedContentInset
        scrollIndicator.frame = ScrollIndicator.frame(
            in: bounds, contentHeight: insets.top + contentHeight + insets.bottom)
        let range = rowRange(from: offset - adjustedContentInset.top, height: bounds.height)
        let kept = needsReload ? 0..<0 : visibleRowRange.clamped(to: range)
        let focused = focusedRowView
        // Its row now: a reload may give its view another.
        let focusedIndex = focused?.index
        let keepsFocused = focused.map { !needsReload && rows.indices.contains($0.index) } ?? false
        visibleRowViews.removeAll { view in
            guard kept.contains(view.index) || (keepsFocused && view === focused) else {
                recycle(view)
                return true
            }
            return false
        }
        for index in range where !kept.contains(index) && !(keepsFocused && focused?.index == index) {
            let view = dequeueRowView()
            view.configure(
                rows[index], index: index, showsSeparator: index < rows.count - 1, separatorColor: separatorColor)
            view.setHighlighted(index == pressedIndex || index == selectedRow)
            visibleRowViews.append(view)
        }
        for view in visibleRowViews {
            view.contentInsets = EdgeInsets(left: separatorInset.left, right: separatorInset.right)
            view.frame = rectForRow(at: view.index)
        }
        visibleRowRange = range
        needsReload = false
        if let focused, let focusedIndex, !keepsFocused, let window {
            let index = range.isEmpty ? nil : min(max(focusedIndex, range.lowerBound), range.upperBound - 1)
            window.focusSystem.transfer(from: focused, to: index.flatMap(rowView(at:)))
        }
    }

    /// The view of a row of this list that has keyboard focus, if one has.
    private var focusedRowView: ListRowView? {
        guard let row = window?.focusSystem.stored as? ListRowView, row.superview === self, !row.isHidden else {
            return nil
        }
        return row
    }

    /// The rows any part of which is within `height` points from `offset`.
    private func rowRange(from offset: Double, height: Double) -> Range<Int> {
        guard rowHeight > 0, height > 0, !rows.isEmpty else { return 0..<0 }
        let top = offset - topContentInset
        let first = max(0, Int((top / rowHeight).rounded(.down)))
        let end = min(rows.count, Int(((top + height) / rowHeight).rounded(.up)))
        return first < end ? first..<end : 0..<0
    }

    /// Scrolls as little as needed to show row `index` whole.
    public func scrollToRow(at index: Int) {
        guard rows.indices.contains(index) else { return }
        let rect = rectForRow(at: index)
        if rect.minY < contentOffset {
            contentOffset = rect.minY
        } else if rect.maxY > contentOffset + bounds.height {
            contentOffset = rect.maxY - bounds.height
        }
    }

    private func dequeueRowView() -> ListRowView {
        if let view = reusableRowViews.popLast() {
            view.isHidden = false
            return view
        }
        let view = ListRowView()
        insertSubview(view, belowSubview: scrollIndicator)
        return view
    }

    private func recycle(_ view: ListRowView) {
        view.isHidden = true
        view.setHighlighted(false)
        reusableRowViews.append(view)
    }

    // MARK: - Keyboard focus

    /// The rows form one stop of Tab, and the arrows move between them.
    open override var isFocusGroup: Bool { true }

    /// Where Tab lands: the row focused last, when it is in view; else the first row in full
    /// view (the first in view when none is whole).
    open override var preferredFocusedViewInGroup: View? {
        if let index = focusedRowIndex, visibleRowRange.contains(index), let view = rowView(at: index),
            rectForRow(at: index).intersection(bounds) != nil
        {
            return view
        }
        guard !visibleRowRange.isEmpty else { return nil }
        let whole = visibleRowRange.first { rectForRow(at: $0).minY >= contentOffset - 0.5 }
        return rowView(at: whole ?? visibleRowRange.lowerBound)
    }

    /// Up and Down from a focused row: the row above or below, scrolled into view (nothing
    /// past the first and the last).
    open override func focusedView(after heading: FocusHeading, from focused: View) -> View? {
        guard let row = focused as? ListRowView, row.superview === self else { return nil }
        let index: Int
        switch heading {
        case .up: index = row.index - 1
        case .down: index = row.index + 1
        case .left, .right: return nil
        }
        guard rows.indices.contains(index) else { return nil }
        scrollToRow(at: index)
        layoutIfNeeded()
        focusedRowIndex = index
        return rowView(at: index)
    }

    /// Selects the row `view` shows, from the keyboard: its highlight flashes and fades as
    /// after a click, and `onSelect` is called.
    func selectFromKeyboard(_ view: ListRowView) -> Bool {
        guard view.superview === self, rows.indices.contains(view.index) else { return false }
        focusedRowIndex = view.index
        view.setHighlighted(true)
        select(view.index)
        return true
    }

    // MARK: - Selection

    /// Highlights the row under the press, which takes keyboard focus.
    open override func pointerBegan(_ event: PointerEvent) {
        setPressedIndex(indexForRow(at: convert(event.location, from: nil)))
        pressLocation = event.location
        if let index = pressedIndex, let view = rowView(at: index) {
            focusedRowIndex = index
            window?.focusSystem.pointerFocused(view)
        }
    }

    /// Drops the highlight once the pointer has moved more than `selectionSlop` from the press.
    open override func pointerMoved(_ event: PointerEvent) {
        guard pressedIndex != nil, event.location.distance(to: pressLocation) > selectionSlop else { return }
        setPressedIndex(nil)
    }

    /// Selects the pressed row (`onSelect`) when released on it within the slop.
    open override func pointerEnded(_ event: PointerEvent) {
        guard let index = pressedIndex else { return }
        pressedIndex = nil
        let released = indexForRow(at: convert(event.location, from: nil))
        guard event.location.distance(to: pressLocation) <= selectionSlop, released == index else {
            if index != selectedRow { rowView(at: index)?.setHighlighted(false) }
            return
        }
        select(index)
    }

    /// A row was clicked or chosen with the keyboard (and is highlighted): kept selected or
    /// faded, then `onSelect`.
    private func select(_ index: Int) {
        if keepsSelection {
            selectRow(at: index)
        } else {
            rowView(at: index)?.setHighlighted(false, fadeDuration: selectionFadeDuration)
        }
        onSelect?(index)
    }

    /// Selects row `index` and highlights it at once, the one selected before losing its
    /// highlight; nil deselects at once (`selectRow(at:animated:scrollPosition:)` without
    /// animation or scrolling). Inside an animation (an alongside animation of a transition)
    /// the highlight's change animates with it.
    public func selectRow(at index: Int?) {
        let index = index.flatMap { rows.indices.contains($0) ? $0 : nil }
        if let old = selectedRow, old != index, old != pressedIndex { rowView(at: old)?.setHighlighted(false) }
        selectedRow = index
        if let index { rowView(at: index)?.setHighlighted(true) }
    }

    /// Deselects the selected row: its highlight fades over `selectionFadeDuration`, or goes
    /// at once (`deselectRow(at:animated:)`).
    public func deselectSelectedRow(animated: Bool) {
        guard let index = selectedRow else { return }
        selectedRow = nil
        guard index != pressedIndex else { return }
        rowView(at: index)?.setHighlighted(false, fadeDuration: animated ? selectionFadeDuration : nil)
    }

    /// Drops the highlight; nothing is selected.
    open override func pointerCancelled(_ event: PointerEvent) {
        setPressedIndex(nil)
    }

    private func setPressedIndex(_ index: Int?) {
        if let old = pressedIndex, old != selectedRow { rowView(at: old)?.setHighlighted(false) }
        pressedIndex = index
        if let index { rowView(at: index)?.setHighlighted(true) }
    }
}

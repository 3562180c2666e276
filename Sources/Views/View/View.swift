import Geometry
import Layers

/// A rectangle on screen that lays out, draws and takes input, backed by a `Layer` (UIKit's
/// UIView). Geometry reads and writes the layer's model values.
@MainActor
open class View: Responder {
    /// The backing layer; every property of the view is a property of it.
    public let layer: Layer

    /// The view this one is a subview of, if any. Not `weak` (back references,
    /// docs/ARCHITECTURE.md, "Design rules and seams"): the superview holds this view in
    /// `subviews` for as long as this is set, and clears it when it goes (`deinit`). It,
    /// `subviews` and the window skip Swift's run-time exclusivity checks, as a layer's tree
    /// does: every walk up or down reads them, and only adding and removing views writes them,
    /// never while a read is under way (docs/ARCHITECTURE.md, "Design rules and seams").
    @exclusivity(unchecked)
    public private(set) unowned(unsafe) var superview: View?
    /// The subviews, back to front.
    @exclusivity(unchecked)
    public private(set) var subviews: [View] = []

    // Subviews and the backing layer kept alive elsewhere must not point at this view once it
    // is gone.
    isolated deinit {
        for subview in subviews { subview.superview = nil }
        if let layer = layer as? ViewLayer { layer.view = nil }
    }

    /// Views with isUserInteractionEnabled == false (and their subviews) take no pointer
    /// input: hit testing passes through them.
    public var isUserInteractionEnabled = true {
        // A container's shield lifted: focus the window held off checking may be checked now.
        didSet { if isUserInteractionEnabled && !oldValue { focusedViewMayHaveStoppedShowing() } }
    }

    /// A number apps use to find views (UIKit's `tag`).
    public var tag = 0

    /// The responder after this view when it is a view controller's root view; otherwise
    /// the superview is next.
    public weak var owningResponder: Responder?
    /// The view that holds this one while it is out of the view tree for a while (a page
    /// covered in a page stack is taken out until it shows again): lookups that walk up the
    /// superviews carry on there (`pageStackView`). Nil for a view in its place.
    final package weak var holdingContainer: View?

    /// The recognizers attached with `addGestureRecognizer(_:)`.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Creates a view with `frame` in its superview's coordinates (`UIView(frame:)`).
    public init(frame: Rect = .zero) {
        let layer = ViewLayer()
        self.layer = layer
        super.init()
        layer.view = self
        layer.frame = frame
        layoutState.autoresizedSize = frame.size
    }

    /// A name for debugging, traces and tests (also the layer's name).
    public var name: String? {
        get { layer.name }
        set { layer.name = newValue }
    }

    // MARK: - Geometry

    /// The view's rectangle in its superview's coordinates (`UIView.frame`); set inside
    /// `scene.animate` it animates. With a transform it reads as the transformed bounding box.
    public var frame: Rect {
        get { layer.frame }
        set {
            layer.frame = newValue
            resizeSubviewsIfNeeded()
        }
    }

    /// The view's own coordinate space (`UIView.bounds`): the size, and an origin that scrolls the
    /// subviews.
    public var bounds: Rect {
        get { layer.bounds }
        set {
            layer.bounds = newValue
            resizeSubviewsIfNeeded()
        }
    }

    /// The centre of the frame in the superview's coordinates (the layer's position, with
    /// the default anchor point).
    public var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The 2D transform about the centre (`UIView.transform`).
    public var transform: AffineTransform {
        get { layer.affineTransform }
        set { layer.affineTransform = newValue }
    }

    /// 0 (invisible) to 1 (opaque), multiplied into the subviews' (`UIView.alpha`). Below 0.01 the
    /// view takes no clicks.
    public var alpha: Double {
        get { layer.opacity }
        set {
            let wasShowing = layer.opacity >= FocusSystem.minimumAlpha
            layer.opacity = newValue
            if wasShowing && newValue < FocusSystem.minimumAlpha { focusedViewMayHaveStoppedShowing() }
        }
    }

    /// Hides the view and its subviews; hidden views take no clicks (`UIView.isHidden`).
    public var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            superview?.subviewVisibilityDidChange(self)
            if newValue { focusedViewMayHaveStoppedShowing() }
        }
    }

    /// Nil is transparent.
    public var backgroundColor: Color? {
        get { layer.backgroundColor.alpha == 0 ? nil : layer.backgroundColor }
        set { layer.backgroundColor = newValue ?? .clear }
    }

    /// Clips subviews and drawing to the bounds (`UIView.clipsToBounds`).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    // MARK: - The tree

    /// The window this view is in, if any. Kept as the view moves between windows
    /// (`windowChanged`), so asking costs one reference, not a walk up the superviews: layout,
    /// focus and animation ask it all the time.
    public var window: Window? { superview == nil ? nil : windowOfSuperviews }
    /// The window of the superviews, as of the last move (read through `window`).
    @exclusivity(unchecked)
    private weak var windowOfSuperviews: Window?

    /// Adds `view` on top of the subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews, removing it from its old superview first;
    /// moving an existing subview reorders it.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        let oldWindow = view.window
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.detachFromSuperview()
        }
        let i = min(max(index, 0), subviews.count)
        subviews.insert(view, at: i)
        view.superview = self
        layer.insertSublayer(view.layer, at: i)
        view.didMoveToSuperview()
        // The moved view's window is its new superview's, this view's.
        if oldWindow !== window {
            oldWindow?.autoLayoutEngine?.viewLeftWindow()
            view.windowChanged()
        }
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Where `sibling` stands among the subviews once `moving` is out of them (moving a
    /// subview from below its sibling to just below it must not land it above).
    private func index(of sibling: View, without moving: View) -> Int? {
        subviews.filter { $0 !== moving }.firstIndex { $0 === sibling }
    }

    /// Inserts `view` just above `sibling`, or on top when `sibling` is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        insertSubview(
            view,
            at: index(of: sibling, without: view).map { $0 + 1 } ?? subviews.count - (view.superview === self ? 1 : 0))
    }

    /// Inserts `view` just below `sibling`, or at the bottom when `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: index(of: sibling, without: view) ?? 0)
    }

    /// Moves a subview on top of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview below its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview (and its window, if it was in one).
    public func removeFromSuperview() {
        let oldWindow = window
        guard superview != nil else { return }
        detachFromSuperview()
        didMoveToSuperview()
        if let oldWindow {
            oldWindow.autoLayoutEngine?.viewLeftWindow()
            windowChanged()
        }
    }

    /// This view was hidden, made transparent or had its shield lifted: if the window's
    /// keyboard focus is in it, the window's next layout pass checks that the focused view
    /// still shows (`FocusSystem.viewMayHaveStoppedShowing`).
    private func focusedViewMayHaveStoppedShowing() {
        window?.focusSystem.viewMayHaveStoppedShowing(self)
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        parent.setNeedsLayout()
    }

    /// True if `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// Depth-first search of the subtree (self included) by name.
    public func subview(named name: String) -> View? {
        if self.name == name { return self }
        for child in subviews {
            if let found = child.subview(named: name) { return found }
        }
        return nil
    }

    /// Called after `subview` was added (`UIView.didAddSubview(_:)`).
    open func didAddSubview(_ subview: View) {}

    /// Called before `subview` is removed (`UIView.willRemoveSubview(_:)`).
    open func willRemoveSubview(_ subview: View) {}

    /// Called after the superview changed (also to nil).
    open func didMoveToSuperview() {}

    /// Called after the window changed (also to nil), for this view and every subview.
    open func didMoveToWindow() {}

    /// The view (with its subviews) moved to another window or out of one.
    private func windowChanged() {
        // Every view of the subtree knows its window before any is told: a view's constraints
        // join the window's Auto Layout only with items that are in it.
        rememberWindowOfSuperviews()
        tellWindowChanged()
        // Focus kept on a view of this subtree while it was out (a root replaced, then put
        // back) may have been hidden meanwhile: the window checks that it shows.
        window?.focusSystem.viewMayHaveStoppedShowing(self)
    }

    private func rememberWindowOfSuperviews() {
        windowOfSuperviews = superview?.window
        for child in subviews { child.rememberWindowOfSuperviews() }
    }

    private func tellWindowChanged() {
        // Out of the window, out from under the pointer (the window's hover tracker skips
        // views that are no longer hovered).
        if window == nil && isHovered {
            isHovered = false
            pointerExited()
        }
        // Constraints kept with the view join its new window's Auto Layout (the old one lets
        // them go at its next layout: their items left it).
        if let window, !layoutState.constraints.isEmpty {
            for constraint in layoutState.constraints { window.autoLayout.add(constraint) }
        }
        if window != nil && layoutState.needsUpdateConstraints { setNeedsUpdateConstraints() }
        didMoveToWindow()
        for child in subviews { child.tellWindowChanged() }
    }

    // MARK: - Layout (LayoutAsUIKit.md)

    /// What UIKit's layout keeps per view: the size autoresizing last saw, the margins set, the
    /// safe area last reported (`Layout/`). Unchecked at run time, as the tree's links are:
    /// the safe area reads it on every view up the tree, and its fields are read and written
    /// one statement at a time, never passed `inout`.
    @exclusivity(unchecked)
    final var layoutState = ViewLayoutState()

    /// Asks for `layoutSubviews` before the next frame draws (`UIView.setNeedsLayout()`).
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Runs pending layout in this subtree now, parents first (`UIView.layoutIfNeeded()`),
    /// after the window's due `updateConstraints` (AutoLayout.md).
    public func layoutIfNeeded() {
        runConstraintUpdatesIfDue()
        layer.layoutIfNeeded()
    }

    /// Places subviews; called once per frame, parents first, after `setNeedsLayout` or a size
    /// change (after autoresizing has moved the subviews, and between a view controller's
    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews` for its root view).
    open func layoutSubviews() {}

    /// Updates the view's constraints (UIKit's `updateConstraints()`): called before the layout
    /// pass for a view that asked with `setNeedsUpdateConstraints()`, subviews before their
    /// superviews (AutoLayout.md). Overrides change constraints here, in a batch,
    /// and call `super.updateConstraints()` last.
    open func updateConstraints() {}

    /// The size this view would like within `size` (the default keeps its own).
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Resizes the view to `sizeThatFits` of its current size.
    public func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: fitted)
    }

    /// The value of a dimension with no natural size (`UIView.noIntrinsicMetric`).
    nonisolated public static let noIntrinsicMetric = -1.0

    /// The size the view's content needs, or `noIntrinsicMetric` in a dimension where it has
    /// none (`UIView.intrinsicContentSize`): none in either by default; labels, buttons, image
    /// views and switches have one. A stack view sizes its arranged views by it. Subclasses
    /// call `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: Size { Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// Says that `intrinsicContentSize` changed: a stack view holding this view lays out again.
    public func invalidateIntrinsicContentSize() {
        // Auto Layout takes the new size in the superview's layout pass.
        if !translatesAutoresizingMaskIntoConstraints { superview?.setNeedsLayout() }
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// A subview's `intrinsicContentSize` changed (a stack view lays out again).
    func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

    /// A subview was hidden or shown (a stack view collapses or opens its place).
    func subviewVisibilityDidChange(_ subview: View) {}

    /// The view whose first line of text a baseline-aligned stack view lines up
    /// (`UIView.forFirstBaselineLayout`): the view itself by default; a button's is its title
    /// label, a vertical stack's its first shown arranged view's. A view without text aligns its
    /// bottom (LayoutAsUIKit.md, "Stack views").
    open var forFirstBaselineLayout: View { self }

    /// The view whose last line of text a baseline-aligned stack view lines up
    /// (`UIView.forLastBaselineLayout`): the view itself by default; a button's is its title
    /// label, a vertical stack's its last shown arranged view's.
    open var forLastBaselineLayout: View { self }

    /// Where the first and last lines of the view's own text sit, from its top, when it is
    /// `height` high; nil for a view that draws no text (labels and text fields do).
    func textBaselines(height: Double) -> (first: Double, last: Double)? { nil }

    /// How the view follows its superview's size changes (`UIView.autoresizingMask`): none by
    /// default, so it keeps its frame.
    public var autoresizingMask: AutoresizingMask = []

    /// Whether a change of this view's size moves and resizes its subviews by their
    /// `autoresizingMask` (`UIView.autoresizesSubviews`; true by default).
    public var autoresizesSubviews = true

    /// Called when `layoutMargins` changed (`UIView.layoutMarginsDidChange()`): set, preserved
    /// from the superview, or moved by the safe area.
    open func layoutMarginsDidChange() {}

    /// Called when `safeAreaInsets` changed (`UIView.safeAreaInsetsDidChange()`), before the
    /// view lays out.
    open func safeAreaInsetsDidChange() {}

    // MARK: - Traits (DarkMode.md)

    /// Called after `traitCollection` changed (`UIView.traitCollectionDidChange(_:)`): the
    /// window's style followed the desktop, an override above changed, or the view moved under
    /// other traits. The view's layers drawing dynamic colours are redrawn already; override it
    /// for what the view made from a colour itself (a tinted image). Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: - Drawing

    /// Draws custom content over the background, in the view's coordinates. Override together
    /// with `hasCustomDrawing`; call `setNeedsDisplay()` when what it draws changes.
    open func draw(in context: DrawingContext) {}

    /// Whether `draw(in:)` draws anything.
    open var hasCustomDrawing: Bool { false }

    /// Asks for `draw(in:)` again before the next frame (`UIView.setNeedsDisplay()`).
    public func setNeedsDisplay() { layer.setNeedsDisplay() }

    // MARK: - Coordinates

    /// `point` in this view's coordinates, in `view`'s (nil: the window's).
    public func convert(_ point: Point, to view: View?) -> Point {
        layer.convert(point, to: view?.layer ?? window?.layer)
    }

    /// `point` in `view`'s coordinates (nil: the window's), in this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        layer.convert(point, from: view?.layer ?? window?.layer)
    }

    /// The bounding box of `rect` (in this view's coordinates) in `view`'s.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let corners = rect.corners.map { convert($0, to: view) }
        let x0 = corners.map(\.x).min()!
        let y0 = corners.map(\.y).min()!
        return Rect(x: x0, y: y0, width: corners.map(\.x).max()! - x0, height: corners.map(\.y).max()! - y0)
    }

    // MARK: - Hit testing

    /// Whether `point` (in this view's coordinates) is inside it.
    open func point(inside point: Point) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive view that contains `point` (in this view's
    /// coordinates), front to back; hidden, nearly transparent (alpha < 0.01) and
    /// non-interactive views are passed through, as in UIKit, and so are views a `View.animate`
    /// block is moving without `.allowUserInteraction`.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !layer.isAnimatingWithoutInteraction,
            self.point(inside: point)
        else { return nil }
        // Front to back, counted over a copy (a reversed collection's generic iterator is
        // looked up at run time at every view in a debug build: docs/ARCHITECTURE.md, "Design
        // rules and seams").
        let children = subviews
        var i = children.count - 1
        while i >= 0 {
            let child = children[i]
            i -= 1
            guard !child.isHidden && child.isUserInteractionEnabled else { continue }
            // One step down the tree, not through the window: hit testing a long page stays
            // proportional to its size.
            if let hit = child.hitTest(child.layer.convertFromSuperlayer(point)) { return hit }
        }
        return self
    }

    // MARK: - Pointer tracking (UIResponder's touches)

    /// The left button went down on this view (it was the hit-tested view).
    open func pointerBegan(_ event: PointerEvent) {}
    /// The pointer moved while the button is held; it may be outside the view or window.
    open func pointerMoved(_ event: PointerEvent) {}
    /// The button came up.
    open func pointerEnded(_ event: PointerEvent) {}
    /// A gesture recognizer took the sequence over, or the window lost focus.
    open func pointerCancelled(_ event: PointerEvent) {}

    // MARK: - Hover (AppKit's mouseEntered and mouseExited)

    /// Whether the pointer is over this view or one of its subviews, as the window last saw
    /// it (see `InputDispatcher` for when it looks). False out of a window.
    public internal(set) var isHovered = false

    /// The pointer came over this view or one of its subviews: `isHovered` is now true.
    open func pointerEntered() {}
    /// The pointer left this view and its subviews (or the window), or the view left the
    /// window: `isHovered` is now false.
    open func pointerExited() {}

    // MARK: - Gesture recognizers

    /// Attaches `recognizer` to the view, moving it from any other view; it sees the presses on
    /// this view and its subviews (`UIView.addGestureRecognizer(_:)`).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard !gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` from the view.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let i = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: i)
        recognizer.view = nil
    }

    // MARK: - Keyboard focus (UIKit's focus system; `Focus/`, KeyboardFocus.md)

    /// Whether this view takes keyboard focus (UIKit's `canBecomeFocused`): Tab and Shift+Tab
    /// stop on it, Enter and Space activate it (`activateFromKeyboard()`). False by default; a
    /// `Control` takes focus while it is enabled and takes input, a list row while its list
    /// shows it. The window also asks that the view and its superviews show (not hidden, alpha
    /// at least 0.01), that its superviews take input, and that it is in the part of the
    /// window focus is kept in (the top presented page, else the whole window).
    open var canBecomeFocused: Bool { false }

    /// Whether a click gives the view focus when it can take it (GTK's `focus-on-click`); true
    /// by default. A bar item says false, as header bar buttons do on the desktop: clicking it
    /// leaves focus, and a field's editing, where they are.
    open var focusesOnClick: Bool { true }

    /// Enter or Space while this view has focus: does what a click does (a button's action, a
    /// switch's flip, a list row's selection). Returns whether it did anything; the default
    /// does nothing.
    open func activateFromKeyboard() -> Bool { false }

    /// Whether the views that take focus inside this one form a group (a list's rows, a tab
    /// bar's items; UIKit's focus groups): Tab stops on the group once, on
    /// `preferredFocusedViewInGroup`, and the arrow keys move within it
    /// (`focusedView(after:from:)`). False by default.
    open var isFocusGroup: Bool { false }

    /// Where Tab lands in this group (the row focused last, the selected tab); nil, the
    /// default, lands on the group's first view in reading order.
    open var preferredFocusedViewInGroup: View? { nil }

    /// The view an arrow key moves focus to from `focused`, a view inside this one, or nil
    /// when this view has no move for it (the key then goes on to the superview). A list moves
    /// by rows, a tab bar by tabs; the default has no move.
    open func focusedView(after heading: FocusHeading, from focused: View) -> View? { nil }

    /// The view inside this one that keyboard focus is kept in while it is not nil, as a page
    /// presented over the others keeps it (the window asks its overlays, top first). Nil by
    /// default.
    open var modalFocusScope: View? { nil }

    /// The rectangle the focus ring goes around, in this view's coordinates: the bounds by
    /// default. The ring is drawn just outside it, or just inside when outside would be cut
    /// off (by the window's edge or a superview that clips).
    open var focusRingRect: Rect { bounds }

    /// Whether this view has keyboard focus in its window (UIKit's `isFocused`).
    public var isFocused: Bool { window?.focusedView === self }

    /// The view that had focus in this page when it last stopped being the page shown (set by
    /// the focus system when the navigation reports a page change), to give it back when the
    /// page shows again.
    final weak var lastFocusedDescendant: View?

    // MARK: - Accessibility (UIKit's `UIAccessibility` on every view; ScreenReaders.md)

    /// What the app set of this view's accessibility; what it left nil reads the view's
    /// defaults (`AccessibilityDefaultsProviding`).
    final var accessibilitySettings = AccessibilitySettings()

    /// Whether a screen reader reads this view as one element (`isAccessibilityElement`):
    /// labels, buttons, switches, list rows, text fields and bar and tab items are; other
    /// views are not by default, and their elements are read one by one. An element's
    /// subviews are not read.
    open var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? resolvedAccessibilityDefaults.isElement }
        set { accessibilitySettings.isElement = newValue }
    }

    /// What the element is called, read first (`accessibilityLabel`): a label's text, a
    /// button's title by default. Nil sets the default back.
    open var accessibilityLabel: String? {
        get { accessibilitySettings.label ?? resolvedAccessibilityDefaults.label }
        set { accessibilitySettings.label = newValue }
    }

    /// What the element holds now (`accessibilityValue`): a switch's "1" or "0", a text
    /// field's text, a tab's badge by default. Nil sets the default back.
    open var accessibilityValue: String? {
        get { accessibilitySettings.value ?? resolvedAccessibilityDefaults.value }
        set { accessibilitySettings.value = newValue }
    }

    /// What activating the element does, or more about it, read last (`accessibilityHint`):
    /// a text field's placeholder, the back button's previous title by default. The AT-SPI
    /// bridge exports it as the description. Nil sets the default back.
    open var accessibilityHint: String? {
        get { accessibilitySettings.hint ?? resolvedAccessibilityDefaults.hint }
        set { accessibilitySettings.hint = newValue }
    }

    /// What kind of element this is and its state (`accessibilityTraits`): a button is
    /// `.button`, plus `.notEnabled` while disabled, by default.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? resolvedAccessibilityDefaults.traits }
        set { accessibilitySettings.traits = newValue }
    }

    /// A name for tests and automation, never read out (`accessibilityIdentifier`).
    public var accessibilityIdentifier: String?

    /// Hides this view's elements, its own included, from screen readers
    /// (`accessibilityElementsHidden`): decoration, a page under a card.
    public var accessibilityElementsHidden = false

    /// Whether this view hides everything else in the window from screen readers while it
    /// shows (`accessibilityViewIsModal`): true by default for sheets, cards and alerts.
    open var accessibilityViewIsModal: Bool {
        get { accessibilitySettings.isModal ?? resolvedAccessibilityDefaults.isModal }
        set { accessibilitySettings.isModal = newValue }
    }

    /// Where the element is, in the window's coordinates (`accessibilityFrame`; UIKit's is
    /// in the screen's: the AT-SPI bridge adds the window's position and scale). By default
    /// the view's bounds converted to the window; once set, the rectangle set.
    open var accessibilityFrame: Rect {
        get { accessibilitySettings.frame ?? convert(bounds, to: nil) }
        set { accessibilitySettings.frame = newValue }
    }

    /// Actions a screen reader offers besides activating (`accessibilityCustomActions`).
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { accessibilitySettings.customActions }
        set { accessibilitySettings.customActions = newValue }
    }

    /// The elements of this container, in reading order (`accessibilityElements`): nil, the
    /// default, reads the shown subviews top to bottom, left to right. Navigation containers
    /// set their own to export pages as they will be at rest.
    open var accessibilityElements: [View]? {
        get { accessibilitySettings.elements ?? resolvedAccessibilityDefaults.elements }
        set { accessibilitySettings.elements = newValue }
    }

    /// What this view is as a container of elements (`accessibilityContainerType`): a view
    /// with a type is a node of its own in the accessibility tree.
    open var accessibilityContainerType: AccessibilityContainerType {
        get { accessibilitySettings.containerType ?? resolvedAccessibilityDefaults.containerType }
        set { accessibilitySettings.containerType = newValue }
    }

    /// Activates the element as a screen reader's double tap does (`accessibilityActivate()`);
    /// returns whether it acted. By default a control does what Enter does on it (a click).
    open func accessibilityActivate() -> Bool {
        (self as? any AccessibilityDefaultsProviding)?.defaultAccessibilityActivate() ?? false
    }

    /// Raises an adjustable element's value one step (`accessibilityIncrement()`).
    open func accessibilityIncrement() {
        (self as? any AccessibilityDefaultsProviding)?.defaultAccessibilityIncrement()
    }

    /// Lowers an adjustable element's value one step (`accessibilityDecrement()`).
    open func accessibilityDecrement() {
        (self as? any AccessibilityDefaultsProviding)?.defaultAccessibilityDecrement()
    }

    // MARK: - Responder chain

    /// The owning responder (a view controller, for its view), else the superview.
    open override var nextResponder: Responder? { owningResponder ?? superview }
}

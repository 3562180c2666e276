import Foundation
import Geometry
import Layers

/// Multi-line editable text (UIKit's UITextView; TextEditing.md, "Text views"): it
/// wraps at its width, scrolls with the wheel or touchpad when its text is taller than it
/// (`isScrollEnabled`), or grows with its text when it does not scroll (`intrinsicContentSize`).
///
/// It edits as a `TextField` does — while first responder, keys, typed text, compositions, the
/// mouse, the clipboard, the primary selection and undo through `TextInteraction` — and also:
/// Return inserts a line break, Up and Down move by visual line keeping the caret's x, Home and
/// End go to the paragraph's ends (with Ctrl, the text's). Lines are laid out by paragraph and
/// kept (`TextViewLayout`): an edit wraps again only the paragraphs it touched, and a frame
/// draws only the lines in view.
@MainActor
open class TextView: View, TextCaretOwner {
    let editor: TextEditor
    final lazy var interaction = TextInteraction(editor: editor, host: self)
    let caretLayer = Layer()
    final lazy var blink = CaretBlink { [weak self] visible in self?.caretBlinked(visible) }

    private var layout: TextViewLayout?
    /// The range an edit is about to replace (nil: undo, redo or code changed the text).
    private var pendingReplacement: Range<Int>?
    private weak var editingWindow: Window?
    private var keysDown: Set<Key> = []
    private var lastContentHeight = 0.0

    /// Creates an empty, editable, scrolling text view.
    public override init(frame: Rect = .zero) {
        editor = TextEditor()
        super.init(frame: frame)
        clipsToBounds = true
        backgroundColor = .systemBackground
        caretLayer.name = "caret"
        caretLayer.backgroundColor = TextField.tintColor
        caretLayer.isHidden = true
        layer.addSublayer(caretLayer)
    }

    // MARK: - UIKit's properties

    /// The text; setting it replaces everything, puts the caret at the end and forgets the undo
    /// history.
    public var text: String {
        get { editor.text }
        set {
            guard newValue != editor.text || editor.markedRange != nil else { return }
            editor.setText(newValue)
            pendingReplacement = nil
            textDidChange()
        }
    }

    /// The face and size; 17-point regular by default.
    public var font: Font = .system(size: 17) {
        didSet { if font != oldValue { invalidateLayout() } }
    }

    /// The text's colour; nil (the default) is black.
    public var textColor: Color? {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// Where each line sits between the insets.
    public var textAlignment: TextStyle.Alignment = .left {
        didSet { if textAlignment != oldValue { setNeedsLayoutAndDisplay() } }
    }

    /// Whether the user may edit it (become first responder); true by default.
    public var isEditable = true {
        didSet { if !isEditable, isEditing { endEditing(true) } }
    }

    /// Whether the text scrolls inside the view (true, the default) or the view grows with it
    /// (`intrinsicContentSize` is then the text's height at the view's width).
    public var isScrollEnabled = true {
        didSet { if isScrollEnabled != oldValue { setNeedsLayoutAndDisplay() } }
    }

    /// Space around the text (UIKit's `textContainerInset`, with its line-fragment padding of
    /// 5 points added at the sides): 8 above and below, 5 at the sides.
    public var textContainerInset = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5) {
        didSet { if textContainerInset != oldValue { invalidateLayout() } }
    }

    /// How far the text is scrolled, in points (x stays 0: lines wrap).
    public var contentOffset: Point = .zero {
        didSet {
            if contentOffset != oldValue {
                setNeedsDisplay()
                updateCaret()
            }
        }
    }

    /// The text's size laid out at the view's width, insets included.
    public var contentSize: Size {
        guard let layout = currentLayout() else { return .zero }
        return Size(width: bounds.width, height: contentHeight(layout))
    }

    /// How far a wheel notch (or 1 unit of a touchpad's scroll) moves the text, in points.
    public var pointsPerWheelUnit = 48.0

    /// Asked before editing starts and ends and before each change; told when they happen.
    public weak var delegate: (any TextViewDelegate)?

    /// Whether the view is editing (it is the first responder).
    public private(set) var isEditing = false

    /// Measures the text; nil uses the window's.
    public var textMeasurer: (any TextMeasuring)? {
        didSet { if textMeasurer !== oldValue { invalidateLayout() } }
    }

    /// The selection (a caret when empty), in UTF-16 units (UIKit's `selectedRange`).
    public var selectedRange: NSRange {
        get {
            let range = editor.selection.range
            return NSRange(location: range.lowerBound, length: range.count)
        }
        set {
            let lower = max(0, newValue.location)
            editor.select(TextSelection(anchor: lower, head: lower + max(0, newValue.length)))
            selectionDidChange(scrolling: true)
        }
    }

    /// The input method's composition, while there is one, in UTF-16 units.
    public var markedTextRange: Range<Int>? { editor.markedRange }

    /// The view's undo history (UIKit's `undoManager`).
    public var undoManager: TextUndoManager { editor.undoManager }

    /// The measurer in use: `textMeasurer`, else the window's.
    public var effectiveTextMeasurer: (any TextMeasuring)? { textMeasurer ?? window?.textMeasurer }

    // MARK: - Size and layout

    /// When it does not scroll: the view's width and its text's height there (UIKit's
    /// self-sizing text view); when it scrolls, no size of its own (`noIntrinsicMetric`).
    open override var intrinsicContentSize: Size {
        guard !isScrollEnabled, let layout = currentLayout() else {
            return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return Size(width: bounds.width, height: contentHeight(layout).rounded(.up))
    }

    /// The text's height wrapped at `size.width` (insets included); the width proposed.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let measurer = effectiveTextMeasurer else { return .zero }
        let other = TextViewLayout(font: font, measurer: measurer)
        other.reset(text: editor.text, width: size.width - textContainerInset.left - textContainerInset.right)
        return Size(width: size.width, height: contentHeight(other).rounded(.up))
    }

    private func contentHeight(_ layout: TextViewLayout) -> Double {
        textContainerInset.top + Double(layout.lineCount) * layout.lineHeight + textContainerInset.bottom
    }

    private var wrapWidth: Double { max(0, bounds.width - textContainerInset.left - textContainerInset.right) }

    /// The layout, at the view's width, brought up to date with the text.
    private func currentLayout() -> TextViewLayout? {
        guard let measurer = effectiveTextMeasurer else { return nil }
        if let layout, layout.measurer === measurer, layout.font == font {
            layout.setWidth(wrapWidth)
            return layout
        }
        let fresh = TextViewLayout(font: font, measurer: measurer)
        fresh.reset(text: editor.text, width: wrapWidth)
        layout = fresh
        return fresh
    }

    /// Keeps the caret where it shows, and a view that grows tells its superview.
    open override func layoutSubviews() {
        super.layoutSubviews()
        clampContentOffset()
        updateCaret()
        setNeedsDisplay()
    }

    private func invalidateLayout() {
        layout = nil
        setNeedsLayoutAndDisplay()
        superview?.setNeedsLayout()
    }

    private func setNeedsLayoutAndDisplay() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    private var maximumOffset: Double {
        guard isScrollEnabled, let layout = currentLayout() else { return 0 }
        return max(0, contentHeight(layout) - bounds.height)
    }

    private func clampContentOffset() {
        let y = min(max(contentOffset.y, 0), maximumOffset)
        if y != contentOffset.y { contentOffset = Point(x: 0, y: y) }
    }

    /// The text changed: the paragraphs an edit touched are laid out again (all of them after
    /// undo, redo or a new text).
    private func textDidChange() {
        if let layout {
            if let range = pendingReplacement {
                layout.replace(range, newText: editor.text)
            } else {
                layout.reset(text: editor.text, width: wrapWidth)
            }
        }
        pendingReplacement = nil
        if let layout, let failure = layout.failure { window?.scene.reportFailure(failure) }
        if !isScrollEnabled, let layout {
            let height = contentHeight(layout)
            if height != lastContentHeight {
                lastContentHeight = height
                superview?.setNeedsLayout()
            }
        }
        setNeedsLayoutAndDisplay()
    }

    // MARK: - Geometry

    /// Where visual line `n` starts vertically, in the view's coordinates.
    private func lineTop(_ n: Int, _ layout: TextViewLayout) -> Double {
        textContainerInset.top + Double(n) * layout.lineHeight - contentOffset.y
    }

    /// Where a line's text starts horizontally.
    private func lineOriginX(_ line: TextLine) -> Double {
        let available = wrapWidth
        switch textAlignment {
        case .left: return textContainerInset.left
        case .center: return textContainerInset.left + ((available - line.width) / 2).rounded()
        case .right: return textContainerInset.left + available - line.width - TextField.caretWidth
        }
    }

    private var caretOffset: Int {
        if let marked = editor.markedSelectedRange { return marked.lowerBound }
        return editor.selection.head
    }

    /// The caret's rectangle in the view's coordinates.
    private func caretRect(_ layout: TextViewLayout) -> Rect {
        let line = layout.line(containing: caretOffset)
        let (text, start) = layout.textLine(line)
        let x = lineOriginX(text) + text.x(at: caretOffset - start)
        let top = lineTop(layout.lineNumber(of: line), layout)
        return Rect(x: x.rounded(), y: top.rounded(), width: TextField.caretWidth, height: layout.lineHeight.rounded())
    }

    private func updateCaret() {
        guard let layout = currentLayout() else {
            caretLayer.isHidden = true
            return
        }
        let rect = caretRect(layout)
        window?.scene.performWithoutAnimation {
            caretLayer.frame = rect
            caretLayer.isHidden = !showsCaret
        }
    }

    /// Scrolls the least that shows the caret's line.
    private func scrollCaretIntoView() {
        guard isScrollEnabled, let layout = currentLayout() else { return }
        let rect = caretRect(layout)
        var y = contentOffset.y
        if rect.minY < textContainerInset.top {
            y += rect.minY - textContainerInset.top
        } else if rect.maxY > bounds.height - textContainerInset.bottom {
            y += rect.maxY - (bounds.height - textContainerInset.bottom)
        }
        y = min(max(y, 0), maximumOffset)
        if y != contentOffset.y { contentOffset = Point(x: 0, y: y) }
    }

    private var showsCaret: Bool {
        isEditing && (editor.selection.isEmpty || editor.markedRange != nil) && blink.isVisible
    }

    private func caretBlinked(_ visible: Bool) {
        let shown = isEditing && (editor.selection.isEmpty || editor.markedRange != nil) && visible
        guard caretLayer.isHidden == shown else { return }
        window?.scene.performWithoutAnimation { caretLayer.isHidden = !shown }
    }

    var caretRectInWindow: Rect? {
        guard isEditing, window != nil else { return nil }
        return caretLayer.presentationFrameInRoot
    }

    private func selectionDidChange(scrolling: Bool) {
        if isEditing, let scene = window?.scene { blink.restart(in: scene) }
        if scrolling { scrollCaretIntoView() }
        updateCaret()
        setNeedsDisplay()
        if isEditing { window?.updateTextInputRect() }
    }

    // MARK: - Drawing

    /// Draws the lines in view.
    open override var hasCustomDrawing: Bool { true }

    /// Draws the selection, the lines in view and the composition's underline.
    open override func draw(in context: DrawingContext) {
        guard let layout = currentLayout(), !editor.text.isEmpty else { return }
        let lineHeight = layout.lineHeight
        guard lineHeight > 0 else { return }
        let first = max(0, Int(((contentOffset.y - textContainerInset.top) / lineHeight).rounded(.down)))
        let last = min(
            layout.lineCount - 1,
            Int(((contentOffset.y + bounds.height - textContainerInset.top) / lineHeight).rounded(.down)))
        guard first <= last else { return }
        let style = TextStyle(font: font, color: textColor ?? .label, alignment: .left)
        let selection = isEditing && editor.markedRange == nil ? editor.selection.range : nil
        for n in first...last {
            let line = layout.line(atIndex: n)
            let (text, start) = layout.textLine(line)
            let x0 = lineOriginX(text)
            let top = lineTop(n, layout)
            func span(_ range: Range<Int>) -> Rect? {
                let lower = max(range.lowerBound, line.range.lowerBound)
                let upper = min(range.upperBound, line.range.upperBound)
                guard lower <= upper else { return nil }
                let a = text.x(at: lower - start)
                var b = text.x(at: upper - start)
                // A selection that runs on past the line's end shows a little of it.
                if range.upperBound > line.range.upperBound { b += font.size / 3 }
                return Rect(x: x0 + a, y: top, width: b - a, height: lineHeight)
            }
            if let selection, !selection.isEmpty, let band = span(selection), band.width > 0 {
                context.fill(band, color: TextField.selectionColor)
            }
            if !line.range.isEmpty {
                context.draw(
                    text.displayedText, in: Rect(x: x0, y: top, width: text.width + 2, height: lineHeight),
                    style: style)
            }
            if let marked = editor.markedRange, let under = span(marked), under.width > 0 {
                context.fill(
                    Rect(x: under.minX, y: under.maxY - 2, width: under.width, height: 1), color: textColor ?? .label)
            }
        }
    }

    // MARK: - The first responder

    /// A text view is first responder while editable and taking input.
    open override var canBecomeFirstResponder: Bool { isEditable && isUserInteractionEnabled }

    /// Asks the delegate (`textViewShouldEndEditing`).
    open override var canResignFirstResponder: Bool {
        guard isEditing else { return true }
        return delegate?.textViewShouldEndEditing(self) ?? true
    }

    override func shouldBecomeFirstResponder() -> Bool {
        delegate?.textViewShouldBeginEditing(self) ?? true
    }

    override func didBecomeFirstResponder() {
        guard !isEditing, let window else { return }
        isEditing = true
        editingWindow = window
        window.textInputService.startTextInput()
        blink.restart(in: window.scene)
        selectionDidChange(scrolling: true)
        layoutIfNeeded()
        window.updateTextInputRect(force: true)
        delegate?.textViewDidBeginEditing(self)
    }

    override func didResignFirstResponder() {
        guard isEditing else { return }
        interaction.pointerUp()
        interaction.cancelComposition()
        isEditing = false
        blink.stop()
        caretLayer.isHidden = true
        editingWindow?.textInputService.stopTextInput()
        editingWindow = nil
        setNeedsDisplay()
        delegate?.textViewDidEndEditing(self)
    }

    /// A view taken out of its window while editing ends editing there.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if isEditing, window !== editingWindow {
            if let old = editingWindow {
                old.focusSystem.firstResponderLeftWindow(self)
            } else {
                didResignFirstResponder()
            }
        }
        invalidateLayout()
    }

    // MARK: - Input

    /// Editing keys are used; the rest go on up the responder chain.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if isEditing, interaction.keyDown(event) {
            keysDown.insert(event.key)
            return true
        }
        return super.keyDown(event)
    }

    /// The release of a key the view used is used too.
    open override func keyUp(_ event: KeyEvent) -> Bool {
        if keysDown.remove(event.key) != nil { return true }
        return super.keyUp(event)
    }

    /// Typed text goes into the text while editing.
    open override func insertText(_ event: TextInputEvent) -> Bool {
        guard isEditing else { return super.insertText(event) }
        interaction.insertText(event.text)
        return true
    }

    /// A composition shows in place while editing.
    open override func setMarkedText(_ event: TextCompositionEvent) -> Bool {
        guard isEditing else { return super.setMarkedText(event) }
        interaction.setMarkedText(event.text, selectedRange: event.selectedRange)
        return true
    }

    /// The wheel or touchpad scrolls the text, when it is taller than the view.
    open override func scrollWheel(_ event: WheelEvent) -> Bool {
        let dy = event.delta.y
        guard isScrollEnabled, dy != 0, abs(dy) >= abs(event.delta.x) else { return super.scrollWheel(event) }
        let before = contentOffset.y
        let y = min(max(before - dy * pointsPerWheelUnit, 0), maximumOffset)
        guard y != before else { return super.scrollWheel(event) }
        contentOffset = Point(x: 0, y: y)
        return true
    }

    /// A middle click pastes the primary selection where it is (starting editing).
    open override func auxiliaryButtonDown(_ event: PointerEvent) -> Bool {
        guard event.button == .middle, canBecomeFirstResponder else { return super.auxiliaryButtonDown(event) }
        if !isEditing { becomeFirstResponder() }
        guard isEditing else { return true }
        interaction.pastePrimarySelection(at: textInteraction(offsetAt: convert(event.location, from: nil)))
        return true
    }

    /// A press places the caret, or selects a word or the paragraph (two or three clicks).
    open override func pointerBegan(_ event: PointerEvent) {
        guard isEditing else { return }
        interaction.pointerDown(at: convert(event.location, from: nil), time: event.timestamp)
    }

    /// A drag selects (past the top or bottom it scrolls, a line per move).
    open override func pointerMoved(_ event: PointerEvent) {
        guard isEditing else { return }
        interaction.pointerDragged(to: convert(event.location, from: nil))
    }

    /// The press is over.
    open override func pointerEnded(_ event: PointerEvent) { interaction.pointerUp() }

    /// The press is over.
    open override func pointerCancelled(_ event: PointerEvent) { interaction.pointerUp() }
}

extension TextView: TextInteractionHost {
    var interactionWindow: Window? { window }
    var isSingleLine: Bool { false }
    var interactionVisibleRect: Rect {
        // Up and down only: lines wrap, nothing scrolls sideways.
        Rect(x: -1e9, y: bounds.minY, width: 2e9, height: bounds.height)
    }
    var allowsCopying: Bool { true }

    func textInteraction(shouldReplace range: Range<Int>, with string: String) -> Bool {
        guard let delegate else { return true }
        return delegate.textView(
            self, shouldChangeTextIn: NSRange(location: range.lowerBound, length: range.count), replacementText: string)
    }

    func textInteraction(offsetAt point: Point) -> Int {
        guard let layout = currentLayout(), layout.lineHeight > 0 else { return 0 }
        // Past the top or bottom, one line beyond what shows: a drag scrolls a line per move.
        let y =
            min(max(point.y, -layout.lineHeight), bounds.height + layout.lineHeight) + contentOffset.y
            - textContainerInset.top
        let n = Int((y / layout.lineHeight).rounded(.down))
        if n < 0 { return 0 }
        if n >= layout.lineCount { return editor.length }
        let line = layout.line(atIndex: n)
        let (text, start) = layout.textLine(line)
        return start + text.offset(atX: point.x - lineOriginX(text))
    }

    func textInteraction(offsetVerticallyFrom offset: Int, down: Bool, x: inout Double?) -> Int? {
        guard let layout = currentLayout() else { return nil }
        let line = layout.line(containing: offset)
        let (text, start) = layout.textLine(line)
        let keptX = x ?? (lineOriginX(text) + text.x(at: offset - start))
        x = keptX
        let n = layout.lineNumber(of: line) + (down ? 1 : -1)
        guard n >= 0, n < layout.lineCount else { return nil }
        let target = layout.line(atIndex: n)
        let (targetText, targetStart) = layout.textLine(target)
        return targetStart + targetText.offset(atX: keptX - lineOriginX(targetText))
    }

    func textInteractionReturn() -> Bool { false }

    func textInteractionWillReplace(_ range: Range<Int>) {
        // Two edits before a layout (a composition committed by a replace): lay out both.
        if let pending = pendingReplacement {
            pendingReplacement = min(pending.lowerBound, range.lowerBound)..<max(pending.upperBound, range.upperBound)
        } else {
            pendingReplacement = range
        }
    }

    func textInteractionDidChange(textChanged: Bool) {
        if textChanged {
            textDidChange()
            delegate?.textViewDidChange(self)
        }
        selectionDidChange(scrolling: true)
        delegate?.textViewDidChangeSelection(self)
    }
}

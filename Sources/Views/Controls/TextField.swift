import Foundation
import Geometry
import Layers

/// One line of editable text (UIKit's UITextField; TextEditing.md).
///
/// A field edits while it is its window's first responder, which is the view with keyboard
/// focus: a click in it, Tab, or `becomeFirstResponder()` starts editing (its delegate may say
/// no), Tab to another view, a click elsewhere, `resignFirstResponder()` or `endEditing(_:)`
/// ends it. While it edits the window takes typed text (`TextInputService.startTextInput`), so
/// what is typed comes from the keyboard layout and input method, never from key codes; an
/// input method's composition shows underlined in place with its own caret. Editing — keys,
/// mouse, clipboard, primary selection, undo — is `TextInteraction`'s, shared with multi-line
/// text; every change is asked of `delegate` first.
///
/// The text is drawn with the same text engine as `Label` and measured with the window's
/// `TextMeasuring`; text wider than the field scrolls sideways to keep the caret in view. The
/// caret is 2 points wide in the tint colour and blinks on the scene's clock (`CaretBlink`).
@MainActor
open class TextField: Control, TextCaretOwner {
    /// How the field's edge is drawn (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Sendable {
        /// No edge (the background colour, if any, shows).
        case none
        /// A thin dark rectangle.
        case line
        /// A grey rectangle, white inside.
        case bezel
        /// iOS's field: white, 5-point corners, a light grey one-pixel edge.
        case roundedRect
    }

    /// When the clear button shows (UIKit's `UITextField.ViewMode`); it never shows over an
    /// empty field.
    public enum ViewMode: Sendable {
        /// Never; while editing; while not editing; always.
        case never, whileEditing, unlessEditing, always
    }

    /// The caret's, the selection's and the composition's colour: the system tint.
    public static let tintColor = Color.systemBlue
    /// The selection's highlight, behind the text.
    public static let selectionColor = Color.systemBlue.withAlpha(0.25)
    /// The placeholder's colour (iOS's `placeholderText`).
    public static let placeholderColor = Color.placeholderText
    /// The rounded field's edge colour.
    public static let roundedBorderColor = Color(light: Color(white: 0.8), dark: Color(r8: 0x38, g8: 0x38, b8: 0x3A))
    /// The caret's width in points.
    public static let caretWidth = 2.0
    /// The rounded field's corner radius in points.
    public static let roundedCornerRadius = 5.0
    /// The clear button's circle diameter.
    public static let clearButtonDiameter = 16.0
    /// The width the clear button takes at the field's right edge.
    public static let clearButtonWidth = 28.0

    let editor: TextEditor
    final lazy var interaction = TextInteraction(editor: editor, host: self)
    let content = TextFieldContentView()
    let caretLayer = Layer()
    final lazy var blink = CaretBlink { [weak self] visible in self?.caretBlinked(visible) }

    /// The line as laid out (nil: to lay out again).
    private var line: TextLine?
    /// How far the text is scrolled left, in points, when it is wider than the field.
    final private(set) var scrollOffset = 0.0
    /// The window the field edits in (its text input is stopped there when editing ends).
    private weak var editingWindow: Window?
    private var isPressingClearButton = false
    /// Keys pressed that the field used: their releases are its too.
    private var keysDown: Set<Key> = []

    /// Creates an empty field.
    public override init(frame: Rect = .zero) {
        editor = TextEditor()
        super.init(frame: frame)
        content.field = self
        content.clipsToBounds = true
        content.isUserInteractionEnabled = false
        content.name = "text"
        addSubview(content)
        caretLayer.name = "caret"
        caretLayer.backgroundColor = Self.tintColor
        caretLayer.isHidden = true
        content.layer.addSublayer(caretLayer)
    }

    // MARK: - UIKit's properties

    /// The text (UIKit's `text`); setting it replaces everything, puts the caret at the end
    /// and forgets the undo history (no `.editingChanged`, as UIKit). Nil sets it empty; it
    /// reads as "" then.
    public var text: String? {
        get { editor.text }
        set {
            guard (newValue ?? "") != editor.text || editor.markedRange != nil else { return }
            editor.setText(newValue ?? "")
            textDidChange()
        }
    }

    /// Grey text shown while the field is empty.
    public var placeholder: String? {
        didSet {
            guard placeholder != oldValue else { return }
            intrinsicSizeMayHaveChanged()
            setNeedsLayoutAndDisplay()
        }
    }

    /// The face and size; 17-point regular by default.
    public var font: Font = .system(size: 17) {
        didSet { if font != oldValue { textDidChange() } }
    }

    /// The text's colour; nil (the default) is black.
    public var textColor: Color? {
        didSet { if textColor != oldValue { content.setNeedsDisplay() } }
    }

    /// Where the text sits when it fits; wider text scrolls and is left-aligned.
    public var textAlignment: TextStyle.Alignment = .left {
        didSet { if textAlignment != oldValue { setNeedsLayoutAndDisplay() } }
    }

    /// The edge; `.none` by default, as UIKit.
    public var borderStyle: BorderStyle = .none {
        didSet {
            guard borderStyle != oldValue else { return }
            // The focus ring follows the rounded edge's corners.
            layer.cornerRadius = borderStyle == .roundedRect ? Self.roundedCornerRadius : 0
            intrinsicSizeMayHaveChanged()
            setNeedsLayoutAndDisplay()
        }
    }

    /// When the clear button (a grey circled ×) shows; `.never` by default.
    public var clearButtonMode: ViewMode = .never {
        didSet {
            guard clearButtonMode != oldValue else { return }
            intrinsicSizeMayHaveChanged()
            setNeedsLayoutAndDisplay()
        }
    }

    /// Shows a bullet for each character, and nothing can be copied or cut out of it.
    public var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { textDidChange() } }
    }

    /// Accepted for UIKit's sake, ignored: a desktop's keyboard is what it is.
    public var keyboardType: KeyboardType = .default
    /// Accepted for UIKit's sake, ignored: the Return key has no label to change.
    public var returnKeyType: ReturnKeyType = .default

    /// Asked before editing starts and ends and before each change; told when they happen.
    public weak var delegate: (any TextFieldDelegate)?

    /// Whether the field is editing (it is the first responder).
    public private(set) var isEditing = false

    /// Measures the text; nil uses the window's.
    public var textMeasurer: (any TextMeasuring)? {
        didSet { if textMeasurer !== oldValue { textDidChange() } }
    }

    /// The selection (a caret when empty), in UTF-16 units (UIKit's `UITextView.selectedRange`);
    /// set, it is clamped and snapped to whole characters.
    public var selectedRange: NSRange {
        get {
            let range = editor.selection.range
            return NSRange(location: range.lowerBound, length: range.count)
        }
        set {
            let lower = max(0, newValue.location)
            editor.select(TextSelection(anchor: lower, head: lower + max(0, newValue.length)))
            selectionDidChange()
        }
    }

    /// The input method's composition in the text, while there is one (UIKit's
    /// `markedTextRange`), in UTF-16 units.
    public var markedTextRange: Range<Int>? { editor.markedRange }

    /// The field's undo history (UIKit's `undoManager`): Ctrl+Z and Ctrl+Shift+Z walk it.
    public var undoManager: TextUndoManager { editor.undoManager }

    /// The measurer in use: `textMeasurer`, else the window's.
    public var effectiveTextMeasurer: (any TextMeasuring)? { textMeasurer ?? window?.textMeasurer }

    // MARK: - Size

    /// The field's natural size: the text's (or the placeholder's) width and a line's height,
    /// with the edge's padding (a rounded field is at least 34 points high, as iOS's).
    open override var intrinsicContentSize: Size {
        guard let measurer = effectiveTextMeasurer else { return .zero }
        // Auto Layout asks on every layout pass: measured again only after what it depends on
        // changed (`intrinsicSizeMayHaveChanged`) or with another measurer.
        if let cached = intrinsicSizeCache, cached.measurer == ObjectIdentifier(measurer) { return cached.size }
        let shown = editor.text.isEmpty ? (placeholder ?? "") : displayedWholeText
        let width = (try? measurer.size(of: shown, font: font).width) ?? 0
        let lineHeight = (try? measurer.lineHeight(of: font)) ?? 0
        let padding = horizontalPadding * 2 + Self.caretWidth + (clearButtonMode == .never ? 0 : Self.clearButtonWidth)
        var height = (lineHeight + verticalPadding * 2).rounded(.up)
        if borderStyle == .roundedRect { height = max(height, 34) }
        let size = Size(width: (width + padding).rounded(.up), height: height)
        intrinsicSizeCache = (ObjectIdentifier(measurer), size)
        return size
    }

    /// The size last measured, with the measurer that measured it.
    private var intrinsicSizeCache: (measurer: ObjectIdentifier, size: Size)?

    /// The text shown, the font, the edge or the clear button changed.
    private func intrinsicSizeMayHaveChanged() {
        intrinsicSizeCache = nil
        invalidateIntrinsicContentSize()
    }

    /// `intrinsicContentSize`.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// The line's baseline at `height` (one line: first and last are the same), as the text is
    /// drawn: its line centred in the height.
    override func textBaselines(height: Double) -> (first: Double, last: Double)? {
        guard let measurer = effectiveTextMeasurer, let lineHeight = try? measurer.lineHeight(of: font),
            let ascent = try? measurer.ascent(of: font)
        else { return nil }
        let baseline = (height - lineHeight) / 2 + ascent
        return (baseline, baseline)
    }

    private var displayedWholeText: String {
        isSecureTextEntry ? String(repeating: TextLine.bullet, count: editor.text.count) : editor.text
    }

    private var horizontalPadding: Double {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 4
        case .roundedRect: 7
        }
    }

    private var verticalPadding: Double { borderStyle == .none ? 2 : 6 }

    // MARK: - Geometry

    /// Whether the clear button shows now.
    public var isClearButtonShown: Bool {
        guard !editor.text.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// Where the clear button is, in the field's coordinates.
    public var clearButtonRect: Rect {
        Rect(
            x: bounds.maxX - Self.clearButtonWidth, y: bounds.minY, width: Self.clearButtonWidth, height: bounds.height)
    }

    /// Where the text is drawn, in the field's coordinates (UIKit's `textRect(forBounds:)`).
    public var textRect: Rect {
        var rect = bounds.insetBy(dx: horizontalPadding, dy: 0)
        if isClearButtonShown { rect.size.width = max(0, clearButtonRect.minX - rect.minX) }
        rect.size.width = max(0, rect.width)
        return rect
    }

    /// Lays the text area out and keeps the caret in view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = textRect
        updateCaret()
    }

    /// The line, laid out around the caret (again when the caret went near a cut end).
    private func currentLine() -> TextLine? {
        guard let measurer = effectiveTextMeasurer else { return nil }
        let focus = caretOffset
        if let line, line.covers(focus, textLength: editor.length) { return line }
        let fresh = TextLine(
            text: editor.text, secure: isSecureTextEntry, font: font, measurer: measurer, around: focus)
        if let old = line, scrollOffset > 0 {
            // Keep what shows where it was: the new line's x for the old line's start.
            if old.start >= fresh.start {
                scrollOffset += fresh.x(at: old.start)
            } else {
                scrollOffset -= old.x(at: fresh.start)
            }
        }
        line = fresh
        if let failure = fresh.failure { window?.scene.reportFailure(failure) }
        return fresh
    }

    /// Where the caret is: the input method's caret while composing, else the selection's head.
    private var caretOffset: Int {
        if let marked = editor.markedSelectedRange { return marked.lowerBound }
        return editor.selection.head
    }

    /// Where the text's start is drawn in the text area: aligned when it fits, scrolled when not.
    func textOriginX(for line: TextLine) -> Double {
        let available = content.bounds.width - Self.caretWidth
        let width = line.width
        guard width > available || line.start > 0 || line.end < editor.length else {
            switch textAlignment {
            case .left: return 0
            case .center: return ((available - width) / 2).rounded()
            case .right: return available - width
            }
        }
        return -scrollOffset
    }

    /// Scrolls the least that keeps the caret in view (and no empty space after the text's end),
    /// and puts the caret layer there.
    private func updateCaret() {
        guard let line = currentLine() else {
            caretLayer.isHidden = true
            return
        }
        let available = content.bounds.width - Self.caretWidth
        let caretX = line.x(at: caretOffset)
        if line.width > available || line.start > 0 || line.end < editor.length {
            if caretX - scrollOffset < 0 { scrollOffset = caretX }
            if caretX - scrollOffset > available { scrollOffset = caretX - available }
            if line.end == editor.length { scrollOffset = min(scrollOffset, max(0, line.width - available)) }
            scrollOffset = max(0, scrollOffset)
        } else {
            scrollOffset = 0
        }
        content.setNeedsDisplay()
        // A field not editing shows no caret (editing starts with a layout pass that places it):
        // a resize of many fields places none.
        guard isEditing else {
            if !caretLayer.isHidden { caretLayer.isHidden = true }
            return
        }
        let lineHeight = (try? effectiveTextMeasurer?.lineHeight(of: font)) ?? font.size
        let height = min(content.bounds.height, lineHeight)
        let x = textOriginX(for: line) + caretX
        window?.scene.performWithoutAnimation {
            caretLayer.frame = Rect(
                x: x.rounded(), y: ((content.bounds.height - height) / 2).rounded(), width: Self.caretWidth,
                height: height.rounded())
            caretLayer.isHidden = !showsCaret
        }
    }

    /// The caret shows while editing, with no selection (or while composing), in the blink's on
    /// phase.
    private var showsCaret: Bool {
        isEditing && (editor.selection.isEmpty || editor.markedRange != nil) && blink.isVisible
    }

    private func caretBlinked(_ visible: Bool) {
        let shown = isEditing && (editor.selection.isEmpty || editor.markedRange != nil) && visible
        guard caretLayer.isHidden == shown else { return }
        window?.scene.performWithoutAnimation { caretLayer.isHidden = !shown }
    }

    /// The caret's rectangle in window points, as on screen now (mid-transition too).
    var caretRectInWindow: Rect? {
        guard isEditing, window != nil else { return nil }
        return caretLayer.presentationFrameInRoot
    }

    private func setNeedsLayoutAndDisplay() {
        setNeedsLayout()
        setNeedsDisplay()
        content.setNeedsDisplay()
    }

    /// The text, the font or the secure entry changed: lay out again.
    private func textDidChange() {
        line = nil
        intrinsicSizeMayHaveChanged()
        setNeedsLayoutAndDisplay()
        superview?.setNeedsLayout()
    }

    /// The selection or the composition moved: the caret restarts its blink shown.
    private func selectionDidChange() {
        if isEditing, let scene = window?.scene { blink.restart(in: scene) }
        setNeedsLayoutAndDisplay()
        if isEditing {
            layoutIfNeeded()
            window?.updateTextInputRect()
        }
    }

    // MARK: - Drawing

    /// The field draws its background, edge and clear button; the text is its content view's.
    open override var hasCustomDrawing: Bool { true }

    /// Draws the edge (per `borderStyle`) and the clear button.
    open override func draw(in context: DrawingContext) {
        let box = context.bounds
        switch borderStyle {
        case .none:
            break
        case .line:
            context.stroke(box, width: 1, color: Color(light: Color(white: 0.2), dark: Color(white: 0.6)))
        case .bezel:
            context.fill(box, color: .secondarySystemGroupedBackground)
            context.stroke(box, width: 1, color: Color(light: Color(white: 0.55), dark: Color(white: 0.4)))
        case .roundedRect:
            context.fill(box, color: .secondarySystemGroupedBackground, cornerRadius: Self.roundedCornerRadius)
            context.stroke(
                box, width: hairlineWidth, color: Self.roundedBorderColor, cornerRadius: Self.roundedCornerRadius)
        }
        if isClearButtonShown { drawClearButton(in: context) }
    }

    private func drawClearButton(in context: DrawingContext) {
        let area = clearButtonRect
        let d = Self.clearButtonDiameter
        let circle = Rect(x: area.midX - d / 2, y: area.midY - d / 2, width: d, height: d)
        context.fill(circle, color: Color(light: Color(white: 0.7), dark: Color(white: 0.45)), cornerRadius: d / 2)
        // The × as the font's glyph, centred: crisp at any scale, where two thin bars turned by
        // 45° come out ragged at 16 points.
        let glyph = Font.boldSystem(size: 12)
        let lineHeight = (try? effectiveTextMeasurer?.lineHeight(of: glyph)) ?? glyph.size
        context.draw(
            "×", in: Rect(x: circle.minX, y: area.midY - lineHeight / 2, width: d, height: lineHeight),
            style: TextStyle(font: glyph, color: Color(light: .white, dark: Color(white: 0.11)), alignment: .center))
    }

    /// Draws the selection, the text (or the placeholder) and the composition's underline, in
    /// the content view's coordinates.
    func drawText(in context: DrawingContext) {
        let box = context.bounds
        let color = textColor ?? .label
        guard let line = currentLine() else { return }
        if editor.text.isEmpty {
            if let placeholder, !placeholder.isEmpty, editor.markedRange == nil {
                context.draw(
                    placeholder, in: box,
                    style: TextStyle(font: font, color: Self.placeholderColor, alignment: textAlignment))
            }
            return
        }
        let origin = textOriginX(for: line)
        let lineHeight = (try? effectiveTextMeasurer?.lineHeight(of: font)) ?? font.size
        let top = ((box.height - lineHeight) / 2).rounded()
        func span(_ range: Range<Int>) -> (x: Double, width: Double) {
            let x0 = line.x(at: range.lowerBound)
            return (origin + x0, line.x(at: range.upperBound) - x0)
        }
        if isEditing, !editor.selection.isEmpty, editor.markedRange == nil {
            let s = span(editor.selection.range)
            context.fill(Rect(x: s.x, y: top, width: s.width, height: lineHeight), color: Self.selectionColor)
        }
        // Only what is laid out is drawn (a few thousand characters of a long text); the box
        // holds it whole, so it is not clipped but by the content view.
        context.draw(
            line.displayedText, in: Rect(x: origin, y: 0, width: line.width + 2, height: box.height),
            style: TextStyle(font: font, color: color, alignment: .left))
        if let marked = editor.markedRange {
            let s = span(marked)
            let underline = Rect(x: s.x, y: top + lineHeight - 2, width: s.width, height: 1)
            context.fill(underline, color: color)
            if let selected = editor.markedSelectedRange, !selected.isEmpty {
                let t = span(selected)
                context.fill(Rect(x: t.x, y: top + lineHeight - 2.5, width: t.width, height: 2), color: color)
            }
        }
    }

    // MARK: - The first responder

    /// A field is first responder while enabled and taking input.
    open override var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

    /// Asks the delegate (`textFieldShouldEndEditing`).
    open override var canResignFirstResponder: Bool {
        guard isEditing else { return true }
        return delegate?.textFieldShouldEndEditing(self) ?? true
    }

    override func shouldBecomeFirstResponder() -> Bool {
        delegate?.textFieldShouldBeginEditing(self) ?? true
    }

    override func didBecomeFirstResponder() {
        guard !isEditing, let window else { return }
        isEditing = true
        editingWindow = window
        // From the keyboard (Tab, the ring showing) everything is selected, as GTK; from a
        // click or code the caret goes to the end (a click then places it).
        let length = editor.length
        editor.select(window.showsFocusRing ? TextSelection(anchor: 0, head: length) : TextSelection(caret: length))
        window.textInputService.startTextInput()
        blink.restart(in: window.scene)
        textDidChange()
        layoutIfNeeded()
        window.updateTextInputRect(force: true)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }

    override func didResignFirstResponder() {
        guard isEditing else { return }
        interaction.pointerUp()
        // A composition still in progress is dropped; what was typed stays.
        interaction.cancelComposition()
        isEditing = false
        blink.stop()
        caretLayer.isHidden = true
        editingWindow?.textInputService.stopTextInput()
        editingWindow = nil
        scrollOffset = 0
        editor.select(TextSelection(caret: editor.selection.head))
        textDidChange()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    /// A field taken out of its window while editing ends editing there (text kept, any
    /// composition dropped, typed text stopped).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if isEditing, window !== editingWindow {
            if let old = editingWindow {
                old.focusSystem.firstResponderLeftWindow(self)
            } else {
                didResignFirstResponder()
            }
        }
        textDidChange()
    }

    /// A field disabled while editing stops editing.
    open override func stateDidChange() {
        super.stateDidChange()
        if !isEnabled, isEditing { endEditing(true) }
    }

    /// Enter and Space do not click a field.
    open override func activateFromKeyboard() -> Bool { false }

    // MARK: - Input

    /// Editing keys are used; the rest go on up the responder chain.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if isEditing, interaction.keyDown(event) {
            keysDown.insert(event.key)
            return true
        }
        return super.keyDown(event)
    }

    /// The release of a key the field used is used too; others go on up the chain.
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

    /// A middle click pastes the primary selection where it is (starting editing).
    open override func auxiliaryButtonDown(_ event: PointerEvent) -> Bool {
        guard event.button == .middle, isEnabled else { return super.auxiliaryButtonDown(event) }
        if !isEditing { becomeFirstResponder() }
        guard isEditing else { return true }
        interaction.pastePrimarySelection(at: textInteraction(offsetAt: convert(event.location, from: nil)))
        return true
    }

    /// A press places the caret (or selects a word or all, clicked twice or three times), or
    /// presses the clear button.
    open override func pointerBegan(_ event: PointerEvent) {
        super.pointerBegan(event)
        let point = convert(event.location, from: nil)
        if isClearButtonShown, clearButtonRect.contains(point) {
            isPressingClearButton = true
            return
        }
        guard isEditing else { return }
        interaction.pointerDown(at: point, time: event.timestamp)
    }

    /// A drag selects.
    open override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        guard !isPressingClearButton, isEditing else { return }
        interaction.pointerDragged(to: convert(event.location, from: nil))
    }

    /// The clear button acts on its release inside.
    open override func pointerEnded(_ event: PointerEvent) {
        super.pointerEnded(event)
        interaction.pointerUp()
        guard isPressingClearButton else { return }
        isPressingClearButton = false
        if clearButtonRect.contains(convert(event.location, from: nil)) { clear() }
    }

    /// The press is over.
    open override func pointerCancelled(_ event: PointerEvent) {
        super.pointerCancelled(event)
        interaction.pointerUp()
        isPressingClearButton = false
    }

    /// The clear button: empties the field if the delegate agrees (`textFieldShouldClear`, then
    /// `shouldChangeCharactersIn`), starting editing if it was not.
    private func clear() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        interaction.replace(0..<editor.length, with: "", as: .other)
    }
}

extension TextField: TextInteractionHost {
    var interactionWindow: Window? { window }
    var isSingleLine: Bool { true }
    var interactionVisibleRect: Rect {
        // Sideways only: a field scrolls no other way.
        Rect(x: textRect.minX, y: -1e9, width: textRect.width, height: 2e9)
    }
    var allowsCopying: Bool { !isSecureTextEntry }

    func textInteraction(shouldReplace range: Range<Int>, with string: String) -> Bool {
        guard let delegate else { return true }
        return delegate.textField(
            self, shouldChangeCharactersIn: NSRange(location: range.lowerBound, length: range.count),
            replacementString: string)
    }

    func textInteraction(offsetAt point: Point) -> Int {
        guard let line = currentLine() else { return 0 }
        let inContent = convert(point, to: content)
        let origin = textOriginX(for: line)
        // Past the edges, one character beyond what shows: a drag out of the field scrolls it a
        // character per move (or per autoscroll step).
        if inContent.x < 0 {
            return editor.offset(from: line.offset(atX: -origin), .backward, by: .character)
        }
        if inContent.x > content.bounds.width {
            return editor.offset(from: line.offset(atX: content.bounds.width - origin), .forward, by: .character)
        }
        return line.offset(atX: inContent.x - origin)
    }

    func textInteraction(offsetVerticallyFrom offset: Int, down: Bool, x: inout Double?) -> Int? { nil }

    func textInteractionReturn() -> Bool {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return true }
        sendActions(for: .editingDidEndOnExit)
        // Return goes on up the chain: an alert's default action takes it.
        return false
    }

    func textInteractionWillReplace(_ range: Range<Int>) {}

    func textInteractionDidChange(textChanged: Bool) {
        if textChanged {
            textDidChange()
            sendActions(for: .editingChanged)
        }
        selectionDidChange()
    }
}

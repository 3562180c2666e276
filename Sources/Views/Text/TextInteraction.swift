import Animation
import Geometry
import Layers

/// What a view that edits text gives `TextInteraction`: its delegate's say over each change,
/// where a point falls in the text, and word of what changed.
@MainActor
protocol TextInteractionHost: AnyObject {
    /// The window whose text input service (clipboard, primary selection) the editing uses.
    var interactionWindow: Window? { get }
    /// Where the text shows, in the host view's coordinates: a drag held outside it keeps
    /// selecting (and scrolling) on the scene's clock.
    var interactionVisibleRect: Rect { get }
    /// One line (a text field): Up and Down pass on, Return does not insert a line break, and
    /// pasted line breaks become spaces.
    var isSingleLine: Bool { get }
    /// Whether the text may leave the view: false for secure entry (no copy, no cut, no primary
    /// selection).
    var allowsCopying: Bool { get }
    /// Whether `range` may be replaced by `string` (the delegate's
    /// `shouldChangeCharactersIn`).
    func textInteraction(shouldReplace range: Range<Int>, with string: String) -> Bool
    /// The UTF-16 offset nearest `point`, in the host view's coordinates.
    func textInteraction(offsetAt point: Point) -> Int
    /// The offset one line above or below `offset`, keeping `x` (nil: no line there; a single
    /// line answers nil).
    func textInteraction(offsetVerticallyFrom offset: Int, down: Bool, x: inout Double?) -> Int?
    /// Return was pressed in a single line: whether the key was used up.
    func textInteractionReturn() -> Bool
    /// The text in `range` is about to be replaced (by an edit or a composition): a host that
    /// lays out by paragraph lays out again only there. Undo and redo do not say.
    func textInteractionWillReplace(_ range: Range<Int>)
    /// The text, the selection or the composition changed (`textChanged`: the text did).
    func textInteractionDidChange(textChanged: Bool)
}

/// Desktop text editing over a `TextEditor`, shared by `TextField` and a multi-line text view
/// (TextEditing.md): keys (arrows, Home/End, Ctrl+arrows by word, Shift to select,
/// Backspace/Delete and their Ctrl forms, Ctrl+A, Ctrl+C/X/V, Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y),
/// typed text and compositions, the mouse (a press places the caret, a drag selects, a double
/// click a word, a triple click the line), the clipboard and the X11 primary selection.
/// Every change to the text is asked of the host's delegate first.
@MainActor
final class TextInteraction {
    /// Two presses this close in time (seconds) and space (points) count as a double click
    /// (GTK's `gtk-double-click-time` and `-distance`).
    static let multiClickInterval = 0.4
    static let multiClickDistance = 5.0

    let editor: TextEditor
    unowned let host: any TextInteractionHost

    /// The x a run of Up/Down keeps (reset by any other move).
    private var verticalX: Double?
    /// The press in progress: what it selected first (a word for a double click), and how it
    /// grows while dragged.
    private var dragAnchor: Range<Int>?
    private var dragUnit: TextUnit = .character
    private var lastPress: (time: Double, location: Point, count: Int)?
    /// Where the held pointer last was, for the autoscroll.
    private var lastDragPoint: Point?
    private lazy var autoscroll = DragAutoscroll(interaction: self)

    init(editor: TextEditor, host: any TextInteractionHost) {
        self.editor = editor
        self.host = host
    }

    private var service: (any TextInputService)? { host.interactionWindow?.textInputService }

    // MARK: - Changes

    /// Runs `body`, then tells the host what changed; a selection made by the user goes to the
    /// primary selection.
    private func perform(selecting: Bool = false, _ body: () -> Void) {
        let revision = editor.revision
        let selection = editor.selection
        let marked = editor.markedRange
        let markedSelection = editor.markedSelectedRange
        body()
        let textChanged = editor.revision != revision
        guard
            textChanged || editor.selection != selection || editor.markedRange != marked
                || editor.markedSelectedRange != markedSelection
        else { return }
        if selecting { publishPrimarySelection() }
        host.textInteractionDidChange(textChanged: textChanged)
    }

    /// Replaces `range` by `string` if the host's delegate agrees. True when it did.
    @discardableResult
    func replace(_ range: Range<Int>, with string: String, as kind: TextEditKind) -> Bool {
        guard host.textInteraction(shouldReplace: range, with: string) else { return false }
        host.textInteractionWillReplace(range)
        perform { editor.replace(range, with: string, as: kind) }
        return true
    }

    private func publishPrimarySelection() {
        guard host.allowsCopying, !editor.selection.isEmpty else { return }
        service?.primarySelectionText = editor.selectedText
    }

    // MARK: - Typed text and compositions

    /// Typed text (never made from key codes): replaces the composition or the selection.
    func insertText(_ text: String) {
        var string = text
        if host.isSingleLine { string = Self.oneLine(string) }
        let range = editor.rangeForReplacement()
        if !replace(range, with: string, as: .typing), editor.markedRange != nil {
            // Refused: the composition it would have committed goes too.
            host.textInteractionWillReplace(editor.rangeForReplacement())
            perform { editor.setMarkedText("", selectedRange: 0..<0) }
        }
        verticalX = nil
    }

    /// An input method's composition: shown marked in place of the selection (or the previous
    /// composition); empty ends it. A change the delegate refuses is not shown.
    func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        if !text.isEmpty {
            guard host.textInteraction(shouldReplace: editor.rangeForReplacement(), with: text) else { return }
        }
        host.textInteractionWillReplace(editor.rangeForReplacement())
        perform { editor.setMarkedText(text, selectedRange: selectedRange) }
        verticalX = nil
    }

    /// Ends a composition in progress, dropping its text (editing ended).
    func cancelComposition() {
        guard let marked = editor.markedRange else { return }
        host.textInteractionWillReplace(marked)
        perform { editor.setMarkedText("", selectedRange: 0..<0) }
    }

    // MARK: - Keys

    /// A key while editing: true when it was used (including keys that type, whose text comes
    /// as typed text). Escape, Tab, function keys and shortcuts editing has no use for pass on.
    func keyDown(_ event: KeyEvent) -> Bool {
        let mods = event.modifiers
        let shift = mods.contains(.shift)
        let control = mods.contains(.control)
        let alt = mods.contains(.alt)
        if mods.contains(.meta) { return false }
        if editor.markedRange != nil {
            // The input method owns the keys while it composes; what reaches us is used up.
            switch event.key {
            case .escape, .tab, .function: return false
            default: return true
            }
        }
        let unitBack: TextUnit = control ? .word : .character
        switch event.key {
        case .left, .right:
            if alt {
                // Alt+Left would go back a page, losing what is typed here (TextEditing.md).
                return control || shift ? false : !editor.text.isEmpty
            }
            move(event.key == .left ? .backward : .forward, by: unitBack, extending: shift)
        case .home, .end:
            guard !alt else { return false }
            let unit: TextUnit = control || host.isSingleLine ? .document : .paragraph
            move(event.key == .home ? .backward : .forward, by: unit, extending: shift)
        case .up, .down:
            guard !alt, !control else { return false }
            if host.isSingleLine { return false }
            moveVertically(down: event.key == .down, extending: shift)
        case .backspace:
            guard !alt else { return true }
            if let range = editor.rangeForDeleteBackward(by: unitBack) { replace(range, with: "", as: .deletion) }
        case .delete:
            guard !alt else { return true }
            if shift && !control {
                cut()
            } else if let range = editor.rangeForDeleteForward(by: unitBack) {
                replace(range, with: "", as: .deletion)
            }
        case .enter:
            guard !control, !alt else { return false }
            if host.isSingleLine { return host.textInteractionReturn() }
            insertText("\n")
        case .space:
            return !control
        case .character(let c) where control && !alt:
            return shortcut(c, shift: shift)
        case .character, .other:
            // Typing keys: their text comes as typed text. Ctrl with Alt (AltGr on some
            // layouts) types too.
            return !control || alt
        case .escape, .tab, .function, .pageUp, .pageDown:
            return false
        }
        return true
    }

    private func shortcut(_ c: Character, shift: Bool) -> Bool {
        switch (c, shift) {
        case ("a", false): perform(selecting: true) { editor.selectAll() }
        case ("c", false): copy()
        case ("x", false): cut()
        case ("v", false): paste()
        case ("z", false): undo()
        case ("z", true), ("y", false): redo()
        default: return false
        }
        return true
    }

    private func move(_ direction: TextDirection, by unit: TextUnit, extending: Bool) {
        verticalX = nil
        perform(selecting: extending) { editor.move(direction, by: unit, extending: extending) }
    }

    private func moveVertically(down: Bool, extending: Bool) {
        let head = editor.selection.head
        var x = verticalX
        let target =
            host.textInteraction(offsetVerticallyFrom: head, down: down, x: &x)
            ?? (down ? editor.length : 0)
        verticalX = x
        let anchor = extending ? editor.selection.anchor : target
        perform(selecting: extending) { editor.select(TextSelection(anchor: anchor, head: target)) }
        verticalX = x
    }

    // MARK: - Clipboard and undo

    /// Ctrl+C: the selection to the clipboard (not from secure entry).
    func copy() {
        guard host.allowsCopying, !editor.selection.isEmpty else { return }
        service?.clipboardText = editor.selectedText
    }

    /// Ctrl+X: the selection to the clipboard, and out of the text (not from secure entry).
    func cut() {
        guard host.allowsCopying, !editor.selection.isEmpty else { return }
        let text = editor.selectedText
        if replace(editor.selection.range, with: "", as: .cut) { service?.clipboardText = text }
    }

    /// Ctrl+V: the clipboard's text in place of the selection.
    func paste() {
        guard let text = service?.clipboardText, !text.isEmpty else { return }
        replace(editor.rangeForReplacement(), with: host.isSingleLine ? Self.oneLine(text) : text, as: .paste)
    }

    /// A middle click: the primary selection's text at `offset`.
    func pastePrimarySelection(at offset: Int) {
        guard let text = service?.primarySelectionText, !text.isEmpty else { return }
        let at = editor.clusterBoundary(nearest: offset)
        replace(at..<at, with: host.isSingleLine ? Self.oneLine(text) : text, as: .paste)
    }

    /// Ctrl+Z.
    func undo() {
        guard editor.undoManager.canUndo else { return }
        perform { editor.undoManager.undo() }
    }

    /// Ctrl+Shift+Z, Ctrl+Y.
    func redo() {
        guard editor.undoManager.canRedo else { return }
        perform { editor.undoManager.redo() }
    }

    /// Line breaks as spaces, for one line (CR LF as one).
    static func oneLine(_ text: String) -> String {
        guard mayHoldALineBreak(text), text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// Whether `text` has a byte of a line break's UTF-8: U+000A to U+000D, or the last byte of
    /// U+0085, U+2028 or U+2029 (a `Character` is a line break only if it holds one of those).
    /// One pass over the bytes: asking each `Character` of a ten-megabyte paste whether it is a
    /// line break took 2.3 CPU-seconds of the tests' debug build (this: 0.2).
    private static func mayHoldALineBreak(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if (byte >= 0x0A && byte <= 0x0D) || byte == 0x85 || byte == 0xA8 || byte == 0xA9 { return true }
                index += 1
            }
            return false
        }
    }

    // MARK: - The mouse

    /// A left press at `point` (host coordinates) at `time`: places the caret; a second press
    /// soon after at the same place selects the word, a third the line (a field's: all).
    func pointerDown(at point: Point, time: Double) {
        verticalX = nil
        var count = 1
        if let last = lastPress, time - last.time <= Self.multiClickInterval,
            abs(point.x - last.location.x) <= Self.multiClickDistance,
            abs(point.y - last.location.y) <= Self.multiClickDistance
        {
            count = last.count % 3 + 1
        }
        lastPress = (time, point, count)
        let offset = editor.clusterBoundary(nearest: host.textInteraction(offsetAt: point))
        let range: Range<Int>
        switch count {
        case 1:
            dragUnit = .character
            range = offset..<offset
        case 2:
            dragUnit = .word
            range = editor.wordRange(at: offset)
        default:
            dragUnit = .paragraph
            range = host.isSingleLine ? 0..<editor.length : editor.paragraphRange(at: offset)
        }
        dragAnchor = range
        perform(selecting: true) {
            editor.select(TextSelection(anchor: range.lowerBound, head: range.upperBound))
        }
    }

    /// The held pointer moved to `point`: the selection runs from the press to it, by the unit
    /// the press selected.
    func pointerDragged(to point: Point) {
        guard let anchor = dragAnchor else { return }
        lastDragPoint = point
        if !host.interactionVisibleRect.contains(point), let scene = host.interactionWindow?.scene {
            autoscroll.start(in: scene)
        }
        let offset = editor.clusterBoundary(nearest: host.textInteraction(offsetAt: point))
        var range = offset..<offset
        switch dragUnit {
        case .word: range = editor.wordRange(at: offset)
        case .paragraph, .document:
            range = host.isSingleLine ? 0..<editor.length : editor.paragraphRange(at: offset)
        case .character: break
        }
        let selection =
            range.lowerBound < anchor.lowerBound
            ? TextSelection(anchor: anchor.upperBound, head: range.lowerBound)
            : TextSelection(anchor: anchor.lowerBound, head: max(range.upperBound, anchor.upperBound))
        perform(selecting: true) { editor.select(selection) }
    }

    /// The press ended (or was cancelled).
    func pointerUp() {
        dragAnchor = nil
        lastDragPoint = nil
        autoscroll.stop()
    }

    /// The autoscroll's beat: the drag applied again where the pointer is held, while it is
    /// outside the text. False when there is nothing to do any more.
    fileprivate func autoscrollStep() -> Bool {
        guard dragAnchor != nil, let point = lastDragPoint, !host.interactionVisibleRect.contains(point) else {
            return false
        }
        pointerDragged(to: point)
        return true
    }

    /// Whether a press is selecting.
    var isDragging: Bool { dragAnchor != nil }
}

/// A drag held past the edge of the text keeps selecting, a step every `interval` seconds on
/// the scene's clock (each step reaches one character or line past what shows, so the text
/// scrolls by as much), until the pointer comes back or is released.
@MainActor
private final class DragAutoscroll: FrameAnimation {
    /// Seconds between steps.
    static let interval = 0.05

    private unowned let interaction: TextInteraction
    private weak var scene: Scene?
    private var lastStep = 0.0

    init(interaction: TextInteraction) {
        self.interaction = interaction
    }

    func start(in scene: Scene) {
        guard self.scene == nil else { return }
        self.scene = scene
        lastStep = scene.clock.now
        scene.engine.add(self)
    }

    func stop() {
        scene?.engine.remove(self)
        scene = nil
    }

    func step(to time: Double) -> Bool {
        guard time - lastStep >= Self.interval else { return true }
        lastStep = time
        guard interaction.autoscrollStep() else {
            scene = nil
            return false
        }
        return true
    }
}

/// The text a field or text view edits, its selection, the input method's marked text and the
/// undo history: every editing rule, with no drawing and no input (TextEditing.md,
/// "The editing model").
///
/// Offsets count UTF-16 code units, as UIKit's `NSRange` does, and after every call they sit on
/// grapheme-cluster boundaries: an emoji with joiners, a flag or a letter with a combining
/// accent is one step of the caret and one Backspace. Out-of-range offsets are clamped, never
/// trapped on.
public final class TextEditor {
    /// The whole text, marked text included.
    public private(set) var text: String
    /// The selection, or the caret when it is empty.
    public private(set) var selection: TextSelection
    /// The input method's composition shown in place (underlined), while one is in progress.
    public private(set) var markedRange: Range<Int>?
    /// The input method's caret or selection inside the marked text, in offsets of the text.
    public private(set) var markedSelectedRange: Range<Int>?
    /// Goes up by one at every change of `text`, so a view knows when to lay it out again.
    public private(set) var revision = 0
    /// Undo and redo of this text's edits.
    public let undoManager = TextUndoManager()

    /// What a composition replaced, to restore it if cancelled or record it once committed.
    private struct CompositionBase {
        let location: Int
        let replacedText: String
        let selectionBefore: TextSelection
    }
    private var compositionBase: CompositionBase?
    /// The run of typing or deleting that the next such edit at `caret` continues.
    private var openRun: (kind: TextEditKind, caret: Int)?

    /// Creates an editor holding `text`, the caret at its end.
    public init(text: String = "") {
        self.text = text
        selection = TextSelection(caret: text.utf16.count)
        undoManager.editor = self
    }

    private var boundaries: TextBoundaries { TextBoundaries(text: text) }

    /// The text's length in UTF-16 code units.
    public var length: Int { text.utf16.count }

    /// The selected text (empty for a caret).
    public var selectedText: String { substring(selection.range) }

    /// The text in `range`, clamped to the text.
    public func substring(_ range: Range<Int>) -> String {
        let b = boundaries
        return String(text[b.index(range.lowerBound)..<b.index(max(range.upperBound, range.lowerBound))])
    }

    // MARK: - The whole text

    /// Replaces the whole text: the caret goes to its end; a composition and the undo history
    /// end.
    public func setText(_ text: String) {
        self.text = text
        revision += 1
        markedRange = nil
        markedSelectedRange = nil
        compositionBase = nil
        openRun = nil
        selection = TextSelection(caret: length)
        undoManager.removeAllActions()
    }

    // MARK: - Selection and moves

    /// Selects `selection`, clamped and snapped to cluster boundaries. A composition in progress
    /// is committed first; a typing run ends.
    public func select(_ selection: TextSelection) {
        unmarkText()
        openRun = nil
        let b = boundaries
        self.selection = TextSelection(
            anchor: b.boundary(atOrBefore: selection.anchor), head: b.boundary(atOrBefore: selection.head))
    }

    /// Selects the whole text.
    public func selectAll() {
        select(TextSelection(anchor: 0, head: length))
    }

    /// Moves the caret (or, `extending`, the selection's head) by one `unit`. Without
    /// `extending`, a selection collapses to its side for `.character` (as desktop fields do),
    /// and the other units move from its side.
    public func move(_ direction: TextDirection, by unit: TextUnit, extending: Bool) {
        if extending {
            select(TextSelection(anchor: selection.anchor, head: offset(from: selection.head, direction, by: unit)))
            return
        }
        let range = selection.range
        if !selection.isEmpty {
            let side = direction == .forward ? range.upperBound : range.lowerBound
            select(TextSelection(caret: unit == .character ? side : offset(from: side, direction, by: unit)))
        } else {
            select(TextSelection(caret: offset(from: selection.head, direction, by: unit)))
        }
    }

    /// Where one `unit` from `offset` in `direction` lands.
    public func offset(from offset: Int, _ direction: TextDirection, by unit: TextUnit) -> Int {
        let b = boundaries
        let start = b.boundary(atOrBefore: offset)
        switch (unit, direction) {
        case (.character, .forward): return b.clusterAfter(start)
        case (.character, .backward): return b.clusterBefore(start)
        case (.word, _): return b.wordMove(from: start, direction)
        case (.paragraph, _): return b.paragraphMove(from: start, direction)
        case (.document, .forward): return length
        case (.document, .backward): return 0
        }
    }

    /// The word (or run of spaces, or single other character) at `offset`: what a double-click
    /// selects.
    public func wordRange(at offset: Int) -> Range<Int> { boundaries.wordRange(at: offset) }

    /// The paragraph at `offset`, without its line break: what a triple-click selects.
    public func paragraphRange(at offset: Int) -> Range<Int> {
        let b = boundaries
        return b.paragraphStart(offset)..<b.paragraphEnd(offset)
    }

    /// The cluster boundary nearest `offset` (where a click between characters lands).
    public func clusterBoundary(nearest offset: Int) -> Int { boundaries.boundary(nearest: offset) }

    // MARK: - Edits

    /// What typed text replaces: the marked text while composing, else the selection.
    public func rangeForReplacement() -> Range<Int> { markedRange ?? selection.range }

    /// What Backspace deletes: the selection, else one `unit` before the caret; nil at the start.
    public func rangeForDeleteBackward(by unit: TextUnit) -> Range<Int>? {
        if !selection.isEmpty { return selection.range }
        let from = offset(from: selection.head, .backward, by: unit)
        return from < selection.head ? from..<selection.head : nil
    }

    /// What Delete deletes: the selection, else one `unit` after the caret; nil at the end.
    public func rangeForDeleteForward(by unit: TextUnit) -> Range<Int>? {
        if !selection.isEmpty { return selection.range }
        let to = offset(from: selection.head, .forward, by: unit)
        return to > selection.head ? selection.head..<to : nil
    }

    /// Replaces `range` (clamped, widened to cluster boundaries) with `string`; the caret goes
    /// after it. One undo step, or part of the run it continues (typing or deleting at the caret
    /// the last such edit left). Replacing exactly the marked text commits the composition as
    /// this edit; replacing elsewhere commits it first.
    public func replace(_ range: Range<Int>, with string: String, as kind: TextEditKind) {
        var range = range
        var before = selection
        var oldTextOverride: String?
        if let marked = markedRange, let base = compositionBase {
            if range == marked {
                // The composition's text becomes `string`: one edit from what was there before it.
                range = marked
                before = base.selectionBefore
                oldTextOverride = base.replacedText
                markedRange = nil
                markedSelectedRange = nil
                compositionBase = nil
            } else {
                unmarkText()
            }
        }
        let b = boundaries
        let lower = b.boundary(atOrBefore: range.lowerBound)
        let upper = max(lower, b.boundary(atOrAfter: range.upperBound))
        let removed = substring(lower..<upper)
        splice(lower..<upper, with: string)
        let after = TextSelection(caret: lower + string.utf16.count)
        selection = after
        let continuing: Bool
        switch (kind, openRun) {
        case (.typing, let run?) where run.kind == .typing:
            continuing = lower == run.caret && upper == lower
        case (.deletion, let run?) where run.kind == .deletion:
            continuing = string.isEmpty && (upper == run.caret || lower == run.caret)
        default:
            continuing = false
        }
        undoManager.record(
            .init(
                location: lower, oldText: oldTextOverride ?? removed, newText: string, selectionBefore: before,
                selectionAfter: after),
            continuing: continuing)
        openRun = kind == .typing || kind == .deletion ? (kind, after.head) : nil
    }

    /// Types `string` where typed text goes (`rangeForReplacement()`).
    public func insert(_ string: String) {
        replace(rangeForReplacement(), with: string, as: .typing)
    }

    /// Backspace: deletes the selection or one `unit` before the caret; nothing at the start.
    public func deleteBackward(by unit: TextUnit = .character) {
        guard let range = rangeForDeleteBackward(by: unit) else { return }
        replace(range, with: "", as: .deletion)
    }

    /// Delete: deletes the selection or one `unit` after the caret; nothing at the end.
    public func deleteForward(by unit: TextUnit = .character) {
        guard let range = rangeForDeleteForward(by: unit) else { return }
        replace(range, with: "", as: .deletion)
    }

    // MARK: - Composition

    /// Shows the input method's composition `string` in place of the marked text (or of the
    /// selection, when a composition starts), with its caret at `selectedRange` (UTF-16, inside
    /// `string`). An empty `string` cancels the composition: the text and selection are as they
    /// were before it began. No undo step until it is committed.
    public func setMarkedText(_ string: String, selectedRange: Range<Int>) {
        if compositionBase == nil {
            guard !string.isEmpty else { return }
            let range = selection.range
            compositionBase = CompositionBase(
                location: range.lowerBound, replacedText: selectedText, selectionBefore: selection)
            markedRange = range
            openRun = nil
        }
        guard let base = compositionBase, let marked = markedRange else { return }
        if string.isEmpty {
            splice(marked, with: base.replacedText)
            selection = base.selectionBefore
            markedRange = nil
            markedSelectedRange = nil
            compositionBase = nil
            return
        }
        splice(marked, with: string)
        let count = string.utf16.count
        markedRange = base.location..<(base.location + count)
        let lower = min(max(selectedRange.lowerBound, 0), count)
        let upper = min(max(selectedRange.upperBound, lower), count)
        markedSelectedRange = (base.location + lower)..<(base.location + upper)
        selection = TextSelection(anchor: base.location + lower, head: base.location + upper)
    }

    /// Commits the composition as it stands: its text stays, as typed (one undo step), and the
    /// caret goes after it. Nothing happens without a composition.
    public func unmarkText() {
        guard let marked = markedRange, let base = compositionBase else { return }
        let committed = substring(marked)
        markedRange = nil
        markedSelectedRange = nil
        compositionBase = nil
        let after = TextSelection(caret: marked.upperBound)
        selection = after
        undoManager.record(
            .init(
                location: base.location, oldText: base.replacedText, newText: committed,
                selectionBefore: base.selectionBefore, selectionAfter: after),
            continuing: false)
    }

    // MARK: - Undo

    /// Undoes `group` (newest step first) and restores the selection before it.
    func revert(_ group: TextUndoManager.Group) {
        for step in group.steps.reversed() {
            splice(step.location..<(step.location + step.newText.utf16.count), with: step.oldText)
        }
        if let first = group.steps.first { selection = first.selectionBefore }
        openRun = nil
    }

    /// Redoes `group` (oldest step first) and restores the selection after it.
    func reapply(_ group: TextUndoManager.Group) {
        for step in group.steps {
            splice(step.location..<(step.location + step.oldText.utf16.count), with: step.newText)
        }
        if let last = group.steps.last { selection = last.selectionAfter }
        openRun = nil
    }

    /// Replaces the UTF-16 range `range` of the text with `string`.
    private func splice(_ range: Range<Int>, with string: String) {
        let b = boundaries
        text.replaceSubrange(b.index(range.lowerBound)..<b.index(range.upperBound), with: string)
        revision += 1
    }
}

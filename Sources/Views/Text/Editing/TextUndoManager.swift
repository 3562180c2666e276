/// Undo and redo for one `TextEditor` (UIKit's `UndoManager`, for text): each undo step is a
/// group of edits — a typing run, a run of deletions, one paste — undone together, with the
/// selection put back as it was (TextEditing.md, "The editing model").
public final class TextUndoManager {
    /// One replacement: `newText` now stands at `range` where `oldText` stood.
    struct Step {
        let location: Int
        let oldText: String
        let newText: String
        let selectionBefore: TextSelection
        let selectionAfter: TextSelection
    }

    /// The edits undone together, oldest first.
    struct Group {
        var steps: [Step]
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The editor the steps apply to (which owns this manager).
    weak var editor: TextEditor?

    // docs-number: undo steps kept
    /// The most undo steps kept (the oldest go first); 0 keeps every one. 100 by default.
    public var levelsOfUndo = 100 {
        didSet { trim() }
    }

    init() {}

    /// Whether there is an edit to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is an undone edit to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last group of edits: its text and the selection before it come back.
    public func undo() {
        // A composition in progress is committed first: it is the newest edit.
        editor?.unmarkText()
        guard let group = undoStack.popLast(), let editor else { return }
        editor.revert(group)
        redoStack.append(group)
    }

    /// Redoes the last undone group.
    public func redo() {
        editor?.unmarkText()
        guard let group = redoStack.popLast(), let editor else { return }
        editor.reapply(group)
        undoStack.append(group)
    }

    /// Forgets every step (a text set as a whole starts a new history).
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Records `step`, in the last group when `continuing`, else in a new one; a new edit
    /// forgets what could be redone.
    func record(_ step: Step, continuing: Bool) {
        redoStack.removeAll()
        if continuing, !undoStack.isEmpty {
            undoStack[undoStack.count - 1].steps.append(step)
        } else {
            undoStack.append(Group(steps: [step]))
            trim()
        }
    }

    private func trim() {
        guard levelsOfUndo > 0, undoStack.count > levelsOfUndo else { return }
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }
}

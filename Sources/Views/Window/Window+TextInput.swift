import Geometry

/// A view that edits text and shows a caret: where the input method's window goes.
@MainActor
protocol TextCaretOwner: View {
    /// The caret's rectangle in window points, as on screen now; nil when not editing.
    var caretRectInWindow: Rect? { get }
}

/// The input method's candidate window at the caret (TextEditing.md).
extension Window {
    /// Gives the text input service the caret's rectangle of the text field editing, when it
    /// moved since it was last given (or always, with `force`): after every rendered frame (so
    /// it follows a page moving in a transition, for the cost of one conversion) and when
    /// editing starts or the caret moves.
    func updateTextInputRect(force: Bool = false) {
        guard let editor = firstResponderView as? any TextCaretOwner, let rect = editor.caretRectInWindow else {
            return
        }
        guard force || rect != lastTextInputRect else { return }
        lastTextInputRect = rect
        textInputService.setTextInputRect(rect)
    }
}

/// Which way a caret or a deletion goes in the text's logical order (backward: towards the
/// start).
public enum TextDirection: Sendable {
    /// Towards the start of the text.
    case backward
    /// Towards the end of the text.
    case forward
}

/// How far one move or deletion goes (TextEditing.md, "The editing model").
public enum TextUnit: Sendable {
    /// One grapheme cluster: what a reader sees as one character (an emoji with joiners, a
    /// flag, a letter with combining accents).
    case character
    /// To the end of the next word going forward, to the start of the previous word going
    /// backward (Ctrl+Right, Ctrl+Left).
    case word
    /// To the end or the start of the paragraph: text between line breaks.
    case paragraph
    /// To the end or the start of the whole text.
    case document
}

/// What kind of edit a change is, for grouping undo steps.
public enum TextEditKind: Sendable {
    /// Typed text: a run of it, each at the caret the last one left, is one undo step.
    case typing
    /// Backspace or Delete: a run of them is one undo step.
    case deletion
    /// Pasted text: one step each.
    case paste
    /// Cut text: one step each.
    case cut
    /// Anything else (an app's own change, a cleared field): one step each.
    case other
}

/// A selection in text, or a caret when empty, in UTF-16 code units (as UIKit's `NSRange`):
/// `anchor` stays where the selection began, `head` moves with Shift+arrows or a drag and is
/// where the caret shows.
public struct TextSelection: Equatable, Sendable {
    /// The fixed end.
    public var anchor: Int
    /// The moving end, where the caret is drawn.
    public var head: Int

    /// A selection from `anchor` to `head` (either may be the larger).
    public init(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
    }

    /// A caret at `caret`: nothing selected.
    public init(caret: Int) {
        self.init(anchor: caret, head: caret)
    }

    /// The selected range, lower end first.
    public var range: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// Whether nothing is selected (a caret).
    public var isEmpty: Bool { anchor == head }
}

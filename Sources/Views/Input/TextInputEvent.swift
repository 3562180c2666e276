/// Text the keyboard typed: what the layout, a dead key, AltGr, a compose sequence or an input
/// method committed (SDL's `SDL_TEXTINPUT`), never made from key codes. Arrives only while a
/// view edits text (`TextInputService.startTextInput()`).
public struct TextInputEvent: Equatable, Sendable {
    /// The text to insert: one or more characters, valid Unicode.
    public var text: String
    /// Seconds, from the event's own timestamp (SDL's).
    public var timestamp: Double

    /// Creates a typed-text event.
    public init(text: String, timestamp: Double) {
        self.text = text
        self.timestamp = timestamp
    }
}

/// An input method's composition in progress (SDL's `SDL_TEXTEDITING`): the text shown in place,
/// underlined ("marked"), until the input method commits it (a `TextInputEvent` follows) or
/// cancels it (an empty `text`).
public struct TextCompositionEvent: Equatable, Sendable {
    /// The marked text; empty when the composition ended.
    public var text: String
    /// The input method's caret or selection inside `text`, in UTF-16 code units (UIKit's
    /// `setMarkedText(_:selectedRange:)` counts the same way).
    public var selectedRange: Range<Int>
    /// Seconds, from the event's own timestamp (SDL's).
    public var timestamp: Double

    /// Creates a composition event; `selectedRange` is clamped to `text`.
    public init(text: String, selectedRange: Range<Int>, timestamp: Double) {
        self.text = text
        let length = text.utf16.count
        let lower = min(max(selectedRange.lowerBound, 0), length)
        let upper = min(max(selectedRange.upperBound, lower), length)
        self.selectedRange = lower..<upper
        self.timestamp = timestamp
    }
}

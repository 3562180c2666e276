import CSDL2
import Views

/// Typed text and input-method compositions (InputTranslation.md and MeasuredSDLFacts.md, "Typed text
/// and the clipboard under Xvfb").
///
/// SDL 2.26.5 sends text in UTF-8: `SDL_TEXTINPUT` in a 32-byte array, split by SDL at
/// character boundaries into pieces of at most 31 bytes; `SDL_TEXTEDITING` likewise, and
/// `SDL_TEXTEDITING_EXT` (only with `SDL_HINT_IME_SUPPORT_EXTENDED_TEXT`, which `SDLPlatform`
/// sets) for a composition of 32 bytes or more, whole, in memory SDL allocated. A
/// composition's `start` and `length` count Unicode code points (SDL's IBus, Fcitx and
/// Wayland back ends convert to them with `SDL_utf8strnlen`); -1 is "not given". Bytes that
/// are not UTF-8 become U+FFFD.
extension SDLEventTranslator {
    /// `SDL_TEXTINPUT`: the text, or nil for another window's or an empty one.
    func translateText(_ event: SDL_TextInputEvent) -> InputEvent? {
        guard event.windowID == windowID else { return nil }
        let text = Self.string(fromCArray: event.text)
        guard !text.isEmpty else { return nil }
        return .text(TextInputEvent(text: text, timestamp: Self.seconds(event.timestamp)))
    }

    /// `SDL_TEXTEDITING`: a composition of fewer than 32 bytes.
    func translateEditing(_ event: SDL_TextEditingEvent) -> InputEvent? {
        guard event.windowID == windowID else { return nil }
        return composition(
            Self.string(fromCArray: event.text), start: event.start, length: event.length, timestamp: event.timestamp)
    }

    /// `SDL_TEXTEDITING_EXT`: a long composition. Its text is SDL's to free with `SDL_free`,
    /// whatever the window: the loop hands every event to the translator once, so this is
    /// the one place that can. After this call the event's `text` must not be read.
    func translateEditingExt(_ event: SDL_TextEditingExtEvent) -> InputEvent? {
        defer { releaseText(event.text) }
        guard event.windowID == windowID else { return nil }
        let text = event.text.map { Self.string(fromCString: $0) } ?? ""
        return composition(text, start: event.start, length: event.length, timestamp: event.timestamp)
    }

    private func composition(_ text: String, start: Int32, length: Int32, timestamp: UInt32) -> InputEvent {
        .composition(
            TextCompositionEvent(
                text: text, selectedRange: Self.utf16Range(codePointStart: start, length: length, in: text),
                timestamp: Self.seconds(timestamp)))
    }

    /// SDL's selection in `text`, `start` and `length` code points, as UTF-16 units. A `start`
    /// of -1 (no caret given) puts the caret at the end; a `length` of -1 (a caret, no
    /// selection) gives an empty range; both are clamped to the text.
    static func utf16Range(codePointStart start: Int32, length: Int32, in text: String) -> Range<Int> {
        let scalars = text.unicodeScalars
        let lower = start < 0 ? scalars.count : min(Int(start), scalars.count)
        let upper = min(lower + max(Int(length), 0), scalars.count)
        func utf16Offset(_ scalarOffset: Int) -> Int {
            scalars.prefix(scalarOffset).reduce(0) { $0 + $1.utf16.count }
        }
        return utf16Offset(lower)..<utf16Offset(upper)
    }

    /// The UTF-8 text in one of SDL's fixed C arrays, up to its first NUL (all of it if it has
    /// none); bytes that are not UTF-8 become U+FFFD.
    static func string<Array>(fromCArray array: Array) -> String {
        withUnsafeBytes(of: array) { bytes in
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }

    /// The NUL-terminated UTF-8 text at `pointer`; bytes that are not UTF-8 become U+FFFD.
    static func string(fromCString pointer: UnsafePointer<CChar>) -> String {
        let length = SDL_strlen(pointer)
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }
}

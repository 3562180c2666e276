import CSDL2
import Foundation
import Views

@testable import SDLHost

/// `SDL_TEXTINPUT`, `SDL_TEXTEDITING` and `SDL_TEXTEDITING_EXT` built in code, translated.
struct TextEventTranslationTests {
    static let ours = SDLEventTranslatorTests.ours
    static let theirs = SDLEventTranslatorTests.theirs

    static func translate(_ event: SDL_Event) -> InputEvent? {
        var translator = SDLEventTranslatorTests.translator()
        return translator.translate(event)
    }

    static func text(_ event: SDL_Event) -> TextInputEvent? {
        guard case .text(let text)? = translate(event) else { return nil }
        return text
    }

    static func composition(_ event: SDL_Event) -> TextCompositionEvent? {
        guard case .composition(let composition)? = translate(event) else { return nil }
        return composition
    }

    // MARK: - Typed text

    func testTypedTextArrivesAsItWasSent() {
        forEachArgument(["a", "ß", "!", "世界", "👋", "e\u{301}", "🇩🇪", "👩‍👩‍👧"]) {
            Self().typedTextArrivesAsItWasSent(typed: $0)
        }
    }

    func typedTextArrivesAsItWasSent(typed: String) {
        expectEqual(
            Self.text(SDLEvents.text(typed, window: Self.ours, timestamp: 2500)),
            TextInputEvent(text: typed, timestamp: 2.5))
    }

    func testEmptyTextGivesNothing() {
        expectNil(Self.translate(SDLEvents.text("", window: Self.ours)))
    }

    func testAnotherWindowsTextGivesNothing() {
        expectNil(Self.translate(SDLEvents.text("a", window: Self.theirs)))
        expectNil(Self.translate(SDLEvents.editing("か", start: 0, length: 1, window: Self.theirs)))
    }

    /// A stray byte, a cut-off character and a lone continuation byte each become U+FFFD;
    /// the valid text around them stays.
    func testInvalidUTF8BecomesReplacementCharacters() {
        forEachArgument(
            [
                ([0x61, 0xFF, 0x62], "a\u{FFFD}b"),
                ([0x61, 0xE4, 0xB8], "a\u{FFFD}"),
                ([0x80, 0x7A], "\u{FFFD}z"),
                ([0xF0, 0x9F, 0x91, 0x8B, 0xC3], "👋\u{FFFD}"),
            ] as [([UInt8], String)]
        ) { Self().invalidUTF8BecomesReplacementCharacters(bytes: $0.0, expected: $0.1) }
    }

    func invalidUTF8BecomesReplacementCharacters(bytes: [UInt8], expected: String) {
        expectEqual(Self.text(SDLEvents.text(bytes: bytes, window: Self.ours))?.text, expected)
    }

    /// SDL always ends the text with a NUL; an array without one is read to its end, never
    /// beyond.
    func testAnArrayWithoutNULIsReadToItsEnd() {
        let bytes = [UInt8](repeating: 0x61, count: Int(SDL_TEXTINPUTEVENT_TEXT_SIZE))
        expectEqual(Self.text(SDLEvents.text(bytes: bytes, window: Self.ours))?.text, String(repeating: "a", count: 32))
    }

    // MARK: - Compositions

    func testACompositionsSelectionCountsCodePoints() {
        let event = Self.composition(SDLEvents.editing("にほんご", start: 1, length: 2, window: Self.ours, timestamp: 40))
        expectEqual(event, TextCompositionEvent(text: "にほんご", selectedRange: 1..<3, timestamp: 0.04))
    }

    /// Characters outside the Basic Multilingual Plane are one code point for SDL and two
    /// UTF-16 units for us: "👋a😀b" selecting 😀 is code points 2..<3, UTF-16 units 3..<5.
    func testCharactersBeyondTheBMPCountTwiceInUTF16() {
        expectTrue(
            Self.composition(SDLEvents.editing("👋a😀b", start: 2, length: 1, window: Self.ours))?.selectedRange == 3..<5)
        expectTrue(
            Self.composition(SDLEvents.editing("👋a😀b", start: 4, length: 0, window: Self.ours))?.selectedRange == 6..<6)
        expectTrue(
            Self.composition(SDLEvents.editing("e\u{301}x", start: 2, length: 1, window: Self.ours))?.selectedRange
                == 2..<3)
    }

    /// -1 is SDL's "not given": no caret puts it at the end, no length gives a caret.
    func testMissingStartOrLengthGiveACaret() {
        expectTrue(
            Self.composition(SDLEvents.editing("かな", start: -1, length: -1, window: Self.ours))?.selectedRange == 2..<2)
        expectTrue(
            Self.composition(SDLEvents.editing("😀😀", start: 1, length: -1, window: Self.ours))?.selectedRange == 2..<2)
    }

    func testASelectionBeyondTheTextIsClamped() {
        expectTrue(
            Self.composition(SDLEvents.editing("ab", start: 5, length: 3, window: Self.ours))?.selectedRange == 2..<2)
        expectTrue(
            Self.composition(SDLEvents.editing("ab", start: 1, length: 9, window: Self.ours))?.selectedRange == 1..<2)
    }

    func testAnEmptyCompositionEndsIt() {
        expectEqual(
            Self.composition(SDLEvents.editing("", start: 0, length: 0, window: Self.ours, timestamp: 1000)),
            TextCompositionEvent(text: "", selectedRange: 0..<0, timestamp: 1))
    }

    func testInvalidUTF8InACompositionBecomesReplacementCharacters() {
        let event = Self.composition(
            SDLEvents.editing(bytes: [0xE3, 0x81, 0x8B, 0xFF], start: 1, length: 1, window: Self.ours))
        expectEqual(event?.text, "か\u{FFFD}")
        expectTrue(event?.selectedRange == 1..<2)
    }

    // MARK: - Long compositions (SDL_TEXTEDITING_EXT)

    /// 40 CJK characters (120 bytes) and an emoji arrive whole, the selection counted in code
    /// points.
    func testALongCompositionArrivesWhole() {
        let long = String(repeating: "語", count: 40) + "👋"
        let event = Self.composition(SDLEvents.editingExt(long, start: 39, length: 2, window: Self.ours, timestamp: 7))
        expectEqual(event, TextCompositionEvent(text: long, selectedRange: 39..<42, timestamp: 0.007))
    }

    func testInvalidUTF8InALongCompositionBecomesReplacementCharacters() {
        let bytes = Array(String(repeating: "x", count: 40).utf8) + [0xC0, 0x41]
        let event = Self.composition(SDLEvents.editingExt(bytes: bytes, start: -1, length: -1, window: Self.ours))
        expectEqual(event?.text, String(repeating: "x", count: 40) + "\u{FFFD}A")
        expectTrue(event?.selectedRange == 42..<42)
    }

    /// The text SDL allocated is freed by the translation, once, for another window's event
    /// too.
    func testALongCompositionsTextIsFreed() {
        let ours = SDLEvents.editingExt(String(repeating: "ab", count: 30), start: 0, length: 0, window: Self.ours)
        let theirs = SDLEvents.editingExt(String(repeating: "cd", count: 30), start: 0, length: 0, window: Self.theirs)
        let freed = FreedTexts()
        var translator = SDLEventTranslatorTests.translator()
        translator.releaseText = { pointer in
            freed.append(pointer)
            SDL_free(pointer)
        }
        let oursText = ours.editExt.text
        let theirsText = theirs.editExt.text
        guard case .composition(let composition)? = translator.translate(ours) else {
            recordIssue("no composition")
            return
        }
        expectEqual(composition.text, String(repeating: "ab", count: 30))
        expectNil(translator.translate(theirs))
        expectEqual(freed.pointers, [oursText, theirsText])
    }
}

/// The pointers a test's translator freed, in order.
final class FreedTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var freed: [UnsafeMutablePointer<CChar>?] = []

    func append(_ pointer: UnsafeMutablePointer<CChar>?) {
        lock.lock()
        freed.append(pointer)
        lock.unlock()
    }

    var pointers: [UnsafeMutablePointer<CChar>?] {
        lock.lock()
        defer { lock.unlock() }
        return freed
    }
}

/// The loop hands typed text and compositions to `onInput` in SDL's order, among the keys.
@MainActor
struct TextThroughTheFrameLoopTests {
    func testTypedTextAndCompositionsReachOnInputInOrder() throws {
        let loop = try FrameLoopTests.loop(FakeSource(framesWanted: 1))
        let ours = loop.window.windowID
        let long = String(repeating: "語", count: 12)
        SDLEvents.enqueue([
            SDLEvents.key(true, SDLK_a, window: ours, timestamp: 10),
            SDLEvents.text("a", window: ours, timestamp: 10),
            SDLEvents.editing("に", start: 1, length: 0, window: ours, timestamp: 20),
            SDLEvents.editingExt(long, start: 0, length: 12, window: ours, timestamp: 30),
            SDLEvents.editing("", start: 0, length: 0, window: ours, timestamp: 40),
            SDLEvents.text("x", window: ours + 1, timestamp: 41),
            SDLEvents.text("日本", window: ours, timestamp: 50),
        ])
        var inputs: [InputEvent] = []
        loop.onInput = { inputs.append($0) }
        try loop.runHeadless(maxFrames: 2)
        expectEqual(
            inputs,
            [
                .key(KeyEvent(phase: .down, key: .character("a"), timestamp: 0.01)),
                .text(TextInputEvent(text: "a", timestamp: 0.01)),
                .composition(TextCompositionEvent(text: "に", selectedRange: 1..<1, timestamp: 0.02)),
                .composition(TextCompositionEvent(text: long, selectedRange: 0..<12, timestamp: 0.03)),
                .composition(TextCompositionEvent(text: "", selectedRange: 0..<0, timestamp: 0.04)),
                .text(TextInputEvent(text: "日本", timestamp: 0.05)),
            ])
    }
}

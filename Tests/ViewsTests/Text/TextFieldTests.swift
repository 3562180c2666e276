import Foundation
import Geometry
import Layers
import SegueTestSupport

@testable import Views

/// `TextField` editing as a desktop user does it, through `Window.handle`
/// (TextEditing.md): typed text and compositions, keys, the mouse, the clipboard and primary selection,
/// undo, the delegate, the clear button, secure entry, the caret's blink, Return.
@MainActor
struct TextFieldTests {
    let s = TextFieldStage()

    func editingField(_ text: String = "") -> TextField {
        let field = s.field("f")
        field.text = text
        field.becomeFirstResponder()
        return field
    }

    func selection(_ field: TextField) -> [Int] {
        [field.selectedRange.location, field.selectedRange.location + field.selectedRange.length]
    }

    // MARK: - Typing

    func testTypedTextGoesInAtTheCaretAndKeyCodesTypeNothing() {
        let field = editingField()
        let events = EditingEventLog(field)
        s.key(.character("g"), .shift)
        expectEqual(field.text, "", "a key code types nothing: the layout's text comes as typed text")
        s.type("Grüße, ")
        s.type("世界 👋")
        expectEqual(field.text, "Grüße, 世界 👋")
        expectEqual(events.events, ["changed", "changed"])
        s.key(.left)
        s.key(.left)
        s.type("!")
        expectEqual(field.text, "Grüße, 世界! 👋")
    }

    func testArrowsHomeEndAndWordsMoveAndShiftSelects() {
        let field = editingField("one two three")
        expectEqual(selection(field), [13, 13])
        s.key(.left, .control)
        expectEqual(selection(field), [8, 8])
        s.key(.left, [.control, .shift])
        expectEqual(selection(field), [4, 8])
        s.key(.home, .shift)
        expectEqual(selection(field), [0, 8])
        s.key(.right)
        expectEqual(selection(field), [8, 8], "Right collapses a selection to its end")
        s.key(.end)
        expectEqual(selection(field), [13, 13])
        s.key(.home)
        s.key(.right, .control)
        expectEqual(selection(field), [3, 3])
    }

    func testBackspaceAndDeleteByCharacterAndByWord() {
        let field = editingField("one two three")
        s.key(.backspace)
        expectEqual(field.text, "one two thre")
        s.key(.backspace, .control)
        expectEqual(field.text, "one two ")
        s.key(.home)
        s.key(.delete)
        expectEqual(field.text, "ne two ")
        s.key(.delete, .control)
        expectEqual(field.text, " two ")
        s.key(.home)
        s.key(.backspace)
        expectEqual(field.text, " two ", "nothing before the start")
    }

    func testACompositionShowsMarkedAndIsCommittedOrCancelled() {
        let field = editingField("a")
        s.compose("k")
        s.compose("か")
        expectEqual(field.text, "aか")
        expectTrue(field.markedTextRange == 1..<2)
        s.type("課")
        expectEqual(field.text, "a課")
        expectNil(field.markedTextRange)
        s.compose("x")
        s.compose("")
        expectEqual(field.text, "a課", "cancelled: as before it began")
        expectNil(field.markedTextRange)
    }

    // MARK: - The delegate

    func testADelegateThatRefusesEveryChangeLeavesTheTextUntouched() {
        let field = editingField("keep")
        let delegate = RecordingFieldDelegate()
        delegate.allowsChange = false
        field.delegate = delegate
        s.service.clipboardText = "pasted"
        s.type("x")
        s.key(.backspace)
        s.key(.delete, .control)
        s.key(.character("a"), .control)
        s.key(.character("x"), .control)
        s.key(.character("v"), .control)
        s.compose("か")
        s.type("か")
        s.middleClick(s.point(in: field, afterCharacters: 1))
        expectEqual(field.text, "keep")
        expectNil(field.markedTextRange)
        expectEqual(delegate.log.first, "change 4,0 \"x\"")
        expectTrue(delegate.log.contains("change 0,4 \"pasted\""))
        expectEqual(s.service.clipboardText, "pasted", "a refused cut copies nothing")
    }

    func testTheDelegateSeesEachChangeAsUIKitDescribesIt() {
        let field = editingField("abc")
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        s.key(.backspace)
        s.key(.home)
        s.type("é")
        expectEqual(delegate.log, ["change 2,1 \"\"", "change 0,0 \"é\""])
        expectEqual(field.text, "éab")
    }

    // MARK: - Clear button, secure entry, Return

    func testTheClearButtonClearsWhenTheDelegateAgrees() {
        let field = s.field("f")
        field.text = "some text"
        field.clearButtonMode = .always
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        s.frame()
        expectTrue(field.isClearButtonShown)
        let button = field.convert(
            Point(x: field.clearButtonRect.midX, y: field.clearButtonRect.midY), to: nil)
        delegate.allowsClear = false
        s.click(button)
        expectEqual(field.text, "some text")
        delegate.allowsClear = true
        s.click(button)
        expectEqual(field.text, "")
        expectTrue(field.isEditing)
        expectEqual(delegate.log.filter { $0 == "shouldClear" }.count, 2)
        expectFalse(field.isClearButtonShown, "no clear button over an empty field")
    }

    func testTheClearButtonModes() {
        let field = s.field("f")
        field.text = "x"
        field.clearButtonMode = .whileEditing
        expectFalse(field.isClearButtonShown)
        field.becomeFirstResponder()
        expectTrue(field.isClearButtonShown)
        field.clearButtonMode = .unlessEditing
        expectFalse(field.isClearButtonShown)
        field.clearButtonMode = .never
        expectFalse(field.isClearButtonShown)
    }

    func testSecureEntryShowsBulletsAndCannotBeCopiedOrCut() {
        let field = editingField()
        field.isSecureTextEntry = true
        s.type("pässwörd")
        s.service.clipboardText = "before"
        s.key(.character("a"), .control)
        s.key(.character("c"), .control)
        s.key(.character("x"), .control)
        expectEqual(s.service.clipboardText, "before")
        expectNil(s.service.primarySelectionText)
        expectEqual(field.text, "pässwörd")
        s.frame()
        let texts = s.renderer.lastFrameTexts
        expectTrue(texts.contains("••••••••"))
        expectFalse(texts.contains { $0.contains("p") })
    }

    func testReturnAsksTheDelegateAndSendsEditingDidEndOnExit() {
        let field = editingField("go")
        let events = EditingEventLog(field)
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        s.key(.enter)
        expectEqual(delegate.log, ["shouldReturn"])
        expectEqual(events.events, ["exit"])
        expectTrue(field.isEditing, "the field edits on until told otherwise")
        delegate.returns = false
        s.key(.enter)
        expectEqual(events.events, ["exit"])
        // An action that ends editing on Return, as apps do.
        field.addAction(for: .editingDidEndOnExit) { [weak field] in field?.resignFirstResponder() }
        delegate.returns = true
        s.key(.enter)
        expectFalse(field.isEditing)
        expectEqual(field.text, "go")
    }

    // MARK: - Undo

    func testUndoAndRedoWalkTypingRuns() {
        let field = editingField()
        s.type("a")
        s.type("b")
        s.type("c")
        s.key(.left)
        s.type("X")
        expectEqual(field.text, "abXc")
        s.key(.character("z"), .control)
        expectEqual(field.text, "abc")
        s.key(.character("z"), .control)
        expectEqual(field.text, "")
        s.key(.character("z"), [.control, .shift])
        expectEqual(field.text, "abc")
        s.key(.character("y"), .control)
        expectEqual(field.text, "abXc")
        expectFalse(field.undoManager.canRedo)
    }

    // MARK: - Clipboard and primary selection

    func testCopyCutAndPasteGoThroughTheClipboard() {
        let field = editingField("hello world")
        let events = EditingEventLog(field)
        s.key(.left, [.control, .shift])
        s.key(.character("c"), .control)
        expectEqual(s.service.clipboardText, "world")
        s.key(.character("x"), .control)
        expectEqual(field.text, "hello ")
        s.key(.home)
        s.key(.character("v"), .control)
        expectEqual(field.text, "worldhello ")
        s.service.clipboardText = "two\nlines"
        s.key(.character("v"), .control)
        expectEqual(field.text, "worldtwo lineshello ", "one line: line breaks paste as spaces")
        expectEqual(events.events, ["changed", "changed", "changed"])
    }

    func testEveryKindOfLineBreakPastesAsOneSpace() {
        let field = editingField("")
        // LF, CR, CR LF (one space), vertical tab, form feed, NEL, line and paragraph separators,
        // each alone in what is pasted.
        for lineBreak in ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
            field.text = ""
            s.service.clipboardText = "a\(lineBreak)b"
            s.key(.character("v"), .control)
            expectEqual(field.text, "a b", "\(lineBreak.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // Characters whose UTF-8 ends in a byte a line break's does (U+00A8, U+0145, U+20A9,
        // U+2128) are kept.
        field.text = ""
        s.service.clipboardText = "\u{A8}\u{145}\u{20A9}\u{2128}é"
        s.key(.character("v"), .control)
        expectEqual(field.text, "\u{A8}\u{145}\u{20A9}\u{2128}é")
    }

    func testASelectionGoesToThePrimarySelectionAndAMiddleClickPastesIt() {
        let field = editingField("copy me")
        s.key(.home)
        s.key(.right, [.control, .shift])
        expectEqual(s.service.primarySelectionText, "copy")
        s.key(.end)
        expectEqual(s.service.primarySelectionText, "copy", "a caret leaves it as it was")
        s.middleClick(s.point(in: field, afterCharacters: 4))
        expectEqual(field.text, "copycopy me")
        expectNil(s.service.clipboardText, "the clipboard is another thing")
    }

    func testAMiddleClickOnAFieldNotEditingStartsEditingAndPastes() {
        let field = s.field("f")
        s.service.primarySelectionText = "hi"
        s.middleClick(s.point(in: field, afterCharacters: 0))
        expectTrue(field.isEditing)
        expectEqual(field.text, "hi")
    }

    func testATenMegabytePasteWorks() {
        let field = editingField("<>")
        s.key(.left)
        let big = String(repeating: "0123456789", count: 1_000_000)
        s.service.clipboardText = big
        s.key(.character("v"), .control)
        s.frame()
        expectEqual(field.text?.utf16.count, 10_000_002)
        expectEqual(selection(field), [10_000_001, 10_000_001])
        // What is drawn is a few thousand characters around the caret, not ten million.
        let drawn = s.renderer.lastFrameTexts.map(\.count).max() ?? 0
        expectTrue(drawn > 100 && drawn < 5000)
        s.key(.home)
        s.type("a")
        s.frame()
        expectEqual(field.text?.hasPrefix("a<0123"), true)
    }

    func testTypingIntoALongTextMovesTheCaretAsInAShortOne() throws {
        // Only a part around the caret is laid out: typing must not shift what shows.
        let field = editingField(String(repeating: "m", count: 6000))
        field.selectedRange = NSRange(location: 3000, length: 0)
        for _ in 0..<10 { s.key(.left) }
        s.frame()
        let caret = try require(s.service.textInputRect)
        var xs: [Double] = []
        for _ in 0..<5 {
            s.type("m")
            s.frame()
            xs.append((s.service.textInputRect?.minX ?? 0) - caret.minX)
        }
        expectEqual(xs.map { $0.rounded() }, [9, 17, 26, 34, 43], "the caret advances a character a key")
        expectEqual(field.text?.count, 6005)
    }

    // MARK: - The mouse

    func testAClickPlacesTheCaretADragSelectsDoubleAWordTripleAll() {
        let field = editingField("alpha beta gamma")
        s.click(s.point(in: field, afterCharacters: 3))
        expectEqual(selection(field), [3, 3])
        s.drag(from: s.point(in: field, afterCharacters: 1), to: s.point(in: field, afterCharacters: 8))
        expectEqual(selection(field), [1, 8])
        expectEqual(s.service.primarySelectionText, "lpha be")
        let inBeta = s.point(in: field, afterCharacters: 7)
        s.click(inBeta)
        s.click(inBeta, after: 0.2)
        expectEqual(selection(field), [6, 10])
        s.click(inBeta, after: 0.2)
        expectEqual(selection(field), [0, 16])
        s.click(inBeta, after: 0.2)
        expectEqual(selection(field), [7, 7], "a fourth click starts again")
        s.click(inBeta, after: 1)
        s.click(s.point(in: field, afterCharacters: 13), after: 0.2)
        expectEqual(selection(field), [13, 13], "two clicks apart are two single clicks")
    }

    func testTextWiderThanTheFieldScrollsToKeepTheCaretInView() throws {
        let field = editingField()
        // 30 characters are 255 points; the text area is 186.
        s.type(String(repeating: "m", count: 30))
        s.frame()
        expectGreater(field.scrollOffset, 0)
        let caret = try require(s.service.textInputRect)
        let area = field.convert(field.textRect, to: nil)
        expectTrue(caret.maxX <= area.maxX + 0.5 && caret.minX >= area.minX)
        s.key(.home)
        s.frame()
        expectEqual(field.scrollOffset, 0)
        // A drag past the left edge scrolls, a character per move.
        s.key(.end)
        let before = field.scrollOffset
        s.drag(from: s.point(in: field, afterCharacters: 10), to: Point(x: 0, y: 37))
        expectLess(field.scrollOffset, before)
    }

    func testADragHeldPastTheEdgeKeepsSelectingOnTheClock() {
        let field = editingField(String(repeating: "m", count: 60))
        s.frame()
        let scrolled = field.scrollOffset
        expectGreater(scrolled, 300)
        // Press inside, move out past the left edge and hold there.
        let inside = s.point(in: field, afterCharacters: 10)
        let outside = Point(x: 5, y: inside.y)
        s.window.handle(.pointer(PointerEvent(phase: .down, location: inside, button: .left, timestamp: s.clock.now)))
        s.window.handle(.pointer(PointerEvent(phase: .move, location: outside, button: .left, timestamp: s.clock.now)))
        let afterMove = field.selectedRange.location
        s.run(for: 0.5)
        expectLess(field.selectedRange.location, afterMove - 5, "about a character every 0.05 s")
        expectLess(field.scrollOffset, scrolled)
        s.run(for: 5)
        expectEqual(field.selectedRange.location, 0)
        expectEqual(field.scrollOffset, 0)
        s.window.handle(.pointer(PointerEvent(phase: .up, location: outside, button: .left, timestamp: s.clock.now)))
        s.run(for: 0.1)
        let selected = field.selectedRange
        s.run(for: 0.5)
        expectEqual(field.selectedRange, selected, "released: it stops")
    }

    // MARK: - The caret

    func testTheCaretBlinksOnTheSceneClockAndStaysShownWhileTyping() {
        let field = editingField()
        s.frame()
        let caret = field.caretLayer
        expectFalse(caret.isHidden)
        s.run(for: 0.55)
        expectTrue(caret.isHidden)
        s.run(for: 0.5)
        expectFalse(caret.isHidden)
        s.run(for: 0.3)
        s.type("a")
        expectFalse(caret.isHidden)
        s.run(for: 0.4)
        expectFalse(caret.isHidden, "typing restarted the blink shown")
        s.run(for: 0.2)
        expectTrue(caret.isHidden)
        // After ten seconds without typing it stays shown and nothing runs.
        s.run(for: 10.5)
        expectFalse(caret.isHidden)
        expectTrue(s.scene.engine.isIdle)
        field.resignFirstResponder()
        expectTrue(caret.isHidden)
    }

    func testNoCaretOverASelectionAndNoneWhenNotEditing() {
        let field = editingField("abc")
        s.key(.character("a"), .control)
        expectTrue(field.caretLayer.isHidden)
        s.key(.right)
        expectFalse(field.caretLayer.isHidden)
        field.resignFirstResponder()
        expectTrue(field.caretLayer.isHidden)
    }

    // MARK: - Size

    func testIntrinsicContentSizeFitsTheTextOrPlaceholder() {
        let field = TextField()
        field.textMeasurer = FixedAdvanceTextMeasurer()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        // 4 × 8.5 + 2 × 7 padding + 2 caret; 34 high, as iOS's.
        expectEqual(field.intrinsicContentSize, Size(width: 50, height: 34))
        field.text = "Longer"
        expectEqual(field.intrinsicContentSize.width, 67)
    }
}

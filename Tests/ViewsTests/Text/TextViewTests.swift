import Foundation
import Geometry
import Layers
import SegueTestSupport

@testable import Views

/// `TextView`: multi-line editing, wrapping, Up/Down, the wheel, growing with its text, its
/// delegate, and typing into 10,000 lines laying out one paragraph (TextEditing.md).
/// A 200-point-wide view wraps at 190 points: 22 characters of 8.5 points.
@MainActor
struct TextViewTests {
    let s = TextFieldStage()

    func textView(_ text: String = "", frame: Rect = Rect(x: 20, y: 20, width: 200, height: 150)) -> TextView {
        let view = TextView(frame: frame)
        view.text = text
        s.window.addSubview(view)
        s.scene.layoutIfNeeded()
        return view
    }

    func caret(_ view: TextView) -> Int { view.selectedRange.location }

    /// The window point of the boundary after `characters` characters on visual line `line`.
    func point(_ view: TextView, line: Int, characters: Int) -> Point {
        view.convert(Point(x: 5 + Double(characters) * 8.5, y: 8 + (Double(line) + 0.5) * 21.25), to: nil)
    }

    func testReturnInsertsALineBreakAndUpDownKeepTheColumn() {
        let view = textView()
        expectTrue(view.becomeFirstResponder())
        s.type("first line")
        s.key(.enter)
        s.type("2nd")
        s.key(.enter)
        s.type("the third line")
        expectEqual(view.text, "first line\n2nd\nthe third line")
        s.key(.left)
        s.key(.left)
        s.key(.left)
        expectEqual(caret(view), 15 + 11)
        s.key(.up)
        expectEqual(caret(view), 14, "the short line's end")
        s.key(.up)
        expectEqual(caret(view), 10, "the column kept from where Up started")
        s.key(.down)
        s.key(.down)
        expectEqual(caret(view), 26)
        s.key(.home)
        expectEqual(caret(view), 15)
        s.key(.end, .control)
        expectEqual(caret(view), view.text.utf16.count)
        s.key(.up, .shift)
        expectEqual(view.selectedRange.length, 15)
    }

    func testTextWrapsAtTheWidthAndAClickFindsTheLine() {
        // 30 characters with a space after 20: "aaaa…a bbbbbbbbb".
        let view = textView(String(repeating: "a", count: 20) + " " + String(repeating: "b", count: 9))
        view.becomeFirstResponder()
        let twoLines: Double = 8 + 2 * 21.25 + 8
        expectEqual(view.contentSize.height, twoLines)
        s.click(point(view, line: 1, characters: 4))
        expectEqual(caret(view), 25)
        s.key(.up)
        expectEqual(caret(view), 4)
    }

    func testTheWheelScrollsTextTallerThanTheView() {
        let view = textView((1...40).map { "line \($0)" }.joined(separator: "\n"))
        expectGreater(view.contentSize.height, 150)
        let over = view.convert(Point(x: 50, y: 50), to: nil)
        s.window.handle(.wheel(WheelEvent(location: over, delta: Point(x: 0, y: -1), timestamp: 0)))
        expectEqual(view.contentOffset.y, 48)
        s.window.handle(.wheel(WheelEvent(location: over, delta: Point(x: 0, y: 100), timestamp: 0)))
        expectEqual(view.contentOffset.y, 0)
        s.window.handle(.wheel(WheelEvent(location: over, delta: Point(x: 0, y: -100), timestamp: 0)))
        expectEqual(view.contentOffset.y, view.contentSize.height - 150)
        // The caret's line scrolls into view.
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 0, length: 0)
        expectEqual(view.contentOffset.y, 0)
        let short = textView("short", frame: Rect(x: 250, y: 20, width: 100, height: 100))
        let overShort = short.convert(Point(x: 50, y: 50), to: nil)
        s.window.handle(.wheel(WheelEvent(location: overShort, delta: Point(x: 0, y: -1), timestamp: 0)))
        expectEqual(short.contentOffset.y, 0)
    }

    func testWithoutScrollingItGrowsWithItsText() {
        let view = textView("one")
        view.isScrollEnabled = false
        let oneLine: Double = 8 + 21.25 + 8
        let twoLines: Double = 8 + 2 * 21.25 + 8
        expectEqual(view.intrinsicContentSize.height, oneLine.rounded(.up))
        view.becomeFirstResponder()
        s.key(.enter)
        s.type("two")
        expectEqual(view.intrinsicContentSize.height, twoLines.rounded(.up))
        expectEqual(view.sizeThatFits(Size(width: 200, height: 0)).height, view.intrinsicContentSize.height)
        // Narrower, it wraps to more lines.
        expectGreater(view.sizeThatFits(Size(width: 30, height: 0)).height, view.intrinsicContentSize.height)
    }

    func testTabLeavesATextViewAndEscapeGoesUpTheChain() {
        let view = textView("x")
        let field = s.field("after", Rect(x: 20, y: 200, width: 200, height: 34))
        view.becomeFirstResponder()
        s.key(.tab)
        expectTrue(field.isEditing && !view.isEditing)
        expectEqual(view.text, "x")
    }

    func testTheDelegateIsAskedAndTold() {
        let view = textView("abc")
        let delegate = RecordingViewDelegate()
        view.delegate = delegate
        view.becomeFirstResponder()
        s.type("d")
        expectEqual(view.text, "abcd")
        delegate.allowsChange = false
        s.type("e")
        s.key(.backspace)
        s.key(.enter)
        expectEqual(view.text, "abcd")
        expectEqual(delegate.log.prefix(4), ["shouldBegin", "didBegin", "change 3,0 \"d\"", "didChange"])
        expectTrue(delegate.log.contains("change 3,1 \"\""))
        view.resignFirstResponder()
        expectEqual(delegate.log.suffix(2), ["shouldEnd", "didEnd"])
    }

    func testUndoRedoAndAClickedSelectionAcrossLines() {
        let view = textView("alpha\nbeta")
        view.becomeFirstResponder()
        s.type("!")
        s.key(.character("z"), .control)
        expectEqual(view.text, "alpha\nbeta")
        s.key(.character("y"), .control)
        expectEqual(view.text, "alpha\nbeta!")
        s.drag(from: point(view, line: 0, characters: 2), to: point(view, line: 1, characters: 2))
        expectEqual(view.selectedRange, NSRange(location: 2, length: 6))
        expectEqual(s.service.primarySelectionText, "pha\nbe")
    }

    func testTypingIntoTenThousandLinesWrapsOneParagraph() {
        let measurer = CountingMeasurer()
        let view = TextView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        view.textMeasurer = measurer
        view.text = (1...10_000).map { "Line number \($0) of a long text" }.joined(separator: "\n")
        s.window.addSubview(view)
        s.frame()
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 5000 * 30, length: 0)
        s.frame()
        let before = measurer.sizeCalls
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<20 {
                s.type("x")
                s.frame()
            }
        }
        let perKey = Double(measurer.sizeCalls - before) / 20
        // One paragraph wrapped, the caret's line measured, the lines in view drawn: not 10,000.
        expectLess(perKey, 60, "\(perKey) measurements per key")
        expectGreater(view.text.utf16.count, 300_000)
        // Generous for a debug build on a shared machine; the bench holds the 2 ms.
        expectLess(elapsed, .seconds(2), "\(elapsed) for 20 keys")
    }
}

/// A text view delegate that records what it is asked and answers as told.
@MainActor
final class RecordingViewDelegate: TextViewDelegate {
    var log: [String] = []
    var allowsChange = true

    func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
        log.append("shouldBegin")
        return true
    }
    func textViewDidBeginEditing(_ textView: TextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool {
        log.append("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: TextView) { log.append("didEnd") }
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("change \(range.location),\(range.length) \"\(text)\"")
        return allowsChange
    }
    func textViewDidChange(_ textView: TextView) { log.append("didChange") }
}

import Geometry
import Layers
import SegueTestSupport
import Views

/// Several lines: word wrapping, the line limit, the ellipsis on the last line, sizing and
/// drawing, with the fixed-advance measurer: at 17 points every character is 8.5 wide and a
/// line is 21.25 high, so a width of 100 holds 11 characters.
@MainActor
struct LabelWrappingTests {
    let t = TestWindow()
    let lineHeight = 21.25
    let text = "The quick brown fox jumps over the lazy dog"

    func label(_ text: String, width: Double = 100, height: Double = 200, lines: Int = 0) -> Label {
        let label = Label(frame: Rect(x: 20, y: 30, width: width, height: height), text: text)
        label.numberOfLines = lines
        t.window.addSubview(label)
        t.frame()
        return label
    }

    func testTextWrapsAtSpacesToTheWidth() throws {
        let label = label(text)
        // "The quick brown" is 15 characters, more than 11: the line breaks before "brown".
        expectEqual(label.displayedLines, ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
        expectFalse(label.isTruncated)
        expectEqual(label.displayedText, "The quick\nbrown fox\njumps over\nthe lazy\ndog")
        try expectEqual(require(t.renderer.lastFrame).texts.map(\.text), label.displayedLines)
    }

    func testOneLineStaysTheDefault() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 200), text: text)
        t.window.addSubview(label)
        expectEqual(label.numberOfLines, 1)
        // 11 places: "The quick " and "…", the space dropped.
        expectEqual(label.displayedLines, ["The quick…"])
    }

    func testAWordWiderThanTheLineBreaksBetweenCharacters() {
        let label = label("a supercalifragilistic word")
        // 20 letters: 11, then 9; "a" alone before it, "word" after.
        expectEqual(label.displayedLines, ["a", "supercalifr", "agilistic", "word"])
        // Too narrow for any character: one a line, never none (wrapping ends).
        let narrow = self.label("abc", width: 4)
        expectEqual(narrow.displayedLines, ["a", "b", "c"])
    }

    func testNewlinesStartNewLinesAndEmptyParagraphsStay() {
        let label = label("One\n\nTwo three four five")
        expectEqual(label.displayedLines, ["One", "", "Two three", "four five"])
    }

    func testTheLineLimitEndsTheLastLineInAnEllipsis() {
        let label = label(text, lines: 2)
        // The second line takes the rest: "brown fox jumps…", cut to 10 characters and "…",
        // the space before the cut dropped.
        expectEqual(label.displayedLines, ["The quick", "brown fox…"])
        expectTrue(label.isTruncated)
        let three = self.label(text, lines: 3)
        expectEqual(three.displayedLines, ["The quick", "brown fox", "jumps over…"])
    }

    func testAnEllipsisStandsForHiddenParagraphsToo() {
        // "Short" fits whole, but a paragraph follows that is not shown.
        let label = label("First\nShort\nHidden", lines: 2)
        expectEqual(label.displayedLines, ["First", "Short…"])
        expectTrue(label.isTruncated)
    }

    func testClipModeStopsWithoutAnEllipsis() {
        let label = label(text, lines: 2)
        label.lineBreakMode = .clip
        t.frame()
        expectEqual(label.displayedLines, ["The quick", "brown fox"])
        expectTrue(label.isTruncated)
    }

    func testTheBoundsHeightLimitsTheLinesToo() {
        // 50 points hold two lines of 21.25.
        let label = label(text, height: 50)
        expectEqual(label.displayedLines, ["The quick", "brown fox…"])
        // Taller, on the next frame: more lines, and all of them once they fit.
        label.frame.size.height = 5 * lineHeight
        t.frame()
        expectEqual(label.displayedLines, ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
        // Lower than a line: still one.
        label.frame.size.height = 10
        t.frame()
        expectEqual(label.displayedLines, ["The quick…"])
    }

    func testSizeThatFitsWrapsAtTheProposedWidth() {
        let label = Label(text: text)
        label.numberOfLines = 0
        t.window.addSubview(label)
        // Five lines, the widest "jumps over" (10 × 8.5 = 85); 5 × 21.25 = 106.25 → 107.
        expectEqual(label.sizeThatFits(Size(width: 100, height: 10)), Size(width: 85, height: 107))
        // No width to wrap at: one line per paragraph (43 × 8.5 = 365.5 → 366).
        expectEqual(label.sizeThatFits(Size(width: 0, height: 0)), Size(width: 366, height: 22))
        expectEqual(label.sizeThatFits(Size(width: .infinity, height: 0)), Size(width: 366, height: 22))
        // The limit caps the height: two lines.
        label.numberOfLines = 2
        expectEqual(label.sizeThatFits(Size(width: 100, height: 0)), Size(width: 77, height: 43))
    }

    func testALabelSizedToFitShowsEveryLine() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 0), text: text)
        label.numberOfLines = 0
        t.window.addSubview(label)
        expectEqual(label.intrinsicContentSize, Size(width: 85, height: 107))
        label.frame.size.height = label.sizeThatFits(Size(width: 100, height: 0)).height
        t.frame()
        expectEqual(label.displayedLines.count, 5)
        expectFalse(label.isTruncated)
    }

    func testLinesAreDrawnOneUnderAnotherCentredTogether() throws {
        let label = label("The quick brown fox", height: 100)
        expectEqual(label.displayedLines, ["The quick", "brown fox"])
        let texts = try require(t.renderer.lastFrame).texts
        expectEqual(texts.map(\.text), ["The quick", "brown fox"])
        // Two lines (42.5) centred in 100: the first at 30 + 28.75, one line high, full width.
        expectTrue(close(texts[0].quad.surfaceBounds, Rect(x: 20, y: 58.75, width: 100, height: lineHeight)))
        expectTrue(close(texts[1].quad.surfaceBounds, Rect(x: 20, y: 80, width: 100, height: lineHeight)))
    }

    func testChangingTheLinesOrTheWidthWrapsAgainAndAsksForLayout() {
        let parent = LayoutCountingView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        t.window.addSubview(parent)
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 200), text: text)
        parent.addSubview(label)
        t.frame()
        expectEqual(label.displayedLines, ["The quick…"])
        let layouts = parent.layouts
        label.numberOfLines = 0
        t.frame()
        // The parent may size its labels by their lines: it lays out again.
        expectEqual(parent.layouts, layouts + 1)
        expectEqual(label.displayedLines.count, 5)
        label.frame.size.width = 200  // 23 characters a line
        t.frame()
        expectEqual(label.displayedLines, ["The quick brown fox", "jumps over the lazy dog"])
    }

    func testFramesMeasureNothingUntilSomethingChanges() {
        let measurer = CountingMeasurer()
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 200), text: text)
        label.numberOfLines = 0
        label.textMeasurer = measurer
        t.window.addSubview(label)
        let other = addView("other", Rect(x: 0, y: 300, width: 10, height: 10), to: t.window, color: .red)
        t.frame()
        let afterFirst = (measurer.sizeCalls, measurer.lineHeightCalls)
        for i in 0..<3 {
            other.backgroundColor = i % 2 == 0 ? .blue : .red
            expectTrue(t.frame())
        }
        // The label itself redrawn (a new colour), not measured: neither sizes nor line heights.
        label.textColor = .red
        expectTrue(t.frame())
        expectEqual(measurer.sizeCalls, afterFirst.0)
        expectEqual(measurer.lineHeightCalls, afterFirst.1)
        _ = label.sizeThatFits(Size(width: 100, height: 0))
        let afterFit = measurer.sizeCalls
        _ = label.sizeThatFits(Size(width: 100, height: 0))
        expectEqual(measurer.sizeCalls, afterFit)
    }
}

/// Counts its layout passes.
@MainActor
private final class LayoutCountingView: View {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

import Geometry
import Layers
import SegueTestSupport
import Views

/// Truncation, measuring, drawing and sizing of a one-line label, with the fixed-advance
/// measurer: at 17 points every character is 8.5 wide and a line is 21.25 high.
@MainActor
struct LabelTests {
    let t = TestWindow()
    let charWidth = 0.5 * 17.0

    func label(_ text: String, width: Double) -> Label {
        let label = Label(frame: Rect(x: 20, y: 30, width: width, height: 30), text: text)
        t.window.addSubview(label)
        t.frame()
        return label
    }

    /// What tail truncation should give in `width`: the most characters that fit with "…",
    /// trailing spaces dropped.
    func expectedTruncation(_ text: String, width: Double) -> String {
        if Double(text.count) * charWidth <= width { return text }
        let kept = Int((width / charWidth).rounded(.down)) - 1  // one place for "…"
        var prefix = String(text.prefix(kept))
        while prefix.last == " " { prefix.removeLast() }
        return prefix + "…"
    }

    func testALineTooWideEndsInAnEllipsis() throws {
        // 60 / 8.5 = 7.06: seven places, six characters and "…": "Hello " + "…", space dropped.
        expectEqual(expectedTruncation("Hello world", width: 60), "Hello…")
        let label = label("Hello world", width: 60)
        expectEqual(label.displayedText, "Hello…")
        expectTrue(label.isTruncated)
        let texts = try require(t.renderer.lastFrame).texts
        expectEqual(texts.map(\.text), ["Hello…"])
    }

    func testTruncationAtExactWidths() {
        let text = "Hello world"  // 11 × 8.5 = 93.5 wide
        for width in [93.5, 93.4, 85, 84.9, 17, 16.9, 8.5] {
            let label = label(text, width: width)
            expectEqual(label.displayedText, expectedTruncation(text, width: width), "width \(width)")
        }
        expectEqual(label(text, width: 93.5).displayedText, text)
        expectEqual(label(text, width: 93.4).displayedText, "Hello wor…")
        expectEqual(label(text, width: 8.5).displayedText, "…")
    }

    func testNothingShowsWhenNotEvenTheEllipsisFits() throws {
        let label = label("Hello", width: 8)
        expectEqual(label.displayedText, "")
        try expectEmpty(require(t.renderer.lastFrame).texts)
    }

    func testALineThatFitsIsLeftWhole() throws {
        let label = label("Hello", width: 42.5)
        expectEqual(label.displayedText, "Hello")
        expectFalse(label.isTruncated)
        try expectEqual(require(t.renderer.lastFrame).texts.map(\.text), ["Hello"])
    }

    func testClipModeNeverShortens() {
        let label = label("Hello world", width: 60)
        label.lineBreakMode = .clip
        t.frame()
        expectEqual(label.displayedText, "Hello world")
        expectEqual(t.renderer.lastFrame?.texts.map(\.text), ["Hello world"])
    }

    func testAWidthChangeTruncatesAgainOnTheNextFrame() {
        let label = label("Hello world", width: 60)
        label.frame.size.width = 200
        t.frame()
        expectEqual(t.renderer.lastFrame?.texts.map(\.text), ["Hello world"])
        label.frame.size.width = 30  // 3 places: "He…"
        t.frame()
        expectEqual(t.renderer.lastFrame?.texts.map(\.text), ["He…"])
    }

    func testATextOrFontChangeTruncatesAgain() {
        let label = label("Hello world", width: 60)
        label.text = "Goodbye, world"
        t.frame()
        expectEqual(t.renderer.lastFrame?.texts.map(\.text), ["Goodby…"])
        label.font = .system(size: 10)  // 5 a character: 12 places, 11 characters + "…"
        t.frame()
        expectEqual(t.renderer.lastFrame?.texts.map(\.text), ["Goodbye, wo…"])
    }

    func testFramesMeasureNothingUntilSomethingChanges() {
        let measurer = CountingMeasurer()
        let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 30), text: "Hello world")
        label.textMeasurer = measurer
        t.window.addSubview(label)
        let other = addView("other", Rect(x: 0, y: 100, width: 10, height: 10), to: t.window, color: .red)
        t.frame()
        let afterFirst = measurer.sizeCalls
        expectGreater(afterFirst, 0)
        for i in 0..<5 {
            other.backgroundColor = i % 2 == 0 ? .blue : .red  // a new frame, the label unchanged
            expectTrue(t.frame())
        }
        expectEqual(measurer.sizeCalls, afterFirst)
        label.frame.size.width = 70
        t.frame()
        expectGreater(measurer.sizeCalls, afterFirst)
    }

    func testLeavingAndComingBackToTheSameWindowMeasuresNothing() {
        let measurer = CountingMeasurer()
        let w = TestWindow(measurer: measurer)
        let page = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 30), text: "Hello world")
        page.addSubview(label)
        w.window.addSubview(page)
        w.frame()
        let measured = measurer.sizeCalls
        expectTrue(measured > 0 && label.displayedText == "Hello…")
        page.removeFromSuperview()
        w.frame()
        w.window.addSubview(page)
        w.frame()
        expectEqual(measurer.sizeCalls, measured)
        expectEqual(label.displayedText, "Hello…")
    }

    func testAnExplicitMeasurerWorksOutsideAWindow() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 30), text: "Hello world")
        expectEqual(label.displayedText, "Hello world")  // nothing to measure with
        expectEqual(label.sizeThatFits(.zero), .zero)
        label.textMeasurer = FixedAdvanceTextMeasurer()
        expectEqual(label.displayedText, "Hello…")
    }

    func testMovingIntoAWindowMeasuresWithItsMeasurer() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 30), text: "Hello world")
        expectEqual(label.displayedText, "Hello world")
        t.window.addSubview(label)
        expectEqual(label.displayedText, "Hello…")
        // A window measuring with twice the advance fits half as much.
        let wide = TestWindow(measurer: FixedAdvanceTextMeasurer(advance: 1))
        wide.window.addSubview(label)
        expectEqual(label.displayedText, "He…")
    }

    func testSizeThatFitsIsTheWholeLineRoundedUp() {
        let label = Label(text: "Hello")
        t.window.addSubview(label)
        // 5 × 8.5 = 42.5 wide, 21.25 high.
        expectEqual(label.sizeThatFits(Size(width: 10, height: 10)), Size(width: 43, height: 22))
        label.sizeToFit()
        expectEqual(label.frame.size, Size(width: 43, height: 22))
        t.frame()
        expectEqual(label.displayedText, "Hello")
        label.text = ""
        expectEqual(label.sizeThatFits(.zero), .zero)
    }

    func testAlignmentFontAndColourReachTheDisplayList() throws {
        for alignment in [TextStyle.Alignment.left, .center, .right] {
            let t = TestWindow()
            let label = Label(frame: Rect(x: 20, y: 30, width: 200, height: 40), text: "Hi")
            label.textAlignment = alignment
            label.textColor = .red
            label.font = .boldSystem(size: 20)
            t.window.addSubview(label)
            t.frame()
            let item = try require(t.renderer.lastFrame?.texts.first)
            // The line is placed in the label's box, by the alignment, centred vertically.
            expectEqual(item.quad.surfaceBounds, Rect(x: 20, y: 30, width: 200, height: 40))
            expectEqual(item.style, TextStyle(font: .boldSystem(size: 20), color: .red, alignment: alignment))
            expectEqual(item.opacity, 1)
        }
    }

    func testALabelTakesNoClicks() {
        addView("back", Rect(x: 0, y: 0, width: 300, height: 300), to: t.window)
        _ = label("Hello", width: 100)
        expectEqual(t.window.hitTest(Point(x: 30, y: 40))?.name, "back")
    }
}

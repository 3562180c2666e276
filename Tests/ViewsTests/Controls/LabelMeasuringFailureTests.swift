import Geometry
import Layers
import SegueTestSupport
import Testing
import Views

/// A label whose text cannot be measured (its font missing) never shows as a silently empty
/// label: the measurer's error fails the window's frames (`Scene.reportFailure`), one line or
/// several, sized by its text or given a frame, measured in a window or before it.
@MainActor
@Suite struct LabelMeasuringFailureTests {
    let measurer = FixedAdvanceTextMeasurer(missingFonts: ["Gone"])
    let missing = FixedAdvanceTextMeasurer.MissingFont(name: "Gone")

    func window() -> TestWindow { TestWindow(measurer: measurer) }

    /// Renders a frame and returns the error it failed with (nil when it drew).
    func frameError(_ t: TestWindow) -> FixedAdvanceTextMeasurer.MissingFont? {
        do {
            try t.scene.renderFrameIfNeeded(with: t.renderer)
            return nil
        } catch {
            return error as? FixedAdvanceTextMeasurer.MissingFont
        }
    }

    @Test func aLabelWithAFrameFailsTheFrameThatLaysItOut() {
        let t = window()
        t.window.addSubview(
            Label(frame: Rect(x: 0, y: 0, width: 200, height: 30), text: "Hello", font: Font(name: "Gone", size: 17)))
        #expect(frameError(t) == missing)
        // And every frame after it: nothing lays the label out again, so nothing would fix it.
        #expect(t.scene.needsFrame)
        #expect(frameError(t) == missing)
        #expect(t.renderer.frameCount == 0)
    }

    @Test func aLabelSizedByItsTextFailsTheFrame() {
        let t = window()
        let label = Label(text: "Hello", font: Font(name: "Gone", size: 17))
        t.window.addSubview(label)
        #expect(label.intrinsicContentSize == .zero)
        #expect(frameError(t) == missing)
    }

    @Test func aLabelOfSeveralLinesFailsTheFrame() {
        let t = window()
        let label = Label(frame: Rect(x: 0, y: 0, width: 80, height: 200), text: "one two three four")
        label.font = Font(name: "Gone", size: 17)
        label.numberOfLines = 0
        t.window.addSubview(label)
        #expect(frameError(t) == missing)
    }

    @Test func aLabelMeasuredBeforeItHasAWindowReportsWhenItGetsOne() {
        let t = TestWindow()  // this window's own measurer works
        let label = Label(text: "Hello", font: Font(name: "Gone", size: 17))
        label.textMeasurer = measurer
        #expect(label.intrinsicContentSize == .zero)
        #expect(t.scene.failure == nil)
        t.window.addSubview(label)
        #expect(frameError(t) == missing)
    }

    @Test func aFailureMeasuredAwayBeforeTheWindowIsNotReported() {
        let t = TestWindow()
        let label = Label(text: "Hello", font: Font(name: "Gone", size: 17))
        label.textMeasurer = measurer
        #expect(label.intrinsicContentSize == .zero)
        label.textMeasurer = FixedAdvanceTextMeasurer()  // one that has the font
        t.window.addSubview(label)
        #expect(frameError(t) == nil)
        #expect(t.scene.failure == nil)
    }

    @Test func labelsInFontsThatExistDrawAsBefore() throws {
        let t = window()
        t.window.addSubview(Label(frame: Rect(x: 0, y: 0, width: 200, height: 30), text: "Hello"))
        #expect(frameError(t) == nil)
        #expect(try #require(t.renderer.lastFrame).texts.map(\.text) == ["Hello"])
    }
}

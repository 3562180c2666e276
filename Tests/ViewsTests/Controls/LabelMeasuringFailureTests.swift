import Geometry
import Layers
import SegueTestSupport
import Views

/// A label whose text cannot be measured (its font missing) never shows as a silently empty
/// label: the measurer's error fails the window's frames (`Scene.reportFailure`), one line or
/// several, sized by its text or given a frame, measured in a window or before it.
@MainActor
struct LabelMeasuringFailureTests {
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

    func testALabelWithAFrameFailsTheFrameThatLaysItOut() {
        let t = window()
        t.window.addSubview(
            Label(frame: Rect(x: 0, y: 0, width: 200, height: 30), text: "Hello", font: Font(name: "Gone", size: 17)))
        expectEqual(frameError(t), missing)
        // And every frame after it: nothing lays the label out again, so nothing would fix it.
        expectTrue(t.scene.needsFrame)
        expectEqual(frameError(t), missing)
        expectEqual(t.renderer.frameCount, 0)
    }

    func testALabelSizedByItsTextFailsTheFrame() {
        let t = window()
        let label = Label(text: "Hello", font: Font(name: "Gone", size: 17))
        t.window.addSubview(label)
        expectEqual(label.intrinsicContentSize, .zero)
        expectEqual(frameError(t), missing)
    }

    func testALabelOfSeveralLinesFailsTheFrame() {
        let t = window()
        let label = Label(frame: Rect(x: 0, y: 0, width: 80, height: 200), text: "one two three four")
        label.font = Font(name: "Gone", size: 17)
        label.numberOfLines = 0
        t.window.addSubview(label)
        expectEqual(frameError(t), missing)
    }

    func testALabelMeasuredBeforeItHasAWindowReportsWhenItGetsOne() {
        let t = TestWindow()  // this window's own measurer works
        let label = Label(text: "Hello", font: Font(name: "Gone", size: 17))
        label.textMeasurer = measurer
        expectEqual(label.intrinsicContentSize, .zero)
        expectNil(t.scene.failure)
        t.window.addSubview(label)
        expectEqual(frameError(t), missing)
    }

    func testAFailureMeasuredAwayBeforeTheWindowIsNotReported() {
        let t = TestWindow()
        let label = Label(text: "Hello", font: Font(name: "Gone", size: 17))
        label.textMeasurer = measurer
        expectEqual(label.intrinsicContentSize, .zero)
        label.textMeasurer = FixedAdvanceTextMeasurer()  // one that has the font
        t.window.addSubview(label)
        expectNil(frameError(t))
        expectNil(t.scene.failure)
    }

    func testLabelsInFontsThatExistDrawAsBefore() throws {
        let t = window()
        t.window.addSubview(Label(frame: Rect(x: 0, y: 0, width: 200, height: 30), text: "Hello"))
        expectNil(frameError(t))
        try expectEqual(require(t.renderer.lastFrame).texts.map(\.text), ["Hello"])
    }
}

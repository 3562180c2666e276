import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// A bar whose title cannot be measured (its font missing) fails the window's frames with the
/// measurer's error (`Scene.reportFailure`) instead of laying the title out 0 points wide in
/// silence.
@MainActor
struct BarMeasuringFailureTests {
    func testATitleTheBarCannotMeasureFailsTheFrames() throws {
        let bold = Font.boldSystem(size: 17).name
        let scene = Scene(size: Size(width: 800, height: 600), clock: ManualClock())
        let window = Window(scene: scene, textMeasurer: FixedAdvanceTextMeasurer(missingFonts: [bold]))
        let page = ViewController(name: "A")
        page.title = "Inbox"
        let nav = NavigationController(rootViewController: page)
        window.setRootViewController(nav)
        // The title label measures with a measurer of its own that works: only the bar's own
        // measuring of the title (for its layout) meets the missing font.
        nav.page(for: page).navigationBar.titleLabel.textMeasurer = FixedAdvanceTextMeasurer()
        let renderer = RecordingRenderer()
        for _ in 0..<2 {
            expectThrows(FixedAdvanceTextMeasurer.MissingFont(name: bold)) {
                try scene.renderFrameIfNeeded(with: renderer)
            }
        }
        expectEqual(renderer.frameCount, 0)
    }
}

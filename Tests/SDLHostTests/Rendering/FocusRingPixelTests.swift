import Animation
import Geometry
import Layers
import SegueTestSupport
import Testing
import Views

@testable import SDLHost

/// The keyboard focus ring drawn by SDL through the whole stack (KeyboardFocus.md,
/// "Keyboard focus"): none until the keyboard moves focus, then a blue outline hugging the
/// focused button from outside; a click takes it away again, pixel for pixel.
@MainActor
@Suite struct FocusRingPixelTests {
    let window: Window
    let renderer: SDLRenderer
    let button = Button(frame: Rect(x: 50, y: 50, width: 160, height: 44), title: "Focus me")

    init() throws {
        renderer = try HostFixture.renderer(width: 300, height: 200)
        let scene = Scene(size: Size(width: 300, height: 200), clock: ManualClock(), background: .white)
        window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: try HostFixture.platform()))
        button.setBackgroundColor(Color(white: 0.94), for: .normal)
        button.layer.cornerRadius = 10
        window.addSubview(button)
    }

    func render() throws -> PixelBuffer {
        try window.scene.renderFrameIfNeeded(with: renderer)
        return try renderer.readPixels()
    }

    func key(_ key: Key) {
        window.handle(.key(KeyEvent(phase: .down, key: key, timestamp: 0)))
        window.handle(.key(KeyEvent(phase: .up, key: key, timestamp: 0)))
    }

    @Test func tabDrawsTheRingAroundTheButtonAndAClickTakesItAway() throws {
        let before = try render()
        // 2 points left of the button, at its middle: the page's white; inside it, its grey.
        expectPixel(before, 48, 72, white)
        expectPixel(before, 53, 72, RGBA(240, 240, 240))
        key(.tab)
        #expect(button.isFocused)
        let ringed = try render()
        // The ring's blue at 60% over white, all round the button (3 points wide, outside it).
        let blue = RGBA(
            Color.interpolate(from: .white, to: FocusRing.color.withAlpha(1), fraction: FocusRing.color.alpha))
        for (x, y) in [(48, 72), (130, 48), (130, 96), (212, 72)] {
            expectPixel(ringed, x, y, blue, tolerance: 3)
        }
        expectPixel(ringed, 53, 72, RGBA(240, 240, 240))
        expectPixel(ringed, 44, 72, white, tolerance: 0)
        // A click beside it: no ring, the frame as before.
        window.handle(
            .pointer(PointerEvent(phase: .down, location: Point(x: 250, y: 170), button: .left, timestamp: 0)))
        window.handle(.pointer(PointerEvent(phase: .up, location: Point(x: 250, y: 170), button: .left, timestamp: 0)))
        #expect(button.isFocused)
        let after = try render()
        #expect(ImageDifference(before, after, tolerance: 0).maxChannelDelta == 0)
    }
}

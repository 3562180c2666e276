import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import SDLHost

/// The keyboard focus ring drawn by SDL through the whole stack (KeyboardFocus.md,
/// "Keyboard focus"): none until the keyboard moves focus, then a blue outline hugging the
/// focused button from outside; a click takes it away again, pixel for pixel.
@MainActor
struct FocusRingPixelTests {
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

    func testTabDrawsTheRingAroundTheButtonAndAClickTakesItAway() throws {
        let before = try render()
        // 2 points left of the button, at its middle: the page's white; inside it, its grey.
        expectPixel(before, 48, 72, white)
        expectPixel(before, 53, 72, RGBA(240, 240, 240))
        key(.tab)
        expectTrue(button.isFocused)
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
        expectTrue(button.isFocused)
        let after = try render()
        expectEqual(ImageDifference(before, after, tolerance: 0).maxChannelDelta, 0)
    }

    /// A list's row gets the same rounded ring as every control, inset in the row (it was
    /// square and full-bleed on the row's edges): the ring's blue 3 to 6 points in from
    /// the row's sides, nothing on the edges themselves, and the corner left open (rounded).
    func testAListRowsRingIsRoundedAndInsetInTheRow() throws {
        button.removeFromSuperview()
        let list = ScrollList(frame: Rect(x: 0, y: 0, width: 300, height: 132), rows: [ListRow(title: "One")])
        list.backgroundColor = .white
        list.separatorColor = .white
        window.addSubview(list)
        // Laid out first: the list makes its rows' views in its layout.
        _ = try render()
        key(.tab)
        expectEqual(window.focusedView?.name, "row:0")
        let ringed = try render()
        let blue = RGBA(
            Color.interpolate(from: .white, to: FocusRing.color.withAlpha(1), fraction: FocusRing.color.alpha))
        // Row 0 spans 0...300 x 0...44; the ring is its rect 6 in, grown by 3: 3...297 x 3...41.
        for (x, y) in [(4, 22), (295, 22), (150, 4), (150, 39)] {
            expectPixel(ringed, x, y, blue, tolerance: 3)
        }
        for (x, y) in [(0, 22), (1, 22), (299, 22), (150, 0), (150, 1), (150, 43), (4, 4), (295, 39)] {
            expectPixel(ringed, x, y, white, tolerance: 3)
        }
    }
}

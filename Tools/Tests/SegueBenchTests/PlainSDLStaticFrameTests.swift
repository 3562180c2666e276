import Geometry
import Layers
import SDLHost

@testable import SegueBench

@MainActor
struct PlainSDLStaticFrameTests {
    /// The raw-SDL `static-1000` frame draws what `staticScene` lays out: a plain rect, a
    /// rounded rect in its tint with a grey border and cut corners, a dark line of text.
    func testFrameShowsRectsRoundedRectsAndText() throws {
        let window = try SDLWindow(
            platform: try BenchFixture.platform(), title: "plain", size: Size(width: 1280, height: 800),
            renderer: BenchFixture.rendererRequest, scale: 1)
        let frame = try PlainSDLStaticFrame(window: window, count: 1000)
        frame.draw()
        let pixels = try window.readPixels()
        // Cells are 32 x 32 points, drawn 30 x 30.
        let rect = Color(red: 0.3, green: 0.5, blue: 0.9).rgba8
        expectPixel(pixels, 15, 15, Int(rect.r), Int(rect.g), Int(rect.b))
        let rounded = Color(red: 0.9, green: 0.4 + 0.5 / 7, blue: 0.3).rgba8
        expectPixel(pixels, 47, 15, Int(rounded.r), Int(rounded.g), Int(rounded.b))
        expectPixel(pixels, 47, 0, 51, 51, 51, tolerance: 3)  // the border's top row
        expectGreater(pixels.color(x: 32, y: 0).rgba8.r, 200)  // the corner is cut
        let textCell = (64..<94).flatMap { x in (0..<30).map { y in pixels.color(x: x, y: y).rgba8.r } }
        expectLess(textCell.min()!, 100)  // glyphs
        expectGreater(textCell.filter { $0 > 250 }.count, textCell.count / 2)  // on the white background
    }
}

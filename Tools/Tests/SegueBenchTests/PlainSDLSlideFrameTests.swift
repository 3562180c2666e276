import Geometry
import Layers
import SDLHost

@testable import SegueBench

@MainActor
struct PlainSDLSlideFrameTests {
    func testLayoutFollowsTheDesignedPush() {
        let layout = PlainSDLSlideFrame.Layout(progress: 0.5, size: Size(width: 1280, height: 800), shadowWidth: 20)
        expectEqual(layout.pageAOffset, -192)
        expectEqual(layout.pageBOffset, 640)
        expectEqual(layout.dim, Rect(x: 0, y: 0, width: 640, height: 800))
        expectEqual(layout.dimAlpha, 0.05)
        expectEqual(layout.shadow, Rect(x: 620, y: 0, width: 20, height: 800))
    }

    func testFrameShowsDimmedPageAShadowAndPageB() throws {
        let window = try SDLWindow(
            platform: try BenchFixture.platform(), title: "plain", size: Size(width: 320, height: 200),
            renderer: BenchFixture.rendererRequest, scale: 1)
        let red = Image(pixels: PixelBuffer(width: 320, height: 200, color: .red))
        let blue = Image(pixels: PixelBuffer(width: 320, height: 200, color: .blue))
        let frame = try PlainSDLSlideFrame(window: window, pageA: red, pageB: blue, shadowWidth: 20, shadowOpacity: 0.5)
        frame.draw(progress: 0.5)
        let pixels = try window.readPixels()
        expectPixel(pixels, 20, 100, 242, 0, 0, tolerance: 3)  // red dimmed by 0.05
        expectPixel(pixels, 200, 100, 0, 0, 255)  // page B from x = 160
        expectLess(pixels.color(x: 158, y: 100).rgba8.r, 200)  // the shadow darkens A beside B
        expectGreater(pixels.color(x: 130, y: 100).rgba8.r, 235)  // ... but not far from it
        frame.draw(progress: 0)
        expectPixel(try window.readPixels(), 300, 100, 255, 0, 0)
    }
}

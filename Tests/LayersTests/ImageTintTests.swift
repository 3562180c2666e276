import Geometry

@testable import Layers

/// `Image.withTintColor`: the template rendering of bar images.
struct ImageTintTests {
    func testEveryPixelTakesTheColourAndKeepsItsAlpha() {
        // Black opaque, white half-transparent, red clear.
        let source = Image(
            pixels: PixelBuffer(width: 3, height: 1, bytes: [0, 0, 0, 255, 255, 255, 255, 128, 255, 0, 0, 0]),
            scale: 2)
        let tinted = source.withTintColor(Color(r8: 0, g8: 122, b8: 255))
        expectEqual(tinted.pixels.bytes, [0, 122, 255, 255, 0, 122, 255, 128, 0, 122, 255, 0])
        expectTrue(tinted.scale == 2 && tinted.size == source.size)
        // A translucent tint scales the coverage.
        let faint = source.withTintColor(Color(r8: 0, g8: 122, b8: 255, a8: 128))
        expectEqual(faint.pixels.bytes.enumerated().filter { $0.offset % 4 == 3 }.map(\.element), [128, 64, 0])
    }
}

import Geometry

extension Image {
    /// This image drawn as a template in `color` (UIKit's template rendering mode and
    /// `withTintColor`): its colours are dropped and its alpha channel kept as coverage, so
    /// every pixel is `color`, as opaque as the colour's alpha times the pixel's. A black
    /// glyph on a transparent ground becomes the same glyph in `color`. Same size and scale.
    ///
    /// Each call makes a new image (and so a new texture): keep the result while the image
    /// and the colour hold.
    public func withTintColor(_ color: Color) -> Image {
        let c = color.rgba8
        let alpha = Double(c.a)
        var bytes = pixels.bytes
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = c.r
            bytes[i + 1] = c.g
            bytes[i + 2] = c.b
            // Typed: the expression alone took the type checker a third of a second.
            let covered: Double = Double(bytes[i + 3]) * alpha / 255
            bytes[i + 3] = UInt8(covered.rounded())
        }
        return Image(pixels: PixelBuffer(width: pixels.width, height: pixels.height, bytes: bytes), scale: scale)
    }
}

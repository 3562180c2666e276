import Geometry

/// Decoded pixels that layers can show. An image is immutable and compared by identity, so a
/// renderer can keep one texture per image for as long as the image lives.
public final class Image: Sendable {
    /// The decoded pixels.
    public let pixels: PixelBuffer
    /// Pixels per point (2 for an "@2x" asset).
    public let scale: Double

    /// Wraps decoded pixels; `scale` is pixels per point (2 for an "@2x" asset).
    public init(pixels: PixelBuffer, scale: Double = 1) {
        self.pixels = pixels
        self.scale = scale
    }

    /// The size in points.
    public var size: Size {
        Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
    }
}

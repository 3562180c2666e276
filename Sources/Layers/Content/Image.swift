import Geometry

/// Decoded pixels that layers can show. An image is immutable and compared by identity, so a
/// renderer can keep one texture per image for as long as the image lives.
public final class Image: Sendable {
    public let pixels: PixelBuffer
    /// Pixels per point (2 for an "@2x" asset).
    public let scale: Double

    public init(pixels: PixelBuffer, scale: Double = 1) {
        self.pixels = pixels
        self.scale = scale
    }

    /// The size in points.
    public var size: Size {
        Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
    }
}

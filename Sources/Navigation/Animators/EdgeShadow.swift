import Geometry
import Layers
import Views

/// The soft shadow a moving page casts on the page under it: a strip beside its left edge,
/// a black ramp from clear to `opacity` (drawn as one small stretched image, so it costs a
/// thin blend instead of a page-sized blurred shadow).
@MainActor
@_spi(SegueTools) public final class EdgeShadow: View {
    // docs-number: slide: the edge shadow strip (points)
    /// The strip's width in points.
    package static let width = 20.0

    /// Creates a strip `height` points tall whose ramp reaches `opacity` at its right edge.
    package init(opacity: Double, height: Double) {
        super.init(frame: Rect(x: 0, y: 0, width: Self.width, height: height))
        name = "edgeShadow"
        isUserInteractionEnabled = false
        layer.contents = Self.ramp(pixels: Int(Self.width), opacity: opacity)
    }

    /// A black ramp, transparent at the left, `opacity` at the right, eased so it fades
    /// softly into the page under it.
    @_spi(SegueTools) public static func ramp(pixels: Int, opacity: Double) -> Image {
        var bytes = [UInt8](repeating: 0, count: pixels * 4)
        for x in 0..<pixels {
            let t = (Double(x) + 0.5) / Double(pixels)
            bytes[x * 4 + 3] = UInt8((min(max(opacity, 0), 1) * t * t * 255).rounded())
        }
        return Image(pixels: PixelBuffer(width: pixels, height: 1, bytes: bytes))
    }
}

import Geometry
import Layers

/// The back button's "‹": a stroked chevron with round ends, a small anti-aliased image in the
/// bar's tint (UIKit's back indicator); the stroke's coverage is worked out once, each tint only
/// colours it.
enum Chevron {
    // docs-number: back chevron box (points)
    /// The chevron's box in points.
    static let size = Size(width: 12, height: 20)
    // docs-number: back chevron stroke (points)
    /// The stroke's width in points.
    static let lineWidth = 2.5
    /// Pixels per point of the image (drawn at 2×, so it stays crisp when scaled).
    static let scale = 2

    /// The chevron in `color`: straight alpha, the colour's own alpha times the stroke's
    /// coverage of each pixel.
    static func image(color: Color) -> Image {
        let c = color.rgba8
        var bytes = [UInt8](repeating: 0, count: mask.width * mask.height * 4)
        for (pixel, coverage) in mask.covered {
            let i = pixel * 4
            bytes[i] = c.r
            bytes[i + 1] = c.g
            bytes[i + 2] = c.b
            bytes[i + 3] = UInt8((Double(c.a) * coverage).rounded())
        }
        return Image(pixels: PixelBuffer(width: mask.width, height: mask.height, bytes: bytes), scale: Double(scale))
    }

    /// The pixels the stroke covers, each with its coverage (0 < coverage <= 1).
    private struct Mask: Sendable {
        let width: Int
        let height: Int
        let covered: [(pixel: Int, coverage: Double)]
    }

    /// The stroke's coverage, worked out once: a tint only colours it. (Every back button draws
    /// its chevron; the distance field, per button, was 3% of the torture test's time.)
    private static let mask: Mask = {
        let s = Double(scale)
        let width = Int(size.width * s)
        let height = Int(size.height * s)
        let inset = lineWidth / 2 + 0.25
        // The tip on the left, the ends top right and bottom right (in pixels).
        let tip = Point(x: inset * s, y: size.height / 2 * s)
        let top = Point(x: (size.width - inset) * s, y: inset * s)
        let bottom = Point(x: (size.width - inset) * s, y: (size.height - inset) * s)
        let halfWidth = lineWidth / 2 * s
        var covered: [(pixel: Int, coverage: Double)] = []
        for y in 0..<height {
            for x in 0..<width {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let d = min(distance(p, tip, top), distance(p, tip, bottom))
                let coverage = min(max(halfWidth - d + 0.5, 0), 1)
                if coverage > 0 { covered.append((y * width + x, coverage)) }
            }
        }
        return Mask(width: width, height: height, covered: covered)
    }()

    /// The distance from `p` to the segment from `a` to `b`.
    private static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared, 0), 1) : 0
        let (ex, ey) = (p.x - (a.x + t * dx), p.y - (a.y + t * dy))
        return (ex * ex + ey * ey).squareRoot()
    }
}

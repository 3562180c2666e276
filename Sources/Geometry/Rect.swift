/// An origin and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner the size extends from (the top left when the size is positive).
    public var origin: Point
    /// The width and height; may be negative, as in Core Graphics (the min and max properties
    /// standardize).
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin's coordinates and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// `size.width`.
    public var width: Double { size.width }
    /// `size.height`.
    public var height: Double { size.height }
    /// The smallest x in the rectangle.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The smallest y in the rectangle.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest x: the right edge.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The largest y: the bottom edge.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// True when the width or height is zero or negative.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The four corners, clockwise from the top left.
    public var corners: [Point] {
        [
            Point(x: minX, y: minY), Point(x: maxX, y: minY),
            Point(x: maxX, y: maxY), Point(x: minX, y: maxY),
        ]
    }

    /// True when `p` is inside: the top and left edges count, the bottom and right do not.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The same rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (grown,
    /// for negative values).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle shrunk by each edge's inset (grown, for negative insets).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle that contains both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The axis-aligned bounding box of the transformed rectangle.
    public func applying(_ t: AffineTransform) -> Rect {
        let pts = corners.map { $0.applying(t) }
        let xs = pts.map(\.x)
        let ys = pts.map(\.y)
        let x0 = xs.min()!
        let y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// `(x, y, width, height)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension Rect: Interpolatable {
    /// Interpolates the origin and the size.
    public static func interpolate(from start: Rect, to end: Rect, fraction: Double) -> Rect {
        Rect(
            origin: start.origin.interpolated(to: end.origin, fraction: fraction),
            size: start.size.interpolated(to: end.size, fraction: fraction))
    }
}

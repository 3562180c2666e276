/// A location in points; y grows downwards, as in UIKit and SDL.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing rightwards.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The point moved by the transform `t` (`CGPoint.applying(_:)`).
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// The straight-line distance to `other`, in points.
    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }

    /// Adds two points as vectors.
    public static func + (l: Point, r: Point) -> Point { Point(x: l.x + r.x, y: l.y + r.y) }
    /// Subtracts `r` from `l` as vectors.
    public static func - (l: Point, r: Point) -> Point { Point(x: l.x - r.x, y: l.y - r.y) }
    /// Scales a point as a vector by `s`.
    public static func * (l: Point, s: Double) -> Point { Point(x: l.x * s, y: l.y * s) }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

extension Point: Interpolatable {
    /// Interpolates each coordinate.
    public static func interpolate(from start: Point, to end: Point, fraction: Double) -> Point {
        Point(
            x: Double.interpolate(from: start.x, to: end.x, fraction: fraction),
            y: Double.interpolate(from: start.y, to: end.y, fraction: fraction))
    }
}

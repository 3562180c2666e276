/// A location in points; y grows downwards, as in UIKit and SDL.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }

    public static func + (l: Point, r: Point) -> Point { Point(x: l.x + r.x, y: l.y + r.y) }
    public static func - (l: Point, r: Point) -> Point { Point(x: l.x - r.x, y: l.y - r.y) }
    public static func * (l: Point, s: Double) -> Point { Point(x: l.x * s, y: l.y * s) }

    public var description: String { "(\(x), \(y))" }
}

extension Point: Interpolatable {
    public static func interpolate(from start: Point, to end: Point, fraction: Double) -> Point {
        Point(
            x: Double.interpolate(from: start.x, to: end.x, fraction: fraction),
            y: Double.interpolate(from: start.y, to: end.y, fraction: fraction))
    }
}

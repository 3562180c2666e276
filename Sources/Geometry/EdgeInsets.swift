/// Distances inwards from each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    public static let zero = EdgeInsets()
}

extension EdgeInsets: Interpolatable {
    public static func interpolate(from s: EdgeInsets, to e: EdgeInsets, fraction f: Double) -> EdgeInsets {
        EdgeInsets(
            top: s.top.interpolated(to: e.top, fraction: f),
            left: s.left.interpolated(to: e.left, fraction: f),
            bottom: s.bottom.interpolated(to: e.bottom, fraction: f),
            right: s.right.interpolated(to: e.right, fraction: f))
    }
}

/// Distances inwards from each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: Double
    /// The inset from the left edge, in points.
    public var left: Double
    /// The inset from the bottom edge, in points.
    public var bottom: Double
    /// The inset from the right edge, in points.
    public var right: Double

    /// Creates insets; edges left out are 0 (`UIEdgeInsets(top:left:bottom:right:)`).
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four edges.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()
}

extension EdgeInsets: Interpolatable {
    /// Interpolates each edge's inset.
    public static func interpolate(from s: EdgeInsets, to e: EdgeInsets, fraction f: Double) -> EdgeInsets {
        EdgeInsets(
            top: s.top.interpolated(to: e.top, fraction: f),
            left: s.left.interpolated(to: e.left, fraction: f),
            bottom: s.bottom.interpolated(to: e.bottom, fraction: f),
            right: s.right.interpolated(to: e.right, fraction: f))
    }
}

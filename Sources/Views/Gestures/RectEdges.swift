/// Edges of a rectangle, as a set (UIKit's UIRectEdge): which window edges a
/// `ScreenEdgePanGestureRecognizer` starts from.
public struct RectEdges: OptionSet, Hashable, Sendable {
    /// The edges as bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = RectEdges(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdges(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdges(rawValue: 1 << 3)
    /// All four edges.
    public static let all: RectEdges = [.top, .left, .bottom, .right]
}

/// UIKit's `UIRectEdge`: the same set as `RectEdges`.
public typealias RectEdge = RectEdges

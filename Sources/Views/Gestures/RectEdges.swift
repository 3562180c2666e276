/// Edges of a rectangle, as a set (UIKit's UIRectEdge): which window edges a
/// `ScreenEdgePanGestureRecognizer` starts from.
public struct RectEdges: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = RectEdges(rawValue: 1 << 0)
    public static let left = RectEdges(rawValue: 1 << 1)
    public static let bottom = RectEdges(rawValue: 1 << 2)
    public static let right = RectEdges(rawValue: 1 << 3)
    public static let all: RectEdges = [.top, .left, .bottom, .right]
}

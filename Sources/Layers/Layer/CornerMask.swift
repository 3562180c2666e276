/// Which corners `cornerRadius` rounds (Core Animation's `CACornerMask`, UIKit's
/// `UIRectCorner`): a card flush with the window's bottom rounds only its top corners.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt8

    /// A mask from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The corner at the bounds' minimum x and y (`layerMinXMinYCorner`).
    public static let topLeft = CornerMask(rawValue: 1)
    /// The corner at the bounds' maximum x and minimum y (`layerMaxXMinYCorner`).
    public static let topRight = CornerMask(rawValue: 2)
    /// The corner at the bounds' minimum x and maximum y (`layerMinXMaxYCorner`).
    public static let bottomLeft = CornerMask(rawValue: 4)
    /// The corner at the bounds' maximum x and y (`layerMaxXMaxYCorner`).
    public static let bottomRight = CornerMask(rawValue: 8)
    /// The two top corners.
    public static let top: CornerMask = [.topLeft, .topRight]
    /// The two bottom corners.
    public static let bottom: CornerMask = [.bottomLeft, .bottomRight]
    /// Every corner: the default.
    public static let all: CornerMask = [.top, .bottom]

    /// Whether the corner nearest (`x`, `y`) in a `width` x `height` box is rounded: the
    /// quadrant the point lies in names the corner.
    public func rounds(x: Double, y: Double, width: Double, height: Double) -> Bool {
        let left = x < width / 2
        let up = y < height / 2
        return contains(up ? (left ? .topLeft : .topRight) : (left ? .bottomLeft : .bottomRight))
    }
}

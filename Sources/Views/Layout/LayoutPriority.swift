/// How strongly a view holds to a size (UIKit's `UILayoutPriority`): 1 to 1000, `required`
/// the strongest. A stack view's `.fill` stretches the view that hugs its content least and
/// squeezes the one that resists compression least (LayoutAsUIKit.md, "Stack views").
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value.
    public var rawValue: Float

    /// Creates a priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority of `rawValue` (`UILayoutPriority(_:)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: must hold.
    public static let required = LayoutPriority(1000)
    /// 750: a control's resistance to compression by default.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: how much a view hugs its content by default.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority of fitting a size.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether `lhs` is weaker than `rhs`.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` stronger (`.defaultLow + 1`).
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` weaker (`.required - 1`).
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

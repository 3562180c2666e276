import Geometry

/// Insets by reading direction (UIKit's `NSDirectionalEdgeInsets`): leading and trailing
/// instead of left and right. Segue lays out left to right only, so leading is left and
/// trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the leading (left) edge.
    public var leading: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the trailing (right) edge.
    public var trailing: Double

    /// Creates insets; every side 0 by default.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// The same insets left to right.
    init(_ insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// These insets as left and right ones (left to right).
    var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

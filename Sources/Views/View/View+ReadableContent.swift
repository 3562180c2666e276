import Geometry

/// Where text and controls read well on a wide window (UIKit's `readableContentGuide`): a
/// column at most `readableContentMaximumWidth` wide, centred, and never closer to the sides
/// than `readableContentMinimumMargin` (LayoutAsUIKit.md, "Readable width").
extension View {
    // docs-number: readable column: widest (points)
    /// The widest the readable column gets: UIKit's readable width for the default text size.
    nonisolated public static let readableContentMaximumWidth = 672.0
    // docs-number: readable column: least side margin (points)
    /// The least room the readable column keeps from each side (UIKit's default side margin).
    nonisolated public static let readableContentMinimumMargin = 16.0

    /// The readable column in `bounds`'s coordinates: as high as the bounds, at most
    /// `readableContentMaximumWidth` wide and at least `readableContentMinimumMargin` from each
    /// side, centred (its left edge on a whole point).
    public var readableContentFrame: Rect {
        Self.readableContentFrame(in: bounds)
    }

    /// The room left and right of the readable column (top and bottom are 0).
    public var readableContentMargins: EdgeInsets {
        let frame = readableContentFrame
        return EdgeInsets(top: 0, left: frame.minX - bounds.minX, bottom: 0, right: bounds.maxX - frame.maxX)
    }

    /// The readable column of a view whose bounds are `bounds`.
    nonisolated public static func readableContentFrame(in bounds: Rect) -> Rect {
        let width = max(0, min(readableContentMaximumWidth, bounds.width - 2 * readableContentMinimumMargin))
        let x = bounds.minX + ((bounds.width - width) / 2).rounded(.down)
        return Rect(x: x, y: bounds.minY, width: width, height: bounds.height)
    }
}

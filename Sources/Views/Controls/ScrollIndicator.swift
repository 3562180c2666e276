import Geometry

/// The thin bar at a `ScrollList`'s right edge that shows where the rows in view are (UIKit's
/// and libadwaita's overlay scroll indicator): `width` points wide, as long as the fraction of
/// the content in view (at least `minimumLength`), shown while the list scrolls and faded out
/// once it has been still a moment. It takes no input.
@MainActor
public final class ScrollIndicator: View {
    // docs-number: scroll indicator width (points)
    /// The bar's thickness in points.
    public static let width = 3.0
    // docs-number: scroll indicator shortest length (points)
    /// The shortest the bar gets while the content is within its ends.
    public static let minimumLength = 36.0
    // docs-number: scroll indicator inset from the list's edges (points)
    /// Points between the bar and the list's edges.
    public static let inset = 3.0

    /// A hidden (transparent) bar.
    init() {
        super.init()
        isUserInteractionEnabled = false
        name = "scroll-indicator"
        backgroundColor = Color(light: Color(white: 0, alpha: 0.35), dark: Color(white: 1, alpha: 0.35))
        layer.cornerRadius = Self.width / 2
        alpha = 0
    }

    /// The bar's frame in the list's (content) coordinates: `bounds` is the list's, `content`
    /// its content's height. Past an end the bar shortens by the stretch, as UIKit's does.
    static func frame(in bounds: Rect, contentHeight content: Double) -> Rect {
        let track = max(0, bounds.height - 2 * inset)
        let maximum = max(0, content - bounds.height)
        guard track > 0, maximum > 0 else { return .zero }
        let offset = bounds.minY
        let overscroll = offset < 0 ? -offset : max(0, offset - maximum)
        let proportional = track * bounds.height / content
        let length = min(track, max(width * 2, max(minimumLength, proportional) - overscroll))
        let progress = min(max(offset / maximum, 0), 1)
        return Rect(
            x: bounds.maxX - inset - width, y: offset + inset + progress * (track - length), width: width,
            height: length)
    }
}

import Geometry
import Layers
import Views

/// The large title under a bar's title row (UIKit's large title, LargeTitles.md): the
/// page's title in 34-point bold at the leading edge of an area 52 points high, shown when the
/// navigation controller's bar prefers large titles and the page's `largeTitleDisplayMode`
/// asks for one. The area folds away as the page's list scrolls (the title going up under the
/// bar, clipped at its edge, as the inline title fades in), grows while the list is pulled
/// down past its top (the title a little larger), and a push or pop turns the title into the
/// next page's back button (`LargeTitleTransition`).
@MainActor
public final class LargeTitleView: View {
    // docs-number: large title area at rest (points)
    /// The area's height when the list is at its top (iOS's 52 points).
    nonisolated public static let height = 52.0
    /// The title's left edge (iOS's leading margin).
    nonisolated public static let titleX = 16.0
    /// The title's font size (iOS's large title, bold).
    nonisolated public static let fontSize = 34.0
    /// The title's line box (iOS's 41 points for 34-point text)...
    nonisolated public static let lineHeight = 41.0
    /// ...whose bottom is this far above the area's bottom: the title's top 3 points under the
    /// bar at rest, its baseline about 16 points above the area's bottom, as iOS.
    nonisolated public static let bottomInset = 8.0
    /// The inline title starts to fade in when the area is this high (the large title's middle
    /// reaches the bar's edge)...
    nonisolated public static let inlineFadeStart = 28.0
    /// ...and is opaque from this height (the large title's line box has gone under the bar).
    nonisolated public static let inlineFadeEnd = 8.0
    /// The largest scale of a title pulled down past the list's top...
    nonisolated public static let maximumPullScale = 1.1
    /// ...reached when pulled this far.
    nonisolated public static let pullForMaximumScale = 100.0

    /// The title.
    public let titleLabel = Label(font: .boldSystem(size: LargeTitleView.fontSize))
    /// Whether the page shows a large title (set by its navigation controller).
    public internal(set) var isShown = false {
        didSet { isHidden = !isShown }
    }
    /// The layout of the bar for the page's list's offset now (set as the page lays out).
    package internal(set) var layout = CollapsingBarLayout(
        offset: 0, showsLargeTitle: true, hasSearchBar: false, searchBarSlides: false)
    {
        didSet { if layout != oldValue { setNeedsLayout() } }
    }
    /// How far a push or pop has turned the title into the back button of the page above, 0
    /// to 1 (`LargeTitleTransition`): 0 at rest.
    package internal(set) var handOff = 0.0

    /// The area's height as laid out (0 when the page shows no large title).
    public var shownHeight: Double { isShown ? max(0, layout.largeTitleHeight) : 0 }

    /// How much of the large title shows, 0 to 1: the area's height over its resting height,
    /// less what a transition has handed to the back button (0 when the page shows none).
    public var progress: Double { isShown ? layout.largeTitleProgress * (1 - handOff) : 0 }

    init() {
        super.init(frame: .zero)
        name = "largeTitle"
        titleLabel.name = "largeTitleText"
        clipsToBounds = true
        isHidden = true
        isUserInteractionEnabled = false
        addSubview(titleLabel)
    }

    /// Where the title's line box is in an area `height` high and `width` wide: at the leading
    /// margin, its bottom `bottomInset` above the area's bottom, as wide as the margins allow.
    static func titleFrame(width: Double, height: Double) -> Rect {
        Rect(
            x: titleX, y: height - bottomInset - lineHeight, width: max(0, width - 2 * titleX),
            height: lineHeight)
    }

    /// Places the title at the area's bottom, scaled about its left edge while pulled down
    /// (unless a transition has taken it out to move it).
    public override func layoutSubviews() {
        guard titleLabel.superview === self else { return }
        let frame = Self.titleFrame(width: bounds.width, height: bounds.height)
        titleLabel.transform = .identity
        titleLabel.frame = frame
        let scale = layout.largeTitleScale
        titleLabel.transform =
            scale == 1
            ? .identity
            : AffineTransform(translationX: (scale - 1) * frame.width / 2, y: 0).scaledBy(x: scale, y: scale)
    }
}

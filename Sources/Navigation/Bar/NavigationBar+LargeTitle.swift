import Geometry
import Views

/// A bar's large title and how it hands over to the inline title (LargeTitles.md).
extension NavigationBar {
    /// The height of the large title's area as it shows now (0 without one).
    public var largeTitleHeight: Double { largeTitleView.shownHeight }

    /// The inline title's alpha at rest: 0 while the large title shows, fading in as it passes
    /// under the bar; 1 without a large title.
    public var restingTitleAlpha: Double {
        largeTitleView.isShown ? largeTitleView.layout.inlineTitleAlpha : 1
    }

    /// Gives the inline title (or title view) its resting alpha, unless a shared-bar slide
    /// holds the bar (it places the contents itself, from this alpha).
    func applyRestingTitleAlpha() {
        guard showsOwnBackground else { return }
        let alpha = restingTitleAlpha
        titleLabel.alpha = alpha
        titleView?.alpha = alpha
    }

    /// Takes the folding parts' layout for the page's list's offset now.
    func apply(_ layout: CollapsingBarLayout) {
        let height = totalHeight
        largeTitleView.layout = layout
        searchBarHeight = layout.searchBarHeight
        applyRestingTitleAlpha()
        if totalHeight != height { setNeedsLayout() }
    }

    /// Places the large title's area under the title row; returns where what comes below it
    /// (the search strip) starts.
    func layoutLargeTitle(width: Double) -> Double {
        let height = largeTitleView.shownHeight
        if largeTitleView.superview === self {
            largeTitleView.frame = Rect(x: 0, y: Self.height, width: width, height: height)
        }
        return Self.height + height
    }
}

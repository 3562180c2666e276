/// How much of a page's bar shows for its list's offset (LargeTitles.md): the parts
/// under the title row that fold away as the list scrolls, a search strip first (SearchInTheBar.md
/// the bar") and the large title after it, as iOS folds them; and how much the list keeps above
/// its rows so that they move with its offset one point for one while the bar folds.
///
/// A pure function of the offset, so that the page lays out again only when it changes.
package struct CollapsingBarLayout: Equatable, Sendable {
    /// The large title's area as it shows: 0 without a large title, `LargeTitleView.height` at
    /// the top, less what the list scrolled, more while it is pulled down past its top.
    package var largeTitleHeight: Double
    /// How much of the search strip shows (0 without a search bar).
    package var searchBarHeight: Double
    /// The room the list keeps above its rows (`ScrollList.topContentInset`): what the bar
    /// folded away, so the rows keep moving one for one; negative while pulled down, as the
    /// content moves down with the growing bar.
    package var topContentInset: Double
    /// The large title's scale: 1, up to `LargeTitleView.maximumPullScale` while pulled down.
    package var largeTitleScale: Double
    /// The inline title's alpha: 0 while the large title shows, fading in as it passes under the
    /// bar (1 without a large title).
    package var inlineTitleAlpha: Double

    /// The layout for a list scrolled to `offset` (0 without a list), on a page that shows a
    /// large title or not, with a search bar or not, whose strip slides away with the list
    /// (`searchBarSlides`: the items allow it and no search is active) or stays.
    package init(offset: Double, showsLargeTitle: Bool, hasSearchBar: Bool, searchBarSlides: Bool) {
        let large = showsLargeTitle ? LargeTitleView.height : 0
        let strip = hasSearchBar ? SearchBar.height : 0
        let sliding = hasSearchBar && searchBarSlides ? SearchBar.height : 0
        if offset >= 0 || !showsLargeTitle {
            // The strip goes first, then the large title.
            let folded = min(max(offset, 0), sliding + large)
            let stripHidden = min(sliding, folded)
            largeTitleHeight = large - (folded - stripHidden)
            searchBarHeight = strip - stripHidden
            topContentInset = folded
            largeTitleScale = 1
        } else {
            // Pulled down past the top: the large title's area grows with the rows and the
            // title grows a little (iOS's rubber band), then springs back with them.
            let pull = -offset
            largeTitleHeight = large + pull
            searchBarHeight = strip
            topContentInset = offset
            largeTitleScale =
                1 + (LargeTitleView.maximumPullScale - 1) * min(1, pull / LargeTitleView.pullForMaximumScale)
        }
        inlineTitleAlpha = showsLargeTitle ? Self.inlineTitleAlpha(largeTitleHeight: largeTitleHeight) : 1
    }

    /// The inline title's alpha while the large title's area is `largeTitleHeight` high: 0 down
    /// to `LargeTitleView.inlineFadeStart`, 1 from `LargeTitleView.inlineFadeEnd`, linear
    /// between: it fades in while the lower half of the large title passes under the bar.
    package static func inlineTitleAlpha(largeTitleHeight: Double) -> Double {
        let start = LargeTitleView.inlineFadeStart
        let end = LargeTitleView.inlineFadeEnd
        return min(1, max(0, (start - largeTitleHeight) / (start - end)))
    }

    /// How much of the large title shows, 0 to 1: its area's height over
    /// `LargeTitleView.height`, at most 1 (0 without a large title).
    package var largeTitleProgress: Double {
        min(1, max(0, largeTitleHeight / LargeTitleView.height))
    }
}

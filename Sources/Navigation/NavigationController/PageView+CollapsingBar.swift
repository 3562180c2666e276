import Views

/// How much of a page's bar shows as its list scrolls: the large title and the search strip
/// fold away (SearchInTheBar.md and LargeTitles.md).
extension PageView {
    /// Lays the bar's folding parts out for the list's offset now. The content's top moves
    /// with the bar's edge, and the list takes what the bar folded away as room above its rows
    /// (`topContentInset`), so its rows move with its offset one point for one and its largest
    /// offset does not change: the bar's motion cannot scroll the list back.
    func layoutCollapsingBar() {
        let search = searchController
        search?.page = self
        let bar = navigationBar
        // The bar's scroll-edge look follows the list too (BarAppearances.md).
        let followsList = search != nil || bar.largeTitleView.isShown || barAppearance.changesAtScrollEdge
        var list: ScrollList?
        if followsList, viewController.isViewLoaded {
            list = scrollTracker.track(in: viewController.view)
        } else if !followsList {
            scrollTracker.stop()
        }
        search?.trackedList = list
        let layout = collapsingBarLayout(offset: list?.contentOffset ?? 0)
        scrollTracker.appliedLayout = layout
        bar.apply(layout)
        list?.topContentInset = layout.topContentInset
    }

    /// The bar's folding parts for a list scrolled to `offset`.
    func collapsingBarLayout(offset: Double) -> CollapsingBarLayout {
        let search = searchController
        return CollapsingBarLayout(
            offset: offset, showsLargeTitle: navigationBar.largeTitleView.isShown, hasSearchBar: search != nil,
            searchBarSlides: search.map(searchBarSlides) ?? false)
    }

    /// The list moved: the page lays out again only when the bar would change, so a list
    /// scrolled past the folding parts costs nothing more per frame.
    func listDidScroll(_ list: ScrollList) {
        if collapsingBarLayout(offset: list.contentOffset) != scrollTracker.appliedLayout { setNeedsLayout() }
        if barAppearance.changesAtScrollEdge { applyShownBarAppearance(force: false) }
    }
}

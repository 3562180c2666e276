import Geometry
import Layers
import Views

/// A page's search bar (docs/ARCHITECTURE.md §22, "Search in the bar"): how much of its strip
/// shows as the page's list scrolls, and the search controller's dimming and results over the
/// page's content.
extension PageView {
    /// The page's search controller, when its bar shows one.
    var searchController: SearchController? { viewController.navigationItem.searchController }

    /// Sets how much of the bar's search strip shows: all of it, less what the page's list has
    /// scrolled (up to the whole strip) when the item hides it while scrolling and the search is
    /// not active. The content's top moves up with the strip's edge, and the list takes the
    /// same amount as room above its rows (`topContentInset`), so its rows move with its offset
    /// one for one and its largest offset does not change (its height grows by what its content
    /// does): the strip's motion cannot scroll the list back.
    func layoutSearchBarHeight() {
        guard let controller = searchController else {
            navigationBar.searchBarHeight = 0
            return
        }
        controller.page = self
        trackList(for: controller)
        let hidden = searchBarHiddenAmount(for: controller)
        navigationBar.searchBarHeight = SearchBar.height - hidden
        controller.trackedList?.topContentInset = hidden
    }

    private func searchBarHiddenAmount(for controller: SearchController) -> Double {
        guard viewController.navigationItem.hidesSearchBarWhenScrolling, controller.hidesSearchBarWhenScrolling,
            !controller.isActive,
            let list = controller.trackedList
        else { return 0 }
        return min(SearchBar.height, max(0, list.contentOffset))
    }

    /// Follows the page's list (`PageListTracking`: its view, else the first one inside it):
    /// the page lays out again only when the strip would change, so a list scrolled past the
    /// strip costs nothing more per frame.
    private func trackList(for controller: SearchController) {
        guard viewController.isViewLoaded else { return }
        let list = listTracking.findList(in: viewController.view)
        if list != nil, controller.trackedList === list, listTracking.isFollowed(by: .searchBar) { return }
        controller.stopTrackingList()
        guard let list else { return }
        controller.trackedList = list
        listTracking.follow(.searchBar) { [weak self, weak controller] _ in
            guard let self, let controller else { return }
            if self.searchBarHiddenAmount(for: controller) != SearchBar.height - self.navigationBar.searchBarHeight {
                self.setNeedsLayout()
            }
        }
    }

    /// Puts the search controller's dimming and results over `contentFrame`, above the content
    /// and under the bars; and the search strip, while a shared-bar slide has lifted the bar
    /// out of the page, where the bar would show it.
    func layoutSearchOverlay(over contentFrame: Rect) {
        guard let controller = searchController else { return }
        let bar = navigationBar.searchBar
        if let bar, bar.superview === self {
            bar.frame = Rect(
                x: 0, y: navigationBar.frame.minY + NavigationBar.height, width: bounds.width,
                height: navigationBar.searchBarHeight)
        }
        guard controller.isViewLoaded || controller.isActive else { return }
        let overlay = controller.view
        if overlay.superview !== self {
            let contentIndex = subviews.firstIndex { $0 === viewController.view }
            insertSubview(overlay, at: contentIndex.map { $0 + 1 } ?? 0)
        }
        controller.layoutOverlay(in: contentFrame)
    }
}

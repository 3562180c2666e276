import Geometry
import Layers
import Views

/// A page's search bar (SearchInTheBar.md): whether its strip
/// slides away as the page's list scrolls, and the search controller's dimming and results over
/// the page's content.
extension PageView {
    /// The page's search controller, when its bar shows one.
    var searchController: SearchController? { viewController.navigationItem.searchController }

    /// Whether the search strip slides away as the page's list scrolls: the item and the
    /// controller allow it and the search is not active (the strip's folding is laid out with
    /// the large title's, `layoutCollapsingBar`).
    func searchBarSlides(_ controller: SearchController) -> Bool {
        viewController.navigationItem.hidesSearchBarWhenScrolling && controller.hidesSearchBarWhenScrolling
            && !controller.isActive
    }

    /// Puts the search controller's dimming and results over `contentFrame`, above the content
    /// and under the bars; and the search strip, while a shared-bar slide has lifted the bar
    /// out of the page, where the bar would show it.
    func layoutSearchOverlay(over contentFrame: Rect) {
        guard let controller = searchController else { return }
        let bar = navigationBar.searchBar
        if let bar, bar.superview === self {
            bar.frame = Rect(
                x: 0, y: navigationBar.frame.minY + NavigationBar.height + navigationBar.largeTitleHeight,
                width: bounds.width,
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

import Views

/// A container with a bar at its bottom that the pages of a child's stack show over (a tab
/// bar controller's tab bar): the child (a `BottomBarCarrier`) keeps its pages clear of the
/// bar, may hide it, and has the page that shows or hides it carry it while it moves. The
/// two find each other through these protocols, not by type (Containers.md).
@MainActor
protocol BottomBarContainer: AnyObject {
    /// The bar the child's pages show over.
    var bottomBar: any BottomBar { get }
    /// Lends the bar to `page`, which keeps it at its bottom edge while it moves (through any
    /// animator, and a drag 1:1).
    func lendBottomBar(to page: View)
    /// The child's pages changed (a push or pop ended): the bar comes home, shown or hidden
    /// for the page now on top.
    func childPagesDidChange()
}

/// A child of a `BottomBarContainer` whose pages carry its bar themselves (a navigation
/// controller): its view reaches under the bar, and its top page says whether the bar shows.
@MainActor
protocol BottomBarCarrier: AnyObject {
    /// Whether the bar shows while the page now on top is on top.
    var showsBottomBarForTopPage: Bool { get }
}

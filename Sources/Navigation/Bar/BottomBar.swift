import Views

/// A bar at the bottom of pages that travels with the page that shows it: a page's toolbar,
/// which each page has, and a tab bar, which a page showing or hiding it carries while it
/// moves in a push or pop (`BottomBarContainer`). A page keeps its content clear of an opaque
/// one, and lets it go on beneath a translucent one, its safe area ending above the bar.
@MainActor
protocol BottomBar: View {
    /// The bar's height at rest, in points.
    var barHeight: Double { get }
    /// Whether the page's content goes on beneath the bar (its background not fully opaque).
    var isTranslucent: Bool { get }
}

extension Toolbar: BottomBar {
    var barHeight: Double { Toolbar.height }
    var isTranslucent: Bool { appearance.isTranslucent }
}

extension TabBar: BottomBar {
    var barHeight: Double { TabBar.height }
    var isTranslucent: Bool { appearance.backgroundColor.alpha < 1 }
}

import Geometry
import Views

/// Which look a page's bar shows (BarAppearances.md): the standard one, or the
/// scroll-edge one while the page's list is at its top (or it has none), switched as the list
/// scrolls.
extension PageView {
    /// The look the page's bar shows now: its scroll-edge look while its list is at its top
    /// (or it has none), else its standard one (what the whole-page rule compares).
    public var shownBarAppearance: NavigationBarAppearance {
        guard barAppearance.changesAtScrollEdge else { return barAppearance.standard }
        if viewController.isViewLoaded { scrollTracker.track(in: viewController.view) }
        // UIKit's scroll edge: the list at its top (pulled down past it included), or no list.
        return barAppearance.shown(atScrollEdge: scrollTracker.contentOffset <= 0)
    }

    /// Whether the page goes on beneath its bar: when either of its looks lets it show
    /// through, so that the content does not move as the bar changes look.
    var barIsTranslucent: Bool {
        barAppearance.standard.isTranslucent || barAppearance.scrollEdge.isTranslucent
    }

    /// The navigation controller resolved the looks again: the bar and the toolbar show them.
    func barAppearanceDidChange() {
        let standard = barAppearance.standard
        toolbar.apply(standard, tint: barAppearance.tint(of: standard))
        applyShownBarAppearance(force: true)
        setNeedsLayout()
    }

    /// Shows the look that fits the list's position (the page's `scrollTracker` follows the
    /// list while the looks differ: `layoutCollapsingBar`, `listDidScroll`).
    func updateShownBarAppearance() {
        applyShownBarAppearance(force: false)
    }

    /// Shows the look that fits the list's position, if it is not shown already (`force`: again).
    func applyShownBarAppearance(force: Bool) {
        let shown = shownBarAppearance
        guard force || shown !== navigationBar.appearance else { return }
        navigationBar.apply(shown, tint: barAppearance.tint(of: shown))
    }
}

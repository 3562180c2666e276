import Geometry
import Views

/// Which look a page's bar shows (docs/ARCHITECTURE.md §25): the standard one, or the
/// scroll-edge one while the page's list is at its top (or it has none), switched as the list
/// scrolls.
extension PageView {
    /// The look the page's bar shows now: its scroll-edge look while its list is at its top
    /// (or it has none), else its standard one (what the whole-page rule compares).
    public var shownBarAppearance: NavigationBarAppearance {
        guard barAppearance.changesAtScrollEdge else { return barAppearance.standard }
        if viewController.isViewLoaded { listTracking.findList(in: viewController.view) }
        return barAppearance.shown(atScrollEdge: listTracking.isAtScrollEdge)
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

    /// Follows the list while the looks differ, and shows the one that fits its position.
    func updateShownBarAppearance() {
        if barAppearance.changesAtScrollEdge {
            if !listTracking.isFollowed(by: .scrollEdge) {
                listTracking.follow(.scrollEdge) { [weak self] _ in self?.applyShownBarAppearance(force: false) }
            }
        } else {
            listTracking.unfollow(.scrollEdge)
        }
        applyShownBarAppearance(force: false)
    }

    private func applyShownBarAppearance(force: Bool) {
        let shown = shownBarAppearance
        guard force || shown !== navigationBar.appearance else { return }
        navigationBar.apply(shown, tint: barAppearance.tint(of: shown))
    }
}

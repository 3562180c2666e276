/// What UIKit keeps on a navigation controller's `navigationBar` for the whole stack. Segue
/// gives every page a bar of its own (`PageView.navigationBar`), so this is no view: it holds
/// the settings every page's bar follows.
@MainActor
public final class NavigationControllerBar {
    private weak var controller: NavigationController?

    init(controller: NavigationController) {
        self.controller = controller
    }

    /// Whether pages may show their titles large under the bar (UIKit's `prefersLargeTitles`;
    /// false by default). Each page's `navigationItem.largeTitleDisplayMode` then says whether
    /// it does (docs/ARCHITECTURE.md §26).
    public var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { controller?.refreshBars() } }
    }
}

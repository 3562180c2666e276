import Geometry
import Layers
import Views

/// One page as it moves: a view controller's view with its own navigation bar above it
/// (or none, when the page hides the bar). Transitions move pages, so a page's bar always
/// travels with it unless an animator keeps it still.
///
/// The controller's view is loaded only when the page is about to show (`installContent`),
/// so a stack of many pages loads only the views the user sees, as UIKit does.
@MainActor
public final class PageView: View {
    /// The controller whose view the page shows. Held strongly: a page can be asked for before
    /// its controller joins the stack (a push queued behind a running transition), when
    /// nothing else may hold the controller yet.
    public let viewController: ViewController
    /// The page's own bar.
    public let navigationBar: NavigationBar

    init(viewController: ViewController, appearance: NavigationBarAppearance) {
        self.viewController = viewController
        self.navigationBar = NavigationBar(appearance: appearance)
        super.init(frame: .zero)
        name = "page:" + viewController.name
        backgroundColor = .white
        addSubview(navigationBar)
    }

    /// The view controller's view (loaded on first use).
    public var contentView: View {
        installContent()
        return viewController.view
    }

    /// Loads the controller's view and puts it under the bar, once.
    func installContent() {
        let content = viewController.view
        guard content.superview !== self else { return }
        insertSubview(content, at: 0)
        setNeedsLayout()
    }

    /// True when the page's bar is hidden.
    public var isBarHidden: Bool { navigationBar.isHidden }

    /// Room kept clear at the bottom for a tab bar showing over this page.
    var bottomInset = 0.0 {
        didSet { if bottomInset != oldValue { setNeedsLayout() } }
    }

    /// A bar lent to this page while it moves (the tab bar, which travels with the page that
    /// shows it): kept at the page's bottom edge, at its width, also through a resize.
    weak var lentBottomBar: View? {
        didSet { setNeedsLayout() }
    }

    /// Puts the bar at the top and the controller's view below it (from the top when the bar is
    /// hidden), leaving room for a tab bar; a lent bar at the bottom.
    public override func layoutSubviews() {
        let barHeight = navigationBar.isHidden ? 0 : NavigationBar.height
        navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: NavigationBar.height)
        if let lent = lentBottomBar, lent.superview === self {
            let height = lent.frame.height
            lent.frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
        guard viewController.isViewLoaded, viewController.view.superview === self else { return }
        viewController.view.frame = Rect(
            x: 0, y: barHeight, width: bounds.width, height: max(bounds.height - barHeight - bottomInset, 0))
    }
}

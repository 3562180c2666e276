import Geometry
import Layers
import Views

/// One page as it moves: a view controller's view with its own navigation bar above it
/// (or none, when the page hides the bar). Transitions move pages, so a page's bar always
/// travels with it unless an animator keeps it still.
@MainActor
public final class PageView: View {
    public unowned let viewController: ViewController
    public let navigationBar: NavigationBar
    public let contentView: View

    init(viewController: ViewController, appearance: NavigationBarAppearance) {
        self.viewController = viewController
        self.navigationBar = NavigationBar(appearance: appearance)
        self.contentView = viewController.view
        super.init(frame: .zero)
        name = "page:" + viewController.name
        backgroundColor = .white
        addSubview(contentView)
        addSubview(navigationBar)
    }

    public var isBarHidden: Bool { navigationBar.isHidden }

    public override func layoutSubviews() {
        let barHeight = navigationBar.isHidden ? 0 : NavigationBar.height
        navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: NavigationBar.height)
        contentView.frame = Rect(x: 0, y: barHeight, width: bounds.width, height: max(bounds.height - barHeight, 0))
    }
}

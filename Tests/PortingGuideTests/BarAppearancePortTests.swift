import Segue
import SegueTestSupport

// Bar appearances and system items written as a UIKit app writes them (iOS 15 style), with the
// porting guide's steps only: the `UI` prefix dropped, and `UIColor`/`UIFont` values as
// Segue's `Color` and `Font`.

/// A favourites list: an orange bar with white titles in every state, an add item and an edit
/// item, a toolbar of system items, and a tab of its own.
@MainActor
final class FavoritesViewController: ViewController {
    let tableView = ScrollList(rows: (1...30).map { ListRow(title: "Favourite \($0)") })
    var added = 0

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBarItem = TabBarItem(tabBarSystemItem: .favorites, tag: 0)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favorites"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)

        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .orange
        appearance.titleTextAttributes = [.foregroundColor: Color.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: Color.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.white]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.white]
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.compactAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
        navigationController?.navigationBar.tintColor = .white

        navigationItem.rightBarButtonItem = BarButtonItem(
            systemItem: .add,
            primaryAction: Action { [weak self] _ in
                self?.added += 1
            })
        navigationItem.leftBarButtonItem = BarButtonItem(title: "Done", style: .done)
        toolbarItems = [
            BarButtonItem(systemItem: .trash), BarButtonItem.flexibleSpace(), BarButtonItem(systemItem: .compose),
        ]
    }
}

@MainActor
struct BarAppearancePortTests {
    func testBarAppearancesAndSystemItemsPortAsWritten() throws {
        let stage = ManualClockWindow()
        let favorites = FavoritesViewController(nibName: nil, bundle: nil)
        let navigationController = NavigationController(rootViewController: favorites)
        navigationController.setToolbarHidden(false, animated: false)
        let tabBarController = TabBarController(viewControllers: [navigationController])
        stage.setRootViewController(tabBarController)
        _ = stage.settle()

        let page = navigationController.page(for: favorites)
        let bar = page.navigationBar
        expectTrue(bar.backgroundColor == .orange && bar.titleLabel.textColor == .white)
        expectEqual(bar.hairline.backgroundColor?.light, Color(white: 0, alpha: 0.3))
        expectEqual(bar.tintColor, .white)
        expectEqual(bar.leftItemView?.titleLabel.font, .boldSystem(size: 17))
        expectEqual(bar.leftItemView?.titleLabel.textColor, .white)
        let add = try require(bar.rightItemView)
        expectTrue(add.item.systemItem == .add && add.item.image != nil && add.preferredWidth == 24)
        add.sendActions(for: .touchUpInside)
        expectEqual(favorites.added, 1)
        expectEqual(page.toolbar.itemViews.compactMap(\.item.systemItem), [.trash, .flexibleSpace, .compose])
        expectTrue(favorites.tabBarItem.title == "Favorites" && favorites.tabBarItem.image != nil)

        // The scroll-edge look is the standard one: scrolling changes nothing.
        favorites.tableView.contentOffset = 200
        stage.step()
        expectEqual(bar.backgroundColor, .orange)
    }

    func testATransparentBarAtTheScrollEdgeAsIOS15() {
        let stage = ManualClockWindow()
        let favorites = FavoritesViewController(nibName: nil, bundle: nil)
        let navigationController = NavigationController(rootViewController: favorites)
        stage.setRootViewController(navigationController)
        _ = stage.settle()
        let edge = NavigationBarAppearance()
        edge.configureWithTransparentBackground()
        favorites.navigationItem.scrollEdgeAppearance = edge
        stage.step()
        let bar = navigationController.page(for: favorites).navigationBar
        expectNil(bar.backgroundColor)
        favorites.tableView.contentOffset = 44
        expectEqual(bar.backgroundColor, .orange)
    }
}

import Geometry
import Navigation
import SegueTestSupport
import Views

/// UIKit's `show(_:sender:)`, `showDetailViewController(_:sender:)` and a settable
/// `tabBarItem`, written as UIKit code writes them.
@MainActor
struct ShowAndTabBarItemTests {
    func testShowPushesInANavigationControllerAndPresentsElsewhere() {
        let stage = ManualClockWindow()
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list, name: "nav")
        stage.setRootViewController(navigation)
        let detail = ViewController(name: "detail")
        list.show(detail, sender: nil)
        _ = stage.settle()
        expectEqual(navigation.viewControllers.map(\.name), ["list", "detail"])
        let more = ViewController(name: "more")
        navigation.show(more, sender: nil)
        _ = stage.settle()
        expectIdentical(navigation.topViewController, more, "the navigation controller itself pushes")

        let alone = ManualClockWindow()
        let root = ViewController(name: "root")
        alone.setRootViewController(root)
        let sheet = ViewController(name: "sheet")
        root.show(sheet, sender: nil)
        _ = alone.settle()
        expectEqual(alone.window.presentedViewControllers.map(\.name), ["sheet"], "no stack: presented")
    }

    func testShowDetailViewControllerReplacesTheSplitViewsContent() {
        let stage = ManualClockWindow(size: Size(width: 1000, height: 700))
        let sidebar = ViewController(name: "sidebar")
        let split = SplitViewController(primary: sidebar, secondary: ViewController(name: "empty"))
        stage.setRootViewController(split)
        _ = stage.settle()
        let chosen = ViewController(name: "chosen")
        sidebar.showDetailViewController(chosen, sender: nil)
        _ = stage.settle()
        expectIdentical(split.secondaryViewController, chosen)
        let other = ViewController(name: "other")
        split.showDetailViewController(other, sender: nil)
        _ = stage.settle()
        expectIdentical(split.secondaryViewController, other, "the split view itself shows it as content")
        // Outside a split view it is `show`: pushed.
        let list = ViewController(name: "list")
        let navigation = NavigationController(rootViewController: list, name: "nav")
        let plain = ManualClockWindow()
        plain.setRootViewController(navigation)
        list.showDetailViewController(ViewController(name: "detail"), sender: nil)
        _ = plain.settle()
        expectEqual(navigation.viewControllers.map(\.name), ["list", "detail"])
    }

    func testATabBarItemSetOnAPageShowsAtOnce() {
        let stage = ManualClockWindow()
        let browse = ViewController(name: "browse")
        browse.title = "Browse"
        let favourites = ViewController(name: "favourites")
        let tabs = TabBarController(viewControllers: [browse, favourites])
        stage.setRootViewController(tabs)
        _ = stage.settle()
        expectEqual(tabs.tabBar.items.map(\.title), ["Browse", nil])
        favourites.tabBarItem = TabBarItem(title: "Favourites", badgeValue: "3")
        expectEqual(tabs.tabBar.items.map(\.title), ["Browse", "Favourites"])
        expectTrue(tabs.tabBar.items[1] === favourites.tabBarItem && favourites.tabBarItem.badgeValue == "3")
        expectEqual(tabs.tabBar.selectedIndex, 0, "the selection stays")
    }
}

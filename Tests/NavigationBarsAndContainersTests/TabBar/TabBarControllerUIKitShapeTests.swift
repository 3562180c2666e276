import Geometry
import Navigation
import SegueTestSupport
import Views

/// UIKit's shape of a tab bar controller: made empty and given `viewControllers`, switched by
/// setting `selectedIndex` (an index out of range changes nothing), and a navigation
/// controller's tab showing its root page's `tabBarItem` until it is given its own.
@MainActor
struct TabBarControllerUIKitShapeTests {
    let stage = ManualClockWindow(size: Size(width: 800, height: 600))

    func testViewControllersAndSelectedIndexAreSettable() {
        let tabs = TabBarController()
        expectTrue(tabs.viewControllers.isEmpty && tabs.selectedViewController == nil)
        let one = ViewController(name: "one")
        let two = ViewController(name: "two")
        tabs.viewControllers = [one, two]
        stage.setRootViewController(tabs)
        stage.settle()
        expectTrue(tabs.viewControllers.map(\.name) == ["one", "two"] && one.parent === tabs)
        tabs.selectedIndex = 1
        stage.settle()
        expectTrue(tabs.selectedIndex == 1 && two.view.window != nil && one.view.window == nil)
        tabs.selectedIndex = 5
        tabs.selectedIndex = -1
        stage.settle()
        expectTrue(tabs.selectedIndex == 1 && tabs.tabBar.selectedIndex == 1)
        // Replaced: the old tabs leave, the selection stays where it can.
        let three = ViewController(name: "three")
        tabs.viewControllers = [three]
        stage.settle()
        expectTrue(one.parent == nil && two.parent == nil && tabs.selectedIndex == 0 && three.view.window != nil)
    }

    func testANavigationControllersTabShowsItsRootsItemUntilGivenItsOwn() {
        let root = ViewController(name: "root")
        root.title = "Inbox"
        let navigation = NavigationController(rootViewController: root)
        let tabs = TabBarController(viewControllers: [navigation, ViewController(name: "other")])
        stage.setRootViewController(tabs)
        stage.settle()
        expectEqual(tabs.tabBar.items.first?.title, "Inbox")
        // The root page's item replaced: the bar shows the new one.
        root.tabBarItem = TabBarItem(title: "Mail", badgeValue: "2")
        expectTrue(tabs.tabBar.items.first?.title == "Mail" && tabs.tabBar.items.first?.badgeValue == "2")
        // A page pushed over the root changes nothing; an item of the navigation controller's
        // own wins.
        navigation.pushViewController(ViewController(name: "detail"), animated: false)
        stage.settle()
        expectEqual(tabs.tabBar.items.first?.title, "Mail")
        navigation.tabBarItem = TabBarItem(title: "Own")
        expectEqual(tabs.tabBar.items.first?.title, "Own")
        root.tabBarItem = TabBarItem(title: "Ignored")
        expectEqual(tabs.tabBar.items.first?.title, "Own")
    }
}

import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// A window on a manual clock whose root is a tab bar controller: tab "one" a navigation
/// controller (root "R"), tabs "two" and "three" plain logging pages.
@MainActor
final class TabBarHarness: ManualClockStage {
    let stage = ManualClockWindow(size: TabBarHarness.size)
    let tabs: TabBarController
    let nav: NavigationController
    let log = EventLog()
    static let size = Size(width: 800, height: 600)

    init() {
        let root = LoggingPage("R", log: log)
        nav = NavigationController(rootViewController: root, name: "one")
        nav.tabBarItem.title = "One"
        let two = LoggingPage("two", log: log)
        let three = LoggingPage("three", log: log)
        tabs = TabBarController(viewControllers: [nav, two, three])
        stage.setRootViewController(tabs)
        _ = log.take()
    }

    var tabViews: [ViewController] { tabs.viewControllers }

    /// A view's left edge in the window now (through transforms).
    func x(_ view: View) -> Double { view.layer.presentationFrameInRoot.minX }
}

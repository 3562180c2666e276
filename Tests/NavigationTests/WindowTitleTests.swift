import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// The window's title follows the page the user sees: pushes, pops, presentations (over full
/// screen too), tab switches, and a title changed on screen.
@MainActor
struct WindowTitleTests {
    func testTheTitleFollowsTheVisiblePage() {
        let h = NavigationHarness(stack: ["A"])
        var shown: [String?] = []
        h.window.onTitleChange = { shown.append($0) }
        expectEqual(h.window.title, "A")
        h.nav.pushViewController(h.page("B"), animated: true)
        expectEqual(h.window.title, "A", "not before the page has appeared")
        h.settle()
        expectEqual(h.window.title, "B")
        h.nav.popViewController(animated: false)
        expectEqual(h.window.title, "A")
        let over = ViewController(name: "over")
        over.title = "Over"
        over.modalPresentationStyle = .overFullScreen
        h.page("A").present(over, animated: true)
        h.settle()
        expectEqual(h.window.title, "Over")
        over.dismiss(animated: true)
        h.settle()
        expectEqual(h.window.title, "A", "back to the page under it, which got no callbacks")
        h.page("A").title = "A, renamed"
        expectEqual(h.window.title, "A, renamed")
        expectEqual(shown, ["B", "A", "Over", "A", "A, renamed"])
    }

    func testATabSwitchShowsTheSelectedTabsPage() {
        let h = TabBarHarness()
        expectEqual(h.window.title, "R")
        h.tabs.select(1)
        expectEqual(h.window.title, "two")
        expectIdentical(h.window.visibleViewController, h.tabs.viewControllers[1])
    }
}

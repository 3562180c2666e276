import Geometry
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// The events after a change: a focus move, a pushed page (children-changed on the window, the
/// title as its name, announced); nothing when nothing changed.
@MainActor
struct AtspiEventTrackerTests {
    /// The window's posts, kept to be handed to a tracker (as the bridge's observer does).
    @MainActor
    final class Posts {
        var posts: [AccessibilityPost] = []
        init(_ window: Window) { window.observeAccessibilityNotifications { [unowned self] in posts.append($0) } }
        func feed(_ tracker: inout AtspiEventTracker, _ adapter: ViewAccessibilityAdapter) {
            for post in posts { tracker.noted(post, adapter: adapter) }
            posts = []
        }
    }

    func testFocusAndPushBringEvents() {
        let host = ManualClockWindow(size: Size(width: 400, height: 600))
        let root = ViewController()
        root.title = "Menu"
        let button = Button(frame: Rect(x: 20, y: 100, width: 120, height: 44), title: "Go")
        root.view.addSubview(button)
        let navigation = NavigationController(rootViewController: root)
        host.setRootViewController(navigation)
        host.step()
        let adapter = ViewAccessibilityAdapter(window: host.window, applicationName: "test-app")
        let posts = Posts(host.window)
        var tracker = AtspiEventTracker()
        tracker.reset(adapter: adapter)
        let reference: (any AccessibleNode) -> DBusValue = { _ in .int32(0) }
        expectEmpty(tracker.changes(adapter: adapter, reference: reference))

        expectTrue(host.window.moveFocus(to: button))
        let focus = tracker.changes(adapter: adapter, reference: reference)
        expectEqual(focus.map(\.member), ["StateChanged", "Focus"])
        expectEqual(focus.first?.detail, "focused")
        expectEqual(focus.first?.source.name, "Go")
        expectEmpty(tracker.changes(adapter: adapter, reference: reference))
        expectTrue(host.window.moveFocus(to: nil))
        let lost = tracker.changes(adapter: adapter, reference: reference)
        expectEqual(lost.map { "\($0.member):\($0.detail):\($0.detail1)" }, ["StateChanged:focused:0"])

        let detail = ViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        host.step()
        posts.feed(&tracker, adapter)
        expectTrue(tracker.isDirty)
        let push = tracker.changes(adapter: adapter, reference: reference)
        let details = push.map { $0.member + ":" + $0.detail }
        expectTrue(details.contains("ChildrenChanged:add"))
        expectTrue(details.contains("ChildrenChanged:remove"))
        expectTrue(details.contains("Announcement:"))
        expectEqual(push.first { $0.member == "Announcement" }?.data, .string("Detail"))
    }

    /// An announcement is sent as it was posted.
    func testAnnouncementIsSent() {
        let host = ManualClockWindow(size: Size(width: 400, height: 600))
        let adapter = ViewAccessibilityAdapter(window: host.window, applicationName: "test-app")
        let posts = Posts(host.window)
        var tracker = AtspiEventTracker()
        tracker.reset(adapter: adapter)
        expectFalse(tracker.isDirty)
        host.window.post(notification: .announcement, argument: "Saved")
        posts.feed(&tracker, adapter)
        let events = tracker.changes(adapter: adapter, reference: { _ in .int32(0) })
        expectEqual(events.map(\.member), ["Announcement"])
        expectEqual(events.first?.data, .string("Saved"))
        expectFalse(tracker.isDirty)
    }

    /// Mid-push the pages exported are the ones at rest: the arriving page only, never both.
    func testMidPushExportsOnlyTheArrivingPage() {
        let host = ManualClockWindow(size: Size(width: 400, height: 600))
        let root = ViewController()
        root.title = "Menu"
        let navigation = NavigationController(rootViewController: root)
        host.setRootViewController(navigation)
        host.step()
        let adapter = ViewAccessibilityAdapter(window: host.window, applicationName: "test-app")
        let detail = ViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: true)
        host.step(frames: 6)
        expectTrue(navigation.isTransitioning)
        expectEqual(adapter.shownPages.map(\.name), ["Detail"])
    }
}

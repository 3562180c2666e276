import Geometry
import Navigation
import SegueTestSupport
import Testing
import Views

@testable import SDLHost

/// The events after a change: a focus move, a pushed page (children-changed on the window, the
/// title as its name, announced); nothing when nothing changed.
@MainActor
@Suite struct AtspiEventTrackerTests {
    @Test func focusAndPushBringEvents() {
        let host = ManualClockWindow(size: Size(width: 400, height: 600))
        let root = ViewController()
        root.title = "Menu"
        let button = Button(frame: Rect(x: 20, y: 100, width: 120, height: 44), title: "Go")
        root.view.addSubview(button)
        let navigation = NavigationController(rootViewController: root)
        host.setRootViewController(navigation)
        host.step()
        let adapter = ViewAccessibilityAdapter(window: host.window, applicationName: "test-app")
        var tracker = AtspiEventTracker()
        tracker.reset(adapter: adapter)
        let reference: (any AccessibleNode) -> DBusValue = { _ in .int32(0) }
        #expect(tracker.changes(adapter: adapter, reference: reference).isEmpty)

        #expect(host.window.moveFocus(to: button))
        let focus = tracker.changes(adapter: adapter, reference: reference)
        #expect(focus.map(\.member) == ["StateChanged", "Focus"])
        #expect(focus.first?.detail == "focused")
        #expect(focus.first?.source.name == "Go")
        #expect(tracker.changes(adapter: adapter, reference: reference).isEmpty)
        #expect(host.window.moveFocus(to: nil))
        let lost = tracker.changes(adapter: adapter, reference: reference)
        #expect(lost.map { "\($0.member):\($0.detail):\($0.detail1)" } == ["StateChanged:focused:0"])

        let detail = ViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        host.step()
        let push = tracker.changes(adapter: adapter, reference: reference)
        let details = push.map { $0.member + ":" + $0.detail }
        #expect(details.contains("ChildrenChanged:add"))
        #expect(details.contains("ChildrenChanged:remove"))
        #expect(details.contains("Announcement:"))
        #expect(push.first { $0.member == "Announcement" }?.data == .string("Detail"))
    }
}

import Geometry
@_spi(SegueTools) import Navigation
import SegueTestSupport
import Views

/// Escape while the user's hand is on a page inside the top presented page: a split view
/// presented full screen in a narrow window (folded into one stack), its content being dragged
/// back. The close waits for the drag: nothing is dismissed while the button is down, and once
/// the drag's pop has ended the presented page goes (as Escape during a card's own drag down
/// waits for it).
@MainActor
struct EscapeDuringHeldDragTests {
    final class Stage: ManualClockStage {
        let stage = ManualClockWindow(size: Size(width: 600, height: 800))
        let log = EventLog()
        let root: NavigationController
        let split: SplitViewController
        var events: [String] = []

        init() {
            root = NavigationController(rootViewController: LoggingPage("menu", log: log), name: "root")
            let sidebar = NavigationController(rootViewController: LoggingPage("Sections", log: log), name: "sidebar")
            let content = NavigationController(rootViewController: LoggingPage("Welcome", log: log), name: "content")
            split = SplitViewController(primary: sidebar, secondary: content, name: "split")
            split.modalPresentationStyle = .fullScreen
            stage.setRootViewController(root)
            window.observeTransitions { [unowned self] event in
                let end = event.completed.map { " completed:\($0)" } ?? ""
                let presented = self.root.presentedViewController != nil
                events.append("\(event.phase) \(event.operation) \(event.container)\(end) presented:\(presented)")
            }
        }
    }

    func testEscapeDuringAHeldBackDragWaitsForTheReleaseThenDismisses() {
        let h = Stage()
        h.root.present(h.split, animated: false)
        h.settle()
        expectTrue(h.split.isCollapsed, "600 points: one stack")
        h.split.showDetailViewController(
            NavigationController(rootViewController: LoggingPage("White bar", log: h.log), name: "white"))
        h.settle()
        h.events = []
        // Press at the left edge, drag to the middle and hold.
        h.play(
            InputScript(start: h.clock.now).down(at: Point(x: 3, y: 400))
                .drag(to: Point(x: 300, y: 400), duration: 0.3, steps: 12))
        h.step()
        expectTrue(h.split.isTransitioning, "the drag holds the pop")
        h.play(InputScript(start: h.clock.now).key(.escape))
        for _ in 0..<30 { h.step() }
        expectIdentical(h.root.presentedViewController, h.split, "nothing dismissed while the button is down")
        expectFalse(h.events.contains { $0.contains("dismiss") })
        expectTrue(h.split.isTransitioning, "the drag still holds the pop")
        // Let go: the pop ends (wherever the release takes it), then the split goes.
        h.play(InputScript(start: h.clock.now).up(at: Point(x: 300, y: 400)))
        h.settle()
        expectNil(h.root.presentedViewController, "dismissed once the drag was over")
        let popEnd = h.events.firstIndex { $0.hasPrefix("end pop") }
        let dismissBegin = h.events.firstIndex { $0.hasPrefix("begin dismiss") }
        expectTrue(popEnd != nil && dismissBegin != nil)
        if let popEnd, let dismissBegin {
            expectLess(popEnd, dismissBegin, "the pop ended before the dismissal began: \(h.events)")
            expectTrue(h.events[popEnd].hasSuffix("presented:true"), "and while its container was still up")
        }
    }

    func testEscapeWithNoDragStillDismissesAtOnce() {
        let h = Stage()
        h.root.present(h.split, animated: false)
        h.settle()
        h.play(InputScript(start: h.clock.now).key(.escape))
        h.settle()
        expectNil(h.root.presentedViewController)
    }
}

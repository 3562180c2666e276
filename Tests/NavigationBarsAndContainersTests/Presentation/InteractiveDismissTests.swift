import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// Dragging a presented page down dismisses it, by the back-drag's policy; a click on a
/// card's dimming dismisses it; a page modal in presentation stays.
@MainActor
struct InteractiveDismissTests {
    func y(_ view: View) -> Double {
        let p = view.layer.presentation
        return p.position.y - p.bounds.height * p.anchorPoint.y + p.transform.m42
    }

    func presented(_ h: NavigationHarness, style: ModalPresentationStyle = .fullScreen) -> ViewController {
        let modal = LoggingPage("M", log: h.log)
        modal.modalPresentationStyle = style
        // Full-screen pages are dragged away only when they opt in (cards by default).
        modal.allowsDragToDismiss = true
        h.page("A").present(modal, animated: false)
        h.scene.layoutIfNeeded()
        _ = h.log.take()
        return modal
    }

    func dragDown(_ h: NavigationHarness, by dy: Double, frames: Int, from y0: Double = 200) -> InputScript {
        var script = InputScript(start: h.clock.now, location: Point(x: 400, y: y0)).down(at: Point(x: 400, y: y0))
        for i in 1...frames { script = script.move(to: Point(x: 400, y: y0 + dy * Double(i) / Double(frames))) }
        return script
    }

    func testThePageFollowsThePointerDownAndPastHalfItGoes() {
        let h = NavigationHarness(stack: ["A"])
        let modal = presented(h)
        h.play(dragDown(h, by: 200, frames: 20))
        expectTrue(modal.isBeingDismissed)
        expectLess(abs(y(modal.view) - 200), 1e-9, "1:1: the page keeps its distance from the pointer")
        expectIdentical(h.nav.view.superview, h.window, "the presenter shows underneath")
        expectEqual(h.log.take(), ["M.viewWillDisappear", "A.viewWillAppear"])
        h.play(dragDown(h, by: 200, frames: 10, from: 400).wait(0.2).up())
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
        expectEqual(h.log.take(), ["A.viewDidAppear", "M.viewDidDisappear"])
    }

    func testAShortDragCancelsAndTheLifecycleStaysBalanced() {
        let h = NavigationHarness(stack: ["A"])
        let modal = presented(h)
        h.play(dragDown(h, by: 150, frames: 20).wait(0.2).up())
        h.settle()
        expectEqual(h.window.presentedViewControllers.map(\.name), ["M"])
        expectEqual(y(modal.view), 0)
        expectNil(h.nav.view.superview, "full screen: the presenter leaves again")
        expectEqual(
            h.log.take(),
            [
                "M.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                "M.viewWillAppear", "M.viewDidAppear",
            ])
    }

    func testAQuickFlickDismissesFromAnywhereAndUpwardDragsDoNothing() {
        let h = NavigationHarness(stack: ["A"])
        _ = presented(h, style: .overFullScreen)
        h.play(dragDown(h, by: -200, frames: 10, from: 400).up())
        expectNil(h.window.presentationLayer.transitioning)
        h.play(dragDown(h, by: 120, frames: 4).up())  // 1800 pt/s
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
    }

    func testAClickOnACardsDimmingDismissesIt() {
        let h = NavigationHarness(stack: ["A"])
        let card = presented(h, style: .card)
        // A click on the card itself does not.
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 300)).down(at: Point(x: 400, y: 300)).up())
        expectFalse(card.isBeingDismissed)
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 20)).down(at: Point(x: 400, y: 20)).up())
        expectTrue(card.isBeingDismissed)
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
    }

    func testAPageModalInPresentationStaysWhateverTheUserDoes() {
        let h = NavigationHarness(stack: ["A"])
        let card = presented(h, style: .card)
        card.isModalInPresentation = true
        h.play(dragDown(h, by: 400, frames: 20).up())
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 20)).down(at: Point(x: 400, y: 20)).up())
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 300)).key(.escape))
        h.settle()
        expectEqual(h.window.presentedViewControllers.map(\.name), ["M"])
        card.dismiss(animated: true)
        h.settle()
        expectEmpty(h.window.presentedViewControllers, "the app still can")
    }
}

/// Over a list scrolled away from its top, a drag down does not take the page (UIKit's rule;
/// our lists scroll with the wheel, so the drag just does nothing there).
@MainActor
struct DismissOverAListTests {
    func testAListAwayFromItsTopKeepsThePageUp() {
        let h = NavigationHarness(stack: ["A"])
        let page = ViewController(name: "L")
        page.allowsDragToDismiss = true
        let list = ScrollList()
        list.rows = (0..<60).map { ListRow(title: "Row \($0)") }
        page.view.addSubview(list)
        list.frame = Rect(x: 0, y: 100, width: 800, height: 500)
        h.page("A").present(page, animated: false)
        h.scene.layoutIfNeeded()
        list.contentOffset = 200
        var script = InputScript(start: h.clock.now, location: Point(x: 400, y: 200)).down(at: Point(x: 400, y: 200))
        for i in 1...20 { script = script.move(to: Point(x: 400, y: 200 + 15 * Double(i))) }
        h.play(script.wait(0.2).up())
        h.settle()
        expectEqual(h.window.presentedViewControllers.map(\.name), ["L"])
        expectEqual(list.contentOffset, 200)
        // At its top, the same drag takes the page down.
        list.contentOffset = 0
        var again = InputScript(start: h.clock.now, location: Point(x: 400, y: 200)).down(at: Point(x: 400, y: 200))
        for i in 1...20 { again = again.move(to: Point(x: 400, y: 200 + 20 * Double(i))) }
        h.play(again.wait(0.2).up())
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
    }
}

/// A press during a drag-to-dismiss's release holds the page where it is; a drag takes it on.
@MainActor
struct GrabDuringDismissReleaseTests {
    func y(_ view: View) -> Double {
        let p = view.layer.presentation
        return p.position.y - p.bounds.height * p.anchorPoint.y + p.transform.m42
    }

    func testAPressHoldsThePageAndADragTakesItDown() {
        let h = NavigationHarness(stack: ["A"])
        let modal = ViewController(name: "M")
        modal.allowsDragToDismiss = true
        h.page("A").present(modal, animated: false)
        h.scene.layoutIfNeeded()
        var script = InputScript(start: h.clock.now, location: Point(x: 400, y: 100)).down(at: Point(x: 400, y: 100))
        for i in 1...20 { script = script.move(to: Point(x: 400, y: 100 + 10 * Double(i))) }
        h.play(script.wait(0.2).up())  // 200 of 600, released at rest: heading back up
        h.step(0.05)
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 300)).down(at: Point(x: 400, y: 300)))
        let held = y(modal.view)
        expectTrue(held > 0 && held < 200)
        h.step(0.1)
        expectEqual(y(modal.view), held, "held where it was")
        var drag = InputScript(start: h.clock.now, location: Point(x: 400, y: 300))
        for i in 1...20 { drag = drag.move(to: Point(x: 400, y: 300 + 20 * Double(i))) }
        h.play(drag)
        expectLess(abs(y(modal.view) - (held + 400)), 1e-6, "and follows the drag from there")
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 700)).up())
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
    }
}

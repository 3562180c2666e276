import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// Fault cases of the back-drag: the window losing focus, or the pointer leaving
/// the window where no capture brings the rest of the drag. The gesture is cancelled, so the
/// pop is too (UIKit cancels an interactive pop whose gesture is cancelled; libadwaita's swipe
/// tracker springs back), wherever the page was; the stack, the pages and the callbacks end
/// as if no drag had happened.
@MainActor
struct InterruptedDragTests {
    let y = 300.0

    /// A press at the edge and `frames` moves of `dx` each, 1/60 s apart.
    func drag(_ h: NavigationHarness, step dx: Double, frames: Int) -> InputScript {
        var script = InputScript(start: h.clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
        for i in 1...frames { script = script.move(to: Point(x: 5 + dx * Double(i), y: y)) }
        return script
    }

    func expectBackAtRest(_ h: NavigationHarness, _ note: Comment) {
        expectEqual(h.stack, ["A", "B"], note)
        expectEqual(h.x(of: "B"), 0, note)
        expectTrue(h.scene.engine.isIdle, note)
        expectNil(h.nav.transitionCoordinator, note)
        // Only the top page is in the window.
        expectNil(h.nav.page(for: h.page("A")).superview, note)
        expectEqual(
            h.log.take(),
            [
                "A.viewDidLoad", "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear",
                "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
            ], note)
    }

    func testFocusLostMidDragCancelsThePopEvenPastHalfWay() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.play(drag(h, step: 16, frames: 30))  // 480 of 800 points, still moving fast
        expectEqual(h.x(of: "B"), 480)
        h.play(InputScript(start: h.clock.now, location: Point(x: 485, y: y)).focusLost())
        h.settle()
        expectBackAtRest(h, "focus lost")
        // The next drag works as usual.
        h.play(drag(h, step: 16, frames: 30).wait(0.2).up())
        h.settle()
        expectEqual(h.stack, ["A"])
    }

    func testThePointerLeavingWithoutCaptureCancelsThePop() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.play(drag(h, step: 10, frames: 20))
        h.play(InputScript(start: h.clock.now, location: Point(x: 205, y: y)).pointerLeft())
        h.settle()
        expectBackAtRest(h, "pointer left")
        // Coming back with the button still held is a move without a press: nothing moves.
        h.play(InputScript(start: h.clock.now, location: Point(x: 205, y: y)).move(to: Point(x: 300, y: y)).up())
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectEqual(h.x(of: "B"), 0)
    }

    func testFocusLostDuringTheReleaseAnimationChangesNothing() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.play(drag(h, step: 16, frames: 30).wait(0.2).up())  // 60%, slow: completes
        h.step(0.05)
        h.play(InputScript(start: h.clock.now, location: Point(x: 485, y: y)).focusLost())
        h.settle()
        expectEqual(h.stack, ["A"])
        expectEqual(h.x(of: "A"), 0)
        expectTrue(h.scene.engine.isIdle)
    }

    func testFocusLostMidPushChangesNothing() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.1)
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: y)).focusLost())
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectEqual(h.x(of: "B"), 0)
        expectTrue(h.scene.engine.isIdle)
    }
}

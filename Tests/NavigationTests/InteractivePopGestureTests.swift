import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// The back-drag, fed scripted, timestamped pointer input as the SDL host would deliver it.
@MainActor
struct InteractivePopGestureTests {
    let y = 300.0

    /// Press at `x0`, then move right `dx` per 1/60 s frame, `frames` times.
    func drag(_ h: NavigationHarness, from x0: Double, step dx: Double, frames: Int) -> InputScript {
        var script = InputScript(start: h.clock.now, location: Point(x: x0, y: y)).down(at: Point(x: x0, y: y))
        for i in 1...frames { script = script.move(to: Point(x: x0 + dx * Double(i), y: y)) }
        return script
    }

    func testTheTopPageTracksThePointerOneToOneFrameByFrame() {
        let h = NavigationHarness(stack: ["A", "B"])
        var script = InputScript(start: 0, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
        h.play(script)
        for i in 1...20 {
            let x = 5 + 13.0 * Double(i)
            script = InputScript(start: h.clock.now, location: Point(x: x - 13, y: y)).move(to: Point(x: x, y: y))
            h.play(script)
            if x - 5 >= 10 {  // past the slop the page's left edge is pointer − press point
                expectLess(abs(h.x(of: "B") - (x - 5)), 1e-9, "frame \(i)")
            } else {
                expectEqual(h.x(of: "B"), 0)
            }
        }
        h.play(InputScript(start: h.clock.now, location: Point(x: 265, y: y)).wait(0.2).up())
        h.settle()
        expectEqual(h.stack, ["A", "B"])  // 260 of 800 points, released at rest: cancels
        expectTrue(h.scene.engine.isIdle)
    }

    func testASlowReleaseAtFortyPercentCancelsAndAtSixtyCompletes() {
        for (distance, expected) in [(320.0, ["A", "B"]), (480.0, ["A"])] {
            let h = NavigationHarness(stack: ["A", "B"])
            h.play(drag(h, from: 5, step: distance / 40, frames: 40).wait(0.2).up())
            h.settle()
            expectEqual(h.stack, expected, "released at \(distance / h.width)")
            expectEqual(h.x(of: expected.last!), 0)
            expectTrue(h.scene.engine.isIdle)
        }
    }

    func testAFlingAtThirtyPercentCompletesAndALeftwardFlingAtSeventyCancels() {
        let h = NavigationHarness(stack: ["A", "B"])
        // 240 points in 6 frames: 1440 pt/s, 1.8 widths per second.
        h.play(drag(h, from: 5, step: 40, frames: 6).up())
        h.settle()
        expectEqual(h.stack, ["A"])

        let g = NavigationHarness(stack: ["A", "B"])
        var script = drag(g, from: 5, step: 40, frames: 19)  // to 765
        for i in 1...8 { script = script.move(to: Point(x: 765 - 25 * Double(i), y: y)) }  // 1500 pt/s left, to 70%
        g.play(script.up())
        g.settle()
        expectEqual(g.stack, ["A", "B"])
        expectTrue(g.scene.engine.isIdle)
    }

    func testTheReleaseCarriesThePointersSpeed() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.play(drag(h, from: 5, step: 15, frames: 20).up())  // 900 pt/s, released at 300/800
        let before = h.x(of: "B")
        h.step()
        let pageSpeed = (h.x(of: "B") - before) * 60
        expectLess(abs(pageSpeed - 900) / 900, 0.2, "page moved at \(pageSpeed) pt/s")
        h.settle()
        expectEqual(h.stack, ["A"])
    }

    func testADragDuringTheReleaseGrabsThePageWhereItIs() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.play(drag(h, from: 5, step: 10, frames: 30).wait(0.2).up())  // 300 points, slow: cancels
        h.step(0.05)
        // Press on the page (far from the edge): it stops where it is.
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: y)).down(at: Point(x: 400, y: y)))
        let x = h.x(of: "B")
        expectTrue(x > 0 && x < 300)
        h.step(0.05)
        expectEqual(h.x(of: "B"), x)
        // And follows the drag from there.
        var grab = InputScript(start: h.clock.now, location: Point(x: 400, y: y)).move(to: Point(x: 412, y: y))
        h.play(grab)
        expectLess(abs(h.x(of: "B") - (x + 12)), 1e-6)
        grab = InputScript(start: h.clock.now, location: Point(x: 412, y: y))
        for i in 1...20 { grab = grab.move(to: Point(x: 412 + 20 * Double(i), y: y)) }
        h.play(grab.up())
        h.settle()
        expectEqual(h.stack, ["A"])
        expectTrue(h.scene.engine.isIdle)
    }

    func testAClickDuringTheReleaseLetsItCarryOn() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.play(drag(h, from: 5, step: 10, frames: 30).wait(0.2).up())  // slow at 300: cancels
        h.step(0.05)
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: y)).down(at: Point(x: 400, y: y)).up())
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectEqual(h.x(of: "B"), 0)
        expectTrue(h.scene.engine.isIdle)
    }

    func testLifecycleOfCompletedAndCancelledInteractivePops() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.play(drag(h, from: 5, step: 5, frames: 30).wait(0.2).up())
        h.settle()
        expectEqual(
            h.log.take(),
            [
                "A.viewDidLoad", "B.viewWillDisappear", "A.viewWillAppear",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
            ])
        h.play(drag(h, from: 5, step: 15, frames: 40).wait(0.2).up())
        h.settle()
        expectEqual(
            h.log.take(), ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        expectEqual(h.transitions.map(\.isInteractive), [true, false, true, false])
    }

    func testNoDragFromOutsideTheEdgeZoneOnTheRootOrOnADisabledPage() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.play(drag(h, from: 30, step: 20, frames: 10).up())
        expectFalse(h.nav.isTransitioning)
        h.page("B").allowsInteractivePop = false
        h.play(drag(h, from: 5, step: 20, frames: 10).up())
        expectFalse(h.nav.isTransitioning)
        let root = NavigationHarness(stack: ["A"])
        root.play(drag(root, from: 5, step: 20, frames: 10).up())
        expectFalse(root.nav.isTransitioning)
        // A vertical drag from the edge does not pop either.
        var vertical = InputScript(start: h.clock.now, location: Point(x: 5, y: 100)).down(at: Point(x: 5, y: 100))
        vertical = vertical.drag(to: Point(x: 15, y: 300), duration: 0.2, steps: 10).up()
        h.page("B").allowsInteractivePop = true
        h.play(vertical)
        expectFalse(h.nav.isTransitioning)
        expectEqual(h.stack, ["A", "B"])
    }

    func testFullScreenModeWithAMaximumDistance() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.nav.popGestureMode = .fullScreen(maximumDistance: 300)
        h.play(drag(h, from: 400, step: 20, frames: 10).up())
        expectFalse(h.nav.isTransitioning)
        h.play(drag(h, from: 250, step: 25, frames: 20).up())
        expectTrue(h.nav.isTransitioning)
        h.settle()
        expectEqual(h.stack, ["A"])
    }

    func testTheSeedsOneThirdRuleIsAPolicy() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.nav.popReleasePolicy = .pastOneThird
        h.play(drag(h, from: 5, step: 7, frames: 40).wait(0.2).up())  // 280 of 800: 35%
        h.settle()
        expectEqual(h.stack, ["A"])
    }

    func testAltLeftAndTheMouseBackButtonPop() {
        let h = NavigationHarness(stack: ["A", "B", "C"])
        h.play(InputScript(start: 0, location: Point(x: 400, y: 300)).key(.left, modifiers: .alt))
        expectTrue(h.nav.isTransitioning)
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 400, y: 300)).down(
                at: Point(x: 400, y: 300), button: .back))
        h.settle()
        expectEqual(h.stack, ["A"])
        // Plain Left does nothing.
        h.nav.pushViewController(h.page("B"), animated: false)
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 300)).key(.left))
        expectFalse(h.nav.isTransitioning)
    }
}

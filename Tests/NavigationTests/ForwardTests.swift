import Animation
import Geometry
import Layers
@_spi(SegueTools) import Navigation
import SegueTestSupport
import Views

/// Going forward, as a browser does: the pages back requests took off come back with the
/// mouse's forward button or Alt+Right, until a push clears them.
@MainActor
struct ForwardTests {
    let y = 300.0

    func key(_ h: NavigationHarness, _ key: Key) {
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: y)).key(key, modifiers: .alt))
        h.settle()
    }

    func mouse(_ h: NavigationHarness, _ button: PointerButton) {
        let point = Point(x: 400, y: y)
        h.play(
            InputScript(start: h.clock.now, location: point).down(at: point, button: button).up(
                at: point, button: button))
        h.settle()
    }

    func testForwardAfterOneTwoAndThreeBackRequests() {
        for backs in 1...3 {
            let h = NavigationHarness(stack: ["A", "B", "C", "D"])
            for _ in 0..<backs { key(h, .left) }
            expectEqual(h.stack.count, 4 - backs)
            expectEqual(h.nav.forwardViewControllers.map(\.name), Array(["D", "C", "B"].prefix(backs)))
            for i in 1...backs {
                if i % 2 == 0 { mouse(h, .forward) } else { key(h, .right) }
                expectEqual(h.stack.count, 4 - backs + i, "\(backs) back, \(i) forward")
            }
            expectEqual(h.stack, ["A", "B", "C", "D"])
            expectFalse(h.nav.canGoForward)
            key(h, .right)
            expectEqual(h.stack, ["A", "B", "C", "D"], "nothing more to go forward to")
            let forwards = h.transitions.filter { $0.phase == .begin && $0.isForwardNavigation }
            expectEqual(forwards.count, backs)
            expectTrue(forwards.allSatisfy { $0.operation == .push })
        }
    }

    func testANewPushClearsWhereForwardLeads() {
        let h = NavigationHarness(stack: ["A", "B", "C"])
        mouse(h, .back)
        expectEqual(h.nav.forwardViewControllers.map(\.name), ["C"])
        h.nav.pushViewController(h.page("X"), animated: true)
        h.settle()
        expectEmpty(h.nav.forwardViewControllers)
        key(h, .right)
        expectEqual(h.stack, ["A", "B", "X"])
    }

    func testABackDragThatCompletesCanBeUndoneForwardAndOneThatCancelsLeavesNothing() {
        let h = NavigationHarness(stack: ["A", "B"])
        var script = InputScript(start: h.clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
        for i in 1...12 { script = script.move(to: Point(x: 5 + 50 * Double(i), y: y)) }
        h.play(script.wait(0.2).up())
        h.settle()
        expectEqual(h.stack, ["A"])
        expectEqual(h.nav.forwardViewControllers.map(\.name), ["B"])
        key(h, .right)
        expectEqual(h.stack, ["A", "B"])
        // A cancelled drag took nothing off.
        var short = InputScript(start: h.clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
        for i in 1...5 { short = short.move(to: Point(x: 5 + 10 * Double(i), y: y)) }
        h.play(short.wait(0.2).up())
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectFalse(h.nav.canGoForward)
    }

    func testGoingForwardGoesThroughPushViewController() {
        let h = NavigationHarness(stack: ["A", "B"])
        key(h, .left)
        h.nav.goForward()
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectEqual(h.page("B").appearanceState, .appeared)
        expectEqual(h.page("A").appearanceState, .disappeared)
    }
}

@MainActor
struct ForwardSwipeTests {
    let y = 300.0

    func swipeRight(_ h: NavigationHarness, units: Int) {
        var script = InputScript(start: h.clock.now, location: Point(x: 400, y: y))
        for _ in 0..<units { script = script.wheel(by: Point(x: 1, y: 0)) }
        h.play(script)
    }

    func testATouchpadSwipeToTheRightGoesForwardInteractivelyAndCanCancel() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: y)).key(.left, modifiers: .alt))
        h.settle()
        expectEqual(h.stack, ["A"])
        // A short swipe: the page comes in a little, then goes back.
        swipeRight(h, units: 2)
        expectEqual(h.nav.activeTransitionContext?.isInteractive, true, "the push follows the fingers")
        expectEqual(h.stack, ["A", "B"], "the stack changes as the transition starts")
        h.settle()
        expectEqual(h.stack, ["A"], "cancelled")
        expectEqual(h.nav.forwardViewControllers.map(\.name), ["B"], "still there to go forward to")
        // A long one completes.
        swipeRight(h, units: 7)
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectFalse(h.nav.canGoForward)
        let forwards = h.transitions.filter { $0.phase == .end && $0.isForwardNavigation }.map(\.completed)
        expectEqual(forwards, [false, true])
    }
}

import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// Clicks and drags on the bar, through `window.handle`, as the SDL host delivers them.
@MainActor
struct BarInputTests {
    /// A click (press and release, 0.1 s apart) at `point`.
    func click(_ h: NavigationHarness, at point: Point) -> InputScript {
        InputScript(start: h.clock.now, location: point).down(at: point).wait(0.1).up()
    }

    func testAClickOnTheBackButtonPops() {
        let h = NavigationHarness(stack: ["A", "B"])
        let back = h.bar("B").backButton!
        let point = back.convert(Point(x: 40, y: 25), to: nil)
        expectIdentical(h.window.hitTest(point), back)
        h.play(click(h, at: point))
        expectTrue(h.nav.isTransitioning)
        h.settle()
        expectEqual(h.stack, ["A"])
        expectTrue(h.scene.engine.isIdle)
    }

    func testAPressThatLeavesTheBackButtonDoesNotPop() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 40, y: 25)).down(at: Point(x: 40, y: 25))
                .move(to: Point(x: 40, y: 200)).up())
        h.settle()
        expectEqual(h.stack, ["A", "B"])
    }

    func testAClickOnACustomLeftItemRunsItsActionOnly() {
        let h = NavigationHarness(stack: ["A", "B"])
        var taps = 0
        let custom = View(frame: Rect(x: 0, y: 0, width: 25, height: 25))
        h.page("B").navigationItem.leftBarButtonItem = BarButtonItem(customView: custom, offset: -15) { taps += 1 }
        h.scene.layoutIfNeeded()
        h.play(click(h, at: Point(x: 14, y: 25)))
        h.settle()
        expectEqual(taps, 1)
        expectEqual(h.stack, ["A", "B"])  // the item replaced the back button; its action did not pop
    }

    func testAButtonInsideACustomViewTakesItsOwnClick() {
        let h = NavigationHarness(stack: ["A", "B"])
        var itemTaps = 0
        let button = Button(frame: Rect(x: 0, y: 0, width: 25, height: 25))
        h.page("B").navigationItem.leftBarButtonItem = BarButtonItem(customView: button, offset: -15) { itemTaps += 1 }
        // The seeds' custom back button: its own action pops.
        button.addAction { [unowned h] in h.nav.popViewController(animated: true) }
        h.scene.layoutIfNeeded()
        expectIdentical(h.window.hitTest(Point(x: 14, y: 25)), button)
        h.play(click(h, at: Point(x: 14, y: 25)))
        h.settle()
        expectEqual(itemTaps, 0)
        expectEqual(h.stack, ["A"])
    }

    func testTheBackDragStillWorksOnAPageWithACustomLeftItem() {
        for y in [300.0, 25.0] {  // from the page's content, and from the custom item itself
            let h = NavigationHarness(stack: ["A", "B"])
            var taps = 0
            let custom = View(frame: Rect(x: 0, y: 0, width: 25, height: 25))
            h.page("B").navigationItem.leftBarButtonItem = BarButtonItem(customView: custom, offset: -15) { taps += 1 }
            h.scene.layoutIfNeeded()
            var script = InputScript(start: h.clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
            for i in 1...30 { script = script.move(to: Point(x: 5 + 20 * Double(i), y: y)) }
            h.play(script.wait(0.2).up())
            h.settle()
            expectEqual(h.stack, ["A"], "drag at y = \(y)")
            expectEqual(taps, 0)
            expectTrue(h.scene.engine.isIdle)
        }
    }

    func testAClickOnTheRightItemRunsItsAction() {
        let h = NavigationHarness(stack: ["A", "B"])
        var taps = 0
        h.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit") { taps += 1 }
        h.scene.layoutIfNeeded()
        let right = h.bar("B").rightItemView!
        h.play(click(h, at: right.convert(Point(x: 10, y: 25), to: nil)))
        expectEqual(taps, 1)
        expectFalse(h.nav.isTransitioning)
    }
}

import Geometry
import SegueTestSupport
import Views

@testable import Navigation

/// The two-finger horizontal swipe: precise wheel deltas, about 400 points for a page.
@MainActor
struct TouchpadSwipeTests {
    /// `count` wheel events of `dx` units, one per frame.
    func swipe(_ h: NavigationHarness, dx: Double, count: Int) {
        for _ in 0..<count {
            h.play(
                InputScript(start: h.clock.now + 1 / 60, location: Point(x: 400, y: 300)).wheel(by: Point(x: dx, y: 0)))
        }
    }

    func testThePageFollowsTheScrollAndAStoppedSwipePastHalfCompletes() {
        let h = NavigationHarness(stack: ["A", "B"])
        swipe(h, dx: -0.5, count: 6)  // 6 × 0.5 units × 40 points = 120 of 400: 30%
        expectTrue(h.nav.isTransitioning)
        expectLess(abs(h.x(of: "B") - 0.3 * h.width), 1e-6)
        swipe(h, dx: -0.5, count: 6)  // 60%
        expectLess(abs(h.x(of: "B") - 0.6 * h.width), 1e-6)
        h.step(0.2)  // the fingers lift: no more events
        h.settle()
        expectEqual(h.stack, ["A"])
        expectTrue(h.scene.engine.isIdle)
    }

    func testAShortSlowSwipeCancelsAndAQuickOneCompletes() {
        let h = NavigationHarness(stack: ["A", "B"])
        swipe(h, dx: -0.1, count: 10)  // 40 points: 10%, slowly
        h.step(0.2)
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        swipe(h, dx: -1, count: 4)  // 160 points in 4 frames: a flick
        h.step(0.2)
        h.settle()
        expectEqual(h.stack, ["A"])
    }

    func testVerticalOrForwardScrollsAndTheRootDoNotPop() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.play(InputScript(start: 0, location: Point(x: 400, y: 300)).wheel(by: Point(x: -0.2, y: 2)))
        swipe(h, dx: 1, count: 4)
        expectFalse(h.nav.isTransitioning)
        let root = NavigationHarness(stack: ["A"])
        swipe(root, dx: -1, count: 4)
        expectFalse(root.nav.isTransitioning)
    }
}

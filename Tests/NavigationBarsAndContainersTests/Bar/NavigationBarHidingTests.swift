import Geometry
import Layers
import Views

@testable import Navigation

/// `setNavigationBarHidden(_:animated:)`: at once, or the bar sliding up out of the page while
/// the content grows, over UIKit's 0.2 s, on the manual clock (800 × 600 window).
@MainActor
struct NavigationBarHidingTests {
    func testNotAnimatedTheBarGoesAtOnceOnEveryPage() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.scene.layoutIfNeeded()
        expectFalse(h.nav.isNavigationBarHidden)
        h.nav.setNavigationBarHidden(true, animated: false)
        h.scene.layoutIfNeeded()
        expectTrue(h.nav.isNavigationBarHidden)
        for name in ["A", "B"] {
            expectTrue(h.pageView(name).isBarHidden)
        }
        expectEqual(h.pageView("B").contentView.frame, Rect(x: 0, y: 0, width: 800, height: 600))
        expectTrue(h.scene.engine.isIdle)
        h.nav.isNavigationBarHidden = false
        h.scene.layoutIfNeeded()
        expectFalse(h.pageView("B").isBarHidden)
        expectEqual(h.pageView("B").contentView.frame, Rect(x: 0, y: 50, width: 800, height: 550))
    }

    func testAnimatedTheBarSlidesUpOutOfThePageAndTheContentGrows() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.scene.layoutIfNeeded()
        let page = h.pageView("B")
        h.nav.setNavigationBarHidden(true, animated: true)
        expectTrue(h.nav.isNavigationBarHidden)
        // Pages off screen change at once.
        expectTrue(h.pageView("A").isBarHidden)
        var tops: [Double] = []
        for _ in 0..<5 {
            h.step(0.02)
            tops.append(page.navigationBar.frame.minY)
        }
        // Moving up all along, and half-way (25 of 50 points) at half the 0.2 s.
        expectTrue(zip(tops, tops.dropFirst()).allSatisfy { $0 > $1 })
        expectLess(abs(page.navigationBar.frame.minY + 25), 1e-6)
        expectLess(abs(page.contentView.frame.minY - 25), 1e-6)
        expectLess(abs(page.contentView.frame.height - 575), 1e-6)
        expectTrue(!page.isBarHidden && page.clipsToBounds)
        h.step(0.1)
        h.scene.layoutIfNeeded()
        expectTrue(page.isBarHidden && !page.clipsToBounds)
        expectEqual(page.contentView.frame, Rect(x: 0, y: 0, width: 800, height: 600))
        expectTrue(h.scene.engine.isIdle)
        // Shown again: it slides back down.
        h.nav.setNavigationBarHidden(false, animated: true)
        h.step(0.1)
        expectFalse(page.isBarHidden)
        expectLess(abs(page.navigationBar.frame.minY + 25), 1e-6)
        h.settle()
        expectEqual(page.navigationBar.frame, Rect(x: 0, y: 0, width: 800, height: 50))
        expectEqual(page.contentView.frame, Rect(x: 0, y: 50, width: 800, height: 550))
    }

    func testTurningBackHalfWaySlidesFromWhereTheBarIs() {
        let h = NavigationHarness(stack: ["A"])
        h.scene.layoutIfNeeded()
        let page = h.pageView("A")
        h.nav.setNavigationBarHidden(true, animated: true)
        h.step(0.1)
        h.nav.setNavigationBarHidden(false, animated: true)
        // The first animation ended where it was going; the second starts from there.
        expectTrue(page.isBarHidden)
        h.settle()
        expectTrue(!page.isBarHidden && page.navigationBar.frame.minY == 0)
    }

    func testAPageThatPrefersNoBarStaysWithoutOne() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.page("A").prefersNavigationBarHidden = true
        h.scene.layoutIfNeeded()
        h.nav.setNavigationBarHidden(true, animated: false)
        h.nav.setNavigationBarHidden(false, animated: false)
        expectTrue(h.pageView("A").isBarHidden && !h.pageView("B").isBarHidden)
    }

    func testAPushFinishesASlidingBarFirstAndTheBarsThenAgree() {
        let h = NavigationHarness(stack: ["A"])
        h.scene.layoutIfNeeded()
        h.nav.setNavigationBarHidden(true, animated: true)
        h.step(0.05)
        h.nav.pushViewController(h.page("B"), animated: true)
        expectTrue(h.pageView("A").isBarHidden && h.pageView("B").isBarHidden)
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectEqual(h.pageView("B").contentView.frame.minY, 0)
    }

    func testDuringATransitionTheChangeIsImmediate() {
        let h = NavigationHarness(stack: ["A"])
        h.scene.layoutIfNeeded()
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.05)
        h.nav.setNavigationBarHidden(true, animated: true)
        expectTrue(h.pageView("A").isBarHidden && h.pageView("B").isBarHidden)
        h.settle()
        expectEqual(h.pageView("B").contentView.frame, Rect(x: 0, y: 0, width: 800, height: 600))
    }
}

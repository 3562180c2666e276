import Animation
import Geometry
import Navigation

@MainActor
struct MoveInAnimatorTests {
    func testAScrubbedPushMovesTheNewPageInOverAStillOne() {
        let delegate = AnimatorDelegate(interactive: true) { _ in MoveInAnimator() }
        let h = NavigationHarness(stack: ["A"], delegate: delegate)
        h.nav.pushViewController(h.page("B"), animated: true)
        // No dim, no shadow: only the two pages, the new one on top.
        expectEqual(h.containerContents, ["page:A", "page:B"])
        for p in [0.0, 0.1, 0.5, 0.9] {
            h.scrub(delegate, to: p)
            expectClose(h.x(of: "B"), (1 - p) * h.width, "arriving x at \(p)")
            expectTrue(h.x(of: "A") == 0 && h.alpha(of: "A") == 1)
        }
        delegate.interaction.finish()
        h.settle()
        expectAtRest(h, stack: ["A", "B"], pages: ["A", "B"])
    }

    func testAPopRevealsThePageUnderneathOnItsCurve() {
        let delegate = AnimatorDelegate(interactive: false) { _ in MoveInAnimator() }
        let h = NavigationHarness(stack: ["A", "B"], delegate: delegate)
        h.nav.popViewController(animated: true)
        expectEqual(h.containerContents, ["page:A", "page:B"])
        for t in [0.03, 0.15, 0.27] {
            h.run(to: t)
            expectClose(h.x(of: "B"), eased(t, over: 0.3) * h.width, "leaving x at t = \(t)")
            expectEqual(h.x(of: "A"), 0)
        }
        h.settle()
        expectAtRest(h, stack: ["A"], pages: ["A"])
    }

    func testTheSeedsPopMovesThePageUnderneathInFromTheLeft() {
        let delegate = AnimatorDelegate(interactive: true) { _ in MoveInAnimator(popStyle: .moveIn) }
        let h = NavigationHarness(stack: ["A", "B"], delegate: delegate)
        h.nav.popViewController(animated: true)
        expectEqual(h.containerContents, ["page:B", "page:A"])
        for p in [0.25, 0.5, 0.75] {
            h.scrub(delegate, to: p)
            expectClose(h.x(of: "A"), -(1 - p) * h.width, "arriving x at \(p)")
            expectEqual(h.x(of: "B"), 0)
        }
        delegate.interaction.finish()
        h.settle()
        expectAtRest(h, stack: ["A"], pages: ["A"])
    }

    func testEveryDirectionStartsOffItsEdge() {
        let size = Size(width: 800, height: 600)
        expectEqual(MoveInAnimator.offset(.fromRight, in: size), Point(x: 800, y: 0))
        expectEqual(MoveInAnimator.offset(.fromLeft, in: size), Point(x: -800, y: 0))
        expectEqual(MoveInAnimator.offset(.fromTop, in: size), Point(x: 0, y: -600))
        expectEqual(MoveInAnimator.offset(.fromBottom, in: size), Point(x: 0, y: 600))
        let delegate = AnimatorDelegate(interactive: true) { _ in MoveInAnimator(direction: .fromBottom) }
        let h = NavigationHarness(stack: ["A"], delegate: delegate)
        h.nav.pushViewController(h.page("B"), animated: true)
        h.scrub(delegate, to: 0.4)
        expectClose(h.y(of: "B"), 0.6 * 600)
        expectEqual(h.x(of: "B"), 0)
        delegate.interaction.cancel()
        h.settle()
        expectAtRest(h, stack: ["A"], pages: ["A"])
    }

    func testACancelledPushTakesTheNewPageAway() {
        let delegate = AnimatorDelegate(interactive: true) { _ in MoveInAnimator() }
        let h = NavigationHarness(stack: ["A"], delegate: delegate)
        h.nav.pushViewController(h.page("B"), animated: true)
        h.scrub(delegate, to: 0.3)
        delegate.interaction.cancel(velocity: -1)
        h.settle()
        expectAtRest(h, stack: ["A"], pages: ["A"])
        expectEqual(h.x(of: "A"), 0)
    }
}

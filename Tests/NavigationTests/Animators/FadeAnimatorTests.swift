import Animation
import Geometry
import Navigation

@MainActor
struct FadeAnimatorTests {
    func testAScrubbedPushFadesTheArrivingPageInOverTheLeavingOne() {
        let delegate = AnimatorDelegate(interactive: true) { _ in FadeAnimator() }
        let h = NavigationHarness(stack: ["A"], delegate: delegate)
        h.nav.pushViewController(h.page("B"), animated: true)
        expectEqual(h.containerContents, ["page:A", "page:B"])
        for p in [0.0, 0.2, 0.5, 0.8, 1.0] {
            h.scrub(delegate, to: p)
            expectClose(h.alpha(of: "B"), p, "arriving alpha at \(p)")
            expectEqual(h.alpha(of: "A"), 1)
            expectTrue(h.x(of: "A") == 0 && h.x(of: "B") == 0)
        }
        delegate.interaction.update(0.6)
        h.step()
        delegate.interaction.finish()
        h.settle()
        expectAtRest(h, stack: ["A", "B"], pages: ["A", "B"])
    }

    func testAPopFadesInOnItsCurveInAQuarterSecond() {
        let delegate = AnimatorDelegate(interactive: false) { _ in FadeAnimator() }
        let h = NavigationHarness(stack: ["A", "B"], delegate: delegate)
        expectEqual(FadeAnimator().transitionDuration(using: nil), 0.25)
        h.nav.popViewController(animated: true)
        // The arriving page is on top, even on a pop.
        expectEqual(h.containerContents, ["page:B", "page:A"])
        for t in [0.05, 0.125, 0.2] {
            h.run(to: t)
            expectClose(h.alpha(of: "A"), eased(t, over: 0.25), "arriving alpha at t = \(t)")
            expectEqual(h.alpha(of: "B"), 1)
        }
        h.settle()
        expectAtRest(h, stack: ["A"], pages: ["A"])
    }

    func testACancelledPopLeavesBothPagesAsTheyWere() {
        let delegate = AnimatorDelegate(interactive: true) { _ in FadeAnimator() }
        let h = NavigationHarness(stack: ["A", "B"], delegate: delegate)
        h.nav.popViewController(animated: true)
        h.scrub(delegate, to: 0.6)
        expectClose(h.alpha(of: "A"), 0.6)
        delegate.interaction.cancel()
        h.settle()
        expectAtRest(h, stack: ["A", "B"], pages: ["A", "B"])
        expectNil(h.pageView("A").superview)
    }

    func testOneAnimatorServesOneTransitionAfterAnother() {
        let fade = FadeAnimator()
        let delegate = AnimatorDelegate(interactive: false) { _ in fade }
        let h = NavigationHarness(stack: ["A"], delegate: delegate)
        h.nav.pushViewController(h.page("B"), animated: true)
        h.settle()
        let pageB = h.pageView("B")
        h.nav.popViewController(animated: true)
        h.run(to: h.clock.now + 0.125)
        expectClose(h.alpha(of: "A"), eased(0.125, over: 0.25))
        h.settle()
        expectAtRest(h, stack: ["A"], pages: ["A"])
        expectTrue(pageB.superview == nil && pageB.alpha == 1 && pageB.layer.transform == .identity)
    }
}

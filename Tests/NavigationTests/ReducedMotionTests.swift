import Animation
import Geometry
import Layers
import SegueTestSupport
import Testing
import Views

@testable import Navigation

/// Under reduced motion every built-in animator is a short cross-fade; drags still track.
@MainActor
struct ReducedMotionTests {
    @Test(arguments: EveryAnimatorTests.Kind.allCases)
    func everyBuiltInAnimatorBecomesACrossFade(_ kind: EveryAnimatorTests.Kind) {
        let delegate = AnimatorDelegate(interactive: false) { kind.make($0) }
        let h = NavigationHarness(stack: ["A"], delegate: delegate)
        h.window.prefersReducedMotion = true
        h.nav.pushViewController(h.page("B"), animated: true)
        let b = h.pageView("B")
        let a = h.pageView("A")
        h.clock.set(to: ReducedMotion.duration / 2)
        h.scene.tick()
        #expect(abs(b.layer.presentation.opacity - TimingCurve.easeInOut.value(at: 0.5)) < 1e-9)
        for page in [a, b] {
            #expect(page.layer.presentation.transform == .identity, "nothing moves")
        }
        h.settle()
        #expect(h.stack == ["A", "B"])
        #expect(h.clock.now < 0.3, "short")
        // What observers hear: the cross-fade, at the begin and the end.
        #expect(h.transitions.map(\.animator) == ["FadeAnimator", "FadeAnimator"])
        #expect(h.transitions.map(\.isReducedMotion) == [true, true])
    }

    @Test func observersHearTheAnimatorThatRuns() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        h.settle()
        #expect(h.transitions.map(\.animator) == ["SlideAnimator", "SlideAnimator"])
        #expect(h.transitions.map(\.isReducedMotion) == [false, false])
        h.window.prefersReducedMotion = true
        h.nav.popViewController(animated: true)
        h.settle()
        #expect(h.transitions.suffix(2).map(\.animator) == ["FadeAnimator", "FadeAnimator"])
        #expect(h.transitions.suffix(2).map(\.isReducedMotion) == [true, true])
    }

    @Test func theDefaultsOfEveryContainerFade() {
        let h = NavigationHarness(stack: ["A"])
        h.window.prefersReducedMotion = true
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.1)
        #expect(h.x(of: "B") == 0)
        h.settle()
        let modal = ViewController(name: "M")
        h.page("B").present(modal, animated: true)
        h.step(0.1)
        #expect(modal.view.layer.presentation.transform == .identity)
        #expect(modal.view.layer.presentation.opacity < 1)
        h.settle()
        #expect(h.window.presentedViewControllers.count == 1)
    }

    @Test func aDragStillTracksThePointer() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.window.prefersReducedMotion = true
        var script = InputScript(start: 0, location: Point(x: 5, y: 300)).down(at: Point(x: 5, y: 300))
        for i in 1...20 { script = script.move(to: Point(x: 5 + 10 * Double(i), y: 300)) }
        h.play(script)
        #expect(abs(h.x(of: "B") - 200) < 1e-9)
        h.play(InputScript(start: h.clock.now, location: Point(x: 205, y: 300)).move(to: Point(x: 605, y: 300)).up())
        h.settle()
        #expect(h.stack == ["A"])
        #expect(h.transitions.last?.isReducedMotion == false)
    }

    @Test func anAppsOwnAnimatorIsLeftAlone() {
        let h = NavigationHarness(stack: ["A"])
        let delegate = AnimatorDelegate(interactive: false) { _ in CarelessAnimator() }
        h.nav.delegate = delegate
        h.window.prefersReducedMotion = true
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.2)
        #expect(h.pageView("B").layer.presentation.transform != .identity)
        h.settle()
    }
}

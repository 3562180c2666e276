import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// Under reduced motion every built-in animator is a short cross-fade; drags still track.
@MainActor
struct ReducedMotionTests {
    func testEveryBuiltInAnimatorBecomesACrossFade() {
        forEachArgument(EveryAnimatorTests.Kind.allCases) { Self().everyBuiltInAnimatorBecomesACrossFade($0) }
    }

    func everyBuiltInAnimatorBecomesACrossFade(_ kind: EveryAnimatorTests.Kind) {
        let delegate = AnimatorDelegate(interactive: false) { kind.make($0) }
        let h = NavigationHarness(stack: ["A"], delegate: delegate)
        h.window.prefersReducedMotion = true
        h.nav.pushViewController(h.page("B"), animated: true)
        let b = h.pageView("B")
        let a = h.pageView("A")
        h.clock.set(to: ReducedMotion.duration / 2)
        h.scene.tick()
        expectLess(abs(b.layer.presentation.opacity - TimingCurve.easeInOut.value(at: 0.5)), 1e-9)
        for page in [a, b] {
            expectEqual(page.layer.presentation.transform, .identity, "nothing moves")
        }
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectLess(h.clock.now, 0.3, "short")
        // What observers hear: the cross-fade, at the begin and the end.
        expectEqual(h.transitions.map(\.animator), ["FadeAnimator", "FadeAnimator"])
        expectEqual(h.transitions.map(\.isReducedMotion), [true, true])
    }

    func testObserversHearTheAnimatorThatRuns() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        h.settle()
        expectEqual(h.transitions.map(\.animator), ["SlideAnimator", "SlideAnimator"])
        expectEqual(h.transitions.map(\.isReducedMotion), [false, false])
        h.window.prefersReducedMotion = true
        h.nav.popViewController(animated: true)
        h.settle()
        expectEqual(h.transitions.suffix(2).map(\.animator), ["FadeAnimator", "FadeAnimator"])
        expectEqual(h.transitions.suffix(2).map(\.isReducedMotion), [true, true])
    }

    func testTheDefaultsOfEveryContainerFade() {
        let h = NavigationHarness(stack: ["A"])
        h.window.prefersReducedMotion = true
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.1)
        expectEqual(h.x(of: "B"), 0)
        h.settle()
        let modal = ViewController(name: "M")
        h.page("B").present(modal, animated: true)
        h.step(0.1)
        expectEqual(modal.view.layer.presentation.transform, .identity)
        expectLess(modal.view.layer.presentation.opacity, 1)
        h.settle()
        expectEqual(h.window.presentedViewControllers.count, 1)
    }

    func testADragStillTracksThePointer() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.window.prefersReducedMotion = true
        var script = InputScript(start: 0, location: Point(x: 5, y: 300)).down(at: Point(x: 5, y: 300))
        for i in 1...20 { script = script.move(to: Point(x: 5 + 10 * Double(i), y: 300)) }
        h.play(script)
        expectLess(abs(h.x(of: "B") - 200), 1e-9)
        h.play(InputScript(start: h.clock.now, location: Point(x: 205, y: 300)).move(to: Point(x: 605, y: 300)).up())
        h.settle()
        expectEqual(h.stack, ["A"])
        expectEqual(h.transitions.last?.isReducedMotion, false)
    }

    func testAnAppsOwnAnimatorIsLeftAlone() {
        let h = NavigationHarness(stack: ["A"])
        let delegate = AnimatorDelegate(interactive: false) { _ in CarelessAnimator() }
        h.nav.delegate = delegate
        h.window.prefersReducedMotion = true
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.2)
        expectNotEqual(h.pageView("B").layer.presentation.transform, .identity)
        h.settle()
    }
}

import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@_spi(SegueTools) @testable import Navigation

/// The back-drag's loose ends, tried as a user would.
@MainActor
struct BackRequestAndGuardTests {
    let y = 300.0

    func drag(_ h: NavigationHarness, to x: Double, frames: Int) -> InputScript {
        var script = InputScript(start: h.clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
        for i in 1...frames { script = script.move(to: Point(x: 5 + (x - 5) * Double(i) / Double(frames), y: y)) }
        return script
    }

    // (a) An app's own delegate on the recognizer (what seed 000 and most UIKit code do)
    // keeps every guard: the root, a page that opts out, a running transition.
    func testTheGuardsHoldWhateverDelegateTheAppSets() {
        let permissive = AlwaysBegin()
        // The recognizer must not even begin (it would take the press from the page).
        func began(_ h: NavigationHarness) -> () -> Int {
            var count = 0
            h.nav.interactivePopGestureRecognizer.addAction { recognizer in
                if recognizer.state == .began { count += 1 }
            }
            return { count }
        }
        let root = NavigationHarness(stack: ["A"])
        root.nav.interactivePopGestureRecognizer.delegate = permissive
        let rootBegan = began(root)
        root.play(drag(root, to: 405, frames: 20).up())
        expectEmpty(root.transitions, "no drag on the root")
        expectEqual(rootBegan(), 0)

        let optedOut = NavigationHarness(stack: ["A", "B"])
        optedOut.nav.interactivePopGestureRecognizer.delegate = permissive
        optedOut.page("B").allowsInteractivePop = false
        let optedOutBegan = began(optedOut)
        optedOut.play(drag(optedOut, to: 405, frames: 20).up())
        expectEmpty(optedOut.transitions, "no drag on a page that opts out")
        expectEqual(optedOutBegan(), 0)

        let busy = NavigationHarness(stack: ["A", "B"])
        busy.nav.interactivePopGestureRecognizer.delegate = permissive
        let busyBegan = began(busy)
        busy.nav.pushViewController(busy.page("C"), animated: true)
        busy.play(drag(busy, to: 405, frames: 10))
        expectEqual(busy.transitions.map(\.operation), [.push], "no drag during a push")
        expectEqual(busyBegan(), 0)
        busy.play(InputScript(start: busy.clock.now, location: Point(x: 405, y: y)).up())
        busy.settle()
        expectEqual(busy.stack, ["A", "B", "C"])

        // Where the guards allow it, the app's delegate is asked and its yes lets it drag...
        let allowed = NavigationHarness(stack: ["A", "B"])
        allowed.nav.interactivePopGestureRecognizer.delegate = permissive
        allowed.play(drag(allowed, to: 605, frames: 20).wait(0.2).up())
        allowed.settle()
        expectGreater(permissive.asked, 0)
        expectEqual(allowed.stack, ["A"])
        // ... and its no stops it.
        let refusing = NavigationHarness(stack: ["A", "B"])
        let refusal = AlwaysBegin(answer: false)
        refusing.nav.interactivePopGestureRecognizer.delegate = refusal
        refusing.play(drag(refusing, to: 405, frames: 20).up())
        expectEmpty(refusing.transitions)
        expectGreater(refusal.asked, 0)
    }

    // (b) Alt+Left during a drag that then completes: it waits for the drag's end, then goes
    // back one more page (a back asked for is a back made).
    func testAltLeftDuringADragThatCompletesPopsOneMorePageAfterIt() {
        let h = NavigationHarness(stack: ["A", "B", "C"])
        h.play(drag(h, to: 405, frames: 20))
        h.play(InputScript(start: h.clock.now, location: Point(x: 405, y: y)).key(.left, modifiers: .alt))
        expectEqual(h.stack, ["A", "B"], "the drag's pop, and nothing more while the hand is on the page")
        h.play(drag(h, to: 605, frames: 1).wait(0.2).up())
        h.settle()
        expectEqual(h.stack, ["A"])
        expectEqual(h.transitions.filter { $0.phase == .end }.map(\.completed), [true, true])
    }

    // ... and during a drag that cancels, it still pops, once.
    func testAltLeftDuringADragThatCancelsPopsOnceAfterIt() {
        let h = NavigationHarness(stack: ["A", "B", "C"])
        h.play(drag(h, to: 105, frames: 10))
        h.play(InputScript(start: h.clock.now, location: Point(x: 105, y: y)).key(.left, modifiers: .alt))
        h.play(InputScript(start: h.clock.now, location: Point(x: 105, y: y)).wait(0.2).up())
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectEqual(h.transitions.filter { $0.phase == .end }.map(\.completed), [false, true])
    }

    // (c) The mouse's back button during a release finishes the release at once and goes
    // back from where it left the stack, even when a cancelling release is heading for the
    // root (the stack then shows one page, yet a back is due).
    func testTheMouseBackButtonDuringAReleaseFinishesItThenGoesBack() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.play(drag(h, to: 105, frames: 10).wait(0.2).up())
        expectEqual(h.nav.activeTransitionContext?.transitionWasCancelled, true, "releasing back")
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 600, y: y)).down(at: Point(x: 600, y: y), button: .back))
        h.settle()
        expectEqual(h.stack, ["A"])
        // During a completing release the release finishes at once and the back goes one
        // page further.
        let g = NavigationHarness(stack: ["A", "B", "C"])
        g.play(drag(g, to: 605, frames: 10).wait(0.2).up())
        expectEqual(g.nav.activeTransitionContext?.transitionWasCancelled, false)
        g.play(
            InputScript(start: g.clock.now, location: Point(x: 700, y: y)).down(at: Point(x: 700, y: y), button: .back))
        expectEqual(g.stack, ["A"], "at once")
        g.settle()
        expectEqual(g.stack, ["A"])
    }

    // (d) One animator object for both directions: a pop plays as a pop, because animators
    // read the direction from the context.
    func testOneAnimatorObjectPlaysAPushAndAPopTheRightWay() {
        for make in [{ SlideAnimator() as any AnimatedTransitioning }, { MoveInAnimator() }] {
            let shared = make()
            let h = NavigationHarness(stack: ["A"])
            let delegate = AnimatorDelegate(interactive: false) { _ in shared }
            h.nav.delegate = delegate
            h.nav.pushViewController(h.page("B"), animated: true)
            h.step(0.1)
            expectGreater(h.x(of: "B"), 0, "B comes in from the right")
            h.settle()
            h.nav.popViewController(animated: true)
            var last = h.x(of: "B")
            expectEqual(last, 0)
            for _ in 0..<10 {
                h.step()
                expectGreaterOrEqual(h.x(of: "B"), last, "the leaving page moves right, never left")
                last = h.x(of: "B")
            }
            expectGreater(last, 0)
            h.settle()
            expectEqual(h.stack, ["A"])
        }
    }
}

/// A recognizer delegate that answers every question the same way (counting them).
@MainActor
final class AlwaysBegin: GestureRecognizerDelegate {
    let answer: Bool
    var asked = 0
    init(answer: Bool = true) { self.answer = answer }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        asked += 1
        return answer
    }
}

/// A click (no drag) during a release lets it carry on the way it was going.
@MainActor
struct ClickDuringReleaseTests {
    func testAClickDuringAFlungReleaseDoesNotTurnItRound() {
        let h = NavigationHarness(stack: ["A", "B"])
        // 150 points in 5 frames (1800 pt/s): a fling at under a fifth of the width completes.
        var script = InputScript(start: 0, location: Point(x: 5, y: 300)).down(at: Point(x: 5, y: 300))
        for i in 1...5 { script = script.move(to: Point(x: 5 + 30 * Double(i), y: 300)) }
        h.play(script.up())
        h.step()
        expectEqual(h.nav.activeTransitionContext?.transitionWasCancelled, false)
        expectLess(h.nav.activeTransitionContext!.percentComplete, 0.5)
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 400, y: 300)).down(at: Point(x: 400, y: 300)).wait(0.05)
                .up())
        h.settle()
        expectEqual(h.stack, ["A"])
    }
}

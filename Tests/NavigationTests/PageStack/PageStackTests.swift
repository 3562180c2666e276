import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@_spi(SegueTools) @testable import Navigation

/// Seed 003's view-level navigation: plain views pushed and popped on a page stack.
@MainActor
struct PageStackTests {
    func testAPushMovesTheNewViewInFromTheRightOnTheMoveInCurveOverHalfASecond() {
        let h = PageStackHarness()
        expectTrue(h.stack.push(h.view("B")))
        let w = h.width
        for t in [0.0, 0.25, 0.5] {
            h.clock.set(to: t)
            h.scene.tick()
            let eased = TimingCurve.easeInOut.value(at: t / 0.5)
            expectLess(abs(h.x(of: "B") - w * (1 - eased)), 1e-6, "pushed view at t = \(t)")
            expectEqual(h.x(of: "root"), 0, "the view underneath stays still at t = \(t)")
        }
        h.step()
        expectFalse(h.stack.isTransitioning)
        expectEqual(h.names, ["root", "B"])
        expectIdentical(h.stack.topView, h.view("B"))
        expectNil(h.view("root").superview)
        expectEqual(h.view("B").frame, Rect(origin: .zero, size: PageStackHarness.size))
    }

    func testAPopMovesTheViewBelowInFromTheLeftAndTakesAQuarterSecond() {
        let h = PageStackHarness()
        h.stack.push(h.view("B"), animated: false)
        let start = h.clock.now
        expectIdentical(h.stack.pop(), h.view("B"))
        let w = h.width
        for t in [0.0, 0.125, 0.25] {
            h.clock.set(to: start + t)
            h.scene.tick()
            let eased = TimingCurve.easeInOut.value(at: t / 0.25)
            expectLess(abs(h.x(of: "root") - (-w * (1 - eased))), 1e-6, "arriving view at t = \(t)")
            expectEqual(h.x(of: "B"), 0)
        }
        expectTrue(h.stack.isTransitioning, "ends on the tick after its last frame")
        h.step()
        expectFalse(h.stack.isTransitioning)
        expectEqual(h.names, ["root"])
        expectNil(h.view("B").superview)
    }

    func testAViewAlreadyOnTheStackIsRefusedWithAWarning() {
        let h = PageStackHarness()
        h.stack.push(h.view("B"), animated: false)
        expectFalse(h.stack.push(h.view("root")))
        expectFalse(h.stack.push(h.view("B")))
        expectEqual(h.warnings, [.duplicatePush(page: "root"), .duplicatePush(page: "B")])
        expectEqual(h.names, ["root", "B"])
        expectFalse(h.stack.isTransitioning)
        // Also a view waiting in the queue.
        h.stack.push(h.view("C"))
        expectTrue(h.stack.push(h.view("D")))
        expectFalse(h.stack.push(h.view("D")))
        expectEqual(h.warnings.last, .duplicatePush(page: "D"))
    }

    func testPoppingTheRootDoesNothing() {
        let h = PageStackHarness()
        expectNil(h.stack.pop())
        expectEqual(h.stack.popToRoot()?.isEmpty, true)
        expectFalse(h.stack.isTransitioning)
        expectEmpty(h.transitions)
        expectEqual(h.names, ["root"])
        expectEmpty(h.warnings)
    }

    func testRequestsDuringATransitionAreQueuedAndAppliedInOrder() {
        let h = PageStackHarness()
        var done: [String] = []
        h.stack.push(h.view("B")) { done.append("push B") }
        h.stack.push(h.view("C")) { done.append("push C") }
        h.stack.pop { done.append("pop") }
        expectEqual(h.names, ["root", "B"])
        h.settle()
        expectEqual(done, ["push B", "push C", "pop"])
        expectEqual(h.names, ["root", "B"])
        expectEqual(h.transitions.map(\.operation), [.push, .push, .push, .push, .pop, .pop])
        expectNil(h.stack.pop(to: h.view("nowhere")))
        expectEqual(h.warnings, [.notOnStack(page: "nowhere")])
    }

    /// Requests made during a transition apply at once: a push of a page a set just put on the
    /// stack is refused then and there; the others complete.
    func testRequestsDuringATransitionApplyAtOnceAndComplete() {
        let h = PageStackHarness()
        var done: [String] = []
        h.stack.push(h.view("B"))
        h.stack.setViews([h.view("C"), h.view("root")], animated: false)
        expectFalse(h.stack.push(h.view("C")) { done.append("push C") }, "C is on the stack already")
        h.stack.popToRoot { done.append("pop to root") }
        h.stack.pop(to: h.view("nowhere")) { done.append("pop to nowhere") }
        h.settle()
        expectEqual(h.names, ["C"], "C is the root now")
        expectEqual(done, ["pop to root", "pop to nowhere"])
        expectEqual(h.warnings, [.duplicatePush(page: "C"), .notOnStack(page: "nowhere")])
    }

    func testPopToAndSetViews() {
        let h = PageStackHarness()
        h.stack.setViews([h.view("root"), h.view("B"), h.view("C"), h.view("D")], animated: false)
        expectEqual(h.names, ["root", "B", "C", "D"])
        expectEqual(h.stack.pop(to: h.view("B"))?.map(\.name), ["C", "D"])
        h.settle()
        expectEqual(h.names, ["root", "B"])
        h.stack.setViews([h.view("root"), h.view("E")], animated: true)
        expectEqual(
            h.transitions.last,
            TransitionEvent(
                phase: .begin, operation: .push, isInteractive: false, animator: "MoveInAnimator",
                container: "pageStack", duration: 0.5))
        h.settle()
        expectEqual(h.names, ["root", "E"])
        expectEqual(h.stack.containerView.subviews.map(\.name), ["E"])
        h.stack.setViews([], animated: false)
        expectEqual(h.warnings, [.emptyStack])
    }

    func testAnyViewPushesAndPopsOnTheStackItLivesIn() {
        let h = PageStackHarness()
        let button = h.view("root").subview(named: "root.button")!
        expectIdentical(button.pageStackView, h.stack)
        expectTrue(button.pushPage(h.view("B"), animated: false))
        expectEqual(h.names, ["root", "B"])
        expectTrue(h.view("B").subview(named: "B.button")!.popPage(animated: false))
        expectEqual(h.names, ["root"])
        let loose = View()
        expectNil(loose.pageStackView)
        expectFalse(loose.pushPage(View()))
    }

    func testTheStackShieldsItsPagesOnlyWhileATransitionRuns() {
        let h = PageStackHarness()
        h.stack.push(h.view("B"))
        expectFalse(h.stack.containerView.isUserInteractionEnabled)
        h.settle()
        expectTrue(h.stack.containerView.isUserInteractionEnabled)
        h.stack.pop()
        expectFalse(h.stack.containerView.isUserInteractionEnabled)
        h.settle()
        expectTrue(h.stack.containerView.isUserInteractionEnabled)
    }

    func testADelegateSuppliesAnyAnimator() {
        let h = PageStackHarness()
        let delegate = FadingStackDelegate()
        h.stack.delegate = delegate
        h.stack.push(h.view("B"))
        h.clock.set(to: 0.125)
        h.scene.tick()
        expectLess(abs(h.view("B").layer.presentation.opacity - TimingCurve.easeInOut.value(at: 0.5)), 1e-9)
        h.settle()
        expectEqual(delegate.shown, ["B"])
        expectEqual(h.view("B").alpha, 1)
    }

    // MARK: - The back-drag

    func drag(_ h: PageStackHarness, to x: Double, frames: Int) -> InputScript {
        var script = InputScript(start: h.clock.now, location: Point(x: 5, y: 300)).down(at: Point(x: 5, y: 300))
        for i in 1...frames { script = script.move(to: Point(x: 5 + (x - 5) * Double(i) / Double(frames), y: 300)) }
        return script
    }

    func testTheBackDragFollowsThePointerAndCompletesPastHalf() {
        let h = PageStackHarness()
        h.stack.push(h.view("B"), animated: false)
        h.play(drag(h, to: 205, frames: 20))
        expectTrue(h.stack.isTransitioning)
        expectEqual(h.stack.activeTransitionContext?.isInteractive, true)
        // The view grabbed goes with the pointer (its left edge at the pointer's travel), over
        // the view below, which stays still; the animated pop is seed 003's move-in.
        expectLess(abs(h.x(of: "B") - 200), 1e-9)
        expectEqual(h.x(of: "root"), 0)
        h.play(drag(h, to: 505, frames: 1).wait(0.2).up())
        h.settle()
        expectEqual(h.names, ["root"])
        expectEqual(
            h.transitions.last,
            TransitionEvent(
                phase: .end, operation: .pop, isInteractive: false, completed: true, animator: "MoveInAnimator",
                container: "pageStack", duration: 0.25))
    }

    func testAShortBackDragCancelsAndPutsTheStackBack() {
        let h = PageStackHarness()
        h.stack.push(h.view("B"), animated: false)
        h.play(drag(h, to: 205, frames: 20).wait(0.2).up())
        h.settle()
        expectEqual(h.names, ["root", "B"])
        expectEqual(h.stack.containerView.subviews.map(\.name), ["B"])
        expectEqual(h.x(of: "B"), 0)
        expectEqual(h.view("root").layer.modelState.transform, .identity)
        // On the root there is nothing to drag back to.
        let root = PageStackHarness()
        root.play(drag(root, to: 405, frames: 20).up())
        expectEmpty(root.transitions)
    }
}

@MainActor
private final class FadingStackDelegate: PageStackViewDelegateBase {
    var shown: [String] = []
    override func pageStack(
        _ pageStack: PageStackView, animatorFor operation: NavigationOperation, from: View, to: View
    ) -> (any AnimatedTransitioning)? { FadeAnimator() }
    override func pageStack(_ pageStack: PageStackView, didShow view: View, animated: Bool) {
        shown.append(view.name ?? "?")
    }
}

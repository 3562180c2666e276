import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// Requests apply at once (libadwaita's model): a request made while a transition animates
/// finishes it and starts its own from there, so the page the user asked for shows one
/// animation after the last request; the model always says where the user is going.
@MainActor
struct RequestsApplyAtOnceTests {
    let y = 300.0

    func altKey(_ h: NavigationHarness, _ key: Key) {
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: y)).key(key, modifiers: .alt))
    }

    func mouse(_ h: NavigationHarness, _ button: PointerButton) {
        let point = Point(x: 400, y: y)
        h.play(
            InputScript(start: h.clock.now, location: point).down(at: point, button: button).up(
                at: point, button: button))
    }

    /// Steps frames until nothing runs; returns the clock time then.
    func timeAtRest(_ h: NavigationHarness) -> Double {
        var frames = 0
        while h.nav.isTransitioning && frames < 600 {
            h.step()
            frames += 1
        }
        return h.clock.now
    }

    func testFiveAltLeftsOverAThirdOfASecondShowThePageOneAnimationAfterTheLast() {
        let h = NavigationHarness(stack: ["A", "B", "C", "D", "E", "F"])
        var lastPress = 0.0
        for i in 0..<5 {
            if i > 0 { h.play(InputScript(start: h.clock.now).wait(0.0825)) }
            lastPress = h.clock.now
            altKey(h, .left)
            expectEqual(h.stack.count, 5 - i, "the model says where the user is going at once")
        }
        let duration = h.transitions.last { $0.phase == .begin }?.duration ?? 0
        expectGreater(duration, 0)
        let rest = timeAtRest(h)
        expectEqual(h.stack, ["A"])
        expectEqual(h.x(of: "A"), 0)
        expectLessOrEqual(
            rest - lastPress, duration + 2.0 / 60, "one animation after the last press, not \(rest - lastPress) s")
    }

    func testBackThenForwardATenthOfASecondApartRestoresTheStack() {
        for buttons in [false, true] {
            let h = NavigationHarness(stack: ["menu", "orange", "white"])
            if buttons { mouse(h, .back) } else { altKey(h, .left) }
            expectEqual(h.stack, ["menu", "orange"])
            expectTrue(h.nav.canGoForward, "the back is done as far as the model goes")
            h.play(InputScript(start: h.clock.now).wait(0.1))
            if buttons { mouse(h, .forward) } else { altKey(h, .right) }
            h.settle()
            expectEqual(h.stack, ["menu", "orange", "white"], buttons ? "buttons 8/9" : "Alt+Left, Alt+Right")
            expectTrue(h.transitions.contains { $0.phase == .begin && $0.isForwardNavigation }, "the forward push ran")
            expectFalse(h.nav.canGoForward)
        }
    }

    func testPushBackForwardBackEndsOnTheRootWithTheForwardPage() {
        let h = NavigationHarness(stack: ["root"])
        h.nav.pushViewController(h.page("A"), animated: true)
        h.step()
        altKey(h, .left)
        h.nav.goForward()
        altKey(h, .left)
        h.settle()
        expectEqual(h.stack, ["root"])
        expectEqual(h.nav.forwardViewControllers.map(\.name), ["A"])
    }

    func testAnAppsPanStartedWhileAPopFinishesAndCancelledPopsNothing() {
        let h = NavigationHarness(stack: ["root", "A", "B"])
        let nav = h.nav
        let pan = PanPopDriver(nav)
        // A long drag pops B; its release is still finishing when the next drag starts.
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
                .drag(to: Point(x: 445, y: y), duration: 0.2, steps: 10).up())
        expectTrue(nav.isTransitioning, "the first pop is finishing")
        expectEqual(h.stack, ["root", "A"])
        // A short, quick drag: the user lets go before the first pop is over, so nothing
        // more is popped.
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
                .move(to: Point(x: 35, y: y), after: 0.001).drag(to: Point(x: 65, y: y), duration: 0.03, steps: 3)
                .up())
        expectEqual(h.transitions.filter { $0.phase == .begin }.count, 2, "the second drag began")
        h.settle()
        expectEqual(h.stack, ["root", "A"], "the cancelled drag popped nothing")
        expectEqual(pan.pops, 2)
        expectNotNil(nav.page(for: h.page("A")).window)
    }
}

/// Seed 000's pan idiom: the app's own pan calls `popViewController(animated:)` as it begins
/// and drives a percent-driven interaction with it (the controller is its own delegate).
@MainActor
private final class PanPopDriver: NavigationControllerDelegate {
    let nav: NavigationController
    var interaction: PercentDrivenInteractiveTransition?
    var pops = 0

    init(_ nav: NavigationController) {
        self.nav = nav
        nav.interactivePopGestureRecognizer.isEnabled = false
        nav.delegate = self
        let pan = PanGestureRecognizer(target: self, action: PanPopDriver.panned)
        nav.view.addGestureRecognizer(pan)
    }

    func panned(_ pan: PanGestureRecognizer) {
        let percent = min(max(pan.translation(in: nav.view).x / nav.view.bounds.width, 0), 1)
        switch pan.state {
        case .began:
            interaction = PercentDrivenInteractiveTransition()
            pops += 1
            nav.popViewController(animated: true)
        case .changed:
            interaction?.update(percent)
        case .ended, .cancelled:
            if percent > 0.5 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            break
        }
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        SlideAnimator()
    }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        interaction
    }
}

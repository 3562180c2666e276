import Animation
import Geometry
import Layers
@_spi(SegueTools) import Navigation
import SegueTestSupport
import Views

// Written only against the public API, as an app would (no @testable import): seed 004's
// first approach — the app's own pop animation, its own pan gesture, and a percent-driven
// interaction that completes when the drag passes a third of the width.

/// The app's pop animation: the leaving page slides off to the right over the page below,
/// written with a plain animation block.
@MainActor
final class SeedPopAnimation: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        container.insertSubview(context.toView, belowSubview: context.fromView)
        context.toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        let width = container.bounds.width
        context.scene.animate(withDuration: 0.3, curve: .linear) {
            context.fromView.transform = AffineTransform(translationX: width, y: 0)
        } completion: { _ in
            context.fromView.transform = .identity
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// The app's navigation delegate: its animator for pops, and its interaction while the
/// app's gesture is dragging.
@MainActor
final class SeedNavigationDelegate: NavigationControllerDelegateBase {
    var isInteractive = false
    let interaction = PercentDrivenInteractiveTransition()

    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        operation == .pop ? SeedPopAnimation() : nil
    }

    override func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        isInteractive ? interaction : nil
    }
}

/// The app's gesture handling: pop on began, follow on changed, decide at a third on ended.
@MainActor
final class SeedPopGesture {
    let pan = PanGestureRecognizer()
    let delegate: SeedNavigationDelegate
    unowned let navigationController: NavigationController

    init(navigationController: NavigationController, delegate: SeedNavigationDelegate) {
        self.navigationController = navigationController
        self.delegate = delegate
        navigationController.interactivePopGestureRecognizer.isEnabled = false
        navigationController.view.addGestureRecognizer(pan)
        pan.addAction { [unowned self] _ in handle() }
    }

    private func handle() {
        let width = navigationController.view.bounds.width
        let dx = pan.translation(in: navigationController.view).x
        switch pan.state {
        case .began:
            delegate.isInteractive = true
            navigationController.popViewController(animated: true)
            delegate.interaction.update(dx / width)
        case .changed:
            delegate.interaction.update(dx / width)
        case .ended, .cancelled:
            if dx > width / 3 { delegate.interaction.finish() } else { delegate.interaction.cancel() }
            delegate.isInteractive = false
        default:
            break
        }
    }
}

@MainActor
struct AppWrittenTransitionTests {
    func drag(_ h: NavigationHarness, to x: Double) {
        var script = InputScript(start: h.clock.now, location: Point(x: 100, y: 300)).down(at: Point(x: 100, y: 300))
        script = script.drag(to: Point(x: 100 + x, y: 300), duration: 0.5, steps: 30).wait(0.2).up()
        h.play(script)
    }

    func testTheAppsOwnGestureAndAnimatorTrackTheDragAndCompletePastAThird() {
        let h = NavigationHarness(stack: ["A", "B"])
        let delegate = SeedNavigationDelegate()
        h.nav.delegate = delegate
        let gesture = SeedPopGesture(navigationController: h.nav, delegate: delegate)
        var script = InputScript(start: 0, location: Point(x: 100, y: 300)).down(at: Point(x: 100, y: 300))
        script = script.drag(to: Point(x: 300, y: 300), duration: 0.3, steps: 20)
        h.play(script)
        // The app's block animation is scrubbed: the page sits under the pointer.
        expectLess(abs(h.x(of: "B") - 200), 1e-6)
        expectEqual(h.nav.activeTransitionContext?.isInteractive, true)
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 300, y: 300)).drag(
                to: Point(x: 380, y: 300), duration: 0.1, steps: 5
            ).up())
        h.settle()
        expectEqual(h.stack, ["A"])  // 280 > 800 / 3
        expectTrue(h.scene.engine.isIdle)
        _ = gesture
    }

    func testBelowAThirdTheAppsPopIsCancelledAndTheLifecycleStaysBalanced() {
        let h = NavigationHarness(stack: ["A", "B"])
        let delegate = SeedNavigationDelegate()
        h.nav.delegate = delegate
        let gesture = SeedPopGesture(navigationController: h.nav, delegate: delegate)
        drag(h, to: 250)  // 250 < 266.7
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectEqual(h.x(of: "B"), 0)
        expectEqual(
            h.log.take(),
            [
                "A.viewDidLoad", "B.viewWillDisappear", "A.viewWillAppear",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
            ])
        _ = gesture
    }

    func testTheBuiltInGestureWithTheSeedsRuleAsAPolicy() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.nav.popReleasePolicy = .pastOneThird
        var script = InputScript(start: 0, location: Point(x: 5, y: 300)).down(at: Point(x: 5, y: 300))
        script = script.drag(to: Point(x: 285, y: 300), duration: 0.6, steps: 36).wait(0.2).up()
        h.play(script)
        h.settle()
        expectEqual(h.stack, ["A"])  // 280 of 800 is past a third, released at rest
    }
}

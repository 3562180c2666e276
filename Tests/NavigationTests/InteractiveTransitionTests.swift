import Animation
import Geometry
import Layers

@_spi(SegueTools) @testable import Navigation

@MainActor
struct InteractiveTransitionTests {
    func testAPercentDrivenPopTracksUpdatesExactly() {
        let h = NavigationHarness(stack: ["A", "B"])
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        expectEqual(h.nav.activeTransitionContext?.isInteractive, true)
        for p in [0.1, 0.25, 0.4, 0.33] {
            delegate.interaction.update(p)
            h.step()
            expectLess(abs(h.x(of: "B") - p * h.width), 1e-9)
            expectLess(abs(h.x(of: "A") - (-0.3 * h.width * (1 - p))), 1e-9)
        }
        delegate.interaction.finish()
        h.settle()
        expectEqual(h.stack, ["A"])
        expectTrue(h.scene.engine.isIdle)
    }

    func testACancelledInteractivePopRestoresTheStackAndBalancesTheLifecycle() {
        let h = NavigationHarness(stack: ["A", "B"])
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        expectEqual(h.stack, ["A"])  // UIKit updates the stack when the pop starts
        expectEqual(h.log.take(), ["A.viewDidLoad", "B.viewWillDisappear", "A.viewWillAppear"])
        delegate.interaction.update(0.4)
        h.step()
        delegate.interaction.cancel()
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectEqual(
            h.log.take(), ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear"])
        expectEqual(h.x(of: "B"), 0)
        expectNil(h.nav.page(for: h.page("A")).superview)
        expectEqual(
            h.transitions.last,
            TransitionEvent(
                phase: .end, operation: .pop, isInteractive: false, completed: false, animator: "SlideAnimator",
                container: "navigation", duration: 0.3))
        expectTrue(h.scene.engine.isIdle)
    }

    func testReleaseVelocityCarriesIntoTheAnimation() {
        let h = NavigationHarness(stack: ["A", "B"])
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        delegate.interaction.update(0.5)
        h.step()
        let pointerSpeed = 1200.0  // points per second, rightwards
        delegate.interaction.finish(velocity: pointerSpeed / h.width)
        let before = h.x(of: "B")
        h.step()
        let pageSpeed = (h.x(of: "B") - before) * 60
        expectLess(abs(pageSpeed - pointerSpeed) / pointerSpeed, 0.2, "page \(pageSpeed) vs pointer \(pointerSpeed)")
        h.settle()
        expectEqual(h.stack, ["A"])
    }

    func testAGrabDuringTheReleaseTakesThePageWhereItIs() {
        let h = NavigationHarness(stack: ["A", "B"])
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        delegate.interaction.update(0.3)
        h.step()
        delegate.interaction.cancel(velocity: -0.5)
        h.step(0.05)
        let grabbedAt = h.x(of: "B")
        expectTrue(grabbedAt < 0.3 * h.width && grabbedAt > 0)
        delegate.interaction.pause()
        h.step(0.1)
        expectEqual(h.x(of: "B"), grabbedAt)  // held where it was grabbed
        expectEqual(h.nav.activeTransitionContext?.isInteractive, true)
        delegate.interaction.update(grabbedAt / h.width + 0.5)
        h.step()
        delegate.interaction.finish(velocity: 0)
        h.settle()
        expectEqual(h.stack, ["A"])
        expectTrue(h.scene.engine.isIdle)
    }

    /// An animator an app would write with plain animation blocks: scrubbing still works,
    /// because the transition redirects the blocks onto its own fraction.
    @MainActor
    final class FadeWithBlocks: AnimatedTransitioning {
        func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }
        func animateTransition(using context: TransitionContext) {
            let to = context.toView
            context.containerView.insertSubview(to, belowSubview: context.fromView)
            to.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
            context.scene.animate(withDuration: 0.4, curve: .linear) {
                context.fromView.alpha = 0
            } completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    func testACustomBlockAnimatorIsScrubbedAndCompletes() {
        let h = NavigationHarness(stack: ["A", "B"])
        let delegate = AnimatorDelegate(interactive: true) { _ in FadeWithBlocks() }
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        delegate.interaction.update(0.25)
        h.step()
        expectLess(abs(h.nav.page(for: h.page("B")).layer.presentation.opacity - 0.75), 1e-9)
        delegate.interaction.finish()
        h.settle()
        expectEqual(h.stack, ["A"])
        expectEqual(h.nav.page(for: h.page("A")).alpha, 1)
        expectTrue(h.scene.engine.isIdle)
    }

    func testACustomBlockAnimatorRunsOnItsOwnTimingWhenNotInteractive() {
        let h = NavigationHarness(stack: ["A", "B"])
        let delegate = AnimatorDelegate(interactive: false) { _ in FadeWithBlocks() }
        h.nav.delegate = delegate
        let fading = h.nav.page(for: h.page("B"))
        h.nav.popViewController(animated: true)
        h.step(0.1)
        expectLess(abs(fading.layer.presentation.opacity - 0.75), 1e-9)
        h.step(0.2)
        expectLess(abs(fading.layer.presentation.opacity - 0.25), 1e-9)
        h.settle()
        expectEqual(h.stack, ["A"])
    }

    func testTheCoordinatorRunsAnimationsAlongsideAndReportsTheEnd() {
        let h = NavigationHarness(stack: ["A", "B"])
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        let badge = h.page("A").view
        var ended: [Bool] = []
        var interactionEnded = 0
        let coordinator = h.page("A").transitionCoordinator
        expectNotNil(coordinator)
        coordinator?.animate(
            alongsideTransition: { _ in badge.alpha = 0.2 }, completion: { c in ended.append(c.isCancelled) })
        coordinator?.notifyWhenInteractionChanges { _ in interactionEnded += 1 }
        delegate.interaction.update(0.5)
        h.step()
        expectLess(abs(badge.layer.presentation.opacity - 0.6), 1e-9)
        delegate.interaction.cancel()
        h.settle()
        expectEqual(interactionEnded, 1)
        expectEqual(ended, [true])
        // Cancelled: the alongside change is undone.
        expectEqual(badge.layer.presentation.opacity, 1)
        expectNil(h.page("A").transitionCoordinator)
    }

    /// An app that keeps the coordinator past its transition (UIKit apps capture it in
    /// closures) may still ask it things: it says where the transition ended, and an
    /// alongside animation then runs at once.
    func testACoordinatorKeptPastItsTransitionStillAnswers() throws {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        let coordinator = try require(h.page("B").transitionCoordinator)
        expectFalse(coordinator.hasEnded)
        h.settle()
        h.nav.popViewController(animated: false)
        h.settle()
        expectTrue(coordinator.hasEnded)
        expectEqual(coordinator.percentComplete, 1)
        expectFalse(coordinator.isCancelled)
        expectEqual(coordinator.operation, .push)
        expectIdentical(coordinator.viewController(forKey: .to), h.page("B"))
        var ran: [String] = []
        let animated = coordinator.animate(
            alongsideTransition: { _ in ran.append("animation") }, completion: { _ in ran.append("completion") })
        expectFalse(animated)
        expectEqual(ran, ["animation", "completion"])
    }
}

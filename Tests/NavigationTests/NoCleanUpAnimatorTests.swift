import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// An app's animator that changes transform, alpha, frame (and more) of both pages and
/// cleans up nothing: the transition runner puts every page property back.
@MainActor
final class CarelessAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }

    func animateTransition(using context: TransitionContext) {
        let from = context.fromView
        let to = context.toView
        context.containerView.addSubview(to)
        to.frame = Rect(x: 300, y: 40, width: 200, height: 100)
        to.alpha = 0.2
        to.layer.cornerRadius = 12
        context.scene.animate(withDuration: 0.4) {
            from.transform = AffineTransform(translationX: -90, y: 30).concatenating(
                AffineTransform(scaleX: 0.5, y: 0.5))
            from.alpha = 0.3
            from.frame = Rect(x: 10, y: 10, width: 50, height: 50)
            from.layer.anchorPoint = Point(x: 0, y: 0)
            to.transform = AffineTransform(scaleX: 2, y: 2)
            to.alpha = 0.9
            to.frame = Rect(x: 0, y: 0, width: 700, height: 500)
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
        // A helper view it never removes.
        let smear = View(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        smear.name = "smear"
        context.containerView.addSubview(smear)
    }
}

@MainActor
struct NoCleanUpAnimatorTests {
    func expectAtRest(_ h: NavigationHarness, _ names: [String], _ comment: Comment) {
        let bounds = h.nav.containerView.bounds
        for name in names {
            let page = h.nav.page(for: h.page(name))
            let model = page.layer.modelState
            expectEqual(model, page.layer.presentation, comment)
            expectEqual(model.transform, .identity, comment)
            expectEqual(model.opacity, 1, comment)
            expectEqual(model.anchorPoint, Point(x: 0.5, y: 0.5), comment)
            expectEqual(model.cornerRadius, 0, comment)
            expectFalse(model.isHidden, comment)
            expectEqual(page.frame, bounds, comment)
            expectFalse(page.layer.shouldRasterize, comment)
            expectFalse(page.layer.isAnimating, comment)
        }
        expectNil(h.nav.containerView.subview(named: "smear"), comment)
        expectEqual(h.nav.containerView.subviews.count, 1, comment)
        expectTrue(h.nav.containerView.isUserInteractionEnabled, comment)
    }

    func testAfterACompletedPushAndPopEveryPagePropertyIsBackAtRest() {
        let h = NavigationHarness(stack: ["A"])
        let delegate = AnimatorDelegate(interactive: false) { _ in CarelessAnimator() }
        h.nav.delegate = delegate
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.2)
        expectNotEqual(h.nav.page(for: h.page("B")).alpha, 1, "the animator did touch the pages")
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectAtRest(h, ["B"], "after the push")
        h.nav.popViewController(animated: true)
        h.settle()
        expectAtRest(h, ["A"], "after the pop")
        // The page that left is at rest too, ready to be pushed again.
        let b = h.nav.page(for: h.page("B"))
        expectTrue(b.layer.modelState.transform == .identity && b.layer.modelState.opacity == 1)
    }

    func testAfterACancelledInteractivePopEveryPagePropertyIsBackAtRest() {
        let h = NavigationHarness(stack: ["A", "B"])
        let delegate = AnimatorDelegate(interactive: true) { _ in CarelessAnimator() }
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        delegate.interaction.update(0.4)
        h.step()
        expectNotEqual(h.nav.page(for: h.page("B")).layer.presentation.opacity, 1)
        delegate.interaction.cancel()
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectAtRest(h, ["B"], "after the cancel")
        let a = h.nav.page(for: h.page("A"))
        expectNil(a.superview)
        expectTrue(a.layer.modelState.transform == .identity && a.layer.modelState.opacity == 1)
        expectEqual(a.layer.modelState.cornerRadius, 0)
    }
}

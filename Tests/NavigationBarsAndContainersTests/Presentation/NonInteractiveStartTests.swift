import Animation
import Geometry
import Navigation
import SegueTestSupport
import Views

/// Slides the presented page up, linearly, and back down.
@MainActor
final class LinearSlideAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }

    func animateTransition(using context: TransitionContext) {
        let isPresenting = context.isForward
        let view = isPresenting ? context.toView : context.fromView
        let shown = context.finalFrame(for: view)
        var hidden = shown
        hidden.origin.y = context.containerView.bounds.height
        if isPresenting {
            context.containerView.addSubview(view)
            view.frame = hidden
        }
        let animator = PropertyAnimator(duration: 0.4, curve: .linear) {
            view.frame = isPresenting ? shown : hidden
        }
        animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        animator.startAnimation()
    }
}

/// A transitioning delegate whose dismissal interaction controller starts non-interactively.
@MainActor
final class PausableDismissalDelegate: ViewControllerTransitioningDelegate {
    let interaction = PercentDrivenInteractiveTransition()

    init() {
        interaction.wantsInteractiveStart = false
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> AnimatedTransitioning? { LinearSlideAnimator() }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        LinearSlideAnimator()
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interaction
    }
}

@MainActor
struct NonInteractiveStartTests {
    let stage = ManualClockWindow(size: Size(width: 800, height: 600))
    let root = ViewController(nibName: nil, bundle: nil)
    let page = ViewController(nibName: nil, bundle: nil)
    let delegate = PausableDismissalDelegate()

    init() {
        stage.setRootViewController(root)
        page.modalPresentationStyle = .custom
        page.transitioningDelegate = delegate
        root.present(page, animated: true)
        stage.settle()
    }

    func pageY() -> Double { page.view.layer.presentationFrameInRoot.minY }

    func testAPercentDrivenControllerThatStartsOnItsOwnRunsAndCanBeTakenOver() {
        root.dismiss(animated: true)
        stage.step(0.1)
        expectNotNil(delegate.interaction.context, "handed the transition, as UIKit does")
        expectLess(abs(pageY() - 150), 1, "running on its own: a quarter of 0.4 s")
        delegate.interaction.pause()
        delegate.interaction.update(0.5)
        stage.step()
        expectLess(abs(pageY() - 300), 1)
        expectLess(abs(delegate.interaction.percentComplete - 0.5), 0.001)
        delegate.interaction.cancel()
        stage.settle()
        expectIdentical(root.presentedViewController, page)
        expectEqual(pageY(), 0)
    }

    func testLeftAloneItFinishes() {
        root.dismiss(animated: true)
        stage.settle()
        expectNil(root.presentedViewController)
    }
}

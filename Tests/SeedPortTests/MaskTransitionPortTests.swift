import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// Seed 001's `MaskAnimatedTransition` and `MaskTransitionDelegate`, ported as written: a
/// 0.3 s fade in and out. Used with `.fullScreen` (not the seed's `.custom`), the dismissal
/// follows UIKit's rule the seed restates: the presenter's view is `toView` and the animator
/// adds it back into the container.
@MainActor
enum MaskAnimatedTransitionModalType {
    case present, dismiss
}

@MainActor
final class MaskAnimatedTransition: AnimatedTransitioning {
    let modalType: MaskAnimatedTransitionModalType
    init(_ modalType: MaskAnimatedTransitionModalType) { self.modalType = modalType }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }

    func animateTransition(using context: TransitionContext) {
        if modalType == .present {
            presentAnimateTransition(using: context)
        } else {
            dismissAnimateTransition(using: context)
        }
    }

    private func presentAnimateTransition(using context: TransitionContext) {
        let toView = context.toView
        context.containerView.addSubview(toView)
        toView.frame = context.finalFrame(for: toView)
        toView.alpha = 0
        context.scene.animate(withDuration: transitionDuration(using: context)) {
            toView.alpha = 1
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    private func dismissAnimateTransition(using context: TransitionContext) {
        // fullScreen: the presenting view left the view tree; as toView it comes back into
        // the container, under the leaving page.
        context.containerView.insertSubview(context.toView, at: 0)
        context.toView.frame = context.finalFrame(for: context.toView)
        let fromView = context.fromView
        context.scene.animate(withDuration: transitionDuration(using: context)) {
            fromView.alpha = 0
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

@MainActor
final class MaskTransitionDelegateOfTheSeed: ViewControllerTransitioningDelegateBase {
    override func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { MaskAnimatedTransition(.present) }
    override func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        MaskAnimatedTransition(.dismiss)
    }
}

@MainActor
struct MaskTransitionPortTests {
    func testAFullScreenFadeWhoseDismissalAddsToViewLeavesThePresenterInTheWindow() {
        let stage = ManualClockWindow()
        let (clock, scene, window) = (stage.clock, stage.scene, stage.window)
        let home = ViewController(name: "home")
        let nav = NavigationController(rootViewController: home)
        window.setRootViewController(nav)
        scene.layoutIfNeeded()
        let delegate = MaskTransitionDelegateOfTheSeed()
        let settle = { _ = stage.settle() }
        for round in 1...2 {
            let mask = ViewController(name: "mask-\(round)")
            mask.modalPresentationStyle = .fullScreen
            mask.transitioningDelegate = delegate
            home.present(mask, animated: true)
            clock.advance(by: 0.15)
            scene.tick()
            expectLess(abs(mask.view.layer.presentation.opacity - 0.5), 0.01, "half-way through the fade in")
            settle()
            expectNil(nav.view.window, "covered: out of the view tree")
            mask.dismiss(animated: true)
            settle()
            expectEmpty(window.presentedViewControllers)
            expectIdentical(nav.view.superview, window, "the presenter is back where it was (round \(round))")
            expectIdentical(window.contentView, nav.view)
            expectEqual(nav.view.frame, window.bounds)
            expectEqual(home.appearanceState, .appeared)
        }
    }
}

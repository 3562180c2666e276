import Segue
import SegueTestSupport

// A navigation delegate written as a UIKit app writes one: a class of its own that writes only
// the one method it needs, `navigationController(_:animationControllerFor:from:to:)`, and hands
// out a cross-fade for pushes and pops. Edits from UIKit: the `UI` prefix, no `NSObject` base
// (docs/PORTING.md).

/// Fades the arriving page in over the leaving one.
@MainActor
final class CrossFadeAnimator: ViewControllerAnimatedTransitioning {
    private(set) var toView: View?

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        self.toView = toView
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        let animator = ViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear) {
            toView.alpha = 1
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}

/// The app's navigation delegate: only the animator method, nothing else.
@MainActor
final class FadingNavigationDelegate: NavigationControllerDelegate {
    private(set) var operationsAsked: [NavigationController.Operation] = []
    private(set) var lastAnimator: CrossFadeAnimator?

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        operationsAsked.append(operation)
        let animator = CrossFadeAnimator()
        lastAnimator = animator
        return animator
    }
}

@MainActor
struct OneMethodDelegatePortTests {
    func testTheOneMethodWrittenIsAskedForEveryPushAndPopAndItsAnimatorRuns() throws {
        let stage = ManualClockWindow(size: Size(width: 800, height: 600))
        let navigation = NavigationController(rootViewController: ViewController(nibName: nil, bundle: nil))
        let delegate = FadingNavigationDelegate()
        navigation.delegate = delegate
        stage.setRootViewController(navigation)
        stage.settle()

        let detail = ViewController(nibName: nil, bundle: nil)
        navigation.pushViewController(detail, animated: true)
        stage.step(frames: 9)  // 0.15 s: half way through the fade
        expectEqual(delegate.operationsAsked, [.push])
        let arriving = try require(delegate.lastAnimator?.toView)
        expectTrue(arriving.layer.presentation.opacity > 0.35 && arriving.layer.presentation.opacity < 0.65)
        stage.settle()
        expectIdentical(navigation.topViewController, detail)
        expectEqual(arriving.layer.presentation.opacity, 1)

        navigation.popViewController(animated: true)
        stage.settle()
        expectEqual(delegate.operationsAsked, [.push, .pop])
        expectEqual(navigation.viewControllers.count, 1)
        expectEqual(delegate.lastAnimator?.toView?.alpha, 1)
    }
}

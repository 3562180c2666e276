import Segue
import SegueTestSupport

// A pushed page that pops itself with a left-edge pan and a custom pop animator, written as a
// UIKit app writes it: the page is the navigation controller's delegate while it shows, and
// hands out a `UIPercentDrivenInteractiveTransition` only while its pan runs. Edits from UIKit:
// the `UI` prefix, `#selector` (a method reference), no `@objc` (docs/PORTING.md).

/// Slides the top page off to the right over the page underneath.
@MainActor
final class SlideOffPopTransition: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toViewController)
        containerView.insertSubview(toView, belowSubview: fromView)
        var offscreen = fromView.frame
        offscreen.origin.x = containerView.bounds.width
        let animator = ViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear) {
            fromView.frame = offscreen
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}

/// The pushed page.
@MainActor
final class DetailViewController: ViewController, NavigationControllerDelegate {
    private var percentDrivenTransition: PercentDrivenInteractiveTransition?
    var popsAsked = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let edgePan = ScreenEdgePanGestureRecognizer(target: self, action: DetailViewController.edgePan)
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    func edgePan(_ sender: ScreenEdgePanGestureRecognizer) {
        let progress = sender.translation(in: view).x / view.bounds.width
        switch sender.state {
        case .began:
            percentDrivenTransition = PercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            percentDrivenTransition?.update(progress)
        case .ended, .cancelled:
            if progress > 0.5 {
                percentDrivenTransition?.finish()
            } else {
                percentDrivenTransition?.cancel()
            }
            percentDrivenTransition = nil
        default:
            break
        }
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        guard operation == .pop else { return nil }
        popsAsked += 1
        return SlideOffPopTransition()
    }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        animationController is SlideOffPopTransition ? percentDrivenTransition : nil
    }
}

@MainActor
struct EdgePanPopPortTests {
    let stage = ManualClockWindow(size: Size(width: 800, height: 600))
    let navigation = NavigationController(rootViewController: ViewController(nibName: nil, bundle: nil))
    let detail = DetailViewController(nibName: nil, bundle: nil)
    let y = 300.0

    init() {
        navigation.interactivePopGestureRecognizer.isEnabled = false
        stage.setRootViewController(navigation)
        navigation.pushViewController(detail, animated: true)
        stage.settle()
    }

    func detailX() -> Double { navigation.page(for: detail).layer.presentationFrameInRoot.minX }

    func testTheEdgePanFollowsThePointerAndCancelsOrCompletesAtHalf() {
        expectIdentical(navigation.delegate, detail)
        stage.play(
            InputScript(start: stage.now, location: Point(x: 4, y: y)).down(at: Point(x: 4, y: y))
                .drag(to: Point(x: 204, y: y), duration: 0.3, steps: 12).wait(0.05))
        expectEqual(detail.popsAsked, 1)
        // The pan's translation counts from where it began (past the slop), so a little under 200.
        expectTrue(detailX() > 150 && detailX() <= 200)
        stage.play(InputScript(start: stage.now, location: Point(x: 204, y: y)).up())
        stage.settle()
        expectEqual(navigation.viewControllers.count, 2, "a quarter of the width: cancelled")
        expectEqual(detailX(), 0)

        stage.play(
            InputScript(start: stage.now, location: Point(x: 4, y: y)).down(at: Point(x: 4, y: y))
                .drag(to: Point(x: 604, y: y), duration: 0.3, steps: 12).wait(0.05).up())
        stage.settle()
        expectEqual(navigation.viewControllers.count, 1, "three quarters: popped")
    }
}

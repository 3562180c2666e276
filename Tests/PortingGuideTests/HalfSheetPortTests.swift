import Segue
import SegueTestSupport

// A half-height sheet written as a UIKit app writes one, with the porting guide's steps only:
// a presentation controller subclass of the app's own named `PresentationController` (so
// Segue's is `Segue.PresentationController`), a dimming view faded alongside the transition,
// and an animator that hands out one `UIViewPropertyAnimator` through
// `interruptibleAnimator(using:)`. `NSObject` bases and `@objc` are left out (docs/PORTING.md).

/// The app's presentation controller: the lower half of the container, over a dimming view.
@MainActor
final class PresentationController: Segue.PresentationController {
    let dimmingView = View()
    var layoutPasses = 0

    override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return .zero }
        let height = containerView.bounds.height / 2
        return Rect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.4)
        dimmingView.alpha = 0
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        layoutPasses += 1
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView.frame = containerView?.bounds ?? .zero
    }
}

/// Slides the sheet up from below the container, and down again.
@MainActor
final class SheetAnimator: ViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    private var animator: ViewImplicitlyAnimating?
    var animatorsMade = 0

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        if let animator { return animator }
        let key: TransitionContextViewControllerKey = isPresenting ? .to : .from
        let controller = transitionContext.viewController(forKey: key)!
        let view = transitionContext.view(forKey: isPresenting ? .to : .from)!
        let containerView = transitionContext.containerView
        let shown = isPresenting ? transitionContext.finalFrame(for: controller) : view.frame
        var hidden = shown
        hidden.origin.y = containerView.bounds.height
        if isPresenting {
            containerView.addSubview(view)
            view.frame = hidden
        }
        let animator = ViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear) {
            view.frame = self.isPresenting ? shown : hidden
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animatorsMade += 1
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}

/// Hands out the presentation controller and the two animators.
@MainActor
final class SheetTransitioningDelegate: ViewControllerTransitioningDelegate {
    var presentationController: PresentationController?
    let presentAnimator = SheetAnimator(isPresenting: true)
    let dismissAnimator = SheetAnimator(isPresenting: false)

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> Segue.PresentationController? {
        let controller = PresentationController(presentedViewController: presented, presenting: presenting)
        presentationController = controller
        return controller
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { presentAnimator }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        dismissAnimator
    }
}

/// The page that presents the sheet from a button, as a UIKit page does.
@MainActor
final class HomeViewController: ViewController {
    let sheetDelegate = SheetTransitioningDelegate()
    let sheet = ViewController(nibName: nil, bundle: nil)
    var presentedAt: Date?

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = Button(
            type: .system,
            primaryAction: Action(title: "Show sheet") { [unowned self] _ in self.showSheet() })
        button.frame = Rect(x: 20, y: 100, width: 200, height: 44)
        view.addSubview(button)
    }

    func showSheet() {
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheetDelegate
        presentedAt = Date()
        present(sheet, animated: true)
    }
}

@MainActor
struct HalfSheetPortTests {
    let stage = ManualClockWindow(size: Size(width: 800, height: 600))
    let home = HomeViewController()

    init() {
        stage.setRootViewController(home)
    }

    func testTheButtonPresentsTheSheetOverADimmingViewAndItGoesAgain() throws {
        let button = Point(x: 120, y: 122)
        stage.play(InputScript(start: stage.now, location: button).down(at: button).up())
        expectNotNil(home.presentedAt)
        let controller = try require(home.sheetDelegate.presentationController)
        stage.step(0.2)
        // Half-way (linear): the sheet is half of its height up; the dimming half faded in.
        expectLess(abs(home.sheet.view.layer.presentationFrameInRoot.minY - 450), 2)
        expectLess(abs(controller.dimmingView.layer.presentation.opacity - 0.5), 0.05)
        stage.settle()
        expectEqual(home.sheet.view.frame, Rect(x: 0, y: 300, width: 800, height: 300))
        expectEqual(controller.dimmingView.alpha, 1)
        expectEqual(home.sheetDelegate.presentAnimator.animatorsMade, 1, "the same animator for the whole transition")
        expectIdentical(controller.presentingViewController, home)

        stage.play(InputScript(start: stage.now).resize(to: Size(width: 600, height: 400)))
        stage.settle()
        expectEqual(home.sheet.view.frame, Rect(x: 0, y: 200, width: 600, height: 200))
        expectGreater(controller.layoutPasses, 0)

        home.dismiss(animated: true)
        stage.step(0.2)
        expectLess(abs(controller.dimmingView.layer.presentation.opacity - 0.5), 0.05)
        stage.settle()
        expectNil(home.presentedViewController)
        expectEqual(controller.dimmingView.alpha, 0)
        expectEqual(home.sheetDelegate.dismissAnimator.animatorsMade, 1)
    }
}

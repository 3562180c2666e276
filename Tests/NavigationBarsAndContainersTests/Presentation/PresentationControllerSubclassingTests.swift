import Geometry
import Navigation
import SegueTestSupport
import Views

/// A subclass written as UIKit code writes one: it overrides UIKit's designated initializer.
@MainActor
final class LowerThirdPresentationController: PresentationController {
    var made = false

    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        made = true
    }

    override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return .zero }
        let height = containerView.bounds.height / 3
        return Rect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }
}

/// Puts the presented page in a dimming view of its own, as some UIKit apps do; UIKit's
/// default animator then moves the page to the container, above the dimming view.
@MainActor
final class WrappingPresentationController: PresentationController {
    let dimmingView = View()

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.addSubview(dimmingView)
        dimmingView.addSubview(presentedViewController.view)
        dimmingView.alpha = 0
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }
}

/// Vends the subclass for a `.custom` presentation.
@MainActor
final class LowerThirdDelegate: ViewControllerTransitioningDelegate {
    var wraps = false

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        wraps
            ? WrappingPresentationController(presentedViewController: presented, presenting: presenting)
            : LowerThirdPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
struct PresentationControllerSubclassingTests {
    func testUikitsInitializerMakesNoDimmingViewAndASubclassCanOverrideIt() {
        let page = ViewController(nibName: nil, bundle: nil)
        let plain = PresentationController(presentedViewController: page, presenting: nil)
        expectNil(plain.builtInDimmingView)
        expectEqual(plain.dimmingAlpha, 0)
        expectIdentical(plain.presentingViewController, page, "a presenter not given yet is filled in later")
        let dimmed = PresentationController(presentedViewController: page, presenting: nil, dimmingAlpha: 0.4)
        expectNotNil(dimmed.builtInDimmingView)
    }

    func testAPresentedPageFindsItsPresentationControllerWhileItIsUp() throws {
        let stage = ManualClockWindow(size: Size(width: 900, height: 600))
        let root = ViewController(nibName: nil, bundle: nil)
        stage.setRootViewController(root)
        let delegate = LowerThirdDelegate()
        let page = ViewController(nibName: nil, bundle: nil)
        let navigation = NavigationController(rootViewController: page)
        navigation.modalPresentationStyle = .custom
        navigation.transitioningDelegate = delegate
        expectNil(navigation.presentationController, "not presented yet")

        root.present(navigation, animated: true)
        stage.settle()
        let controller = try require(navigation.presentationController as? LowerThirdPresentationController)
        expectTrue(controller.made)
        expectIdentical(page.presentationController, controller, "a child finds its container's")
        expectNil(root.presentationController)
        expectEqual(navigation.view.frame, Rect(x: 0, y: 400, width: 900, height: 200))

        root.dismiss(animated: false)
        stage.settle()
        expectNil(navigation.presentationController)
    }

    func testTheDefaultAnimatorMovesAPagePutInADimmingViewToTheContainerAboveIt() throws {
        let stage = ManualClockWindow(size: Size(width: 900, height: 600))
        let root = ViewController(nibName: nil, bundle: nil)
        stage.setRootViewController(root)
        let delegate = LowerThirdDelegate()
        delegate.wraps = true
        let page = ViewController(nibName: nil, bundle: nil)
        page.modalPresentationStyle = .custom
        page.transitioningDelegate = delegate
        root.present(page, animated: true)
        let controller = try require(page.presentationController as? WrappingPresentationController)
        let container = try require(controller.containerView)
        expectIdentical(page.view.superview, container)
        expectIdentical(container.subviews.last, page.view)
        stage.step(0.15)
        // The dimming fades in; the page slides, opaque.
        expectEqual(page.view.layer.presentation.opacity, 1)
        expectLess(controller.dimmingView.layer.presentation.opacity, 1)
        stage.settle()
        expectEqual(page.view.frame, Rect(x: 0, y: 0, width: 900, height: 600))
        expectEqual(controller.dimmingView.alpha, 1)
    }
}

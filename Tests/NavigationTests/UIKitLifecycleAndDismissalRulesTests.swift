import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// UIKit's rules the seeds rely on, written from the reports through the public API.
@MainActor
struct UIKitLifecycleAndDismissalRulesTests {
    // MARK: - viewDidLoad before the first viewWillAppear, for every page

    func testAWindowsRootLoadsBeforeItAppears() {
        let h = NavigationHarness(stack: ["A"])
        let root = LoggingPage("root", log: h.log)
        h.window.setRootViewController(root)
        expectEqual(
            h.log.take().filter { $0.hasPrefix("root.") },
            [
                "root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear",
            ])
    }

    func testANavigationControllersRootLoadsBeforeItAppears() {
        let h = NavigationHarness(stack: ["A"])
        let root = LoggingPage("navRoot", log: h.log)
        let nav = NavigationController(rootViewController: root)
        h.window.setRootViewController(nav)
        expectEqual(
            h.log.take().filter { $0.hasPrefix("navRoot.") }.prefix(2),
            [
                "navRoot.viewDidLoad", "navRoot.viewWillAppear",
            ])
    }

    func testATabBarControllersFirstPageLoadsBeforeItAppears() {
        let h = NavigationHarness(stack: ["A"])
        let first = LoggingPage("first", log: h.log)
        let tabs = TabBarController(viewControllers: [first, LoggingPage("second", log: h.log)])
        h.window.setRootViewController(tabs)
        expectEqual(
            h.log.take().filter { $0.hasPrefix("first.") }.prefix(2), ["first.viewDidLoad", "first.viewWillAppear"])
    }

    // MARK: - After finish or cancel, an interaction is over

    func testACancelAfterFinishIsIgnoredAsInUIKit() {
        // Seed 000's one shared interaction controller: a second short drag during the first
        // drag's release calls cancel; the pop that was completing must still complete.
        let h = NavigationHarness(stack: ["A", "B"])
        let shared = PercentDrivenInteractiveTransition()
        let delegate = SharedInteractionDelegate(interaction: shared)
        h.nav.delegate = delegate
        delegate.interactive = true
        h.nav.popViewController(animated: true)
        shared.update(0.6)
        shared.finish()
        h.step()
        shared.cancel()  // the second drag's release, too late
        shared.update(0.1)
        h.settle()
        expectEqual(h.stack, ["A"])
        expectEqual(h.transitions.filter { $0.phase == .end }.map(\.completed), [true])
    }

    // MARK: - The full-screen dismissal rule

    func testAnAnimatorThatAddsTheToViewOnAFullScreenDismissalEndsWithThePresenterBack() {
        let h = NavigationHarness(stack: ["A"])
        let modal = ViewController(name: "M")
        let delegate = AddsToViewTransitioningDelegate()
        modal.transitioningDelegate = delegate
        h.page("A").present(modal, animated: true)
        h.settle()
        expectNil(h.nav.view.window, "covered full screen")
        modal.dismiss(animated: true)
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
        expectIdentical(h.nav.view.superview, h.window, "the presenter is back in the window")
        expectIdentical(h.window.contentView, h.nav.view)
        expectEqual(h.nav.view.frame, h.window.bounds)
        expectEqual(h.nav.appearanceState, .appeared)
        // …and able to present again.
        let again = ViewController(name: "again")
        h.page("A").present(again, animated: false)
        expectEqual(h.window.presentedViewControllers.map(\.name), ["again"])
    }

    func testAPresentationRefusedForAPageInNoWindowWarnsThroughTheWindowsSink() {
        let h = NavigationHarness(stack: ["A"])
        let modal = ViewController(name: "M")
        h.page("A").present(modal, animated: false)
        // M's presenter is covered: the page below it is out of the window.
        h.page("A").present(ViewController(name: "other"), animated: false)
        expectEqual(h.warnings, [.notInWindow(page: "A")])
    }

    // MARK: - The whole-page decision after viewWillAppear

    func testABarHiddenInViewWillAppearGetsTheWholePageSlide() {
        let h = NavigationHarness(stack: ["A"])
        let b = HidesBarWhenAppearing(name: "B")
        h.nav.pushViewController(b, animated: true)
        expectEqual(h.transitions.last?.animator, "SnapshotSlideAnimator", "\(h.transitions.last?.animator ?? "none")")
        h.settle()
    }

    // MARK: - A covered view still knows its page stack

    func testACoveredViewStillFindsItsPageStack() {
        let h = NavigationHarness(stack: ["A"])
        let root = View()
        let stack = PageStackView(rootView: root)
        h.window.setRootViewController(PageStackPage(stack: stack))
        h.scene.layoutIfNeeded()
        let second = View()
        root.pushPage(second, animated: false)
        expectNil(root.superview, "covered: out of the view tree")
        expectIdentical(root.pageStackView, stack)
        // seed 003's yh_pushView from a view that is not on top
        expectTrue(root.pushPage(View(), animated: false))
        expectEqual(stack.views.count, 3)
        expectTrue(root.popPage(animated: false))
        expectEqual(stack.views.count, 2)
    }
}

@MainActor
private final class PageStackPage: ViewController {
    let stack: PageStackView
    init(stack: PageStackView) {
        self.stack = stack
        super.init(name: "stack")
    }
    override func loadView() { setView(stack) }
}

/// A page that hides its bar as it is about to appear (seed 002's situation).
@MainActor
private final class HidesBarWhenAppearing: ViewController {
    override func viewWillAppear(_ animated: Bool) {
        prefersNavigationBarHidden = true
    }
}

/// Seed 000's delegate: one interaction controller object for every pop.
@MainActor
private final class SharedInteractionDelegate: NavigationControllerDelegateBase {
    let interaction: PercentDrivenInteractiveTransition
    var interactive = false
    init(interaction: PercentDrivenInteractiveTransition) { self.interaction = interaction }
    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? { SlideAnimator() }
    override func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { interactive ? interaction : nil }
}

/// UIKit's full-screen dismissal: the animator puts the presenter's view (`toView`) back into
/// the container itself, under the leaving page, and slides the page away.
@MainActor
private final class AddsToViewTransitioningDelegate: ViewControllerTransitioningDelegateBase {
    override func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { AddsToViewAnimator() }
    override func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        AddsToViewAnimator()
    }
}

@MainActor
private final class AddsToViewAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }
    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let height = container.bounds.height
        if context.isForward {
            container.addSubview(context.toView)
            context.toView.frame = context.finalFrame(for: context.toView).offsetBy(dx: 0, dy: height)
            context.scene.animate(withDuration: 0.3) {
                context.toView.frame = context.finalFrame(for: context.toView)
            } completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            // UIKit's rule for a full-screen dismissal: add toView back, below the leaving page.
            container.insertSubview(context.toView, at: 0)
            context.toView.frame = container.bounds
            context.scene.animate(withDuration: 0.3) {
                context.fromView.frame = context.fromView.frame.offsetBy(dx: 0, dy: height)
            } completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

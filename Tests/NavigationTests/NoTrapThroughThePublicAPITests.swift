import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// What an app can do that used to end the process (`Attempted to read an unowned
/// reference`): every reference an app can outlive or drop is weak, or strong with a
/// documented owner. Written from the reports, through the public API only.
@MainActor
struct NoTrapThroughThePublicAPITests {
    /// A window whose root (which the test does not hold) has a card up.
    private func cardOverARootTheTestDoesNotHold() -> (
        harness: NavigationHarness, card: ViewController, oldRoot: () -> ViewController?
    ) {
        let h = NavigationHarness(stack: ["A"])
        let card = LoggingPage("card", log: h.log)
        card.modalPresentationStyle = .card
        let source = ViewController(name: "source")
        let root = NavigationController(rootViewController: source)
        h.window.setRootViewController(root)
        h.scene.layoutIfNeeded()
        source.present(card, animated: true)
        h.settle()
        weak let presenter = root as ViewController
        return (h, card, { presenter })
    }

    /// A dismissal whose presenting page the app dropped meanwhile ends in its completion
    /// (the trap was in the presentation's clean-up, on the tick after the animation).
    func testADismissalWhosePresenterWasDroppedEndsNormally() {
        let (h, card, oldRoot) = cardOverARootTheTestDoesNotHold()
        let other = ViewController(name: "other")
        var completed = 0
        card.dismiss(animated: true) { completed += 1 }
        h.step()
        // The app drops the page that presented the card, mid-dismissal.
        h.window.setRootViewController(other)
        h.settle()
        expectEqual(completed, 1)
        expectNil(oldRoot(), "the old root is gone")
        expectEmpty(h.window.presentedViewControllers)
        expectNil(card.presentingViewController)
        expectEqual(card.appearanceState, .disappeared)
        expectIdentical(h.window.rootViewController, other)
        expectEqual(other.appearanceState, .appeared)
    }

    /// A context an app kept (its animator was handed it) answers after its navigation
    /// controller has gone: from where the transition ended.
    func testAKeptTransitionContextAnswersAfterItsControllerWent() {
        let h = NavigationHarness(stack: ["A"])
        let keeper = ContextKeepingDelegate()
        weak var droppedNav: NavigationController?
        do {
            let nav = NavigationController(rootViewController: ViewController(name: "one"))
            nav.delegate = keeper
            h.window.setRootViewController(nav)
            h.scene.layoutIfNeeded()
            nav.pushViewController(ViewController(name: "two"), animated: true)
            h.step()
            h.settle()
            droppedNav = nav
        }
        h.window.setRootViewController(ViewController(name: "elsewhere"))
        h.settle()
        expectNil(droppedNav, "the controller is gone")
        let context = try! require(keeper.kept)
        let size = NavigationHarness.size
        expectEqual(context.finalFrame(for: context.toView), Rect(x: 0, y: 0, width: size.width, height: size.height))
        expectEqual(context.initialFrame(for: context.fromView).width, size.width)
        expectEqual(context.percentComplete, 1)
        context.completeTransition(true)  // too late: nothing happens
        context.updateInteractiveTransition(0.5)
    }

    /// The root replaced while a card is up: the card was dismissed first (no animation,
    /// completions run), so asking it about its presenter or closing it is harmless.
    func testReplacingTheRootWhileACardIsUpDismissesItFirst() {
        let (h, card, oldRoot) = cardOverARootTheTestDoesNotHold()
        let log = h.log
        _ = log.take()
        h.window.setRootViewController(LoggingPage("new", log: log))
        expectEmpty(h.window.presentedViewControllers)
        expectNil(oldRoot(), "the old root is gone")
        expectNil(card.presentingViewController)
        expectEqual(card.appearanceState, .disappeared)
        expectTrue(log.entries.contains("card.viewDidDisappear"))
        var closed = 0
        card.dismiss(animated: true) { closed += 1 }  // what Escape and a Close button do
        h.settle()
        expectEqual(closed, 1)
        expectEqual(h.window.rootViewController?.name, "new")
    }
}

/// A navigation delegate whose animator keeps the context it is handed (an app may).
@MainActor
private final class ContextKeepingDelegate: NavigationControllerDelegateBase {
    var kept: TransitionContext?
    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        KeepingAnimator(keeper: self)
    }
}

@MainActor
private final class KeepingAnimator: AnimatedTransitioning {
    let keeper: ContextKeepingDelegate
    init(keeper: ContextKeepingDelegate) { self.keeper = keeper }
    func transitionDuration(using context: TransitionContext?) -> Double { 0.2 }
    func animateTransition(using context: TransitionContext) {
        keeper.kept = context
        context.containerView.addSubview(context.toView)
        context.scene.animate(withDuration: 0.2) {
            context.toView.alpha = 1
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

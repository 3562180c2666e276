import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// An animator written as UIKit code is: the transition context's UIKit spelling, its view
/// controllers and views by key, frames asked by view controller, and a
/// `ViewPropertyAnimator` made with UIKit's initializer moving the views.
@MainActor
final class SlideOverAnimator: ViewControllerAnimatedTransitioning {
    var operation: NavigationController.Operation = .none
    var seen: (from: ViewController?, to: ViewController?, style: ModalPresentationStyle)?

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.4 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        seen = (fromVC, toVC, transitionContext.presentationStyle)
        let containerView = transitionContext.containerView
        let toEnd = transitionContext.finalFrame(for: toVC)
        var fromEnd = transitionContext.initialFrame(for: fromVC)
        var toStart = toEnd
        containerView.addSubview(toView)
        switch operation {
        case .push:
            toStart.origin.x += toEnd.size.width
        case .pop:
            fromEnd.origin.x += fromEnd.size.width
            containerView.sendSubviewToBack(toView)
        case .none:
            break
        }
        toView.frame = toStart
        let animator = ViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear) {
            fromView.frame = fromEnd
            toView.frame = toEnd
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}

/// A delegate that writes only the one method it needs, as a UIKit app does.
@MainActor
final class OnlyAnimationControllerDelegate: NavigationControllerDelegate {
    var asked: [NavigationOperation] = []
    let animator = SlideOverAnimator()

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        asked.append(operation)
        animator.operation = operation
        return animator
    }
}

@MainActor
struct UIKitAnimatorTests {
    let h = NavigationHarness(stack: ["A"])

    func testADelegateWithOnlyTheAnimationMethodIsAskedAndItsAnimatorRuns() {
        let delegate = OnlyAnimationControllerDelegate()
        h.nav.delegate = delegate
        h.nav.pushViewController(h.page("B"), animated: true)
        expectEqual(delegate.asked, [.push])
        expectIdentical(delegate.animator.seen?.from, h.page("A"))
        expectIdentical(delegate.animator.seen?.to, h.page("B"))
        expectEqual(delegate.animator.seen?.style, ModalPresentationStyle.none)
        expectEqual(h.transitions.last?.animator, "SlideOverAnimator")

        // Half-way (linear, 0.4 s): the arriving page is half a width in.
        for _ in 0..<12 { h.step() }
        let width = h.width
        expectLess(abs(h.x(of: "B") - width / 2), width * 0.05)
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectEqual(h.x(of: "B"), 0)

        h.nav.popViewController(animated: true)
        expectEqual(delegate.asked, [.push, .pop])
        h.settle()
        expectEqual(h.stack, ["A"])
        expectEqual(h.x(of: "A"), 0)
    }

    func testAPropertyAnimatorMadeInTheAnimatorFollowsAnInteractivePop() {
        let delegate = OnlyAnimationControllerDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        final class Interactive: NavigationControllerDelegate {
            let base: OnlyAnimationControllerDelegate
            let interaction: PercentDrivenInteractiveTransition
            init(_ base: OnlyAnimationControllerDelegate, _ interaction: PercentDrivenInteractiveTransition) {
                self.base = base
                self.interaction = interaction
            }
            func navigationController(
                _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                from fromVC: ViewController, to toVC: ViewController
            ) -> ViewControllerAnimatedTransitioning? {
                base.navigationController(
                    navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
            }
            func navigationController(
                _ navigationController: NavigationController,
                interactionControllerFor animationController: ViewControllerAnimatedTransitioning
            ) -> ViewControllerInteractiveTransitioning? { interaction }
        }
        h.nav.pushViewController(h.page("B"), animated: false)
        let interactive = Interactive(delegate, interaction)
        h.nav.delegate = interactive
        h.nav.popViewController(animated: true)
        h.step()
        interaction.update(0.25)
        h.step()
        expectLess(abs(h.x(of: "B") - h.width * 0.25), 1)
        interaction.update(0.5)
        h.step()
        expectLess(abs(h.x(of: "B") - h.width * 0.5), 1)
        // Cancelled: back where it started, and the stack unchanged.
        interaction.cancel()
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectEqual(h.x(of: "B"), 0)
    }

    func testTheCoordinatorGivesViewControllersAndViewsByKey() {
        h.nav.pushViewController(h.page("B"), animated: true)
        let coordinator = h.page("B").transitionCoordinator
        expectIdentical(coordinator?.viewController(forKey: .from), h.page("A"))
        expectIdentical(coordinator?.viewController(forKey: .to), h.page("B"))
        expectIdentical(coordinator?.view(forKey: .to), h.nav.page(for: h.page("B")))
        h.settle()
    }
}

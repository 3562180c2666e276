import Animation
import Geometry
import Layers
import Navigation
import Views

/// Seed 001 written as an app would, with the public API only (no @testable import): a
/// transitioning delegate shared by any page, an animator that fades the page in on present
/// and out on dismiss (0.3 s), and a percent-driven interactive dismissal.
@MainActor
final class MaskAnimatedTransition: AnimatedTransitioning {
    enum ModalType { case present, dismiss }
    let modalType: ModalType
    init(_ modalType: ModalType) { self.modalType = modalType }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }

    func animateTransition(using context: TransitionContext) {
        switch modalType {
        case .present:
            let to = context.toView
            context.containerView.addSubview(to)
            to.frame = context.finalFrame(for: to)
            to.alpha = 0
            context.scene.animate(withDuration: 0.3) {
                to.alpha = 1
            } completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        case .dismiss:
            let from = context.fromView
            context.scene.animate(withDuration: 0.3) {
                from.alpha = 0
            } completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

@MainActor
final class MaskTransitionDelegateOfTheApp: ViewControllerTransitioningDelegateBase {
    let interaction = PercentDrivenInteractiveTransition()
    var isInteracting = false

    override func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { MaskAnimatedTransition(.present) }

    override func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        MaskAnimatedTransition(.dismiss)
    }

    override func interactionControllerForDismissal(using animator: any AnimatedTransitioning)
        -> (any InteractiveTransitioning)?
    {
        isInteracting ? interaction : nil
    }
}

@MainActor
struct AppWrittenPresentationTests {
    func testTheSeedsMaskFadePresentsDismissesAndIsDrivenByPercent() {
        let h = NavigationHarness(stack: ["A"])
        let mask = MaskTransitionDelegateOfTheApp()
        let page = ViewController(name: "M")
        page.modalPresentationStyle = .custom
        page.transitioningDelegate = mask
        h.page("A").present(page, animated: true)
        h.clock.set(to: 0.15)
        h.scene.tick()
        expectLess(abs(page.view.layer.presentation.opacity - TimingCurve.easeInOut.value(at: 0.5)), 1e-9)
        h.settle()
        expectEqual(h.window.presentedViewControllers.map(\.name), ["M"])
        expectIdentical(h.nav.view.superview, h.window, "custom: the presenter stays in the window")

        // The user drags: the page follows the percentage, then lets go short and it stays.
        mask.isInteracting = true
        page.dismiss(animated: true)
        mask.interaction.update(0.4)
        h.step()
        // The block keeps its own curve on the scrubbed timeline.
        expectLess(abs(page.view.layer.presentation.opacity - (1 - TimingCurve.easeInOut.value(at: 0.4))), 1e-9)
        mask.interaction.cancel()
        h.settle()
        expectEqual(h.window.presentedViewControllers.map(\.name), ["M"])
        expectTrue(page.view.alpha == 1 && page.view.layer.presentation.opacity == 1)
        expectIdentical(page.view.window, h.window)

        // Dragged far enough, it goes.
        page.dismiss(animated: true)
        mask.interaction.update(0.7)
        h.step()
        mask.interaction.finish()
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
        expectNil(page.view.superview)
        expectEqual(page.view.alpha, 1, "restored for the next presentation")
        expectIdentical(h.nav.view.superview, h.window)
    }

    func testTheBuiltInMaskDelegateFadesAnyPage() {
        let h = NavigationHarness(stack: ["A"])
        let mask = MaskTransitionDelegate()
        let page = ViewController(name: "M")
        page.modalPresentationStyle = .custom
        page.transitioningDelegate = mask
        h.page("A").present(page, animated: true)
        h.clock.set(to: 0.15)
        h.scene.tick()
        expectLess(abs(page.view.layer.presentation.opacity - TimingCurve.easeInOut.value(at: 0.5)), 1e-9)
        h.settle()
        let start = h.clock.now
        page.dismiss(animated: true)
        h.clock.set(to: start + 0.15)
        h.scene.tick()
        expectLess(abs(page.view.layer.presentation.opacity - (1 - TimingCurve.easeInOut.value(at: 0.5))), 1e-9)
        expectIdentical(h.nav.visibleViewController, page)
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
        expectIdentical(h.nav.visibleViewController, h.page("A"))
    }
}

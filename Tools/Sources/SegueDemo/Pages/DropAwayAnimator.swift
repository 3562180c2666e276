import Geometry
import Navigation
import Views

/// The handle page's own pop, written as an app writes one: the leaving page, bar and all, drops
/// down out of the window over the page below, which darkens less and less as it shows. A
/// linear plain animation block, so that a drag scrubbing it keeps the page under the pointer.
@MainActor
final class DropAwayAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.35 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let to = context.toView
        let from = context.fromView
        if let controller = context.viewController(forKey: .to) { to.frame = context.finalFrame(for: controller) }
        container.insertSubview(to, belowSubview: from)
        let shade = View(frame: container.bounds)
        shade.backgroundColor = .black
        shade.alpha = 0.3
        shade.isUserInteractionEnabled = false
        container.insertSubview(shade, belowSubview: from)
        let height = container.bounds.height
        context.scene.animate(withDuration: transitionDuration(using: context), curve: .linear) {
            from.transform = AffineTransform(translationX: 0, y: height)
            shade.alpha = 0
        } completion: { _ in
            from.transform = .identity
            shade.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

import Animation
import Geometry
import Navigation
import Views

/// The animators the torture app's delegates hand out: the built-in ones, and two written
/// the way an app writes its own (one with plain animation blocks, one as a single property
/// animator), so the runner's promises are tested on code it did not write.
@MainActor
enum TortureAnimators {
    /// The animator for `choice`; nil for `builtIn` (the container's own choice).
    static func make(_ choice: TortureOp.AnimatorChoice) -> (any AnimatedTransitioning)? {
        switch choice {
        case .builtIn: return nil
        case .slide: return SlideAnimator()
        case .snapshotSlide: return SnapshotSlideAnimator()
        case .fade: return FadeAnimator()
        case .moveIn: return MoveInAnimator()
        case .cube: return CubeAnimator()
        case .flip: return FlipAnimator()
        case .coverVertical: return CoverVerticalAnimator()
        case .appBlocks: return AppBlockAnimator()
        case .appPropertyAnimator: return AppZoomAnimator()
        }
    }
}

/// An app's slide written with a plain animation block, as seed 004's apps write theirs:
/// the page on top slides in (forward) or out (back) across the container's width.
@MainActor
final class AppBlockAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.35 }

    func animateTransition(using context: TransitionContext) {
        let stage = TransitionStage(context)
        let width = stage.width
        let forward = context.isForward
        let moving = forward ? context.toView : context.fromView
        context.scene.performWithoutAnimation {
            stage.insertArrivingPage(above: forward)
            moving.transform = AffineTransform(translationX: forward ? width : 0, y: 0)
        }
        context.scene.animate(withDuration: 0.35, curve: .easeInOut) {
            moving.transform = AffineTransform(translationX: forward ? 0 : width, y: 0)
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// An app's zoom written as one property animator: the arriving page grows from 90% and
/// fades in over the leaving one (or, back to a presenter that stayed in the window, the
/// leaving page shrinks and fades out over it).
@MainActor
final class AppZoomAnimator: PropertyAnimatorTransitioning {
    let animatorSlot = AnimatorSlot()

    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }

    func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let stage = TransitionStage(context)
        let container = context.containerView
        let outwards = context.toView.superview != nil && context.toView.superview !== container
        let moving = outwards ? context.fromView : context.toView
        stage.scene.performWithoutAnimation { stage.insertArrivingPage(above: true) }
        let animator = stage.makeAnimator(duration: 0.3, curve: .easeOut)
        stage.follow(animator) { f in
            let shown = outwards ? 1 - f : f
            moving.alpha = shown
            let scale = 0.9 + 0.1 * shown
            moving.transform = AffineTransform(scaleX: scale, y: scale)
        }
        stage.completes(with: animator)
        return animator
    }
}

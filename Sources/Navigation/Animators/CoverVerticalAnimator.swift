import Animation
import Geometry
import Layers
import Views

/// UIKit's default modal transition (`.coverVertical`): presenting, the page slides up from
/// below the container's bottom edge to its final frame; dismissing, it slides back down.
/// The presenter stays still. 0.3 s, ease-in-out; linear in the fraction when dragged.
@MainActor
public final class CoverVerticalAnimator: PropertyAnimatorTransitioning {
    public var duration = 0.3
    public var curve = TimingCurve.easeInOut

    public let animatorSlot = AnimatorSlot()

    public init() {}

    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    public func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let stage = TransitionStage(context)
        let forward = stage.isForward
        // The page that moves: the arriving one going forward, the leaving one going back.
        let moving = forward ? context.toView : context.fromView
        // Its offset below its rest frame at fraction f, from the container's size now.
        func place(_ f: Double) {
            let restY = (forward ? context.finalFrame(for: moving) : context.initialFrame(for: moving)).minY
            let hidden = stage.height - restY
            let covered = forward ? f : 1 - f
            moving.transform = AffineTransform(translationX: 0, y: (1 - covered) * hidden)
        }
        stage.scene.performWithoutAnimation {
            // Going back the arriving page goes under the leaving one (a pop); a presenter
            // coming back lives outside the container and stays where it is.
            stage.insertArrivingPage(above: forward)
            place(0)
        }
        let animator = stage.makeAnimator(duration: duration, curve: curve)
        stage.follow(animator) { place($0) }
        stage.completes(with: animator)
        return animator
    }
}

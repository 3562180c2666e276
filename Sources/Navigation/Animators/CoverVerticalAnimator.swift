import Animation
import Geometry
import Layers
import Views

/// UIKit's default modal transition (`.coverVertical`): presenting, the page slides up from
/// below the container's bottom edge to its final frame; dismissing, it slides back down.
/// The presenter stays still. 0.3 s, ease-in-out; linear in the fraction when dragged.
@MainActor
public final class CoverVerticalAnimator: StagedAnimator {
    // docs-number: cover vertical (the default presentation) duration (s)
    /// Seconds the slide takes when not dragged; 0.3 by default.
    public var duration = 0.3
    /// The easing when not dragged; ease-in-out by default.
    public var curve = TimingCurve.easeInOut

    /// Keeps the one `PropertyAnimator` of the running transition.
    public let animatorSlot = AnimatorSlot()

    /// Creates the animator with UIKit's timing: 0.3 s, ease-in-out.
    public init() {}

    /// Returns ``duration``, whatever the context.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Builds the slide: the presented page moves up from below the container's bottom edge
    /// (presenting) or back down (dismissing).
    public func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        stagedAnimator(using: context) { stage, _ in
            let forward = stage.isForward
            // The page that moves: the arriving one going forward, the leaving one going back.
            let moving = forward ? context.toView : context.fromView
            // Going back the arriving page goes under the leaving one (a pop); a presenter
            // coming back lives outside the container and stays where it is.
            stage.insertArrivingPage(above: forward)
            // Its offset below its rest frame at fraction f, from the container's size now.
            return { f in
                let restY = (forward ? context.finalFrame(for: moving) : context.initialFrame(for: moving)).minY
                let hidden = stage.height - restY
                let covered = forward ? f : 1 - f
                moving.transform = AffineTransform(translationX: 0, y: (1 - covered) * hidden)
            }
        }
    }
}

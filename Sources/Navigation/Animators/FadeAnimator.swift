import Animation
import Geometry
import Layers
import Views

/// A cross-fade (UIKit's `UIView.transition(... .transitionCrossDissolve)`, CATransition's
/// `fade`): on a push and on a pop alike, the arriving page is put above the leaving one and
/// its alpha goes 0 → 1 while the leaving page stays still and opaque, so the screen shows
/// `alpha × arriving + (1 − alpha) × leaving`. 0.25 s, ease-in-out; alpha = fraction when
/// scrubbed. The pages are rasterized, so each fades as one image. Dismissing a presented
/// page back to a presenter that stayed in the window, the presented page fades out over it
/// instead (seed 001's fade "mask").
@MainActor
public final class FadeAnimator: StagedAnimator {
    // docs-number: fade animator duration (s)
    /// Seconds the fade takes when not dragged; 0.25 by default.
    public var duration = 0.25
    /// The easing when not dragged; ease-in-out by default.
    public var curve = TimingCurve.easeInOut

    /// Keeps the one `PropertyAnimator` of the running transition.
    public let animatorSlot = AnimatorSlot()

    /// Creates the animator: 0.25 s, ease-in-out.
    public init() {}

    /// Returns ``duration``, whatever the context.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Builds the cross-fade: the arriving page's alpha follows the fraction (or, for a dismissal
    /// to a presenter that stayed, the leaving page's alpha goes the other way).
    public func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        stagedAnimator(using: context) { stage, _ in
            let container = context.containerView
            // A dismissal back to a presenter that stayed in the window: the page on top fades
            // out instead (the presenter cannot come above it).
            let fadesOut = context.toView.superview != nil && context.toView.superview !== container
            let fading = fadesOut ? context.fromView : context.toView
            stage.insertArrivingPage(above: true)
            return { f in fading.alpha = fadesOut ? 1 - f : f }
        }
    }
}

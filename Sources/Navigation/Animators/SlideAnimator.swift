import Animation
import Geometry
import Layers
import Views

/// The default push and pop (PushAndPopAnimations.md): the arriving page slides in from the right edge,
/// the page underneath moves left by 30% of the width (parallax), a black dim over the page
/// underneath goes from 0 to 0.1 alpha, and the moving page casts a soft shadow on its left
/// edge. 0.3 s, ease-in-out; scrubbed linearly when interactive.
///
/// When both pages show bars that look alike (the same background colour) the bars look
/// like one, as in UIKit: their backgrounds and hairline stay still above the moving pages
/// (and above the dim and shadow) while their contents move and fade with the same fraction
/// as the pages — titles slide and cross-fade, the back text comes from where the old title
/// was (see `SharedBarMotion` for the formulas). Otherwise each bar travels with its page.
///
/// The motion mirrors on the context's direction (a pop is a push played backwards), so
/// one animator object serves both. Written only against the public transition API, as an
/// app's animator would be: it places everything from the fraction and the container's size
/// (so a resize re-places it) and leaves the clean-up to the runner.
@MainActor
public final class SlideAnimator: StagedAnimator {
    // docs-number: push and pop slide (the default animator): duration (s)
    /// Seconds the slide takes when not dragged; 0.3 by default.
    public var duration = 0.3
    /// The easing when not dragged; ease-in-out by default.
    public var curve = TimingCurve.easeInOut
    // docs-number: slide: how far the page underneath moves, as a share of the top page's motion
    /// How far the page underneath moves, as a share of the width.
    public var parallax = 0.3
    // docs-number: slide: the dim over the page underneath when covered
    /// The dim's alpha over the page underneath when it is fully covered.
    public var dimAlpha = 0.1
    // docs-number: slide: the edge shadow's darkest alpha
    /// The darkest alpha of the shadow strip on the moving page's left edge (`EdgeShadow`).
    public var shadowOpacity = 0.3

    /// Keeps the one `PropertyAnimator` of the running transition.
    public let animatorSlot = AnimatorSlot()

    /// Creates the animator with the defaults of PushAndPopAnimations.md.
    public init() {}

    /// Returns ``duration``, whatever the context.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Builds the slide: the top page, the parallax of the page underneath, its dim, the edge
    /// shadow and, for bars that look alike, the shared bar's motion, all from the fraction.
    public func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        stagedAnimator(using: context) { stage, animator in
            let container = context.containerView
            let scene = context.scene
            let isPush = stage.isForward
            // The moving page is the one on top: the arriving page going forward, the leaving
            // one going back. Offsets are transforms so the pages keep their frames.
            let top = stage.top
            let under = stage.under
            let dim = stage.helper("dim", frame: stage.bounds, color: .black)
            dim.layer.anchorPoint = .zero
            let shadow = EdgeShadow(opacity: shadowOpacity, height: stage.height)
            shadow.layer.anchorPoint = .zero
            let bars = SharedBarTransition(
                top: top, under: under, backdrop: stage.helper("sharedBar", frame: .zero))
            // Large titles turn into back buttons and back (LargeTitles.md).
            let titles = LargeTitleTransition(
                top: top, under: under, overlay: stage.helper("largeTitles", frame: .zero), barsShared: bars != nil)
            let (parallax, dimAlpha) = (self.parallax, self.dimAlpha)

            // Where everything is with the top page `covered` of the way in (1: fully in), at
            // the container's size now.
            @MainActor func place(covered: Double) {
                let width = stage.width
                let height = stage.height
                let topX = (1 - covered) * width
                top.transform = AffineTransform(translationX: topX, y: 0)
                under.transform = AffineTransform(translationX: -parallax * width * covered, y: 0)
                // Dim only the strip of the page underneath that shows (MeasuredSDLFacts.md).
                dim.layer.bounds = Rect(x: 0, y: 0, width: topX, height: height)
                dim.layer.position = .zero
                dim.alpha = dimAlpha * covered
                shadow.layer.bounds = Rect(x: 0, y: 0, width: EdgeShadow.width, height: height)
                shadow.layer.position = Point(x: topX - EdgeShadow.width, y: 0)
                bars?.relayout(width: width)
                bars?.place(covered: covered)
                // Shared bars stand still; others travel with their pages.
                titles?.place(
                    covered: covered, width: width, topOffset: bars == nil ? topX : 0,
                    underOffset: bars == nil ? -parallax * width * covered : 0)
            }

            stage.insertArrivingPage(above: isPush)
            container.insertSubview(dim, aboveSubview: under)
            container.insertSubview(shadow, belowSubview: top)
            bars?.lift(into: container)
            titles?.lift(into: container)
            if bars != nil || titles != nil {
                // The bars and titles go back into their pages before the runner restores the pages.
                animator.addCompletion { _ in
                    scene.performWithoutAnimation {
                        titles?.restore()
                        bars?.restore()
                    }
                }
            }
            return { f in place(covered: isPush ? f : 1 - f) }
        }
    }
}

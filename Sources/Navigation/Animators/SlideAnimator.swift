import Animation
import Geometry
import Layers
import Views

/// The default push and pop (DESIGN.md §3): the arriving page slides in from the right edge,
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
/// Written only against the public transition API, as an app's animator would be. When it
/// ends, the pages are at rest (no transform, opaque), the dim and shadow are gone and the
/// page that is leaving lies behind the one that stays until the navigation controller
/// removes it (see `TransitionStage`).
@MainActor
public final class SlideAnimator: PropertyAnimatorTransitioning {
    public let operation: NavigationOperation
    public var duration = 0.3
    public var curve = TimingCurve.easeInOut
    /// How far the page underneath moves, as a share of the width.
    public var parallax = 0.3
    /// The dim's alpha over the page underneath when it is fully covered.
    public var dimAlpha = 0.1
    public var shadowOpacity = 0.3

    public let animatorSlot = AnimatorSlot()

    public init(operation: NavigationOperation) {
        self.operation = operation
    }

    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    public func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        let stage = TransitionStage(context)
        let container = context.containerView
        let bounds = stage.bounds
        let width = bounds.width
        let scene = context.scene
        // The moving page is the one on top: the arriving page on a push, the leaving one on
        // a pop. Offsets are transforms so the pages keep their frames.
        let top = operation == .push ? context.toView : context.fromView
        let under = operation == .push ? context.fromView : context.toView
        let dim = stage.helper("dim", frame: bounds, color: .black)
        dim.layer.anchorPoint = .zero
        let shadow = EdgeShadow(opacity: shadowOpacity, height: bounds.height)
        shadow.layer.anchorPoint = .zero
        stage.adopt(shadow)

        // Where everything is with the top page fully in (covered = 1) and fully out (0).
        func place(covered: Double) {
            let topX = (1 - covered) * width
            top.transform = AffineTransform(translationX: topX, y: 0)
            under.transform = AffineTransform(translationX: -parallax * width * covered, y: 0)
            // Dim only the strip of the page underneath that shows (DESIGN.md §4).
            dim.layer.bounds = Rect(x: 0, y: 0, width: topX, height: bounds.height)
            dim.layer.position = .zero
            dim.alpha = dimAlpha * covered
            shadow.layer.position = Point(x: topX - EdgeShadow.width, y: 0)
        }

        let bars = SharedBarTransition(
            top: top, under: under, backdrop: stage.helper("sharedBar", frame: .zero))
        let isPush = operation == .push

        scene.performWithoutAnimation {
            stage.insertArrivingPage(above: isPush)
            container.insertSubview(dim, aboveSubview: under)
            container.insertSubview(shadow, belowSubview: top)
            place(covered: isPush ? 0 : 1)
            bars?.lift(into: container)
            bars?.place(covered: isPush ? 0 : 1)
        }
        let animator = stage.makeAnimator(duration: duration, curve: curve)
        animator.addAnimations(in: scene) {
            place(covered: isPush ? 1 : 0)
        }
        if let bars {
            // The bars' contents follow the pages' fraction exactly (also when scrubbed), and
            // go back into their pages before the stage tidies up.
            stage.follow(animator) { f in bars.place(covered: isPush ? f : 1 - f) }
            animator.addCompletion { _ in scene.performWithoutAnimation { bars.restore() } }
        }
        stage.completes(with: animator)
        return animator
    }
}

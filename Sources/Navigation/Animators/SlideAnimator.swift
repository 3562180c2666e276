import Animation
import Geometry
import Layers
import Views

/// The default push and pop (DESIGN.md §3): the arriving page slides in from the right edge,
/// the page underneath moves left by 30% of the width (parallax), a black dim over the page
/// underneath goes from 0 to 0.1 alpha, and the moving page casts a soft shadow on its left
/// edge. 0.3 s, ease-in-out; scrubbed linearly when interactive.
///
/// Written only against the public transition API, as an app's animator would be.
@MainActor
public final class SlideAnimator: AnimatedTransitioning {
    public let operation: NavigationOperation
    public var duration = 0.3
    public var curve = TimingCurve.easeInOut
    /// How far the page underneath moves, as a share of the width.
    public var parallax = 0.3
    /// The dim's alpha over the page underneath when it is fully covered.
    public var dimAlpha = 0.1
    public var shadowOpacity = 0.3

    private var animator: PropertyAnimator?

    public init(operation: NavigationOperation) {
        self.operation = operation
    }

    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    public func animateTransition(using context: TransitionContext) {
        interruptibleAnimator(using: context).startAnimation()
    }

    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        interruptibleAnimator(using: context) as PropertyAnimator
    }

    private func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        if let animator { return animator }
        let container = context.containerView
        let bounds = container.bounds
        let width = bounds.width
        let scene = context.scene
        // The moving page is the one on top: the arriving page on a push, the leaving one on
        // a pop. Offsets are transforms so the pages keep their frames.
        let top = operation == .push ? context.toView : context.fromView
        let under = operation == .push ? context.fromView : context.toView
        let dim = View(frame: bounds)
        dim.name = "dim"
        dim.backgroundColor = .black
        dim.isUserInteractionEnabled = false
        dim.layer.anchorPoint = .zero
        let shadow = EdgeShadow(opacity: shadowOpacity, height: bounds.height)
        shadow.layer.anchorPoint = .zero

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

        scene.performWithoutAnimation {
            if operation == .push {
                container.addSubview(context.toView)
            } else {
                container.insertSubview(context.toView, belowSubview: context.fromView)
            }
            context.toView.frame = context.finalFrame(for: context.toViewController)
            container.insertSubview(dim, aboveSubview: under)
            container.insertSubview(shadow, belowSubview: top)
            place(covered: operation == .push ? 0 : 1)
        }
        let animator = PropertyAnimator(engine: scene.engine, duration: duration, timing: .curve(curve))
        animator.addAnimations(in: scene) {
            place(covered: operation == .push ? 1 : 0)
        }
        animator.addCompletion { _ in
            dim.removeFromSuperview()
            shadow.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }
}

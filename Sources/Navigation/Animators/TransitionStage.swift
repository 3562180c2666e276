import Animation
import Geometry
import Layers
import Views

/// The bookkeeping every built-in animator shares, so that none leaves anything behind.
///
/// At the start both pages are put at rest (no transform, opaque, whatever an earlier
/// transition left) and rasterized, so they move as cached images (DESIGN.md §4). At the end
/// the helper views the animator added (dim, cover, shadow, backdrop, snapshot) are removed,
/// both pages are at rest again with their own rasterization and visibility, and the page
/// that is leaving — the from page when the transition completed, the to page when it was
/// cancelled — goes behind the page that stays, so that it cannot show at rest on top for the
/// frame before the navigation controller removes it. Then it calls
/// `completeTransition(!transitionWasCancelled)`.
@MainActor
final class TransitionStage {
    let context: TransitionContext
    private var helpers: [View] = []
    private let saved: [(page: View, rasterized: Bool, hidden: Bool)]

    init(_ context: TransitionContext) {
        self.context = context
        saved = [context.fromView, context.toView].map { ($0, $0.layer.shouldRasterize, $0.isHidden) }
        context.scene.performWithoutAnimation {
            for (page, _, _) in saved {
                Self.putAtRest(page)
                page.layer.shouldRasterize = true
            }
        }
    }

    var bounds: Rect { context.containerView.bounds }
    var width: Double { bounds.width }
    var height: Double { bounds.height }
    var scene: Scene { context.scene }
    var isPush: Bool { context.operation == .push }

    /// The page that moves on top in a slide: the arriving page on a push, the leaving one
    /// on a pop.
    var top: View { isPush ? context.toView : context.fromView }
    /// The page it uncovers or covers.
    var under: View { isPush ? context.fromView : context.toView }

    /// Puts the arriving page into the container, above or below the leaving one, at its
    /// final frame.
    func insertArrivingPage(above: Bool) {
        let container = context.containerView
        if above {
            container.insertSubview(context.toView, aboveSubview: context.fromView)
        } else {
            container.insertSubview(context.toView, belowSubview: context.fromView)
        }
        context.toView.frame = context.finalFrame(for: context.toViewController)
    }

    /// A view the animator shows only during the transition: it takes no input and is
    /// removed at the end.
    func helper(_ name: String, frame: Rect, color: Color? = nil) -> View {
        let view = View(frame: frame)
        view.name = name
        view.backgroundColor = color
        view.isUserInteractionEnabled = false
        helpers.append(view)
        return view
    }

    /// Registers a view made elsewhere (an `EdgeShadow`) as a helper.
    func adopt(_ view: View) {
        view.isUserInteractionEnabled = false
        helpers.append(view)
    }

    /// A property animator of `duration` seconds on `curve` (used when not interactive;
    /// scrubbing is always linear in the fraction).
    func makeAnimator(duration: Double, curve: TimingCurve) -> PropertyAnimator {
        PropertyAnimator(engine: scene.engine, duration: duration, timing: .curve(curve))
    }

    /// Makes `apply` follow the animator's fraction directly, for visuals that are not a
    /// straight blend of two values (an angle turned into a matrix, a piecewise alpha, a page
    /// hidden past 90°). The changes are made outside any animation block.
    func follow(_ animator: PropertyAnimator, _ apply: @escaping @MainActor (Double) -> Void) {
        let scene = self.scene
        animator.addAnimations { fraction in
            scene.performWithoutAnimation { apply(fraction) }
        }
    }

    /// Ends the transition when `animator` ends: cleans up, then tells the context.
    func completes(with animator: PropertyAnimator) {
        animator.addCompletion { [self] _ in finish() }
    }

    private func finish() {
        let completed = !context.transitionWasCancelled
        scene.performWithoutAnimation {
            for view in helpers { view.removeFromSuperview() }
            for (page, rasterized, hidden) in saved {
                Self.putAtRest(page)
                page.isHidden = hidden
                page.layer.shouldRasterize = rasterized
            }
            // The page that leaves goes behind the one that stays (which covers it) instead of
            // leaving the container: removing it here would cut short the alongside
            // animations of its views before they finish. The navigation controller removes it.
            context.containerView.sendSubviewToBack(completed ? context.fromView : context.toView)
        }
        helpers = []
        context.completeTransition(completed)
    }

    private static func putAtRest(_ page: View) {
        page.layer.transform = .identity
        page.alpha = 1
    }
}

extension TransitionStage {
    /// A black (or `color`) view behind both pages, for transitions that uncover what is
    /// behind them (a cube's corners, a flipping card's sides).
    func addBackdrop(_ color: Color?) {
        guard let color else { return }
        context.containerView.insertSubview(helper("backdrop", frame: bounds, color: color), at: 0)
    }

    /// Shows `page` turned by `angle` radians about the vertical axis, through `transform`;
    /// a page turned 90° or more shows its back, which is not drawn (hidden). Unturned, it
    /// has no transform at all, so it is drawn as a plain 2D image.
    func turn(_ page: View, by angle: Double, transform: Transform3D) {
        page.layer.transform = angle == 0 ? .identity : transform
        page.isHidden = abs(angle) >= .pi / 2 - 1e-12
    }
}

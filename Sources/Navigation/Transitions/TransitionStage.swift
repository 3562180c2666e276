import Animation
import Geometry
import Layers
import Views

/// A staging helper for animators, the built-in ones and an app's: the moving views by role,
/// helper views, a property animator, and closures that place views from the fraction.
///
/// It has no clean-up duties: the `TransitionRunner` puts both views at rest before the
/// animator runs, and afterwards removes every helper view and restores every property the
/// animator touched. What it adds is re-placing on resize: a `follow` closure reads the
/// container's size when it runs (`width`, `height`, `bounds` are live) and runs again with
/// the current fraction whenever the container lays out mid-transition, so the pages keep
/// filling the window (TransitionMachinery.md).
@MainActor
public final class TransitionStage {
    /// The transition being staged.
    public let context: TransitionContext

    /// Creates a stage for `context`.
    public init(_ context: TransitionContext) {
        self.context = context
    }

    /// The container's bounds now.
    public var bounds: Rect { context.containerView.bounds }
    /// The container's width now.
    public var width: Double { bounds.width }
    /// The container's height now.
    public var height: Double { bounds.height }
    /// The scene the transition runs in.
    public var scene: Scene { context.scene }
    /// True for a push or a presentation.
    public var isForward: Bool { context.isForward }

    /// The page that moves on top in a slide: the arriving page going forward, the leaving
    /// one going back.
    public var top: View { isForward ? context.toView : context.fromView }
    /// The page it uncovers or covers.
    public var under: View { isForward ? context.fromView : context.toView }

    /// Puts the arriving page into the container, above or below the leaving one (on top
    /// when the leaving one is not in the container), at its final frame.
    public func insertArrivingPage(above: Bool) {
        let container = context.containerView
        // A presenter coming back lives outside the container (in the window): it stays.
        // (A presented page its presentation controller put in a view of its own inside the
        // container, a dimming view, comes to the container, as UIKit's animators move it.)
        if let home = context.toView.superview, home !== container, !home.isDescendant(of: container) { return }
        // A presenter being covered lives outside too: the page simply goes in on top.
        if context.fromView.superview !== container {
            container.addSubview(context.toView)
        } else if above {
            container.insertSubview(context.toView, aboveSubview: context.fromView)
        } else {
            container.insertSubview(context.toView, belowSubview: context.fromView)
        }
        context.toView.frame = context.finalFrame(for: context.toView)
    }

    /// A view shown only during the transition: it takes no input, and the runner removes it
    /// at the end once it is in the container.
    public func helper(_ name: String, frame: Rect, color: Color? = nil) -> View {
        let view = View(frame: frame)
        view.name = name
        view.backgroundColor = color
        view.isUserInteractionEnabled = false
        return view
    }

    /// A property animator of `duration` seconds on `curve` (used when not interactive;
    /// scrubbing is always linear in the fraction).
    public func makeAnimator(duration: Double, curve: TimingCurve) -> PropertyAnimator {
        PropertyAnimator(engine: scene.engine, duration: duration, timing: .curve(curve))
    }

    /// Makes `place` follow the animator's fraction (eased when animating, as scrubbed when
    /// dragged), outside any animation block, and re-run it with the current fraction when
    /// the container lays out. `place` must read sizes from the stage when it runs.
    public func follow(_ animator: PropertyAnimator, _ place: @escaping @MainActor (Double) -> Void) {
        let scene = self.scene
        animator.addAnimations { fraction in
            scene.performWithoutAnimation { place(fraction) }
        }
        context.onContainerLayout { [weak animator] in
            guard let animator, animator.state != .stopped else { return }
            scene.performWithoutAnimation { place(animator.fractionComplete) }
        }
    }

    /// Ends the transition when `animator` ends.
    public func completes(with animator: PropertyAnimator) {
        let context = self.context
        animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
    }

    /// A black (or `color`) view behind both pages, for transitions that uncover what is
    /// behind them (a cube's corners, a flipping card's sides); it follows resizes.
    public func addBackdrop(_ color: Color?) {
        guard let color else { return }
        let container = context.containerView
        let backdrop = helper("backdrop", frame: bounds, color: color)
        container.insertSubview(backdrop, at: 0)
        context.onContainerLayout { [weak backdrop, weak container] in
            if let container { backdrop?.frame = container.bounds }
        }
    }

    /// Shows `page` turned by `angle` radians about the vertical axis, through `transform`;
    /// a page turned 90° or more shows its back, which is not drawn (hidden). Unturned, it
    /// has no transform at all, so it is drawn as a plain 2D image. A hidden page's image is
    /// made ready meanwhile (`Layer.preparesRasterWhileHidden`), so the frame in which it
    /// turns into view (a cube's arriving face) only draws it.
    public func turn(_ page: View, by angle: Double, transform: Transform3D) {
        page.layer.transform = angle == 0 ? .identity : transform
        let hidden = abs(angle) >= .pi / 2 - 1e-12
        page.isHidden = hidden
        page.layer.preparesRasterWhileHidden = hidden
    }
}

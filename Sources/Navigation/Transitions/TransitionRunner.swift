import Animation
import Geometry
import Layers
import Views

/// Runs one transition at a time in one container, for every kind of container (a page
/// stack, a navigation controller, a presentation, a tab switch): where a transition is run.
///
/// Around the animator it owns everything a transition must not get wrong, so that no
/// animator — built in or an app's — needs clean-up code (docs/ARCHITECTURE.md
/// §12):
/// - before: both views at rest (their rest frame, no transform, opaque), their whole layer
///   state saved, both rasterized so they move as cached images, the container shielded
///   from input, the will-appearance callbacks;
/// - during: a container layout (a window resize) puts both views at their new rest frames
///   and lets the animator re-place them from the current fraction;
/// - after (the tick after the animator completes, so everything following the driver has
///   ended): every view the animator added to the container removed, both views' saved
///   state restored at their rest frames, the leaving view removed (the from view when the
///   transition completed, the to view when it was cancelled), the shield off, the
///   did-appearance callbacks (balanced on cancel: the to view disappears again, the from
///   view appears again), then the container's own end.
@MainActor
final class TransitionRunner {
    let containerView: View
    /// Where a view rests in the container (its frame when no transition moves it).
    var restFrame: @MainActor (View) -> Rect
    private(set) var driver: TransitionDriver?
    /// The running transition's registration with its scene's teardown (`abandon`).
    private weak var teardownScene: Scene?
    private var teardownToken = 0
    private var observers: [(TransitionEvent) -> Void] = []

    init(containerView: View, restFrame: @escaping @MainActor (View) -> Rect) {
        self.containerView = containerView
        self.restFrame = restFrame
    }

    var isRunning: Bool { driver != nil }
    var context: TransitionContext? { driver?.context }
    var coordinator: TransitionCoordinator? { driver?.coordinator }

    /// Hears every transition's begin and end.
    func observe(_ observer: @escaping (TransitionEvent) -> Void) {
        observers.append(observer)
    }

    /// What one transition is.
    struct Request {
        var operation: TransitionOperation
        var direction: TransitionDirection?
        var from: View
        var to: View
        var animator: any AnimatedTransitioning
        var interaction: (any InteractiveTransitioning)?
        /// Where the container is in its own appearance cycle, asked when the transition
        /// starts and again when it ends: its pages follow it (docs/ARCHITECTURE.md §7). A
        /// disappeared container makes no callbacks; an appearing one lets its own
        /// did-appear end the arriving page's; a presentation's container (the window) is
        /// always `.appeared`.
        var containerAppearance: @MainActor () -> AppearanceState
        /// Whether the from view leaves: it is removed at the end and told it disappears.
        /// False when it stays visible under the arriving one (a presentation over full
        /// screen keeps its presenter, which gets no callbacks).
        var fromViewLeaves = true
        /// Whether the to view is told it appears (false when it never left the screen: the
        /// presenter under a dismissed page over full screen).
        var toViewAppears = true
    }

    /// Runs `request` animated. `didEnd` runs once the views are settled and the appearance
    /// callbacks made, before the end is announced; `completion` after it.
    func run(
        _ request: Request, in scene: Scene,
        didEnd: @escaping @MainActor (Bool) -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        precondition(driver == nil, "one transition at a time per container")
        let from = request.from
        let to = request.to
        let interactive = request.interaction.map { $0.wantsInteractiveStart } ?? false
        let crossFade = ReducedMotion.replacement(
            for: request.animator, interactive: interactive, in: containerView.window)
        let animator: any AnimatedTransitioning = crossFade ?? request.animator
        let animatorName = String(describing: type(of: animator))
        let context = TransitionContext(
            containerView: containerView, operation: request.operation, direction: request.direction,
            fromView: from, toView: to, scene: scene, isAnimated: true,
            isInteractive: interactive,
            restFrame: { [unowned self] view in restFrame(view) })
        let helpersBefore = Set(containerView.subviews.map(ObjectIdentifier.init))
        var saved: [SavedView] = []
        scene.performWithoutAnimation {
            for view in [from, to] {
                view.layer.transform = .identity
                view.alpha = 1
                view.frame = restFrame(view)
                saved.append(
                    SavedView(view: view, state: view.layer.modelState, rasterized: view.layer.shouldRasterize))
                // Rasterized before the animator is asked for its driver, so that the pages
                // move as cached images from the first frame (docs/ARCHITECTURE.md §5).
                view.layer.shouldRasterize = true
            }
        }
        let savedViews = saved
        let driver = TransitionDriver(context: context, animator: animator, interaction: request.interaction) {
            [weak self] _, completed in
            guard let self else { return }
            finish(context, request, completed: completed, saved: savedViews, helpersBefore: helpersBefore)
            didEnd(completed)
            announce(
                TransitionEvent(
                    phase: .end, operation: context.operation, isInteractive: context.isInteractive,
                    completed: completed, animator: animatorName, isReducedMotion: crossFade != nil))
            completion(completed)
        }
        self.driver = driver
        teardownScene = scene
        teardownToken = scene.addTeardownHandler { [weak self] in self?.abandon() }
        containerView.isUserInteractionEnabled = false
        announce(
            TransitionEvent(
                phase: .begin, operation: request.operation, isInteractive: context.isInteractive,
                animator: animatorName, isReducedMotion: crossFade != nil))
        let container = request.containerAppearance()
        if container != .disappeared {
            if request.fromViewLeaves { Self.beginAppearance(of: from, appearing: false, animated: true) }
            if request.toViewAppears && container.isShowing {
                Self.beginAppearance(of: to, appearing: true, animated: true)
            }
        }
        driver.start()
    }

    /// The window is going away mid-transition: the transition stops where it is, with no
    /// callbacks (nothing will be drawn again), and lets go of everything it held.
    private func abandon() {
        teardownScene = nil
        let abandoned = driver
        driver = nil
        abandoned?.abandon()
    }

    /// Swaps `from` for `to` at once (a transition without animation), with the appearance
    /// callbacks its container's state calls for (`Request.containerAppearance`).
    func swapImmediately(
        _ operation: TransitionOperation, from: View, to: View, containerAppearance container: AppearanceState,
        fromViewLeaves: Bool = true, toViewAppears: Bool = true
    ) {
        // The leaving page disappears whatever the container is doing (unless it is gone
        // already); the arriving one appears as far as the container has: wholly when it
        // has appeared, only begun when it is appearing (its own did-appear ends it).
        let leaves = fromViewLeaves && container != .disappeared
        let arrives = toViewAppears && container.isShowing
        if leaves { Self.beginAppearance(of: from, appearing: false, animated: false) }
        if arrives { Self.beginAppearance(of: to, appearing: true, animated: false) }
        if fromViewLeaves { from.removeFromSuperview() }
        settle(to)
        if to.superview == nil { containerView.addSubview(to) }
        let ends = arrives && container == .appeared
        if Self.endsWithArrivingPage(operation) {
            if ends { Self.endAppearance(of: to, animated: false) }
            if leaves { Self.endAppearance(of: from, animated: false) }
        } else {
            if leaves { Self.endAppearance(of: from, animated: false) }
            if ends { Self.endAppearance(of: to, animated: false) }
        }
    }

    /// Whether the did-callbacks go to the arriving page first (presentations, as UIKit).
    private static func endsWithArrivingPage(_ operation: TransitionOperation) -> Bool {
        operation == .present || operation == .dismiss
    }

    /// The container laid out (a resize): mid-transition, both views go to their new rest
    /// frames and the animator re-places them from the current fraction.
    func containerDidLayout() {
        guard let context = driver?.context else {
            for view in containerView.subviews { view.frame = restFrame(view) }
            return
        }
        context.scene.performWithoutAnimation {
            for view in [context.fromView, context.toView] { view.frame = restFrame(view) }
            context.containerDidLayout()
        }
    }

    // MARK: - The end

    private struct SavedView {
        let view: View
        let state: LayerState
        let rasterized: Bool
    }

    private func finish(
        _ context: TransitionContext, _ request: Request, completed: Bool, saved: [SavedView],
        helpersBefore: Set<ObjectIdentifier>
    ) {
        driver = nil
        teardownScene?.removeTeardownHandler(teardownToken)
        teardownScene = nil
        context.transitionDidEnd()
        containerView.isUserInteractionEnabled = true
        let leaving = completed ? context.fromView : context.toView
        let staying = completed ? context.toView : context.fromView
        context.scene.performWithoutAnimation {
            for view in containerView.subviews
            where view !== staying && view !== leaving && !helpersBefore.contains(ObjectIdentifier(view)) {
                view.removeFromSuperview()
            }
            for entry in saved {
                entry.view.layer.restore(entry.state)
                entry.view.layer.shouldRasterize = entry.rasterized
                // Its rest frame now, not the saved one: the window may have been resized.
                entry.view.frame = restFrame(entry.view)
            }
        }
        // A view that never left the screen (a presenter under a page over full screen) is
        // not removed; a staying view that lives elsewhere (a presenter in the window) stays
        // where it is.
        let removesLeaving = leaving === context.fromView ? request.fromViewLeaves : request.toViewAppears
        if removesLeaving { leaving.removeFromSuperview() }
        if staying.superview == nil { containerView.addSubview(staying) }
        // The container's state now: it may have begun or ended its own appearance during
        // the transition (a page presented over it, a tab switched), which it forwarded to
        // its top page, the arriving one (the stack changed as the transition began).
        let container = request.containerAppearance()
        let from = request.fromViewLeaves
        let to = request.toViewAppears
        if completed {
            // The arriving page ends as the container is; if it is still appearing or
            // disappearing, its own did-callback ends the page.
            let ends = to && container == .appeared
            // UIKit ends a modal transition with the page on top first (the presented page
            // appears before its presenter has disappeared), a push or pop with the leaving one.
            if Self.endsWithArrivingPage(context.operation) {
                if ends { Self.endAppearance(of: context.toView, animated: true) }
                if from { Self.endAppearance(of: context.fromView, animated: true) }
            } else {
                if from { Self.endAppearance(of: context.fromView, animated: true) }
                if ends { Self.endAppearance(of: context.toView, animated: true) }
            }
        } else {
            // Cancelled: the arriving view disappears again, the leaving one appears again
            // (as far as the container has).
            if to {
                Self.beginAppearance(of: context.toView, appearing: false, animated: true)
                Self.endAppearance(of: context.toView, animated: true)
            }
            if from {
                if container.isShowing {
                    Self.beginAppearance(of: context.fromView, appearing: true, animated: true)
                    if container == .appeared { Self.endAppearance(of: context.fromView, animated: true) }
                } else {
                    Self.endAppearance(of: context.fromView, animated: true)
                }
            }
        }
    }

    /// Puts a view at rest: its rest frame, untransformed, opaque.
    private func settle(_ view: View) {
        let apply = { [self] in
            view.layer.transform = .identity
            view.alpha = 1
            view.frame = restFrame(view)
        }
        if let scene = view.window?.scene ?? containerView.window?.scene {
            scene.performWithoutAnimation(apply)
        } else {
            apply()
        }
    }

    private func announce(_ event: TransitionEvent) {
        for observer in observers { observer(event) }
    }

    private static func beginAppearance(of view: View, appearing: Bool, animated: Bool) {
        TransitionContext.viewController(of: view)?.beginAppearanceTransition(appearing, animated: animated)
    }

    private static func endAppearance(of view: View, animated: Bool) {
        TransitionContext.viewController(of: view)?.endAppearanceTransition(animated: animated)
    }
}

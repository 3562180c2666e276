import Animation
import Geometry
import Layers
import Views

/// Drives one running transition, whatever container runs it: the context, the animator,
/// the optional interaction controller, the coordinator, and the one `PropertyAnimator`
/// whose fraction everything follows — scrubbed while the user drags, released on a curve or
/// a spring, reversed when cancelled. There is one progress value and one animation object
/// per transition. What happens around it (shield, save and restore, appearance) is the
/// `TransitionRunner`'s.
@MainActor
final class TransitionDriver {
    let context: ContainerTransitionContext
    let animator: any AnimatedTransitioning
    let interaction: (any InteractiveTransitioning)?
    private(set) var coordinator: TransitionCoordinator!
    let duration: Double
    /// The fraction everything follows.
    private(set) var driver: PropertyAnimator
    /// True when the driver is ours (the animator gave no interruptible animator) and the
    /// animator's `animate` blocks are redirected onto it.
    private let ownsDriver: Bool
    private let onComplete: (TransitionDriver, Bool) -> Void
    private(set) var isComplete = false

    init(
        context: ContainerTransitionContext, animator: any AnimatedTransitioning,
        interaction: (any InteractiveTransitioning)?, coordinator: TransitionCoordinator,
        onComplete: @escaping (TransitionDriver, Bool) -> Void
    ) {
        self.context = context
        self.animator = animator
        self.interaction = interaction
        self.onComplete = onComplete
        duration = max(animator.transitionDuration(using: context), 0)
        let own = animator.interruptibleAnimator(using: context)
        if !own.isPlaceholder {
            driver = own
            ownsDriver = false
        } else {
            driver = PropertyAnimator(engine: context.scene.engine, duration: duration, timing: .curve(.linear))
            ownsDriver = true
        }
        self.coordinator = coordinator
        context.driver = self
        coordinator.attach(self)
    }

    /// Ends the transition where it is, with no completion and no callbacks: its window is
    /// going away (`Scene.tearDown`). The animator's closures and the context's handlers,
    /// which hold the context, the pages and the scene, go.
    func abandon() {
        guard !isComplete else { return }
        isComplete = true
        driver.stopAnimation(true)
        context.transitionDidEnd(completed: false)
    }

    /// Ends the transition now, at its end (`completed`) or its start, with everything a
    /// finished transition does (the animator's completion, the host's end), instead of on
    /// a later tick: for a change that cannot wait (the window's root replaced).
    func endNow(completed: Bool) {
        endNow(at: completed)
    }

    /// Ends the transition now where it is heading: the end its animator reported, else the
    /// way it was released (a transition animating on its own, finished by a newer request).
    func endNow() {
        endNow(at: completedAs ?? !context.transitionWasCancelled)
    }

    private func endNow(at completed: Bool) {
        guard !hasFinished else { return }
        if !isComplete {
            context.transitionWasCancelled = !completed
            driver.isReversed = false
            if driver.state == .active {
                // The animator's own completion (completeTransition) runs from here.
                driver.stopAnimation(false)
                driver.finishAnimation(at: completed ? .end : .start)
            } else if driver.state == .inactive {
                driver.stopAnimation(true)
            }
            isComplete = true
        }
        finish(completed)
    }

    var scene: Scene { context.scene }

    /// Starts the animation, or hands the transition to its interaction controller.
    func start() {
        if context.isInteractive, let interaction {
            if ownsDriver {
                if driver.state == .inactive { driver.pauseAnimation() }
                animateFollowingDriver()
            }
            if driver.state == .inactive { driver.pauseAnimation() }
            interaction.startInteractiveTransition(context)
        } else if ownsDriver {
            // Active before the animator runs, so animators it starts follow the driver.
            driver.pauseAnimation()
            animateFollowingDriver()
            if !isComplete { driver.startAnimation() }
        } else {
            animator.animateTransition(using: context)
        }
        if !context.isInteractive, let percentDriven = interaction as? PercentDrivenInteractiveTransition {
            // UIKit hands a percent-driven controller its transition even when it starts on its
            // own (`wantsInteractiveStart` false), so that `pause()` can take it over later.
            percentDriven.startInteractiveTransition(context)
        }
    }

    /// Runs the animator with its `animate` blocks, and the property animators it makes and
    /// starts, following the driver's fraction.
    private func animateFollowingDriver() {
        scene.redirectingAnimations(into: driver, duration: duration) {
            scene.animationScope.following(driver, timelineDuration: duration).run {
                animator.animateTransition(using: context)
            }
        }
    }

    /// Runs an alongside animation on the driver's fraction.
    func runAlongside(_ body: () -> Void) -> Bool {
        guard !isComplete, driver.state != .stopped else {
            body()
            return false
        }
        scene.redirectingAnimations(into: driver, duration: duration) {
            driver.addAnimations(in: scene, body)
        }
        return context.isAnimated
    }

    /// The fraction shown now, within 0...1 as UIKit reports it (a spring release overshoots
    /// its end on screen, but an app asking where the transition is gets at most 1).
    var percentComplete: Double { min(max(driver.fractionComplete, 0), 1) }

    // MARK: - Interactive control

    func update(_ percent: Double) {
        guard !isComplete, context.isInteractive else { return }
        if driver.isRunning { driver.pauseAnimation() }
        driver.fractionComplete = min(max(percent, 0), 1)
    }

    /// The user grabbed a releasing transition: stop it where it is.
    func pause() {
        guard !isComplete else { return }
        if driver.isRunning { driver.pauseAnimation() }
        driver.isReversed = false
        context.transitionWasCancelled = false
        if !context.isInteractive {
            context.isInteractive = true
            coordinator.interactionChanged()
        }
    }

    func release(finishing: Bool, timing: TimingParameters?, durationFactor: Double) {
        guard prepareRelease(finishing: finishing) else { return }
        driver.continueAnimation(withTimingParameters: timing, durationFactor: durationFactor)
    }

    func release(finishing: Bool, timing: ReleaseTiming, fractionVelocity: Double) {
        guard prepareRelease(finishing: finishing) else { return }
        switch timing {
        case .spring(let spring):
            driver.continueAnimation(with: spring, fractionVelocity: fractionVelocity)
        case .matchedCurve(let shortest, let longest):
            let fraction = driver.fractionComplete
            let distance = finishing ? 1 - fraction : fraction
            let towardsTarget = finishing ? fractionVelocity : -fractionVelocity
            let (curve, seconds) = ReleaseTiming.matchedCurve(
                distance: distance, speed: towardsTarget, minimumDuration: shortest, maximumDuration: longest)
            // The animator covers the distance left in distance × duration × factor seconds.
            let factor = distance > 1e-9 && driver.duration > 0 ? seconds / (distance * driver.duration) : 1
            driver.continueAnimation(withTimingParameters: .curve(curve), durationFactor: factor)
        }
    }

    private func prepareRelease(finishing: Bool) -> Bool {
        // Once the user let go (finish or cancel called), a later finish or cancel is
        // ignored, as UIKit ignores it: a second drag's release (seed 000's one shared
        // interaction controller) must not turn a finishing transition round. A grab
        // (`pause`) hands it back to the user first.
        guard !isComplete, context.isInteractive, driver.state == .active else { return false }
        if driver.isRunning { driver.pauseAnimation() }
        context.transitionWasCancelled = !finishing
        driver.isReversed = !finishing
        if context.isInteractive {
            context.isInteractive = false
            coordinator.interactionChanged()
        }
        return true
    }

    // MARK: - The end

    /// The animator said it is done. The rest happens on the next tick, so that everything
    /// following the driver (alongside animations too) has ended before pages are removed.
    func complete(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        completedAs = didComplete
        scene.engine.add(DeferredAction { [self] in finish(didComplete) })
    }

    /// What the animator reported, once it did.
    private var completedAs: Bool?

    /// True once `finish` ran (from the next tick, or at once by `endNow`).
    private var hasFinished = false

    private func finish(_ didComplete: Bool) {
        guard !hasFinished else { return }
        hasFinished = true
        // An animator that calls completeTransition before its driver ends leaves nothing
        // running behind: the driver jumps to the end it was heading for.
        if ownsDriver, driver.state == .active {
            driver.stopAnimation(false)
            driver.finishAnimation(at: didComplete ? .end : .start)
        }
        onComplete(self, didComplete)
        animator.animationEnded(didComplete)
        coordinator.transitionEnded()
    }
}

/// Runs once, on the engine's next tick.
@MainActor
final class DeferredAction: FrameAnimation {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    func step(to time: Double) -> Bool {
        action()
        return false
    }
}

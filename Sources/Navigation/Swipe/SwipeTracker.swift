import Animation
import Geometry
import Layers
import Views

/// Turns a swipe into transition progress, for the back-drag and the touchpad swipe alike
/// (libadwaita's AdwSwipeTracker): where a drag becomes progress.
///
/// One object is fed by a swipe recognizer (along its axis: right for the back-drag, down
/// for a drag-to-dismiss) and, horizontally, by precise wheel events. The transition follows
/// the pointer 1:1 (progress = travel / `swipeDistance`); on release the `releasePolicy`
/// decides between completing and cancelling, and the release starts at the pointer's speed
/// (velocity-matched, docs/ARCHITECTURE.md §10, §12). A press during the release grabs the page
/// where it is; a drag then carries on from there.
///
/// Wheel swipes: `pointsPerWheelUnit` points of scroll per precise wheel unit, and
/// `distancePerPage` points of scroll for a whole transition; SDL reports no "scroll ended",
/// so the swipe is released once no wheel event came for `endDelay` seconds. A back swipe
/// scrolls left (dx < 0, after SDL's "natural scrolling" flip is undone), as a browser's does.
@MainActor
final class SwipeTracker {
    unowned let swipeable: any Swipeable
    let recognizer: SwipeGestureRecognizer
    let interaction = PercentDrivenInteractiveTransition()
    /// Decides whether a release completes, and how the release moves.
    var releasePolicy = PopReleasePolicy.standard
    /// Points of scroll for one wheel unit (SDL's precise units: one mouse notch is 1).
    var pointsPerWheelUnit = 40.0
    /// Points of scroll that move the page a whole width (about 400).
    var distancePerPage = 400.0
    /// How long without wheel events ends a wheel swipe.
    var endDelay = 0.12

    /// The progress where the current drag started (0, or where a release was grabbed).
    private var baseProgress = 0.0
    /// Where a release held by a press was heading (true: completing).
    private var heldReleaseWasFinishing = true
    private var scrolled = 0.0
    private var wheelVelocity = VelocityTracker()
    private var lastWheelTime = 0.0
    private var watcher: WheelSwipeEndWatcher?

    init(swipeable: any Swipeable, recognizer: SwipeGestureRecognizer) {
        self.swipeable = swipeable
        self.recognizer = recognizer
        // Weak: the recognizer can outlive this tracker and its container (a press in
        // progress keeps it while a dismissed page or a dropped stack goes).
        recognizer.addAction { [weak self] _ in self?.handlePan() }
        recognizer.guardsAllowBegin = { [weak self] in
            guard let self else { return false }
            // A transition held after a grab may be dragged again; otherwise the container's
            // guards decide.
            if let context { return context.isInteractive }
            // `self.`: the initializer's parameter of the same name would be captured
            // strongly, and the container would never be freed.
            return self.swipeable.swipeShouldBegin()
        }
        recognizer.canGrab = { [weak self] in self?.isReleasing ?? false }
        recognizer.onGrab = { [weak self] in
            guard let self else { return }
            heldReleaseWasFinishing = context?.transitionWasCancelled == false
            interaction.pause()
            baseProgress = interaction.percentComplete
        }
        // A click without a drag lets the release carry on the way it was going (a flung
        // release is not turned round by the policy's position rule).
        recognizer.onGrabAbandoned = { [weak self] in
            guard let self, isDriving else { return }
            if heldReleaseWasFinishing { interaction.finish(velocity: 0) } else { interaction.cancel(velocity: 0) }
        }
    }

    /// The running transition's context while this tracker drives it.
    var context: TransitionContext? { swipeable.swipeContext(drivenBy: interaction) }
    /// True while a transition this tracker started runs (dragged or releasing).
    var isDriving: Bool { context != nil }
    /// True while such a transition animates after the user let go.
    var isReleasing: Bool { context?.isInteractive == false }

    private var distance: Double { max(swipeable.swipeDistance, 1) }

    // MARK: - The pan

    private func handlePan() {
        let view = recognizer.view
        switch recognizer.state {
        case .began:
            recognizer.heldPressDragged = true
            if !isDriving {
                baseProgress = 0
                begin()
            }
            follow()
        case .changed:
            follow()
        case .ended:
            release(velocity: recognizer.along(recognizer.velocity(in: view)))
        case .cancelled, .failed:
            if isDriving { interaction.cancel(velocity: 0) }
        case .possible:
            break
        }
    }

    /// The container changed size: a pan in progress re-places the transition so the page
    /// stays under the pointer (progress is travel over the new distance).
    func containerDidResize() {
        guard context?.isInteractive == true, recognizer.state == .began || recognizer.state == .changed else {
            return
        }
        follow()
    }

    private func begin() {
        interaction.releaseTiming = releasePolicy.timing
        swipeable.beginSwipe(driven: interaction)
    }

    private func follow() {
        interaction.update(baseProgress + recognizer.along(recognizer.translation(in: recognizer.view)) / distance)
    }

    /// Lets go at `velocity` points per second (positive towards completing): complete or
    /// cancel as the policy says, starting at that speed.
    private func release(velocity: Double) {
        guard isDriving else { return }
        let width = distance
        let complete = releasePolicy.shouldComplete(
            progress: interaction.percentComplete, velocity: velocity, width: width)
        if complete {
            interaction.finish(velocity: velocity / width)
        } else {
            interaction.cancel(velocity: velocity / width)
        }
    }

    // MARK: - Wheel swipes

    /// Takes a wheel event; returns whether it was used.
    func handle(_ event: WheelEvent, in scene: Scene) -> Bool {
        let dx = event.delta.x
        guard recognizer.axis == .horizontal, abs(dx) > abs(event.delta.y) else { return false }
        let now = scene.clock.now
        if !isDriving {
            guard dx < 0, swipeable.swipeShouldBegin() else { return false }
            scrolled = 0
            wheelVelocity.reset()
            begin()
            guard isDriving else { return false }
            let watcher = WheelSwipeEndWatcher(tracker: self)
            self.watcher = watcher
            scene.engine.add(watcher)
        }
        // A wheel event during the release (or during a drag) is swallowed.
        guard context?.isInteractive == true, watcher != nil else { return true }
        scrolled = max(scrolled - dx * pointsPerWheelUnit, 0)
        wheelVelocity.addSample(Point(x: scrolled, y: 0), at: now)
        lastWheelTime = now
        interaction.update(scrolled / distancePerPage)
        return true
    }

    /// Called every tick by the watcher; returns false once the wheel swipe is over.
    fileprivate func checkWheelSwipe(at time: Double) -> Bool {
        guard context?.isInteractive == true else {
            watcher = nil
            return false
        }
        guard time - lastWheelTime >= endDelay else { return true }
        // The scroll's speed, as on-screen points per second of the page.
        release(velocity: wheelVelocity.velocity(at: lastWheelTime).x / distancePerPage * distance)
        watcher = nil
        return false
    }
}

/// Watches the clock for the end of a wheel swipe (no wheel events for a while).
@MainActor
private final class WheelSwipeEndWatcher: FrameAnimation {
    /// Weak: a container freed mid-swipe takes its tracker with it; the watcher then stops.
    weak var tracker: SwipeTracker?
    init(tracker: SwipeTracker) { self.tracker = tracker }
    func step(to time: Double) -> Bool { tracker?.checkWheelSwipe(at: time) ?? false }
}

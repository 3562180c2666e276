import Animation
import Geometry
import Layers
import Views

/// Turns a swipe into transition progress, for the back-drag, the touchpad swipe and the
/// drag-to-dismiss alike (libadwaita's AdwSwipeTracker): where a drag becomes progress.
///
/// One object, fed by a swipe recognizer (along its axis: right for the back-drag, down for
/// a drag-to-dismiss) and, horizontally, by precise wheel events. It is a state machine with
/// one explicit `Phase`, and every entry point is guarded by it:
///
/// - `idle`: nothing driven. A drag that begins (`.began`, past the slop, where the
///   container allows) or a wheel scroll the right way starts a transition → `dragging` or
///   `wheel`.
/// - `dragging`: the transition follows the pointer 1:1 (progress = travel /
///   `swipeDistance`, from where the drag took it over); the container's resize re-follows,
///   so the page stays under the pointer. Released → `releasing`; cancelled → `releasing`
///   back to the start.
/// - `wheel`: the same for wheel scrolls; no wheel event for `endDelay` seconds releases it.
/// - `releasing`: the transition animates to its end, starting at the pointer's speed, as the
///   `releasePolicy` decided (velocity-matched, BackDrag.md, TransitionMachinery.md). A press
///   grabs it where it is → `held`.
/// - `held`: a press holds the page. A drag either way takes it from there → `dragging`; a
///   press let go without a drag lets the release carry on the way it was going →
///   `releasing`.
///
/// Any phase returns to `idle` once the transition has ended. The container only answers
/// questions (`Swipeable`): its distance, whether a swipe may begin, how to begin one, and
/// which running transition is the swipe's.
///
/// Wheel swipes: `pointsPerWheelUnit` points of scroll per precise wheel unit, and
/// `distancePerPage` points of scroll for a whole transition; SDL reports no "scroll ended",
/// so the swipe is released once no wheel event came for `endDelay` seconds. A back swipe
/// scrolls left (dx < 0, after SDL's "natural scrolling" flip is undone), as a browser's does;
/// a scroll to the right goes forward where the container has a forward (an interactive push
/// of the page a back request took off).
@MainActor
final class SwipeTracker {
    /// Where the tracker is (see the type's description).
    enum Phase: Equatable {
        case idle, dragging, wheel, releasing, held
    }

    /// Weak: the recognizer (and a press in progress) can outlive the container.
    private weak var swipeable: (any Swipeable)?
    let recognizer: SwipeGestureRecognizer
    let interaction = PercentDrivenInteractiveTransition()
    /// Decides whether a release completes, and how the release moves.
    var releasePolicy = PopReleasePolicy.standard
    // docs-number: touchpad swipe: points of scroll per wheel unit
    /// Points of scroll for one wheel unit (SDL's precise units: one mouse notch is 1).
    var pointsPerWheelUnit = 40.0
    // docs-number: touchpad swipe: points of scroll that move the page a whole width
    /// Points of scroll that move the page a whole width (about 400).
    var distancePerPage = 400.0
    // docs-number: touchpad swipe: quiet time taken as its end (s)
    /// How long without wheel events ends a wheel swipe.
    var endDelay = 0.12

    private var storedPhase = Phase.idle
    /// The progress where the current drag started (0, or where a release was held).
    private var baseProgress = 0.0
    /// Where a held release was heading (true: completing).
    private var heldReleaseWasFinishing = true
    /// The held press became a drag that began.
    private var heldPressDragged = false
    private var scrolled = 0.0
    /// Which way the wheel swipe goes: −1 back (a scroll to the left), +1 forward.
    private var wheelDirection = -1.0
    private var wheelVelocity = VelocityTracker()
    private var lastWheelTime = 0.0

    init(swipeable: any Swipeable, recognizer: SwipeGestureRecognizer) {
        self.swipeable = swipeable
        self.recognizer = recognizer
        recognizer.tracker = self
    }

    /// The phase now: back to `idle` once the transition the swipe drove has ended.
    var phase: Phase {
        if storedPhase != .idle && context == nil { storedPhase = .idle }
        return storedPhase
    }

    /// The running transition's context while this tracker drives it.
    var context: TransitionContext? { swipeable?.swipeContext(drivenBy: interaction) }
    /// True while a transition this tracker started runs (dragged, scrolled, releasing, held).
    var isDriving: Bool { phase != .idle }

    private var distance: Double { max(swipeable?.swipeDistance ?? 1, 1) }

    // MARK: - The recognizer's questions and news

    /// Whether the recognizer may begin a drag now: a held page may always be dragged;
    /// otherwise only from idle, where the container allows it.
    func allowsBegin() -> Bool {
        switch phase {
        case .held: return true
        case .idle: return swipeable?.swipeShouldBegin() ?? false
        case .dragging, .wheel, .releasing: return false
        }
    }

    /// A press landed: during a release it holds the page where it is. True when it did.
    func pressBegan() -> Bool {
        guard phase == .releasing, let context else { return false }
        heldReleaseWasFinishing = !context.transitionWasCancelled
        interaction.pause()
        baseProgress = interaction.percentComplete
        heldPressDragged = false
        storedPhase = .held
        return true
    }

    /// The press sequence ended (the recognizer reset). A held page whose press never became
    /// a drag carries on the way it was going (a flung release is not turned round by the
    /// policy's position rule).
    func pressEnded() {
        guard phase == .held, !heldPressDragged else { return }
        storedPhase = .releasing
        if heldReleaseWasFinishing { interaction.finish(velocity: 0) } else { interaction.cancel(velocity: 0) }
    }

    /// The pan moved on: began, changed, ended or cancelled.
    func panChanged() {
        switch recognizer.state {
        case .began:
            switch phase {
            case .idle:
                baseProgress = 0
                begin()
                guard phase == .idle, context != nil else { return }
                storedPhase = .dragging
            case .held:
                heldPressDragged = true
                storedPhase = .dragging
            case .dragging, .wheel, .releasing:
                return
            }
            follow()
        case .changed:
            guard phase == .dragging else { return }
            follow()
        case .ended:
            guard phase == .dragging else { return }
            release(velocity: recognizer.along(recognizer.velocity(in: recognizer.view)))
        case .cancelled, .failed:
            guard phase == .dragging else { return }
            storedPhase = .releasing
            interaction.cancel(velocity: 0)
        case .possible:
            break
        }
    }

    /// The container changed size: a drag in progress re-places the transition so the page
    /// stays under the pointer (progress is travel over the new distance).
    func containerDidResize() {
        guard phase == .dragging, recognizer.state == .began || recognizer.state == .changed else { return }
        follow()
    }

    private func begin() {
        interaction.releaseTiming = releasePolicy.timing
        swipeable?.beginSwipe(driven: interaction)
    }

    private func follow() {
        interaction.update(baseProgress + recognizer.along(recognizer.translation(in: recognizer.view)) / distance)
    }

    /// Lets go at `velocity` points per second (positive towards completing): complete or
    /// cancel as the policy says, starting at that speed.
    private func release(velocity: Double) {
        let width = distance
        let complete = releasePolicy.shouldComplete(
            progress: interaction.percentComplete, velocity: velocity, width: width)
        storedPhase = .releasing
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
        switch phase {
        case .idle:
            // To the left goes back; to the right goes forward, where there is a forward.
            if dx < 0, swipeable?.swipeShouldBegin() == true {
                wheelDirection = -1
                begin()
            } else if dx > 0, swipeable?.forwardSwipeShouldBegin() == true {
                wheelDirection = 1
                interaction.releaseTiming = releasePolicy.timing
                // The forward push (through the app's overridable push) is handed the swipe.
                swipeable?.beginForwardSwipe(driven: interaction)
            } else {
                return false
            }
            scrolled = 0
            wheelVelocity.reset()
            // Nothing started (the container's call refused it): the event is not used.
            guard context != nil else { return false }
            storedPhase = .wheel
            scene.engine.add(WheelSwipeEndWatcher(tracker: self))
        case .wheel:
            break
        case .dragging, .releasing, .held:
            // A wheel event during a drag or a release is swallowed.
            return true
        }
        scrolled = max(scrolled + wheelDirection * dx * pointsPerWheelUnit, 0)
        wheelVelocity.addSample(Point(x: scrolled, y: 0), at: now)
        lastWheelTime = now
        interaction.update(scrolled / distancePerPage)
        return true
    }

    /// Called every tick by the watcher; returns false once the wheel swipe is over.
    fileprivate func checkWheelSwipe(at time: Double) -> Bool {
        guard phase == .wheel else { return false }
        guard time - lastWheelTime >= endDelay else { return true }
        // The scroll's speed, as on-screen points per second of the page.
        release(velocity: wheelVelocity.velocity(at: lastWheelTime).x / distancePerPage * distance)
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

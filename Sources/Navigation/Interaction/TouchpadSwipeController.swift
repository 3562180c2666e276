import Animation
import Geometry
import Layers
import Views

/// A two-finger horizontal touchpad swipe (precise wheel deltas) as an interactive pop: the
/// page follows the scroll — `distancePerPage` points of scroll move it a whole width — and
/// when the scrolling stops (no wheel event for `endDelay` seconds; SDL reports no "scroll
/// ended") it is released like the back-drag, with the scroll's speed and the navigation
/// controller's release policy.
///
/// A back swipe scrolls left (dx < 0, after SDL's "natural scrolling" flip is undone), as a
/// browser's back swipe does.
@MainActor
final class TouchpadSwipeController {
    unowned let navigationController: NavigationController
    let interaction = PercentDrivenInteractiveTransition()
    /// Points of scroll for one wheel unit (SDL's precise units: one mouse notch is 1).
    var pointsPerWheelUnit = 40.0
    /// Points of scroll that move the page a whole width (DESIGN.md §3: about 400).
    var distancePerPage = 400.0
    /// How long without wheel events ends the swipe.
    var endDelay = 0.12

    private var scrolled = 0.0
    private var tracker = VelocityTracker()
    private var lastEventTime = 0.0
    private var watcher: SwipeEndWatcher?

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
    }

    private var scene: Scene? { navigationController.view.window?.scene }

    private var isDriving: Bool { navigationController.drivesActiveTransition(interaction) }

    /// Takes a wheel event; returns whether it was used.
    func handle(_ event: WheelEvent) -> Bool {
        let dx = event.delta.x
        guard abs(dx) > abs(event.delta.y), let scene else { return false }
        let now = scene.clock.now
        if !isDriving {
            let nav = navigationController
            guard dx < 0, !nav.isTransitioning, nav.viewControllers.count > 1,
                nav.topViewController?.allowsInteractivePop == true
            else { return false }
            scrolled = 0
            tracker.reset()
            interaction.releaseTiming = nav.popReleasePolicy.timing
            nav.beginInteractivePop(driven: interaction)
            guard isDriving else { return false }
            let watcher = SwipeEndWatcher(controller: self)
            self.watcher = watcher
            scene.engine.add(watcher)
        }
        guard navigationController.activeTransitionContext?.isInteractive == true else { return true }
        scrolled = max(scrolled - dx * pointsPerWheelUnit, 0)
        tracker.addSample(Point(x: scrolled, y: 0), at: now)
        lastEventTime = now
        interaction.update(scrolled / distancePerPage)
        return true
    }

    /// Called every tick by the watcher; returns false once the swipe is over.
    fileprivate func check(at time: Double) -> Bool {
        guard isDriving, navigationController.activeTransitionContext?.isInteractive == true else {
            watcher = nil
            return false
        }
        guard time - lastEventTime >= endDelay else { return true }
        let width = max(navigationController.view.bounds.width, 1)
        // The scroll's speed, as on-screen points per second of the page.
        let speed = tracker.velocity(at: lastEventTime).x / distancePerPage * width
        let complete = navigationController.popReleasePolicy.shouldComplete(
            progress: interaction.percentComplete, velocity: speed, width: width)
        if complete {
            interaction.finish(velocity: speed / width)
        } else {
            interaction.cancel(velocity: speed / width)
        }
        watcher = nil
        return false
    }
}

/// Watches the clock for the end of a swipe (no wheel events for a while).
@MainActor
private final class SwipeEndWatcher: FrameAnimation {
    unowned let controller: TouchpadSwipeController
    init(controller: TouchpadSwipeController) { self.controller = controller }
    func step(to time: Double) -> Bool { controller.check(at: time) }
}

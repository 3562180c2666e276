import Animation
import Layers
import SegueTestSupport
import Views

/// A window on a manual clock, stepped frame by frame: what every navigation test harness
/// shares (the navigation controller's, the page stack's, the tab bar controller's).
@MainActor
protocol ManualClockStage: AnyObject {
    var clock: ManualClock { get }
    var scene: Scene { get }
    var window: Window { get }
}

extension ManualClockStage {
    /// Advances the clock and runs one frame's worth of work (animations, layout).
    func step(_ seconds: Double = 1 / 60) {
        clock.advance(by: seconds)
        scene.tick()
        scene.layoutIfNeeded()
    }

    /// Steps frames until nothing animates (at most `limit` seconds).
    func settle(limit: Double = 3) {
        var t = 0.0
        while !scene.engine.isIdle && t < limit {
            step()
            t += 1 / 60
        }
        scene.layoutIfNeeded()
    }

    /// Delivers `script`'s events at their timestamps: the clock is set to each event's time,
    /// the event is handled, and the frame's work runs, as the host's loop does.
    func play(_ script: InputScript) {
        for event in script.events {
            if event.timestamp > clock.now { clock.set(to: event.timestamp) }
            window.handle(event)
            scene.tick()
            scene.layoutIfNeeded()
        }
    }
}

import Animation
import Layers
import SegueTestSupport
import Views

/// What every navigation test harness shares (the navigation controller's, the page stack's,
/// the tab bar controller's): a `ManualClockWindow`, SegueTestSupport's window on a manual
/// clock, with its clock, scene, window, `step`, `settle` and `play` at hand.
@MainActor
protocol ManualClockStage: AnyObject {
    var stage: ManualClockWindow { get }
}

extension ManualClockStage {
    var clock: ManualClock { stage.clock }
    var scene: Scene { stage.scene }
    var window: Window { stage.window }

    /// Advances the clock and runs one frame's worth of work (animations, layout).
    func step(_ seconds: Double = 1 / 60) { stage.step(seconds) }

    /// Steps frames until nothing animates (at most `limit` seconds).
    func settle(limit: Double = 3) { stage.settle(limit: limit) }

    /// Delivers `script`'s events at their timestamps (`ManualClockWindow.play`).
    func play(_ script: InputScript) { stage.play(script) }
}

import Animation

/// The progress of an animation block over time, 0 to 1: a curve over `duration`, or a spring
/// cut off at `duration` (UIKit's duration-and-damping springs end at their duration; the
/// spring has settled to a thousandth by then), played once, or again and again (`repeats`),
/// each time forwards and back (`autoreverses`). An autoreversed block that does not repeat
/// ends at 1, its layers showing their model values, as UIKit's jump to them.
struct BlockTimeline: Simulation {
    let base: any Simulation
    let duration: Double
    let repeats: Bool
    let autoreverses: Bool

    init(timing: TimingParameters, duration: Double, repeats: Bool = false, autoreverses: Bool = false) {
        let duration = duration.isFinite ? max(duration, 0) : 0
        base = timing.progressSimulation(duration: duration)
        self.duration = duration
        // With no length there is nothing to play again.
        self.repeats = repeats && duration > 0
        self.autoreverses = autoreverses && duration > 0
    }

    /// One pass forwards, or forwards and back.
    private var period: Double { autoreverses ? 2 * duration : duration }

    func position(at t: Double) -> Double {
        if isDone(at: t) { return 1 }
        if t <= 0 { return 0 }
        let phase = repeats ? t.truncatingRemainder(dividingBy: period) : t
        let forward = autoreverses && phase > duration ? period - phase : phase
        return base.isDone(at: forward) ? 1 : base.position(at: forward)
    }

    func velocity(at t: Double) -> Double {
        if isDone(at: t) || t <= 0 { return 0 }
        let phase = repeats ? t.truncatingRemainder(dividingBy: period) : t
        return autoreverses && phase > duration ? -base.velocity(at: period - phase) : base.velocity(at: phase)
    }

    func isDone(at t: Double) -> Bool {
        !repeats && t >= period
    }
}

/// A tween: from `from` to `to` in `duration` seconds, eased by a `TimingCurve`.
///
/// Before 0 it holds `from`; from `duration` on it holds exactly `to`.
package struct CurveSimulation: Simulation {
    /// The value at time 0.
    package let from: Double
    /// The value from `duration` on.
    package let to: Double
    /// Seconds from `from` to `to` (0 jumps straight to `to`).
    package let duration: Double
    /// The easing from `from` to `to`.
    package let curve: TimingCurve

    /// Creates a tween; `duration` must not be negative.
    package init(from: Double, to: Double, duration: Double, curve: TimingCurve) {
        precondition(duration >= 0, "CurveSimulation duration must not be negative (got \(duration))")
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
    }

    /// `from` eased towards `to`: `from` up to 0, exactly `to` from `duration` on.
    package func position(at t: Double) -> Double {
        if isDone(at: t) { return to }
        if t <= 0 { return from }
        return from + (to - from) * curve.value(at: t / duration)
    }

    /// The curve's slope scaled to units per second; 0 before the start and once done.
    package func velocity(at t: Double) -> Double {
        if isDone(at: t) || t < 0 { return 0 }
        return (to - from) / duration * curve.slope(at: t / duration)
    }

    /// True from `duration` on.
    package func isDone(at t: Double) -> Bool {
        t >= duration
    }
}

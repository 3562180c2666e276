/// A tween: from `from` to `to` in `duration` seconds, eased by a `TimingCurve`.
///
/// Before 0 it holds `from`; from `duration` on it holds exactly `to`.
public struct CurveSimulation: Simulation {
    /// The value at time 0.
    public let from: Double
    /// The value from `duration` on.
    public let to: Double
    /// Seconds from `from` to `to` (0 jumps straight to `to`).
    public let duration: Double
    /// The easing from `from` to `to`.
    public let curve: TimingCurve

    /// Creates a tween; `duration` must not be negative.
    public init(from: Double, to: Double, duration: Double, curve: TimingCurve) {
        precondition(duration >= 0, "CurveSimulation duration must not be negative (got \(duration))")
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
    }

    /// `from` eased towards `to`: `from` up to 0, exactly `to` from `duration` on.
    public func position(at t: Double) -> Double {
        if isDone(at: t) { return to }
        if t <= 0 { return from }
        return from + (to - from) * curve.value(at: t / duration)
    }

    /// The curve's slope scaled to units per second; 0 before the start and once done.
    public func velocity(at t: Double) -> Double {
        if isDone(at: t) || t < 0 { return 0 }
        return (to - from) / duration * curve.slope(at: t / duration)
    }

    /// True from `duration` on.
    public func isDone(at t: Double) -> Bool {
        t >= duration
    }
}

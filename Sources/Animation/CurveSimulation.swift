/// A tween: from `from` to `to` in `duration` seconds, eased by a `TimingCurve`.
///
/// Before 0 it holds `from`; from `duration` on it holds exactly `to`.
public struct CurveSimulation: Simulation {
    public let from: Double
    public let to: Double
    public let duration: Double
    public let curve: TimingCurve

    public init(from: Double, to: Double, duration: Double, curve: TimingCurve) {
        precondition(duration >= 0, "CurveSimulation duration must not be negative (got \(duration))")
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
    }

    public func position(at t: Double) -> Double {
        if isDone(at: t) { return to }
        if t <= 0 { return from }
        return from + (to - from) * curve.value(at: t / duration)
    }

    public func velocity(at t: Double) -> Double {
        if isDone(at: t) || t < 0 { return 0 }
        return (to - from) / duration * curve.slope(at: t / duration)
    }

    public func isDone(at t: Double) -> Bool {
        t >= duration
    }
}

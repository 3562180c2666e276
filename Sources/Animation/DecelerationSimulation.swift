#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value flung at `initialVelocity` and slowed by friction until it stops: the momentum of
/// a scroll after the fingers lift (UIScrollView's deceleration, libadwaita's kinetic
/// scrolling).
///
/// The velocity decays exponentially, v(t) = v₀·rᵗ with `rate` the fraction of it kept per
/// millisecond (UIKit's `UIScrollView.DecelerationRate.normal` is 0.998), so the position is
/// x(t) = x₀ + v₀·(rᵗ − 1)/ln r, approaching x₀ + v₀/(−ln r) without reaching it. The motion is
/// done once the speed falls below `stopSpeed`; from then on it holds where it was then.
public struct DecelerationSimulation: Simulation {
    // docs-number: a glide's speed kept per millisecond (UIKit's normal deceleration rate)
    /// UIKit's normal deceleration: 0.998 of the velocity kept per millisecond.
    public static let normalRate = 0.998

    /// The value at time 0.
    public let from: Double
    /// The velocity at time 0, in units per second.
    public let initialVelocity: Double
    /// The fraction of the velocity kept per millisecond (0 < rate < 1).
    public let rate: Double
    /// Below this speed (units per second) the motion stops.
    public let stopSpeed: Double
    /// Seconds after the start at which the speed falls to `stopSpeed` (0 if it starts below).
    public let stopTime: Double
    /// The decay constant −ln(rate) per second.
    private let decay: Double

    // docs-number: a glide's rate and the speed (points per second) below which it stops
    /// Creates a deceleration from `from` at `initialVelocity`; `rate` must be in 0 < rate < 1
    /// and `stopSpeed` positive.
    public init(from: Double, initialVelocity: Double, rate: Double = normalRate, stopSpeed: Double = 5) {
        precondition(rate > 0 && rate < 1, "DecelerationSimulation rate must be in 0 < rate < 1 (got \(rate))")
        precondition(stopSpeed > 0, "DecelerationSimulation stopSpeed must be positive (got \(stopSpeed))")
        self.from = from
        self.initialVelocity = initialVelocity
        self.rate = rate
        self.stopSpeed = stopSpeed
        decay = -log(rate) * 1000
        let speed = abs(initialVelocity)
        stopTime = speed > stopSpeed ? log(speed / stopSpeed) / decay : 0
    }

    /// Where the motion would come to rest with no stop speed: x₀ + v₀ / (−ln r per second).
    public var restingPosition: Double { from + initialVelocity / decay }

    /// `from` at 0; the decaying glide; held from `stopTime` on.
    public func position(at t: Double) -> Double {
        let time = min(max(t, 0), stopTime)
        return from + initialVelocity * (1 - exp(-decay * time)) / decay
    }

    /// v₀·rᵗ until the stop, 0 from then on.
    public func velocity(at t: Double) -> Double {
        if isDone(at: t) { return 0 }
        return initialVelocity * exp(-decay * max(t, 0))
    }

    /// True from `stopTime` on.
    public func isDone(at t: Double) -> Bool {
        t >= stopTime
    }
}

/// A spring pulling a value from `from` to `to`, launched with `initialVelocity` (units per
/// second), solved in closed form by `SpringSolution`.
///
/// Done once the spring is settled (see `SpringSolution.isSettled`) within `tolerance` times
/// the motion's size, max(|to − from|, |initialVelocity| / ω₀). Relative, so one default suits
/// both a 0...1 fraction and a 1000-point slide; the velocity term covers a value flung from
/// its rest point. From the done time on, the position is exactly `to` and the velocity 0.
public struct SpringSimulation: Simulation {
    /// The value at time 0.
    public let from: Double
    /// The rest point the spring pulls towards.
    public let to: Double
    /// The velocity at time 0, in units per second.
    public let initialVelocity: Double
    /// The spring's mass, stiffness and damping.
    public let spring: Spring
    /// How close to rest counts as settled, relative to the motion's size (see the type's
    /// overview).
    public let tolerance: Double
    /// Seconds after the start at which the simulation is done.
    public let settlingTime: Double
    private let solution: SpringSolution

    /// Creates a spring motion and computes when it is done.
    public init(
        from: Double, to: Double, initialVelocity: Double, spring: Spring, tolerance: Double = 1e-4
    ) {
        precondition(tolerance > 0, "SpringSimulation tolerance must be positive (got \(tolerance))")
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.spring = spring
        self.tolerance = tolerance
        solution = SpringSolution(spring: spring, displacement: from - to, velocity: initialVelocity)
        let scale = max(abs(to - from), abs(initialVelocity) / spring.naturalFrequency)
        settlingTime = solution.settlingTime(tolerance: tolerance * scale)
    }

    /// Exactly `from` at 0 and exactly `to` once done; the closed form in between.
    public func position(at t: Double) -> Double {
        if isDone(at: t) { return to }
        // Exactly `from` at the start, so a hand-over from a gesture cannot jump by a rounding.
        if t <= 0 { return from }
        return to + solution.displacement(at: t)
    }

    /// `initialVelocity` at 0, 0 once done.
    public func velocity(at t: Double) -> Double {
        if isDone(at: t) { return 0 }
        if t <= 0 { return initialVelocity }
        return solution.velocity(at: t)
    }

    /// True from ``settlingTime`` on.
    public func isDone(at t: Double) -> Bool {
        t >= settlingTime
    }
}

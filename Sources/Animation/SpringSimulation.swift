/// A spring pulling a value from `from` to `to`, launched with `initialVelocity` (units per
/// second), solved in closed form by `SpringSolution`.
///
/// Done once the spring is settled (see `SpringSolution.isSettled`) within `tolerance` times
/// the motion's size, max(|to − from|, |initialVelocity| / ω₀). Relative, so one default suits
/// both a 0...1 fraction and a 1000-point slide; the velocity term covers a value flung from
/// its rest point. From the done time on, the position is exactly `to` and the velocity 0.
public struct SpringSimulation: Simulation {
    public let from: Double
    public let to: Double
    public let initialVelocity: Double
    public let spring: Spring
    public let tolerance: Double
    /// Seconds after the start at which the simulation is done.
    public let settlingTime: Double
    private let solution: SpringSolution

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

    public func position(at t: Double) -> Double {
        if isDone(at: t) { return to }
        // Exactly `from` at the start, so a hand-over from a gesture cannot jump by a rounding.
        if t <= 0 { return from }
        return to + solution.displacement(at: t)
    }

    public func velocity(at t: Double) -> Double {
        if isDone(at: t) { return 0 }
        if t <= 0 { return initialVelocity }
        return solution.velocity(at: t)
    }

    public func isDone(at t: Double) -> Bool {
        t >= settlingTime
    }
}

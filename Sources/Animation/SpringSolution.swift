#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The exact motion of a `Spring` released with displacement x₀ and velocity v₀ from its rest
/// point (0): the closed-form solution of m·x'' + c·x' + k·x = 0, not a numeric integration, so
/// positions depend only on time and never on how often they are sampled.
///
/// With ω₀ = √(k/m), ζ = c / (2√(k·m)):
/// - underdamped (ζ < 1), ω_d = ω₀√(1−ζ²):
///   x(t) = e^(−ζω₀t) · (x₀·cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t)
/// - critically damped (ζ = 1): x(t) = (x₀ + (v₀ + ω₀x₀)·t) · e^(−ω₀t)
/// - overdamped (ζ > 1), r₁,₂ = −ω₀(ζ ∓ √(ζ²−1)):
///   x(t) = C₁e^(r₁t) + C₂e^(r₂t), C₂ = (r₁x₀ − v₀)/(r₁ − r₂), C₁ = x₀ − C₂
package struct SpringSolution: Sendable {
    /// The spring being solved.
    package let spring: Spring
    /// x₀: the displacement from the rest point at time 0.
    package let initialDisplacement: Double
    /// v₀: the velocity at time 0, in units per second.
    package let initialVelocity: Double
    private let form: Form

    private enum Form: Sendable {
        /// x = e^(−decay·t) · (a·cos(ω·t) + b·sin(ω·t))
        case underdamped(decay: Double, omega: Double, a: Double, b: Double)
        /// x = (a + b·t) · e^(−rate·t)
        case critical(rate: Double, a: Double, b: Double)
        /// x = c1·e^(r1·t) + c2·e^(r2·t)
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    /// Solves `spring` released at `displacement` from rest with `velocity`.
    package init(spring: Spring, displacement x0: Double, velocity v0: Double) {
        // Spring's fields are settable, so its init's checks may have been bypassed since.
        precondition(
            spring.mass > 0 && spring.stiffness > 0 && spring.damping >= 0,
            "SpringSolution needs mass > 0, stiffness > 0 and damping >= 0 (got \(spring))")
        self.spring = spring
        initialDisplacement = x0
        initialVelocity = v0
        let omega0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        switch spring.regime {
        case .underdamped:
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let decay = zeta * omega0
            form = .underdamped(decay: decay, omega: omegaD, a: x0, b: (v0 + decay * x0) / omegaD)
        case .criticallyDamped:
            form = .critical(rate: omega0, a: x0, b: v0 + omega0 * x0)
        case .overdamped:
            let root = (zeta * zeta - 1).squareRoot()
            let r2 = -omega0 * (zeta + root)
            // r1·r2 = ω₀², which avoids the cancellation in −ω₀(ζ − √(ζ²−1)) for large ζ.
            let r1 = omega0 * omega0 / r2
            let c2 = (r1 * x0 - v0) / (r1 - r2)
            form = .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
        }
    }

    /// Displacement from the rest point at `t` seconds after release.
    package func displacement(at t: Double) -> Double {
        switch form {
        case .underdamped(let decay, let omega, let a, let b):
            return exp(-decay * t) * (a * cos(omega * t) + b * sin(omega * t))
        case .critical(let rate, let a, let b):
            return (a + b * t) * exp(-rate * t)
        case .overdamped(let r1, let r2, let c1, let c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// dx/dt at `t` seconds after release.
    package func velocity(at t: Double) -> Double {
        switch form {
        case .underdamped(let decay, let omega, let a, let b):
            let cosine = cos(omega * t)
            let sine = sin(omega * t)
            return exp(-decay * t)
                * ((b * omega - decay * a) * cosine - (decay * b + a * omega) * sine)
        case .critical(let rate, let a, let b):
            return (b - rate * (a + b * t)) * exp(-rate * t)
        case .overdamped(let r1, let r2, let c1, let c2):
            return r1 * c1 * exp(r1 * t) + r2 * c2 * exp(r2 * t)
        }
    }

    /// True once the energy left could never again carry the spring farther than `tolerance`
    /// from rest: √(x² + (v/ω₀)²) ≤ tolerance (which also bounds |v| by ω₀·tolerance).
    ///
    /// Energy only ever decreases (dE/dt = −c·v²), so unlike "|x| and |v| are small right now"
    /// this stays true once it is true, and an underdamped spring passing through 0 at speed
    /// does not count as settled.
    package func isSettled(at t: Double, tolerance: Double) -> Bool {
        amplitude(at: t) <= tolerance
    }

    /// The first time at which `isSettled(at:tolerance:)` holds (to about 1e-12 s), or infinity
    /// for an undamped spring that starts unsettled.
    package func settlingTime(tolerance: Double) -> Double {
        precondition(tolerance >= 0, "Settling tolerance must not be negative")
        if isSettled(at: 0, tolerance: tolerance) { return 0 }
        if spring.damping == 0 { return .infinity }
        // The settled predicate is monotonic in time: bracket it by doubling, then bisect.
        var low = 0.0
        var high = 1 / spring.naturalFrequency
        var doublings = 0
        while !isSettled(at: high, tolerance: tolerance) {
            low = high
            high *= 2
            doublings += 1
            if doublings > 200 { return .infinity }
        }
        var halvings = 0
        while high - low > 1e-12 * max(1, high) && halvings < 200 {
            halvings += 1
            let middle = (low + high) / 2
            if isSettled(at: middle, tolerance: tolerance) { high = middle } else { low = middle }
        }
        return high
    }

    /// √(2E/k): the farthest from rest the remaining energy could reach.
    private func amplitude(at t: Double) -> Double {
        let x = displacement(at: t)
        let scaledVelocity = velocity(at: t) / spring.naturalFrequency
        return (x * x + scaledVelocity * scaledVelocity).squareRoot()
    }
}

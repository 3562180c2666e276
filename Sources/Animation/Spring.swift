/// A damped harmonic oscillator: m·x'' + c·x' + k·x = 0.
///
/// UIKit's `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` takes the same
/// three numbers; `init(dampingRatio:stiffness:mass:)` is the friendlier form (UIKit's
/// `dampingRatio` initializers). Every parameter is honoured: a spring that ignored its damping
/// is one of the mistakes docs/ARCHITECTURE.md lists.
public struct Spring: Sendable, Hashable {
    /// m, in arbitrary mass units (> 0).
    public var mass: Double
    /// k, force per unit of displacement (> 0).
    public var stiffness: Double
    /// c, force per unit of velocity (>= 0; 0 oscillates for ever).
    public var damping: Double

    /// Creates a spring from its three coefficients
    /// (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` without the velocity).
    /// Mass and stiffness must be positive, damping not negative.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0, "Spring mass must be positive (got \(mass))")
        precondition(stiffness > 0, "Spring stiffness must be positive (got \(stiffness))")
        precondition(damping >= 0, "Spring damping must not be negative (got \(damping))")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring by damping ratio ζ = c / (2·√(k·m)): 1 is critical (fastest without overshoot),
    /// below 1 bounces, above 1 creeps.
    public init(dampingRatio: Double, stiffness: Double, mass: Double = 1) {
        precondition(dampingRatio >= 0, "Spring damping ratio must not be negative")
        precondition(mass > 0 && stiffness > 0, "Spring mass and stiffness must be positive")
        self.init(
            mass: mass, stiffness: stiffness,
            damping: dampingRatio * 2 * (stiffness * mass).squareRoot())
    }

    // docs-number: the release spring alternative: critically damped, stiffness 1000
    /// The spring an interactive pop can be released on instead of the default matched curve
    /// (BackDrag.md): critically damped, k = 1000, m = 1, so it settles to 1e-3 of
    /// its distance in about 0.3 s without overshooting.
    public static let critical = Spring(dampingRatio: 1, stiffness: 1000)

    /// ζ = c / (2·√(k·m)).
    public var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// ω₀ = √(k/m), in radians per second: the undamped angular frequency.
    public var naturalFrequency: Double {
        (stiffness / mass).squareRoot()
    }

    /// Which closed form solves the spring's equation.
    public enum Regime: Sendable, Hashable {
        /// ζ < 1: oscillates inside a decaying envelope.
        case underdamped
        /// ζ = 1: the fastest return to rest without overshoot.
        case criticallyDamped
        /// ζ > 1: a sum of two decaying exponentials, no overshoot.
        case overdamped
    }

    /// Ratios within 1e-6 of 1 count as critical: `init(dampingRatio: 1, ...)` rarely gives
    /// exactly 1 back through the square roots, and the other closed forms divide by ≈ 0 there.
    public var regime: Regime {
        let ratio = dampingRatio
        if abs(ratio - 1) < 1e-6 { return .criticallyDamped }
        return ratio < 1 ? .underdamped : .overdamped
    }
}

import Foundation

// Independent reference solutions. They deliberately use other forms than the module's code
// (Bernstein form and pure bisection for Bézier curves; amplitude-phase and hyperbolic forms
// and RK4 for springs), so a shared mistake is unlikely.

/// y at time fraction x of the cubic Bézier (0,0), p1, p2, (1,1), by bisection on the
/// parametric Bernstein form.
func referenceBezier(x: Double, p1: (Double, Double), p2: (Double, Double)) -> Double {
    func bernstein(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bernstein(middle, p1.0, p2.0) < x { low = middle } else { high = middle }
    }
    return bernstein((low + high) / 2, p1.1, p2.1)
}

/// The standard easeInOut, (0.42, 0), (0.58, 1).
func referenceEaseInOut(_ x: Double) -> Double {
    referenceBezier(x: x, p1: (0.42, 0), p2: (0.58, 1))
}

/// Closed-form position and velocity of m·x'' + c·x' + k·x = 0, written out independently.
func referenceSpring(
    mass m: Double, stiffness k: Double, damping c: Double, x0: Double, v0: Double, t: Double
) -> (x: Double, v: Double) {
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let sigma = zeta * omega
    if zeta < 1 {
        // Amplitude-phase form: x = R·e^(−σt)·cos(ω_d·t − φ).
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let b = (v0 + sigma * x0) / omegaD
        let r = (x0 * x0 + b * b).squareRoot()
        let phi = atan2(b, x0)
        let phase = omegaD * t - phi
        let envelope = r * exp(-sigma * t)
        return (envelope * cos(phase), envelope * (-sigma * cos(phase) - omegaD * sin(phase)))
    } else if zeta == 1 {
        let x = exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
        let v = exp(-omega * t) * (v0 - omega * t * (v0 + omega * x0))
        return (x, v)
    } else {
        // Hyperbolic form: x = e^(−σt)·(x0·cosh γt + B·sinh γt).
        let gamma = omega * (zeta * zeta - 1).squareRoot()
        let b = (v0 + sigma * x0) / gamma
        let decay = exp(-sigma * t)
        let x = decay * (x0 * cosh(gamma * t) + b * sinh(gamma * t))
        let v =
            decay
            * ((b * gamma - sigma * x0) * cosh(gamma * t) + (x0 * gamma - sigma * b) * sinh(gamma * t))
        return (x, v)
    }
}

/// Integrates m·x'' + c·x' + k·x = 0 with classic fourth-order Runge–Kutta and returns the
/// state at each of `times` (ascending, multiples of `step`).
func rungeKuttaSpring(
    mass m: Double, stiffness k: Double, damping c: Double, x0: Double, v0: Double,
    times: [Double], step h: Double = 1e-4
) -> [(x: Double, v: Double)] {
    func acceleration(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
    var x = x0
    var v = v0
    var steps = 0
    var results: [(x: Double, v: Double)] = []
    for time in times {
        let target = Int((time / h).rounded())
        while steps < target {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v
            let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            steps += 1
        }
        results.append((x, v))
    }
    return results
}

@testable import Animation

/// One spring per regime, with mass ≠ 1 where it matters so a dropped mass shows.
struct SpringCase: Sendable, CustomTestStringConvertible {
    let name: String
    let spring: Spring
    let regime: Spring.Regime
    let x0: Double
    let v0: Double
    var testDescription: String { name }

    static let all = [
        // ω₀ = 10, ζ = 0.2
        SpringCase(
            name: "underdamped", spring: Spring(mass: 2, stiffness: 200, damping: 8),
            regime: .underdamped, x0: 1, v0: -5),
        // ω₀ = 10, ζ = 1
        SpringCase(
            name: "critically damped", spring: Spring(mass: 0.5, stiffness: 50, damping: 10),
            regime: .criticallyDamped, x0: -0.7, v0: 4),
        // ω₀ = 10, ζ = 2.5
        SpringCase(
            name: "overdamped", spring: Spring(mass: 1, stiffness: 100, damping: 50),
            regime: .overdamped, x0: 0.6, v0: 12),
    ]
}

struct SpringSolutionTests {
    static let times = [0, 0.03, 0.1, 0.25, 0.5, 0.8, 1.2]

    func testHonoursInitialConditions() {
        forEachArgument(SpringCase.all) { Self().honoursInitialConditions($0) }
    }

    func honoursInitialConditions(_ c: SpringCase) {
        expectEqual(c.spring.regime, c.regime)
        let solution = SpringSolution(spring: c.spring, displacement: c.x0, velocity: c.v0)
        expectLess(abs(solution.displacement(at: 0) - c.x0), 1e-12)
        expectLess(abs(solution.velocity(at: 0) - c.v0), 1e-12)
    }

    func testMatchesTheClosedForm() {
        forEachArgument(SpringCase.all) { Self().matchesTheClosedForm($0) }
    }

    func matchesTheClosedForm(_ c: SpringCase) {
        let solution = SpringSolution(spring: c.spring, displacement: c.x0, velocity: c.v0)
        for t in Self.times {
            let expected = referenceSpring(
                mass: c.spring.mass, stiffness: c.spring.stiffness, damping: c.spring.damping,
                x0: c.x0, v0: c.v0, t: t)
            expectLess(abs(solution.displacement(at: t) - expected.x), 1e-9, "x at \(t)")
            expectLess(abs(solution.velocity(at: t) - expected.v), 1e-9, "v at \(t)")
        }
    }

    func testMatchesRungeKuttaIntegration() {
        forEachArgument(SpringCase.all) { Self().matchesRungeKuttaIntegration($0) }
    }

    func matchesRungeKuttaIntegration(_ c: SpringCase) {
        let solution = SpringSolution(spring: c.spring, displacement: c.x0, velocity: c.v0)
        let integrated = rungeKuttaSpring(
            mass: c.spring.mass, stiffness: c.spring.stiffness, damping: c.spring.damping,
            x0: c.x0, v0: c.v0, times: Self.times)
        for (t, state) in zip(Self.times, integrated) {
            expectLess(abs(solution.displacement(at: t) - state.x), 1e-6, "x at \(t)")
            expectLess(abs(solution.velocity(at: t) - state.v), 1e-6, "v at \(t)")
        }
    }

    func testTheReleaseSpringSettlesInAboutAThirdOfASecond() {
        let solution = SpringSolution(spring: .critical, displacement: 1, velocity: 0)
        let settling = solution.settlingTime(tolerance: 1e-3)
        expectTrue(settling > 0.2 && settling < 0.35)
        expectTrue(solution.isSettled(at: settling, tolerance: 1e-3))
        expectFalse(solution.isSettled(at: settling - 0.01, tolerance: 1e-3))
        expectLessOrEqual(abs(solution.displacement(at: settling)), 1e-3)
        // Critically damped: it never crosses the rest point on the way.
        for step in 0...100 {
            expectGreaterOrEqual(solution.displacement(at: settling * Double(step) / 100), 0)
        }
    }

    func testSettledMeansItStaysSettled() {
        // ζ = 0.1 swings through 0 fast: being near 0 at an instant is not settled.
        let spring = Spring(dampingRatio: 0.1, stiffness: 400)
        let solution = SpringSolution(spring: spring, displacement: 1, velocity: 0)
        let settling = solution.settlingTime(tolerance: 1e-2)
        expectTrue(settling.isFinite)
        var t = settling
        while t < settling + 2 {
            expectLessOrEqual(abs(solution.displacement(at: t)), 1e-2)
            expectTrue(solution.isSettled(at: t, tolerance: 1e-2))
            t += 0.001
        }
    }

    func testAtRestIsSettledAtOnceAndUndampedNeverSettles() {
        let resting = SpringSolution(spring: .critical, displacement: 0, velocity: 0)
        expectEqual(resting.settlingTime(tolerance: 1e-6), 0)
        let undamped = SpringSolution(
            spring: Spring(stiffness: 100, damping: 0), displacement: 1, velocity: 0)
        expectEqual(undamped.settlingTime(tolerance: 1e-3), .infinity)
        // Without damping, energy is conserved: amplitude stays 1.
        expectLess(abs(undamped.displacement(at: 2 * Double.pi / 10) - 1), 1e-9)
    }
}

@testable import Animation

struct SpringTests {
    func testDampingRatioAndFrequency() {
        let spring = Spring(mass: 2, stiffness: 200, damping: 8)
        expectEqual(spring.naturalFrequency, 10)
        expectEqual(spring.dampingRatio, 0.2)
        expectEqual(spring.regime, .underdamped)
    }

    func testDampingRatioInitializerRoundTrips() {
        let spring = Spring(dampingRatio: 0.7, stiffness: 300, mass: 1.5)
        expectEqual(spring.mass, 1.5)
        expectEqual(spring.stiffness, 300)
        expectLess(abs(spring.dampingRatio - 0.7), 1e-12)
        expectLess(abs(spring.damping - 0.7 * 2 * (300 * 1.5).squareRoot()), 1e-9)
    }

    func testRegimes() {
        expectEqual(Spring(stiffness: 100, damping: 5).regime, .underdamped)
        expectEqual(Spring(stiffness: 100, damping: 20).regime, .criticallyDamped)
        expectEqual(Spring(stiffness: 100, damping: 20.000_001).regime, .criticallyDamped)
        expectEqual(Spring(stiffness: 100, damping: 21).regime, .overdamped)
        expectEqual(Spring(stiffness: 100, damping: 0).regime, .underdamped)
    }

    func testTheReleaseSpringIsCriticalAtStiffness1000() {
        expectEqual(Spring.critical.mass, 1)
        expectEqual(Spring.critical.stiffness, 1000)
        expectLess(abs(Spring.critical.damping - 2 * 1000.0.squareRoot()), 1e-9)
        expectEqual(Spring.critical.regime, .criticallyDamped)
    }
}

import Testing

@testable import Animation

@Suite struct SpringTests {
    @Test func dampingRatioAndFrequency() {
        let spring = Spring(mass: 2, stiffness: 200, damping: 8)
        #expect(spring.naturalFrequency == 10)
        #expect(spring.dampingRatio == 0.2)
        #expect(spring.regime == .underdamped)
    }

    @Test func dampingRatioInitializerRoundTrips() {
        let spring = Spring(dampingRatio: 0.7, stiffness: 300, mass: 1.5)
        #expect(spring.mass == 1.5)
        #expect(spring.stiffness == 300)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        #expect(abs(spring.damping - 0.7 * 2 * (300 * 1.5).squareRoot()) < 1e-9)
    }

    @Test func regimes() {
        #expect(Spring(stiffness: 100, damping: 5).regime == .underdamped)
        #expect(Spring(stiffness: 100, damping: 20).regime == .criticallyDamped)
        #expect(Spring(stiffness: 100, damping: 20.000_001).regime == .criticallyDamped)
        #expect(Spring(stiffness: 100, damping: 21).regime == .overdamped)
        #expect(Spring(stiffness: 100, damping: 0).regime == .underdamped)
    }

    @Test func theReleaseSpringIsCriticalAtStiffness1000() {
        #expect(Spring.critical.mass == 1)
        #expect(Spring.critical.stiffness == 1000)
        #expect(abs(Spring.critical.damping - 2 * 1000.0.squareRoot()) < 1e-9)
        #expect(Spring.critical.regime == .criticallyDamped)
    }
}

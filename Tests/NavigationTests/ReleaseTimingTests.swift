import Animation

@testable import Navigation

struct ReleaseTimingTests {
    /// The curve's starting speed, in fraction per second, is the pointer's.
    func testTheMatchedCurveStartsAtThePointersSpeed() {
        for (distance, speed) in [(0.5, 1.5), (0.2, 4.0), (0.7, 1.0), (0.05, 8.0)] {
            let (curve, duration) = ReleaseTiming.matchedCurve(
                distance: distance, speed: speed, minimumDuration: 0.12, maximumDuration: 0.35)
            let dx = 1e-6
            let startSpeed = (curve.value(at: dx) - curve.value(at: 0)) / dx * distance / duration
            expectLess(abs(startSpeed - speed) / speed, 0.01, "distance \(distance) speed \(speed): \(startSpeed)")
            expectTrue(duration >= 0.12 && duration <= 0.35)
        }
    }

    func testAReleaseAwayFromTheTargetStartsFromRest() {
        let (curve, duration) = ReleaseTiming.matchedCurve(
            distance: 0.4, speed: -1, minimumDuration: 0.12, maximumDuration: 0.35)
        expectEqual(duration, 0.35)
        expectEqual(curve, .easeInOut)
        expectEqual(curve.slope(at: 0), 0)
    }
}

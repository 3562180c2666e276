@testable import Animation

struct ScaledClockTests {
    func testRunsAtItsScaleAndStaysContinuousWhenTheScaleChanges() {
        let base = ManualClock(now: 5)
        let slow = ScaledClock(base: base, scale: 0.1)
        expectEqual(slow.now, 5)
        base.advance(by: 1)
        expectLess(abs(slow.now - 5.1), 1e-12)
        slow.scale = 1
        expectLess(abs(slow.now - 5.1), 1e-12)
        base.advance(by: 1)
        expectLess(abs(slow.now - 6.1), 1e-12)
    }
}

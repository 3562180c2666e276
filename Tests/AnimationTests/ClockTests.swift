@testable import Animation

struct ClockTests {
    func testManualClockMovesOnlyWhenTold() {
        let clock = ManualClock(now: 2)
        expectEqual(clock.now, 2)
        clock.advance(by: 0.5)
        expectEqual(clock.now, 2.5)
        clock.set(to: 4)
        expectEqual(clock.now, 4)
        clock.advance(by: 0)
        expectEqual(clock.now, 4)
    }

    func testMonotonicClockStartsNearZeroAndNeverGoesBack() {
        let clock = MonotonicClock()
        var previous = clock.now
        expectGreaterOrEqual(previous, 0)
        for _ in 0..<1000 {
            let next = clock.now
            expectGreaterOrEqual(next, previous)
            previous = next
        }
    }
}

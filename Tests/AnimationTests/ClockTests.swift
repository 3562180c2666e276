import Testing

@testable import Animation

@Suite struct ClockTests {
    @Test func manualClockMovesOnlyWhenTold() {
        let clock = ManualClock(now: 2)
        #expect(clock.now == 2)
        clock.advance(by: 0.5)
        #expect(clock.now == 2.5)
        clock.set(to: 4)
        #expect(clock.now == 4)
        clock.advance(by: 0)
        #expect(clock.now == 4)
    }

    @Test func monotonicClockStartsNearZeroAndNeverGoesBack() {
        let clock = MonotonicClock()
        var previous = clock.now
        #expect(previous >= 0)
        for _ in 0..<1000 {
            let next = clock.now
            #expect(next >= previous)
            previous = next
        }
    }
}

@testable import SegueBench

/// `--slowdown PERCENT` draws every (100 / PERCENT)-th frame twice: the work scripts/bench-check
/// must see (docs/BENCHMARKS.md).
struct DeliberateSlowdownTests {
    func testTwentyPercentRepeatsEveryFifthFrame() {
        let slowdown = DeliberateSlowdown(percent: 20)
        let repeated = (0..<100).filter(slowdown.repeats(frame:))
        expectEqual(repeated.count, 20)
        expectEqual(repeated.prefix(3), [4, 9, 14])
    }

    func testOffRepeatsNothingAndAHundredPercentRepeatsEveryFrame() {
        expectEmpty((0..<50).filter(DeliberateSlowdown(percent: 0).repeats(frame:)))
        expectEqual((0..<50).filter(DeliberateSlowdown(percent: 100).repeats(frame:)).count, 50)
    }
}

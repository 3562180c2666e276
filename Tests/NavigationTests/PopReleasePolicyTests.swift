@testable import Navigation

struct PopReleasePolicyTests {
    let width = 800.0

    func testTheStandardRule() {
        let p = PopReleasePolicy.standard
        expectFalse(p.shouldComplete(progress: 0.4, velocity: 50, width: width))  // slow at 40%: cancel
        expectTrue(p.shouldComplete(progress: 0.6, velocity: -50, width: width))  // slow at 60%: complete
        expectTrue(p.shouldComplete(progress: 0.3, velocity: 900, width: width))  // fling right at 30%
        expectFalse(p.shouldComplete(progress: 0.7, velocity: -900, width: width))  // fling left at 70%
    }

    func testTheSeedsRules() {
        expectTrue(PopReleasePolicy.pastOneThird.shouldComplete(progress: 0.34, velocity: -2000, width: width))
        expectFalse(PopReleasePolicy.pastOneThird.shouldComplete(progress: 0.32, velocity: 2000, width: width))
        expectTrue(PopReleasePolicy.pastFortyPoints.shouldComplete(progress: 41 / width, velocity: 0, width: width))
        expectFalse(PopReleasePolicy.pastFortyPoints.shouldComplete(progress: 39 / width, velocity: 0, width: width))
    }
}

import Foundation
import Geometry
import Views

struct VelocityTrackerTests {
    /// Samples of a 600 pt/s rightward motion at irregular intervals (8–30 ms), positions
    /// rounded to whole points as SDL reports them.
    private func steadyDrag(until end: Double) -> VelocityTracker {
        var tracker = VelocityTracker()
        let gaps = [0.008, 0.030, 0.016, 0.011, 0.024, 0.019, 0.009, 0.027]
        var t = 0.0
        var i = 0
        while t < end {
            tracker.addSample(Point(x: (600 * t).rounded(), y: 40), at: t)
            t += gaps[i % gaps.count]
            i += 1
        }
        return tracker
    }

    func testASteadyDragAtIrregularIntervalsReadsItsSpeed() {
        let tracker = steadyDrag(until: 0.5)
        let v = tracker.velocity()
        expectLessOrEqual(abs(v.x - 600), 30)
        expectEqual(v.y, 0)
        // Only the recent samples are kept.
        let newest = tracker.samples.last!.time
        expectTrue(tracker.samples.allSatisfy { $0.time >= newest - tracker.horizon })
    }

    func testAPauseReadsZero() {
        let tracker = steadyDrag(until: 0.5)
        let last = tracker.samples.last!.time
        expectEqual(tracker.velocity(at: last + 0.15), .zero)
        expectEqual(tracker.velocity(at: last + 0.05), .zero)
        expectGreater(tracker.velocity(at: last + 0.01).x, 500)
    }

    func testAStationarySampleDoesNotDragTheEstimateDown() {
        var tracker = steadyDrag(until: 0.5)
        let last = tracker.samples.last!
        tracker.addSample(last.location, at: last.time + 0.01)
        expectEqual(tracker.samples.last, last)
        expectLessOrEqual(abs(tracker.velocity(at: last.time + 0.01).x - 600), 30)
    }

    func testTooFewSamplesReadZero() {
        var tracker = VelocityTracker()
        expectEqual(tracker.velocity(), .zero)
        tracker.addSample(Point(x: 0, y: 0), at: 1)
        expectEqual(tracker.velocity(), .zero)
        tracker.addSample(Point(x: 3, y: -6), at: 1.01)
        let v = tracker.velocity()
        expectTrue(abs(v.x - 300) < 1e-6 && abs(v.y + 600) < 1e-6)
        tracker.reset()
        expectTrue(tracker.samples.isEmpty && tracker.velocity() == .zero)
    }

    func testAChangeOfSpeedShowsWithinTheHorizon() {
        var tracker = VelocityTracker()
        var t = 0.0
        var x = 0.0
        while t < 0.5 {
            tracker.addSample(Point(x: x, y: 0), at: t)
            x += (t < 0.3 ? 1000 : 200) * 0.01
            t += 0.01
        }
        expectLess(abs(tracker.velocity().x - 200), 10)
    }
}

import Geometry

@testable import Animation

struct TimingCurveTests {
    func testEaseInOutMatchesTheBezier() {
        forEachArgument([0, 0.1, 0.25, 0.5, 0.75, 1]) { Self().easeInOutMatchesTheBezier(x: $0) }
    }

    func easeInOutMatchesTheBezier(x: Double) {
        let expected = referenceEaseInOut(x)
        expectLess(abs(TimingCurve.easeInOut.value(at: x) - expected), 1e-8)
    }

    func testEaseInOutKnownValues() {
        // Values computed once outside Swift, to 6 places: they guard the reference solver itself.
        expectLess(abs(referenceEaseInOut(0.1) - 0.019722), 1e-6)
        expectLess(abs(referenceEaseInOut(0.25) - 0.129162), 1e-6)
        expectLess(abs(referenceEaseInOut(0.75) - 0.870838), 1e-6)
        expectLess(abs(TimingCurve.easeInOut.value(at: 0.25) - 0.129162), 1e-6)
        expectEqual(TimingCurve.easeInOut.value(at: 0.5), 0.5)
        expectEqual(TimingCurve.easeInOut.value(at: 0), 0)
        expectEqual(TimingCurve.easeInOut.value(at: 1), 1)
    }

    func testEaseInOutIsSymmetric() {
        for step in 0...100 {
            let x = Double(step) / 100
            let sum = TimingCurve.easeInOut.value(at: x) + TimingCurve.easeInOut.value(at: 1 - x)
            expectLess(abs(sum - 1), 1e-8, "at x = \(x)")
        }
    }

    func testOtherCurvesMatchTheBezier() {
        forEachArgument([
            (TimingCurve.easeIn, (0.42, 0.0), (1.0, 1.0)),
            (TimingCurve.easeOut, (0.0, 0.0), (0.58, 1.0)),
            (
                TimingCurve(controlPoint1: Point(x: 0.2, y: -0.5), controlPoint2: Point(x: 0.3, y: 1.6)),
                (0.2, -0.5), (0.3, 1.6)
            ),
        ]) { Self().otherCurvesMatchTheBezier(curve: $0.0, p1: $0.1, p2: $0.2) }
    }

    func otherCurvesMatchTheBezier(
        curve: TimingCurve, p1: (Double, Double), p2: (Double, Double)
    ) {
        for step in 0...40 {
            let x = Double(step) / 40
            expectLess(abs(curve.value(at: x) - referenceBezier(x: x, p1: p1, p2: p2)), 1e-8)
        }
    }

    func testLinearIsExact() {
        for step in 0...1000 {
            let x = Double(step) / 1000
            expectEqual(TimingCurve.linear.value(at: x), x)
            expectEqual(TimingCurve.linear.slope(at: x), 1)
        }
    }

    func testValueClampsTime() {
        expectEqual(TimingCurve.easeIn.value(at: -0.5), 0)
        expectEqual(TimingCurve.easeIn.value(at: 1.5), 1)
    }

    func testSlopeMatchesFiniteDifferences() {
        let h = 1e-6
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut] {
            for step in 1...19 {
                let x = Double(step) / 20
                let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                expectLess(abs(curve.slope(at: x) - numeric), 1e-4, "\(curve) at \(x)")
            }
        }
    }

    func testSlopeAtTheEnds() {
        // easeInOut leaves and arrives flat.
        expectLess(abs(TimingCurve.easeInOut.slope(at: 0)), 1e-12)
        expectLess(abs(TimingCurve.easeInOut.slope(at: 1)), 1e-12)
        // easeOut's first control point sits on the origin: it leaves along the line to (0.58, 1).
        expectLess(abs(TimingCurve.easeOut.slope(at: 0) - 1 / 0.58), 1e-9)
        // easeIn's second control point sits on (1, 1): it arrives along the line from (0.42, 0).
        expectLess(abs(TimingCurve.easeIn.slope(at: 1) - 1 / 0.58), 1e-9)
    }
}

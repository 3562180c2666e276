import Geometry

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as in CSS `cubic-bezier()` and UIKit's
/// `UICubicTimingParameters(controlPoint1:controlPoint2:)` / `CAMediaTimingFunction`.
///
/// `x` is the fraction of time elapsed, `y` the fraction of the change applied. The curve is
/// evaluated exactly: x(t) = x is solved for the curve parameter t, then y(t) is returned.
public struct TimingCurve: Sendable, Hashable {
    /// The first control point (`CAMediaTimingFunction`'s `c1`).
    public let controlPoint1: Point
    /// The second control point (`c2`).
    public let controlPoint2: Point

    /// Control points' x must lie in 0...1 so that time never runs backwards along the curve
    /// (x(t) is then monotonic); y is free, which allows anticipation and overshoot.
    public init(controlPoint1: Point, controlPoint2: Point) {
        precondition(
            (0...1).contains(controlPoint1.x) && (0...1).contains(controlPoint2.x),
            "TimingCurve control points need x in 0...1 (got \(controlPoint1), \(controlPoint2))")
        self.controlPoint1 = controlPoint1
        self.controlPoint2 = controlPoint2
    }

    /// UIKit's `.linear`.
    public static let linear = TimingCurve(
        controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 1, y: 1))
    /// UIKit's `.easeIn` (CSS `ease-in`).
    public static let easeIn = TimingCurve(
        controlPoint1: Point(x: 0.42, y: 0), controlPoint2: Point(x: 1, y: 1))
    /// UIKit's `.easeOut` (CSS `ease-out`).
    public static let easeOut = TimingCurve(
        controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 0.58, y: 1))
    /// UIKit's `.easeInOut` (CSS `ease-in-out`), the default of `UIViewPropertyAnimator`.
    public static let easeInOut = TimingCurve(
        controlPoint1: Point(x: 0.42, y: 0), controlPoint2: Point(x: 0.58, y: 1))

    /// Both control points on the diagonal make the curve the line y = x; it is special-cased so
    /// that linear timing is exact rather than solved to 1e-9.
    private var isLinear: Bool {
        controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y
    }

    /// The eased fraction at time fraction `x` (clamped to 0...1).
    public func value(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if isLinear { return x }
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        return yAxis.value(at: parameter(forX: x))
    }

    /// The curve's slope dy/dx at time fraction `x` (clamped to 0...1).
    ///
    /// Multiplied by (change / duration) this is the speed of the animated value.
    public func slope(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if isLinear { return 1 }
        let t = x == 0 ? 0 : x == 1 ? 1 : parameter(forX: x)
        let dx = xAxis.derivative(at: t)
        let dy = yAxis.derivative(at: t)
        if abs(dx) > 1e-12 || abs(dy) > 1e-12 { return dy / dx }
        // A control point sits on its end point, so both derivatives vanish there: the tangent
        // then follows the next derivative that does not (l'Hôpital).
        let ddx = xAxis.secondDerivative(at: t)
        let ddy = yAxis.secondDerivative(at: t)
        if abs(ddx) > 1e-12 || abs(ddy) > 1e-12 { return ddy / ddx }
        return yAxis.thirdDerivative / xAxis.thirdDerivative
    }

    /// Solves x(t) = x for t in 0...1 to within 1e-9: Newton first (fast near smooth parts), then
    /// bisection, which cannot fail because x(t) is monotonic.
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-9
        let axis = xAxis
        var t = x
        for _ in 0..<8 {
            let error = axis.value(at: t) - x
            if abs(error) < tolerance { return t }
            let derivative = axis.derivative(at: t)
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
            if t < 0 || t > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        t = x
        while high - low > 1e-15 {
            t = (low + high) / 2
            let value = axis.value(at: t)
            if abs(value - x) < tolerance { return t }
            if value < x { low = t } else { high = t }
        }
        return t
    }

    private var xAxis: BezierAxis { BezierAxis(p1: controlPoint1.x, p2: controlPoint2.x) }
    private var yAxis: BezierAxis { BezierAxis(p1: controlPoint1.y, p2: controlPoint2.y) }
}

/// One coordinate of the Bézier with end points 0 and 1, in polynomial form
/// a·t³ + b·t² + c·t (Horner is cheaper and steadier than the Bernstein form).
private struct BezierAxis {
    let a: Double
    let b: Double
    let c: Double

    init(p1: Double, p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
    }

    func value(at t: Double) -> Double { ((a * t + b) * t + c) * t }
    func derivative(at t: Double) -> Double { (3 * a * t + 2 * b) * t + c }
    func secondDerivative(at t: Double) -> Double { 6 * a * t + 2 * b }
    var thirdDerivative: Double { 6 * a }
}

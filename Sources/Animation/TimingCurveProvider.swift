import Geometry

/// What an animator's timing can be given as (UIKit's `UITimingCurveProvider`): a
/// `CubicTimingParameters`, a `SpringTimingParameters`, or Segue's `TimingParameters`.
public protocol TimingCurveProvider: Sendable {
    /// The timing as Segue's value.
    var timingParameters: TimingParameters { get }
}

extension TimingParameters: TimingCurveProvider {
    /// Itself.
    public var timingParameters: TimingParameters { self }
}

/// A cubic Bézier timing (UIKit's `UICubicTimingParameters`).
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
    /// The curve.
    public let timingCurve: TimingCurve

    /// UIKit's default, ease-in-ease-out.
    public init() { timingCurve = .easeInOut }
    /// One of the named curves (`UICubicTimingParameters(animationCurve:)`).
    public init(animationCurve: TimingCurve) { timingCurve = animationCurve }
    /// A curve through two control points (`UICubicTimingParameters(controlPoint1:controlPoint2:)`).
    public init(controlPoint1: Point, controlPoint2: Point) {
        timingCurve = TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }

    /// `.curve(timingCurve)`.
    public var timingParameters: TimingParameters { .curve(timingCurve) }
}

/// A spring timing (UIKit's `UISpringTimingParameters`).
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
    /// The spring.
    public let spring: Spring
    /// UIKit's relative initial velocity (see `TimingParameters.spring`), along the motion.
    public let initialVelocity: Double

    /// A critically damped spring (`UISpringTimingParameters()`).
    public init() { self.init(dampingRatio: 1) }

    /// A spring of damping ratio `ratio` that settles in about `duration` seconds
    /// (`UISpringTimingParameters(dampingRatio:initialVelocity:)`; UIKit fits the spring to the
    /// animator's duration, Segue to `duration`, half a second unless an initializer of
    /// `PropertyAnimator` passes its own).
    public init(dampingRatio ratio: Double, initialVelocity: Vector = .zero, duration: Double = 0.5) {
        spring = Spring.settling(in: duration, dampingRatio: ratio)
        self.initialVelocity = initialVelocity.dx
    }

    /// A spring of the three coefficients
    /// (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Vector = .zero) {
        spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        self.initialVelocity = initialVelocity.dx
    }

    /// `.spring(spring, initialVelocity:)`.
    public var timingParameters: TimingParameters { .spring(spring, initialVelocity: initialVelocity) }
}

extension Spring {
    /// A spring of damping ratio `ratio` whose motion settles to a thousandth of its distance in
    /// about `duration` seconds (UIKit's duration-and-damping-ratio springs): the envelope
    /// e^(−ζω₀t) reaches 1e-3 at t ≈ 6.9 / (ζω₀) below critical damping, critical damping at
    /// ω₀t ≈ 9.2. A ratio of 0 is taken as 0.05, so the spring still comes to rest.
    public static func settling(in duration: Double, dampingRatio ratio: Double) -> Spring {
        let seconds = max(duration, 0.01)
        let zeta = max(ratio, 0.05)
        let omega = zeta < 1 ? 6.9 / (zeta * seconds) : 9.2 / seconds
        return Spring(dampingRatio: zeta, stiffness: omega * omega)
    }
}

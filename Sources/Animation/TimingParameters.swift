/// How an animator moves, UIKit's `UITimingCurveProvider`: a curve over the animator's duration
/// (`UICubicTimingParameters`) or a spring (`UISpringTimingParameters`).
public enum TimingParameters: Sendable, Hashable {
    /// Eases over the animator's duration (scaled to the distance left when continuing).
    case curve(TimingCurve)
    /// A spring; it takes as long as it takes, so the animator's duration is ignored.
    ///
    /// `initialVelocity` follows UIKit's convention: it is relative to the distance remaining,
    /// so 1.0 would cover the whole remaining distance in one second, and positive means towards
    /// the animator's target. A gesture's speed v (points/s) with d points left to go is v / d.
    case spring(Spring, initialVelocity: Double)
}

/// A value that can be blended between two endpoints.
///
/// `fraction` is not clamped: springs overshoot, so 1.1 must extrapolate past `end`.
public protocol Interpolatable: Equatable, Sendable {
    /// The value `fraction` of the way from `start` to `end`: `start` at 0, `end` at 1,
    /// extrapolated beyond them.
    static func interpolate(from start: Self, to end: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    /// Linear interpolation: `start + (end − start) · fraction`.
    public static func interpolate(from start: Double, to end: Double, fraction: Double) -> Double {
        start + (end - start) * fraction
    }
}

extension Interpolatable {
    /// The value `fraction` of the way from `self` to `end`.
    public func interpolated(to end: Self, fraction: Double) -> Self {
        Self.interpolate(from: self, to: end, fraction: fraction)
    }
}

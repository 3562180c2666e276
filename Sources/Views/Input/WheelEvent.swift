import Geometry

/// A mouse-wheel or touchpad scroll, with SDL's precise (fractional) deltas.
public struct WheelEvent: Equatable, Sendable {
    /// Where the pointer was, in window points.
    public var location: Point
    /// The scroll in wheel units, as SDL reports them precisely: one notch of a mouse wheel is
    /// 1, touchpads give fractions. `dy > 0` scrolls up (away from the user), `dx > 0`
    /// scrolls right. "Natural scrolling" (SDL's flipped direction) is already undone.
    /// Consumers choose the points per unit (`ScrollList.pointsPerWheelUnit`).
    public var delta: Point
    /// Seconds, from the event's timestamp.
    public var timestamp: Double

    /// Creates a wheel event.
    public init(location: Point, delta: Point, timestamp: Double) {
        self.location = location
        self.delta = delta
        self.timestamp = timestamp
    }
}

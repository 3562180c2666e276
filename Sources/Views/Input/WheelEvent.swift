import Geometry

/// A mouse-wheel or touchpad scroll, with SDL's precise (fractional) deltas.
public struct WheelEvent: Equatable, Sendable {
    /// Where the pointer was, in window points.
    public var location: Point
    /// The scroll in points, as the user moved: `dy > 0` scrolls up (away from the user),
    /// `dx > 0` scrolls right. "Natural scrolling" (SDL's flipped direction) is already
    /// undone, so content moves by `-dy` when it follows the fingers.
    public var delta: Point
    /// Seconds, from the event's timestamp.
    public var timestamp: Double

    public init(location: Point, delta: Point, timestamp: Double) {
        self.location = location
        self.delta = delta
        self.timestamp = timestamp
    }
}

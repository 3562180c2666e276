import Geometry

/// A press, motion or release of the mouse, in window points.
public struct PointerEvent: Equatable, Sendable {
    /// Whether the pointer was pressed, moved or released.
    public enum Phase: Hashable, Sendable {
        /// A press, a move (with or without a button held) or a release.
        case down, move, up
    }

    /// Press, move or release.
    public var phase: Phase
    /// Where the pointer is, in the window's coordinates (points). While a button is held the
    /// pointer may be outside the window (SDL captures the mouse): x or y can then be negative
    /// or beyond the window's size.
    public var location: Point
    /// The button pressed or released; for a move, the lowest-numbered button held (nil when
    /// none is).
    public var button: PointerButton?
    /// Seconds, from the event's own timestamp (SDL's), never from the wall clock.
    public var timestamp: Double

    /// Creates a pointer event.
    public init(phase: Phase, location: Point, button: PointerButton?, timestamp: Double) {
        self.phase = phase
        self.location = location
        self.button = button
        self.timestamp = timestamp
    }
}

import Geometry
import Views

extension TourRecorder {
    /// A touchpad's scroll at `point`: `count` wheel events of `dy` (fractions of a notch, so
    /// the list follows at once and glides on, or stretches past an end and springs back), one
    /// frame apart, then frames until nothing moves.
    mutating func scroll(dy: Double, frames count: Int, at point: Point) throws {
        for _ in 0..<count {
            window.handle(.wheel(WheelEvent(location: point, delta: Point(x: 0, y: dy), timestamp: clock.now)))
            try frames(1)
        }
        try untilIdle()
    }
}

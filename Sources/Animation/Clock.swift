/// The source of "now" for everything that moves.
///
/// Animated values are functions of time read from a clock, never of frame counts, so a late
/// frame does not slow motion down (TimeAndMotion.md). Tests drive a `ManualClock`; a
/// window drives a `MonotonicClock`. A class, because the engine and its animators share one
/// clock and must all see it move.
///
/// This shadows the standard library's `Clock` inside code that imports `Animation`.
public protocol Clock: AnyObject {
    /// Seconds on a monotonic time line; never decreases.
    var now: Double { get }
}

/// A clock that moves only when told to: the test seam for time.
///
/// Tests step exact frames (`advance(by: 1.0 / 60)`), the way Flutter's `tester.pump(duration)`
/// does, so positions can be checked at exact times without sleeping.
public final class ManualClock: Clock {
    /// Seconds since an arbitrary origin; changes only through `advance(by:)` and `set(to:)`.
    public private(set) var now: Double

    /// Creates a clock that reads `now` until it is advanced.
    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves time forward by `seconds` (which must not be negative).
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "ManualClock cannot go backwards (advance by \(seconds))")
        now += seconds
    }

    /// Jumps to `time`, which must not be earlier than `now`.
    public func set(to time: Double) {
        precondition(time >= now, "ManualClock cannot go backwards (from \(now) to \(time))")
        now = time
    }
}

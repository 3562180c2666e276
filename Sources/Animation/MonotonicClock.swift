#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real clock: `CLOCK_MONOTONIC`, in seconds since this clock was created.
///
/// Monotonic rather than wall time, so a system clock change cannot make animations jump.
/// Counting from creation keeps the values small, which keeps `Double` precise.
public final class MonotonicClock: Clock {
    private let origin: Double

    /// Creates a clock that reads 0 now.
    public init() {
        origin = Self.readMonotonic()
    }

    /// Seconds since the clock was created.
    public var now: Double {
        Self.readMonotonic() - origin
    }

    private static func readMonotonic() -> Double {
        var spec = timespec()
        let status = clock_gettime(CLOCK_MONOTONIC, &spec)
        precondition(status == 0, "clock_gettime(CLOCK_MONOTONIC) failed")
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}

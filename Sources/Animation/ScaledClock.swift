/// A clock that runs `scale` times as fast as another (0.1: ten times slower): slow motion
/// for watching a transition. Changing the scale keeps `now` continuous.
public final class ScaledClock: Clock {
    private let base: any Clock
    private var origin: Double
    private var offset: Double

    /// Seconds of this clock per second of the base clock.
    public var scale: Double {
        didSet {
            // Re-anchor so the time shown does not jump when the speed changes.
            offset += (base.now - origin) * oldValue
            origin = base.now
        }
    }

    /// Creates a clock that starts at `base.now` and runs `scale` times as fast as `base`.
    public init(base: any Clock, scale: Double = 1) {
        self.base = base
        self.scale = scale
        origin = base.now
        offset = base.now
    }

    /// The scaled time: continuous across changes of `scale`.
    public var now: Double { offset + (base.now - origin) * scale }
}

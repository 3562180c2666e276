import Geometry

/// Estimates a pointer's velocity from its timestamped positions: what
/// `UIPanGestureRecognizer.velocity(in:)` reports, done the way Android's VelocityTracker does
/// it. A least-squares line through the samples of the last `horizon` seconds gives the slope,
/// so irregular event spacing does not matter; a pointer that has not moved for
/// `restThreshold` seconds reads zero. Only the events' own timestamps count, never the wall
/// clock.
public struct VelocityTracker: Hashable, Sendable {
    /// Where the pointer was, and when.
    public struct Sample: Hashable, Sendable {
        /// The location, in window points.
        public var location: Point
        /// Seconds, from the event's timestamp.
        public var time: Double

        /// Creates a sample.
        public init(location: Point, time: Double) {
            self.location = location
            self.time = time
        }
    }

    /// How far back samples count: short, so the estimate follows changes of speed.
    public var horizon: Double
    /// How long without movement means the pointer has stopped.
    public var restThreshold: Double
    /// The samples within `horizon` of the newest, oldest first.
    public private(set) var samples: [Sample] = []

    // docs-number: pointer velocity: samples kept (s), rest after which it reads zero (s)
    /// Creates a tracker that fits the last `horizon` seconds of samples and reads the pointer as
    /// stopped after `restThreshold` seconds without movement.
    public init(horizon: Double = 0.1, restThreshold: Double = 0.04) {
        self.horizon = horizon
        self.restThreshold = restThreshold
    }

    /// Adds where the pointer was at `time` (seconds, non-decreasing). A sample that does not
    /// move is dropped: standing still shows as time passing since the last movement.
    public mutating func addSample(_ location: Point, at time: Double) {
        if let last = samples.last {
            guard time >= last.time, location != last.location else { return }
        }
        samples.append(Sample(location: location, time: time))
        let oldest = time - horizon
        if let keep = samples.firstIndex(where: { $0.time >= oldest }), keep > 0 {
            samples.removeFirst(keep)
        }
    }

    /// Forgets every sample.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// Points per second at `time` (default: the newest sample's time). Zero with fewer than
    /// two samples in the horizon, or when the pointer has rested since the last one.
    public func velocity(at time: Double? = nil) -> Point {
        guard let last = samples.last else { return .zero }
        let now = max(time ?? last.time, last.time)
        guard now - last.time <= restThreshold else { return .zero }
        let recent = samples.filter { $0.time >= now - horizon }
        guard recent.count >= 2 else { return .zero }
        // Times relative to the newest sample keep the sums well conditioned.
        let n = Double(recent.count)
        let ts = recent.map { $0.time - last.time }
        let meanT = ts.reduce(0, +) / n
        let meanX = recent.reduce(0) { $0 + $1.location.x } / n
        let meanY = recent.reduce(0) { $0 + $1.location.y } / n
        var stt = 0.0
        var stx = 0.0
        var sty = 0.0
        for (t, sample) in zip(ts, recent) {
            let dt = t - meanT
            stt += dt * dt
            stx += dt * (sample.location.x - meanX)
            sty += dt * (sample.location.y - meanY)
        }
        // All samples at one instant: no slope to measure.
        guard stt > 1e-12 else { return .zero }
        return Point(x: stx / stt, y: sty / stt)
    }
}

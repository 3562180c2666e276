import Animation

/// How a released interactive transition runs to its end, starting from exactly where it is
/// and at the pointer's speed (BackDrag.md: no jump in position or speed).
public enum ReleaseTiming: Sendable, Hashable {
    /// An ease-out curve whose starting speed is the pointer's. It lasts 2 × distance / speed
    /// (the speed then falls evenly to rest), kept within the given bounds; a slow release
    /// gets the longest, a release moving away from the target starts from rest.
    case matchedCurve(minimumDuration: Double, maximumDuration: Double)
    /// A spring launched at the pointer's speed (a stiff one accelerates hard when far from
    /// its target).
    case spring(Spring)

    // docs-number: a released drag's velocity-matched ending: shortest and longest (s)
    /// The default: 0.12 to 0.35 s.
    public static let matched = ReleaseTiming.matchedCurve(minimumDuration: 0.12, maximumDuration: 0.35)
    /// The seeds' release: always 0.3 s (their spring-back and completion animations), still
    /// starting at the pointer's speed.
    public static let seeds = ReleaseTiming.matchedCurve(minimumDuration: 0.3, maximumDuration: 0.3)

    /// The curve and its duration for covering `distance` (fraction, > 0) starting at `speed`
    /// (fraction per second, positive towards the target).
    static func matchedCurve(
        distance: Double, speed: Double, minimumDuration: Double, maximumDuration: Double
    ) -> (curve: TimingCurve, duration: Double) {
        guard distance > 1e-9 else { return (.easeOut, minimumDuration) }
        // Moving away from the target (or not at all): turn round from rest.
        guard speed > 1e-6 else { return (.easeInOut, maximumDuration) }
        let duration = min(max(2 * distance / speed, minimumDuration), maximumDuration)
        // The curve's starting slope, in progress per normalised time, gives the speed.
        let slope = speed * duration / distance
        let x1 = slope <= 3 ? 1.0 / 3 : 1 / slope
        let curve = TimingCurve(
            controlPoint1: .init(x: x1, y: min(slope * x1, 1)), controlPoint2: .init(x: 2.0 / 3, y: 1))
        return (curve, duration)
    }
}

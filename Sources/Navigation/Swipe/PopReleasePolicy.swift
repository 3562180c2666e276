/// Decides whether a released back-drag completes the pop or springs back (BackDrag.md),
/// and how the release moves. An app changes it on its navigation controller.
public struct PopReleasePolicy: Sendable, Hashable {
    /// How far the page must be dragged, without a fling, for the pop to complete.
    public enum Threshold: Sendable, Hashable {
        /// A share of the width (0.5: past the middle).
        case fraction(Double)
        /// A distance in points (the seeds' "more than 40 points" rule).
        case points(Double)
    }

    /// A release at least this fast (widths per second) decides by its direction alone;
    /// nil ignores speed.
    public var flingVelocity: Double?
    /// How far a release without a fling must have dragged the page to complete.
    public var threshold: Threshold
    /// How the page moves after the release.
    public var timing: ReleaseTiming

    // docs-number: back-drag release: fling speed (widths per second), threshold, timing
    /// Creates a policy; by default a fling of at least 1 width per second decides by its
    /// direction, otherwise past half completes, and the release matches the pointer's speed.
    public init(flingVelocity: Double? = 1, threshold: Threshold = .fraction(0.5), timing: ReleaseTiming = .matched) {
        self.flingVelocity = flingVelocity
        self.threshold = threshold
        self.timing = timing
    }

    /// A fling (≥ 1 width/s) decides by its direction, otherwise past half (BackDrag.md).
    public static let standard = PopReleasePolicy()
    // docs-number: back-drag release, seed 000's rule
    /// The seeds' rule: complete when dragged past a third of the width.
    public static let pastOneThird = PopReleasePolicy(flingVelocity: nil, threshold: .fraction(1.0 / 3))
    // docs-number: back-drag release, seed 002's rule
    /// The seeds' other rule: complete when dragged more than 40 points.
    public static let pastFortyPoints = PopReleasePolicy(flingVelocity: nil, threshold: .points(40))

    /// Whether to complete, for a release at `progress` (0...1 of `width`) moving at
    /// `velocity` points per second (positive: rightwards, towards completing).
    public func shouldComplete(progress: Double, velocity: Double, width: Double) -> Bool {
        if let fling = flingVelocity, width > 0, abs(velocity) >= fling * width {
            return velocity > 0
        }
        switch threshold {
        case .fraction(let f): return progress > f
        case .points(let p): return progress * width > p
        }
    }
}

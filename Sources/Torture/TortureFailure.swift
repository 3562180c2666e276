/// A failed torture run, as it is reported: the broken rule, the seed that reproduces it,
/// and the shortest op list found that breaks the same rule.
public struct TortureFailure: Sendable, CustomStringConvertible {
    /// The run's seed and the episode (fresh window) in which it failed.
    public var runSeed: UInt64
    public var episode: Int
    /// The episode's own seed: a run with this seed fails in its first episode.
    public var seed: UInt64
    public var episodeLength: Int
    /// What was found first, in the generated run.
    public var violation: TortureViolation
    /// How many ops the episode had run when it failed.
    public var opsUntilFailure: Int
    /// The shortest op list found that still fails, and how it fails.
    public var shrunk: [TortureOp]
    public var shrunkViolation: TortureViolation
    public var shrinkTests: Int
    public var shrinkIsMinimal: Bool

    public init(
        runSeed: UInt64, episode: Int, seed: UInt64, episodeLength: Int, violation: TortureViolation,
        opsUntilFailure: Int, shrunk: [TortureOp], shrunkViolation: TortureViolation, shrinkTests: Int,
        shrinkIsMinimal: Bool
    ) {
        self.runSeed = runSeed
        self.episode = episode
        self.seed = seed
        self.episodeLength = episodeLength
        self.violation = violation
        self.opsUntilFailure = opsUntilFailure
        self.shrunk = shrunk
        self.shrunkViolation = shrunkViolation
        self.shrinkTests = shrinkTests
        self.shrinkIsMinimal = shrinkIsMinimal
    }

    public var description: String {
        let what = violation.rule == "crash" ? "crashed" : "invariant broken"
        var lines = [
            "torture: \(what): \(violation)",
            "  seed \(seed) (run seed \(runSeed), episode \(episode));"
                + " reproduce: SEGUE_TORTURE_SEED=\(seed) SEGUE_TORTURE_OPS=\(episodeLength)",
            "  shortest op list found: \(shrunk.count) of \(opsUntilFailure) ops"
                + " (\(shrinkTests) replays, \(shrinkIsMinimal ? "no single op can go" : "budget ran out"))"
                + " then settle; it breaks \(shrunkViolation)",
            "  replay it: TortureRunner.replay([",
        ]
        lines += shrunk.map { op in "      \(op)," + (op.annotation.map { "  // \($0)" } ?? "") }
        lines.append("  ])")
        return lines.joined(separator: "\n")
    }
}

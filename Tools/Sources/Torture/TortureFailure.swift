import Foundation

/// A failed torture run, as it is reported: the broken rule, the seed that reproduces it,
/// and the shortest op list found that breaks the same rule.
package struct TortureFailure: Sendable, CustomStringConvertible {
    /// The run's seed and the episode (fresh window) in which it failed.
    package var runSeed: UInt64
    package var episode: Int
    /// The episode's own seed: a run with this seed fails in its first episode.
    package var seed: UInt64
    package var episodeLength: Int
    /// What was found first, in the generated run.
    package var violation: TortureViolation
    /// How many ops the episode had run when it failed.
    package var opsUntilFailure: Int
    /// The shortest op list found that still fails, and how it fails.
    package var shrunk: [TortureOp]
    package var shrunkViolation: TortureViolation
    package var shrinkTests: Int
    package var shrinkIsMinimal: Bool
    /// The hazards the run made (`SEGUE_TORTURE_HAZARDS`), needed to make the same ops again.
    package var hazards: Set<TortureHazard>

    /// `hazards` nil: the ones the environment sets (a crash is reported by the supervisor
    /// process, whose environment the run's child inherited).
    package init(
        runSeed: UInt64, episode: Int, seed: UInt64, episodeLength: Int, violation: TortureViolation,
        opsUntilFailure: Int, shrunk: [TortureOp], shrunkViolation: TortureViolation, shrinkTests: Int,
        shrinkIsMinimal: Bool, hazards: Set<TortureHazard>? = nil
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
        self.hazards =
            hazards
            ?? (try? TortureConfiguration.fromEnvironment(ProcessInfo.processInfo.environment).hazards)
            ?? TortureHazard.defaultHazards
    }

    package var description: String {
        let what = violation.rule == "crash" ? "crashed" : "invariant broken"
        var lines = [
            "torture: \(what): \(violation)",
            "  seed \(seed) (run seed \(runSeed), episode \(episode));"
                + " reproduce: SEGUE_TORTURE_HAZARDS=\(TortureHazard.describe(hazards))"
                + " SEGUE_TORTURE_SEED=\(seed) SEGUE_TORTURE_OPS=\(episodeLength)",
            "  shortest op list found: \(shrunk.count) of \(opsUntilFailure) ops"
                + " (\(shrinkTests) replays, \(shrinkIsMinimal ? "no single op can go" : "budget ran out"))"
                + " then settle; it breaks \(shrunkViolation)",
            "  replay it: TortureRunner.replay([",
        ]
        lines += shrunk.map { op in "      \(op)," + (op.annotation.map { "  // \($0)" } ?? "") }
        lines.append("  ])")
        if let data = try? JSONEncoder().encode(shrunk), let json = String(data: data, encoding: .utf8) {
            lines.append("  as JSON, for a file to run with segue-torture --replay FILE: \(json)")
        }
        return lines.joined(separator: "\n")
    }
}

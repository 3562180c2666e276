import Foundation

/// Runs the torture test: episodes of generated ops, each on a fresh world, every op checked;
/// the first failure is replayed, shrunk and reported with its seed.
@MainActor
public enum TortureRunner {
    /// What a run did.
    public struct Report: Sendable {
        public var operations = 0
        public var episodes = 0
        public var settles = 0
        public var frames = 0
        public var seconds = 0.0
        /// The largest sizes seen at rest: layers in the window, cached group images, raster keys.
        public var largestLayers = 0
        public var largestCachedGroups = 0
        public var largestRasterKeys = 0
        public var coverage = TortureCoverage()
        public var failure: TortureFailure?

        public var summary: String {
            let rate = seconds > 0 ? Int(Double(operations) / seconds) : 0
            return "torture: \(operations) ops in \(episodes) episodes, \(settles) settles, \(frames) frames,"
                + " \(String(format: "%.1f", seconds)) s (\(rate) ops/s); largest at rest: \(largestLayers) layers,"
                + " \(largestCachedGroups) cached groups, \(largestRasterKeys) raster keys;"
                + " \(failure == nil ? "0 invariant failures" : "FAILED")\n  \(coverage.summary)"
        }
    }

    /// Runs `configuration`; `progress` hears a line now and then (nil: quiet).
    public static func run(
        _ configuration: TortureConfiguration, checker: InvariantChecker = InvariantChecker(),
        journal: TortureJournal? = nil, progress: ((String) -> Void)? = nil
    ) -> Report {
        let start = Date()
        var report = Report()
        var episode = 0
        var lastProgress = start
        while report.operations < configuration.operations {
            let length = min(configuration.episodeLength, configuration.operations - report.operations)
            let seed = TortureRandom.episodeSeed(configuration.seed, episode)
            journal?.begin(
                TortureJournal.Episode(runSeed: configuration.seed, episode: episode, seed: seed, length: length))
            let outcome = runEpisode(
                seed: seed, length: length, faults: configuration.faults, checker: checker, journal: journal)
            report.operations += outcome.ops.count
            report.episodes += 1
            report.settles += outcome.settles
            report.frames += outcome.world.renderer.frameCount
            let sizes = outcome.world.largestAtRest
            report.largestLayers = max(report.largestLayers, sizes.layers)
            report.largestCachedGroups = max(report.largestCachedGroups, sizes.cachedGroups)
            report.largestRasterKeys = max(report.largestRasterKeys, sizes.rasterKeys)
            report.coverage.merge(outcome.world.coverage)
            if let violation = outcome.violation {
                progress?("torture: \(violation); shrinking \(outcome.ops.count) ops")
                report.failure = shrink(
                    outcome.ops, violation: violation, configuration: configuration, episode: episode, seed: seed,
                    checker: checker)
                break
            }
            episode += 1
            if let progress, Date().timeIntervalSince(lastProgress) > 10 {
                lastProgress = Date()
                progress("torture: \(report.operations) of \(configuration.operations) ops")
            }
        }
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    /// Plays `ops` on a fresh world, checking after every op, then settles and checks at
    /// rest: the first broken promise, or nil. What the shrinker runs, and what a
    /// regression test calls with a printed op list.
    public static func replay(
        _ ops: [TortureOp], faults: Set<TortureWorld.Fault> = [], checker: InvariantChecker = InvariantChecker()
    ) -> TortureViolation? {
        let world = TortureWorld(faults: faults)
        for (index, op) in ops.enumerated() {
            if let violation = step(world, op, index: index, checker: checker) { return violation }
        }
        return step(world, .settle, index: ops.count, checker: checker)
    }

    // MARK: - Episodes

    private struct Outcome {
        var world: TortureWorld
        var ops: [TortureOp]
        var violation: TortureViolation?
        var settles: Int
    }

    private static func runEpisode(
        seed: UInt64, length: Int, faults: Set<TortureWorld.Fault>, checker: InvariantChecker,
        journal: TortureJournal?
    ) -> Outcome {
        let world = TortureWorld(faults: faults)
        var generator = TortureGenerator(seed: seed)
        var ops: [TortureOp] = []
        var settles = 0
        ops.reserveCapacity(length)
        while ops.count < length {
            let op = generator.next(for: world)
            journal?.record(op)
            ops.append(op)
            if op == .settle { settles += 1 }
            if let violation = step(world, op, index: ops.count - 1, checker: checker) {
                return Outcome(world: world, ops: ops, violation: violation, settles: settles)
            }
        }
        let violation = step(world, .settle, index: ops.count, checker: checker)
        return Outcome(world: world, ops: ops, violation: violation, settles: settles + 1)
    }

    /// Applies one op and checks: everything after a settle, the cheap checks otherwise.
    private static func step(
        _ world: TortureWorld, _ op: TortureOp, index: Int, checker: InvariantChecker
    ) -> TortureViolation? {
        world.apply(op)
        let found = op == .settle ? checker.atRest(world) : checker.afterOp(world)
        return found.first.map { TortureViolation(rule: $0.rule, detail: $0.detail, opIndex: index) }
    }

    // MARK: - Shrinking

    private static func shrink(
        _ ops: [TortureOp], violation: TortureViolation, configuration: TortureConfiguration, episode: Int,
        seed: UInt64, checker: InvariantChecker
    ) -> TortureFailure {
        // Ops after the failure play no part; the replay settles at the end anyway.
        let failing = Array(ops.prefix(violation.opIndex + 1))
        var last = violation
        let result = Shrinker.minimize(failing, seconds: configuration.shrinkSeconds) { candidate in
            guard let found = replay(candidate, faults: configuration.faults, checker: checker),
                found.rule == violation.rule
            else { return false }
            last = found
            return true
        }
        // The violation of the list kept (the last candidate that failed may have been
        // bettered by a shorter one since).
        let final = replay(result.items, faults: configuration.faults, checker: checker) ?? last
        return TortureFailure(
            runSeed: configuration.seed, episode: episode, seed: seed, episodeLength: configuration.episodeLength,
            violation: violation, opsUntilFailure: failing.count, shrunk: result.items, shrunkViolation: final,
            shrinkTests: result.tests, shrinkIsMinimal: result.isMinimal)
    }
}

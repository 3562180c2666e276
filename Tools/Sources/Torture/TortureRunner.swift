import Foundation

/// Runs the torture test: episodes of generated ops, each on a fresh world, every op checked;
/// the first failure is replayed, shrunk and reported with its seed.
@MainActor
package enum TortureRunner {
    /// What a run did.
    package struct Report: Sendable {
        package var operations = 0
        /// Ops of the back-and-forward history episodes (`HistoryTorture`), one after each
        /// episode, a quarter of its length.
        package var historyOperations = 0
        /// What a history episode found broken, with its seed and ops.
        package var historyFailure: String?
        /// Whether nothing broke.
        package var passed: Bool { failure == nil && historyFailure == nil }
        package var episodes = 0
        package var settles = 0
        package var frames = 0
        package var seconds = 0.0
        /// The largest sizes seen at rest: layers in the window, cached group images, raster keys.
        package var largestLayers = 0
        package var largestRasterKeys = 0
        /// The largest size of each of the renderer's caches seen at rest.
        package var largestCaches: [String: Int] = [:]
        package var coverage = TortureCoverage()
        package var failure: TortureFailure?

        package var summary: String {
            let rate = seconds > 0 ? Int(Double(operations) / seconds) : 0
            let caches = largestCaches.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            return "torture: \(operations) ops in \(episodes) episodes, \(settles) settles, \(frames) frames,"
                + " \(String(format: "%.1f", seconds)) s (\(rate) ops/s);"
                + " \(failure == nil ? "0 invariant failures" : "FAILED");"
                + " \(historyOperations) back/forward history ops, \(historyFailure == nil ? "0 failures" : "FAILED")\n"
                + "  largest at rest: \(largestLayers) layers, \(largestRasterKeys) raster keys, "
                + caches.joined(separator: ", ") + "\n  \(coverage.summary)"
        }
    }

    /// Runs `configuration`; `progress` hears a line now and then (nil: quiet).
    package static func run(
        _ configuration: TortureConfiguration, checker: InvariantChecker = InvariantChecker(),
        rendering: TortureRendering = .headless, journal: TortureJournal? = nil, progress: ((String) -> Void)? = nil
    ) throws -> Report {
        let start = Date()
        var report = Report()
        var episode = 0
        var lastProgress = start
        while report.operations < configuration.operations {
            let length = min(configuration.episodeLength, configuration.operations - report.operations)
            let seed = TortureRandom.episodeSeed(configuration.seed, episode)
            journal?.begin(
                TortureJournal.Episode(runSeed: configuration.seed, episode: episode, seed: seed, length: length))
            let outcome = try runEpisode(
                seed: seed, length: length, faults: configuration.faults, hazards: configuration.hazards,
                checker: checker, rendering: rendering, journal: journal)
            report.operations += outcome.ops.count
            report.episodes += 1
            report.settles += outcome.settles
            report.frames += outcome.world.frameCount
            report.largestCaches.merge(outcome.world.largestCaches, uniquingKeysWith: max)
            let sizes = outcome.world.largestAtRest
            report.largestLayers = max(report.largestLayers, sizes.layers)
            report.largestRasterKeys = max(report.largestRasterKeys, sizes.rasterKeys)
            report.coverage.merge(outcome.world.coverage)
            if let violation = outcome.violation {
                progress?("torture: \(violation); shrinking \(outcome.ops.count) ops")
                report.failure = try shrink(
                    outcome.ops, violation: violation, configuration: configuration, episode: episode, seed: seed,
                    checker: checker, rendering: rendering)
                break
            }
            let historyLength = length / 4
            if historyLength > 0 {
                report.historyOperations += historyLength
                if let broken = HistoryTorture.runEpisode(seed: seed ^ 0x6869_7374, length: historyLength) {
                    progress?("torture: \(broken)")
                    report.historyFailure = broken
                    break
                }
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
    package static func replay(
        _ ops: [TortureOp], faults: Set<TortureWorld.Fault> = [], checker: InvariantChecker = InvariantChecker(),
        rendering: TortureRendering = .headless
    ) throws -> TortureViolation? {
        let world = try TortureWorld(faults: faults, rendering: rendering)
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
        seed: UInt64, length: Int, faults: Set<TortureWorld.Fault>, hazards: Set<TortureHazard>,
        checker: InvariantChecker, rendering: TortureRendering, journal: TortureJournal?
    ) throws -> Outcome {
        let world = try TortureWorld(faults: faults, rendering: rendering)
        var generator = TortureGenerator(seed: seed, hazards: hazards)
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
        seed: UInt64, checker: InvariantChecker, rendering: TortureRendering
    ) throws -> TortureFailure {
        // Ops after the failure play no part; the replay settles at the end anyway.
        let failing = Array(ops.prefix(violation.opIndex + 1))
        var last = violation
        let result = Shrinker.minimize(failing, seconds: configuration.shrinkSeconds) { candidate in
            guard
                let found = try? replay(
                    candidate, faults: configuration.faults, checker: checker, rendering: rendering) ?? nil,
                found.rule == violation.rule
            else { return false }
            last = found
            return true
        }
        // The violation of the list kept (the last candidate that failed may have been
        // bettered by a shorter one since).
        let final =
            try replay(result.items, faults: configuration.faults, checker: checker, rendering: rendering) ?? last
        return TortureFailure(
            runSeed: configuration.seed, episode: episode, seed: seed, episodeLength: configuration.episodeLength,
            violation: violation, opsUntilFailure: failing.count, shrunk: result.items, shrunkViolation: final,
            shrinkTests: result.tests, shrinkIsMinimal: result.isMinimal, hazards: configuration.hazards)
    }
}

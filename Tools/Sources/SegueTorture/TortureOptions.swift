import ArgumentParser
import Foundation
import SegueCommandLine
import Torture

/// segue-torture's command line (swift-argument-parser). The run is set up by environment
/// variables (`TortureConfiguration`), read and checked with the options before anything
/// runs: a bad one exits 2 with one line and the usage.
struct TortureOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue-torture",
        abstract: "The randomized navigation torture test, for long runs (build it with -c release).",
        discussion: """
            It runs the operations in a child process (--worker), so that a crash is replayed in more \
            child processes (--replay), shrunk and reported like a broken invariant. It prints progress \
            every 10 s and a summary. Exit status: 0 when every invariant held, 1 on a broken one or a \
            crash, 2 on a bad option or setting.

            Environment (the run's settings; numbers may hold underscores, 1_000_000):
              SEGUE_TORTURE_OPS             operations in all (default 100000)
              SEGUE_TORTURE_SEED            the run's seed (default 1): a failure names it
              SEGUE_TORTURE_EPISODE         operations per fresh window (default 1000)
              SEGUE_TORTURE_SHRINK_SECONDS  seconds a failure's shrinking may take (120)
              SEGUE_TORTURE_FAULT           faults put in on purpose, comma-separated
                                            (the checker's self-check), of:
            \(faultNames)
              SEGUE_TORTURE_JOURNAL         set by the supervisor for its worker: the file
                                            it writes each op to first, to replay a crash

            Example: SEGUE_TORTURE_OPS=10000000 SEGUE_TORTURE_SEED=7 segue-torture
            """,
        version: SegueVersion.current)

    /// The faults `SEGUE_TORTURE_FAULT` takes, one a line, indented under its description.
    private static var faultNames: String {
        TortureWorld.Fault.allCases.map { String(repeating: " ", count: 32) + $0.rawValue }.joined(separator: "\n")
    }

    @Flag(help: "Run the operations in this process, unsupervised (what the supervisor starts).")
    var worker = false

    @Option(
        help: ArgumentHelp(
            "Replay a file holding a JSON list of ops, then settle; exit 1 if an invariant breaks (what the"
                + " supervisor runs to shrink a crash).", valueName: "file"))
    var replay: String?

    /// The run's settings, from the environment (`validate()` reads them).
    var settings = TortureConfiguration()

    /// The ops `--replay` names (`validate()` reads them).
    var replayOps: [TortureOp] = []

    private enum CodingKeys: CodingKey {
        case worker, replay
    }

    mutating func validate() throws {
        if worker && replay != nil { throw ValidationError("--worker and --replay do not go together") }
        do {
            settings = try TortureConfiguration.fromEnvironment(ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError("\(error)")
        }
        if let replay {
            guard let data = FileManager.default.contents(atPath: replay),
                let ops = try? JSONDecoder().decode([TortureOp].self, from: data)
            else { throw ValidationError("--replay needs a file holding a JSON list of ops, got \"\(replay)\"") }
            replayOps = ops
        }
    }

    func run() throws {
        let status = MainActor.assumeIsolated { () -> Int32 in
            if replay != nil { return runReplay() }
            if worker { return runWorker() }
            return runSupervised()
        }
        throw ExitCode(status)
    }

    /// `--replay FILE`: the ops, then a settle.
    @MainActor
    private func runReplay() -> Int32 {
        do {
            let violation = try TortureRunner.replay(replayOps, faults: settings.faults)
            say(violation.map { "\($0)" } ?? "no invariant broken")
            return violation == nil ? 0 : 1
        } catch {
            say("segue-torture: \(error)", to: .standardError)
            return 2
        }
    }

    /// `--worker`: the run in this process, writing each op to the journal first when the
    /// supervisor names one.
    @MainActor
    private func runWorker() -> Int32 {
        let journal = ProcessInfo.processInfo.environment["SEGUE_TORTURE_JOURNAL"].flatMap {
            try? TortureJournal(path: $0)
        }
        let report: TortureRunner.Report
        do {
            report = try TortureRunner.run(settings, journal: journal) { say($0) }
        } catch {
            say("segue-torture: \(error)", to: .standardError)
            return 2
        }
        if let failure = report.failure { say("\(failure)") }
        say(report.summary)
        if let broken = report.historyFailure { say(broken) }
        return report.passed ? 0 : 1
    }

    /// The run, supervised: in a child process (`CrashSupervisor`).
    @MainActor
    private func runSupervised() -> Int32 {
        say(
            "segue-torture: \(settings.operations) ops, seed \(settings.seed), \(settings.episodeLength) ops per episode"
        )
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-torture-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let status = CrashSupervisor(configuration: settings, directory: directory).run()
        try? FileManager.default.removeItem(at: directory)
        return status
    }
}

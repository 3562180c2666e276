import Foundation
import Torture

// segue-torture: the randomized navigation torture test (README, "Tests"), for long runs
// (build it in release). SEGUE_TORTURE_OPS, SEGUE_TORTURE_SEED, SEGUE_TORTURE_EPISODE and
// SEGUE_TORTURE_SHRINK_SECONDS set it up (`TortureConfiguration`). It runs the ops in a child
// process, so that a crash is shrunk and reported like a broken invariant. Exit status 0 when
// every invariant held, 1 on a broken one or a crash, 2 on a bad setting.
//
//   segue-torture                the run, supervised
//   segue-torture --worker       the run in this process (what the supervisor starts)
//   segue-torture --replay FILE  replays a JSON list of ops, then settles (for shrinking)

/// Writes a line at once (unbuffered, so progress shows while a long run goes on).
func say(_ line: String, to handle: FileHandle = .standardOutput) {
    handle.write((line + "\n").data(using: .utf8)!)
}

MainActor.assumeIsolated {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let environment = ProcessInfo.processInfo.environment
    let configuration: TortureConfiguration
    do {
        configuration = try TortureConfiguration.fromEnvironment(environment)
    } catch {
        say("segue-torture: \(error)", to: .standardError)
        exit(2)
    }
    switch arguments.first {
    case "--replay":
        guard arguments.count == 2, let data = FileManager.default.contents(atPath: arguments[1]),
            let ops = try? JSONDecoder().decode([TortureOp].self, from: data)
        else {
            say("segue-torture: --replay needs a file holding a JSON list of ops", to: .standardError)
            exit(2)
        }
        do {
            let violation = try TortureRunner.replay(ops, faults: configuration.faults)
            say(violation.map { "\($0)" } ?? "no invariant broken")
            exit(violation == nil ? 0 : 1)
        } catch {
            say("segue-torture: \(error)", to: .standardError)
            exit(2)
        }
    case "--worker":
        let journal = environment["SEGUE_TORTURE_JOURNAL"].flatMap { try? TortureJournal(path: $0) }
        let report: TortureRunner.Report
        do {
            report = try TortureRunner.run(configuration, journal: journal) { say($0) }
        } catch {
            say("segue-torture: \(error)", to: .standardError)
            exit(2)
        }
        if let failure = report.failure { say("\(failure)") }
        say(report.summary)
        exit(report.failure == nil ? 0 : 1)
    case nil:
        say(
            "segue-torture: \(configuration.operations) ops, seed \(configuration.seed),"
                + " \(configuration.episodeLength) ops per episode")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-torture-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let status = CrashSupervisor(configuration: configuration, directory: directory).run()
        try? FileManager.default.removeItem(at: directory)
        exit(status)
    default:
        say("usage: segue-torture [--worker | --replay FILE] (settings from SEGUE_TORTURE_*)", to: .standardError)
        exit(2)
    }
}

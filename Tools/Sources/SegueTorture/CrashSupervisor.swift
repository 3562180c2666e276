import Foundation
import Torture

/// Runs the torture in a child process (`--worker`), so that a crash — a Swift runtime trap,
/// which ends the process before anything in it can report — is still reported like a broken
/// invariant: the worker writes the episode's seed and ops to a journal as it goes, and the
/// supervisor replays them in more child processes (`--replay`), shrinking the list to the
/// shortest one that still crashes with the same message.
@MainActor
struct CrashSupervisor {
    let configuration: TortureConfiguration
    let directory: URL
    /// This program, to run as a child.
    let executable = URL(fileURLWithPath: "/proc/self/exe")

    enum Outcome {
        case exited(Int32)
        case crashed(signal: Int32, message: String)
    }

    /// The whole run; the exit status for the program.
    func run() -> Int32 {
        let journal = directory.appendingPathComponent("journal.jsonl")
        let errors = directory.appendingPathComponent("worker.stderr")
        let outcome = spawn(["--worker"], extra: ["SEGUE_TORTURE_JOURNAL": journal.path], errors: errors)
        // The worker's own standard error (warnings, a backtrace) after what it printed.
        if let text = try? String(contentsOf: errors, encoding: .utf8), !text.isEmpty {
            FileHandle.standardError.write(text.data(using: .utf8)!)
        }
        switch outcome {
        case .exited(let status):
            return status
        case .crashed(let signal, let message):
            say("segue-torture: the run crashed (signal \(signal)): \(message.isEmpty ? "no message" : message)")
            guard let (episode, ops) = try? TortureJournal.read(path: journal.path), !ops.isEmpty else {
                say("segue-torture: no journal to replay (it crashed before the first op)")
                return 1
            }
            say("segue-torture: shrinking the \(ops.count) ops of seed \(episode.seed) in child processes")
            say(shrink(ops, episode: episode, message: message).description)
            return 1
        }
    }

    /// The shortest op list found that still crashes with `message`.
    private func shrink(_ ops: [TortureOp], episode: TortureJournal.Episode, message: String) -> TortureFailure {
        let candidate = directory.appendingPathComponent("candidate.json")
        let errors = directory.appendingPathComponent("replay.stderr")
        let result = Shrinker.minimize(ops, seconds: configuration.shrinkSeconds) { list in
            guard let data = try? JSONEncoder().encode(list), (try? data.write(to: candidate)) != nil else {
                return false
            }
            // No backtrace: the message is enough, and a backtrace takes a while.
            let outcome = spawn(
                ["--replay", candidate.path], extra: ["SWIFT_BACKTRACE": "enable=no"], errors: errors, quiet: true)
            guard case .crashed(_, let seen) = outcome else { return false }
            return seen == message
        }
        let violation = TortureViolation(rule: "crash", detail: message, opIndex: ops.count - 1)
        return TortureFailure(
            runSeed: episode.runSeed, episode: episode.episode, seed: episode.seed, episodeLength: episode.length,
            violation: violation, opsUntilFailure: ops.count, shrunk: result.items,
            shrunkViolation: TortureViolation(rule: "crash", detail: message, opIndex: result.items.count),
            shrinkTests: result.tests, shrinkIsMinimal: result.isMinimal)
    }

    /// Runs this program with `arguments`; its standard error goes to `errors`.
    private func spawn(_ arguments: [String], extra: [String: String], errors: URL, quiet: Bool = false) -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        guard FileManager.default.createFile(atPath: errors.path, contents: nil),
            let errorHandle = try? FileHandle(forWritingTo: errors)
        else { return .exited(2) }
        process.standardError = errorHandle
        process.standardOutput = quiet ? FileHandle.nullDevice : FileHandle.standardOutput
        do {
            try process.run()
        } catch {
            say("segue-torture: cannot start a child process: \(error)")
            return .exited(2)
        }
        process.waitUntilExit()
        try? errorHandle.close()
        guard process.terminationReason == .uncaughtSignal else { return .exited(process.terminationStatus) }
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return .crashed(signal: process.terminationStatus, message: Self.crashMessage(in: text))
    }

    /// The runtime's "Fatal error: …" line, without addresses (they differ between runs).
    static func crashMessage(in text: String) -> String {
        guard let line = text.split(separator: "\n").first(where: { $0.contains("Fatal error") }) else { return "" }
        return String(line).replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x…", options: .regularExpression)
    }
}

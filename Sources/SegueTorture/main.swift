import Foundation
import Torture

// segue-torture: the randomized navigation torture test, built in release for long runs
// (README, "Tests"). SEGUE_TORTURE_OPS, SEGUE_TORTURE_SEED, SEGUE_TORTURE_EPISODE and
// SEGUE_TORTURE_SHRINK_SECONDS set it up (`TortureConfiguration`); exit status 1 on a
// broken invariant, 2 on a bad setting.

/// Writes a line at once (unbuffered, so progress shows while a long run goes on).
func say(_ line: String, to handle: FileHandle = .standardOutput) {
    handle.write((line + "\n").data(using: .utf8)!)
}

MainActor.assumeIsolated {
    let configuration: TortureConfiguration
    do {
        configuration = try TortureConfiguration.fromEnvironment(ProcessInfo.processInfo.environment)
    } catch {
        say("segue-torture: \(error)", to: .standardError)
        exit(2)
    }
    say(
        "segue-torture: \(configuration.operations) ops, seed \(configuration.seed),"
            + " \(configuration.episodeLength) ops per episode")
    let report = TortureRunner.run(configuration) { say($0) }
    if let failure = report.failure { say("\(failure)") }
    say(report.summary)
    exit(report.failure == nil ? 0 : 1)
}

import Foundation
import Torture

/// The torture run itself: `SEGUE_TORTURE_OPS` operations (default 100,000) from
/// `SEGUE_TORTURE_SEED` (default 1), with the hazards of `SEGUE_TORTURE_HAZARDS` (default
/// `TortureHazard.defaultHazards`: all of them), every invariant checked; a failure prints its
/// seed and the shortest op list found.
@MainActor
struct TortureRunTests {
    func testTheNavigationSurvivesTheTortureRun() throws {
        let configuration = try TortureConfiguration.fromEnvironment(ProcessInfo.processInfo.environment)
        let report = try TortureRunner.run(configuration)
        print(report.summary)
        if let failure = report.failure {
            recordIssue("\(failure)")
        }
        if let broken = report.historyFailure { recordIssue("\(broken)") }
        expectEqual(report.operations, configuration.operations)
    }
}

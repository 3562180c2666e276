import Foundation

@testable import Torture

/// The checker can fail: faults put in on purpose are reported with the seed that
/// reproduces them and a short op list that still shows them.
@MainActor
struct InvariantSelfCheckTests {
    /// The app keeps every page it made: the leak check must say so, and the shrinker must
    /// cut the run down to the few ops that make a page and let it go.
    func testAPageKeptByTheAppIsReportedAsALeakWithItsSeedAndAFewOps() throws {
        let configuration = TortureConfiguration(
            operations: 2000, seed: 42, episodeLength: 500, shrinkSeconds: 60, faults: [.keepsEveryPage])
        let report = try TortureRunner.run(configuration)
        let failure = try require(report.failure)
        print(failure)
        expectEqual(failure.violation.rule, "leak")
        expectEqual(failure.shrunkViolation.rule, "leak")
        expectTrue(failure.shrinkIsMinimal)
        expectLessOrEqual(failure.shrunk.count, 3, "\(failure.shrunk)")
        let text = failure.description
        expectTrue(text.contains("seed \(failure.seed)"))
        expectTrue(text.contains("SEGUE_TORTURE_SEED=\(failure.seed)"))
        expectTrue(text.contains("TortureRunner.replay(["))
        // What it prints replays: the shrunk list fails alone, and on a world without the
        // fault it passes.
        try expectEqual(TortureRunner.replay(failure.shrunk, faults: [.keepsEveryPage])?.rule, "leak")
        try expectNil(TortureRunner.replay(failure.shrunk))
    }

    /// A card left transformed after its push: the at-rest check must see it. (It looks only at
    /// a page stack in a window; seed 3 first leaves a transformed card on top of one there
    /// after a few thousand operations.)
    func testAPageLeftTransformedIsReportedAsNotAtRest() throws {
        let configuration = TortureConfiguration(
            operations: 10000, seed: 3, episodeLength: 1000, shrinkSeconds: 60, faults: [.leavesPushedCardTransformed])
        let report = try TortureRunner.run(configuration)
        let failure = try require(report.failure)
        print(failure)
        expectTrue(failure.violation.rule.hasPrefix("rest."))
        expectTrue(failure.shrunk.contains { if case .push(.pages, _, _) = $0 { return true } else { return false } })
        expectLessOrEqual(failure.shrunk.count, 4, "\(failure.shrunk)")
        // Removing any one op makes it pass (1-minimal), so every op printed matters.
        for index in failure.shrunk.indices {
            var fewer = failure.shrunk
            fewer.remove(at: index)
            let found = try TortureRunner.replay(fewer, faults: [.leavesPushedCardTransformed])
            expectNotEqual(found?.rule, failure.shrunkViolation.rule, "op \(index) could go")
        }
    }

    /// The same seed gives the same ops, whatever else ran before.
    func testASeedReproducesItsRun() {
        func ops(_ seed: UInt64) -> [TortureOp] {
            let world = try! TortureWorld()
            var generator = TortureGenerator(seed: seed)
            return (0..<300).map { _ in
                let op = generator.next(for: world)
                world.apply(op)
                return op
            }
        }
        expectEqual(ops(99), ops(99))
        expectNotEqual(ops(99), ops(100))
    }
}

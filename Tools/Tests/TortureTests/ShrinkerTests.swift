import Torture

/// Delta debugging on lists whose failures are known.
struct ShrinkerTests {
    func testItFindsTheTwoItemsThatFailTogether() {
        let items = Array(0..<200)
        let result = Shrinker.minimize(items) { $0.contains(17) && $0.contains(123) }
        expectEqual(result.items, [17, 123])
        expectTrue(result.isMinimal)
    }

    func testItKeepsTheOrderThatMatters() {
        // Fails when a 5 comes somewhere after a 3.
        let items = [9, 3, 8, 1, 5, 3, 2]
        let result = Shrinker.minimize(items) { list in
            guard let three = list.firstIndex(of: 3) else { return false }
            return list[three...].contains(5)
        }
        expectEqual(result.items, [3, 5])
    }

    func testAFailureWithoutItemsShrinksToNone() {
        let result = Shrinker.minimize([1, 2, 3]) { _ in true }
        expectEmpty(result.items)
    }

    func testTheBudgetStopsItEarlyAndSaysSo() {
        let items = Array(0..<1000)
        let result = Shrinker.minimize(items, budget: 5) { $0.contains(500) }
        expectEqual(result.tests, 5)
        expectFalse(result.isMinimal)
        expectTrue(result.items.contains(500))
    }
}

/// The environment variables a run reads.
struct TortureConfigurationTests {
    func testTheEnvironmentSetsTheRun() throws {
        let configuration = try TortureConfiguration.fromEnvironment([
            "SEGUE_TORTURE_OPS": "10_000_000", "SEGUE_TORTURE_SEED": "77", "SEGUE_TORTURE_EPISODE": "5000",
        ])
        expectEqual(configuration.operations, 10_000_000)
        expectEqual(configuration.seed, 77)
        expectEqual(configuration.episodeLength, 5000)
        try expectEqual(TortureConfiguration.fromEnvironment([:]), TortureConfiguration())
    }

    func testAValueThatIsNotANumberIsAnError() {
        expectThrows(TortureConfiguration.Problem.invalid(variable: "SEGUE_TORTURE_OPS", value: "lots")) {
            try TortureConfiguration.fromEnvironment(["SEGUE_TORTURE_OPS": "lots"])
        }
    }
}

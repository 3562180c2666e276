import Foundation

/// Cuts a failing op list down to a short one that still fails: delta debugging (Zeller's
/// ddmin), which removes ever smaller chunks as long as the rest still fails, ending
/// 1-minimal (no single op can go) unless the budget runs out first.
package enum Shrinker {
    package struct Result<T> {
        package var items: [T]
        /// How many candidate lists were tried.
        package var tests: Int
        /// False when the budget ran out before the list was 1-minimal.
        package var isMinimal: Bool
    }

    /// The shortest sublist of `items` (order kept) found for which `fails` holds; `fails`
    /// must hold for `items` itself. At most `budget` tries and `seconds` of trying.
    package static func minimize<T>(
        _ items: [T], budget: Int = 5000, seconds: Double = .infinity, fails: ([T]) -> Bool
    ) -> Result<T> {
        deltaDebug(items, budget: budget, deadline: Date().addingTimeInterval(seconds), fails: fails)
    }

    /// For op lists, also: once no op can go, a compound op (a `chain`, an `onAppearance`
    /// hook) is replaced by its parts where the list still fails, and the result cut again.
    /// (The same call as for any list: `segue-torture`'s crash shrinker gets it too.)
    package static func minimize(
        _ items: [TortureOp], budget: Int = 5000, seconds: Double = .infinity, fails: ([TortureOp]) -> Bool
    ) -> Result<TortureOp> {
        let deadline = Date().addingTimeInterval(seconds)
        var result = deltaDebug(items, budget: budget, deadline: deadline, fails: fails)
        var tests = result.tests
        var simplified = true
        while simplified, result.isMinimal {
            simplified = false
            search: for (index, op) in result.items.enumerated() {
                for parts in op.parts {
                    guard tests < budget, Date() < deadline else { break search }
                    var candidate = result.items
                    candidate.replaceSubrange(index...index, with: parts)
                    tests += 1
                    if fails(candidate) {
                        let again = deltaDebug(candidate, budget: budget - tests, deadline: deadline, fails: fails)
                        tests += again.tests
                        result = Result(items: again.items, tests: tests, isMinimal: again.isMinimal)
                        simplified = true
                        break search
                    }
                }
            }
        }
        result.tests = tests
        return result
    }

    private static func deltaDebug<T>(
        _ items: [T], budget: Int, deadline: Date, fails: ([T]) -> Bool
    ) -> Result<T> {
        var current = items
        var tests = 0
        func tryCandidate(_ candidate: [T]) -> Bool? {
            guard tests < budget, Date() < deadline else { return nil }
            tests += 1
            return fails(candidate)
        }
        // A failure that needs no op at all (the start state is already wrong).
        if let failed = tryCandidate([]), failed { return Result(items: [], tests: tests, isMinimal: true) }
        var granularity = 2
        while current.count >= 2 {
            let chunks = split(current.count, into: min(granularity, current.count))
            var reduced = false
            var outOfBudget = false
            // The two halves alone first (a failure that needs only one of them), then each
            // chunk's complement (the usual case: most ops are noise).
            let subsets = granularity == 2 ? chunks : []
            for range in subsets {
                guard let failed = tryCandidate(Array(current[range])) else {
                    outOfBudget = true
                    break
                }
                if failed {
                    current = Array(current[range])
                    granularity = 2
                    reduced = true
                    break
                }
            }
            if !reduced && !outOfBudget {
                for range in chunks {
                    let complement = Array(current[..<range.lowerBound]) + Array(current[range.upperBound...])
                    guard let failed = tryCandidate(complement) else {
                        outOfBudget = true
                        break
                    }
                    if failed {
                        current = complement
                        granularity = max(granularity - 1, 2)
                        reduced = true
                        break
                    }
                }
            }
            if outOfBudget { return Result(items: current, tests: tests, isMinimal: false) }
            if !reduced {
                if granularity >= current.count { break }
                granularity = min(granularity * 2, current.count)
            }
        }
        return Result(items: current, tests: tests, isMinimal: true)
    }

    /// `count` positions split into `parts` nearly equal ranges.
    private static func split(_ count: Int, into parts: Int) -> [Range<Int>] {
        (0..<parts).map { i in (count * i / parts)..<(count * (i + 1) / parts) }
    }
}

/// The checks every test target makes (Tests/Shared/Expectations.swift): each must record a
/// failure when its comparison is false, naming both values at its caller's line, and nothing when
/// it is true; otherwise the tests written with them could not fail.
struct ExpectationsTests {
    final class Object {}

    func testAFalseComparisonRecordsBothValuesAndTheCommentAtTheCallersLine() {
        let line = #line + 2
        let failures = recordingFailures {
            expectEqual([1, 2], [1, 3], "the comment")
        }
        expectEqual(failures.count, 1)
        expectEqual(failures.first?.line, line)
        expectTrue(failures.first?.message.contains("[1, 2] == [1, 3]") ?? false)
        expectTrue(failures.first?.message.contains("the comment") ?? false)
    }

    func testEveryComparisonRecordsAnIssueWhenFalse() {
        let (first, second) = (Object(), Object())
        let falseChecks: [(String, () -> Void)] = [
            ("==", { expectEqual(1, 2) }),
            ("!=", { expectNotEqual(1, 1) }),
            ("<", { expectLess(2, 1) }),
            ("<=", { expectLessOrEqual(2, 1) }),
            (">", { expectGreater(1, 2) }),
            (">=", { expectGreaterOrEqual(1, 2) }),
            ("===", { expectIdentical(first, second) }),
            ("!==", { expectNotIdentical(first, first) }),
            ("== nil", { expectNil(Optional(1)) }),
            ("!= nil", { expectNotNil(Int?.none) }),
            ("expected true", { expectTrue(1 > 2) }),
            ("expected false", { expectFalse(1 < 2) }),
            ("[3].isEmpty", { expectEmpty([3]) }),
            ("[] is empty", { expectNotEmpty([Int]()) }),
        ]
        for (comparison, check) in falseChecks {
            let failures = recordingFailures(check)
            expectEqual(failures.count, 1, "\(comparison) is false here")
            expectTrue(failures.first?.message.contains(comparison) ?? false, "\(comparison): \(failures)")
        }
    }

    func testRequireAndExpectThrowsRecordWhatWentWrong() {
        struct Broken: Error, Equatable {}
        var reached = false
        let failures = recordingFailures {
            do {
                _ = try require(Int?.none)
                reached = true
            } catch {}
            expectThrows(Broken.self) { 1 }
            expectThrows(Broken()) { 2 }
            forEachArgument([5]) { expectEqual($0, 6) }
        }
        expectFalse(reached, "require throws once it has recorded its failure")
        expectEqual(failures.count, 4)
        expectTrue(failures.last?.message.contains("(argument: 5)") ?? false, "\(failures)")
    }

    func testATrueComparisonRecordsNothing() {
        let object = Object()
        expectEqual(1, 1)
        expectNotEqual(1, 2)
        expectLess(1, 2)
        expectLessOrEqual(2, 2)
        expectGreater(2, 1)
        expectGreaterOrEqual(2, 2)
        expectIdentical(object, object)
        expectNotIdentical(object, Object())
        expectNil(Int?.none)
        expectNotNil(Optional(1))
        expectTrue(1 < 2)
        expectFalse(1 > 2)
        expectEmpty([Int]())
        expectNotEmpty([3])
        expectEmpty(
            recordingFailures {
                expectEqual(1, 1)
                expectTrue(true)
            })
    }
}

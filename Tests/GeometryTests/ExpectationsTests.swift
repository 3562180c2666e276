import Testing

/// The comparisons every test target checks with (Tests/Shared/Expectations.swift, in place of
/// `#expect`): each must record an issue when its comparison is false, naming both values at its
/// caller's line, and nothing when it is true; otherwise the checks written with them could not
/// fail.
@Suite struct ExpectationsTests {
    final class Object {}

    @Test func aFalseComparisonRecordsBothValuesAndTheCommentAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            expectEqual([1, 2], [1, 3], "the comment")
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains {
                    $0.rawValue.contains("[1, 2] == [1, 3]") && $0.rawValue.contains("the comment")
                }
        }
    }

    @Test func everyComparisonRecordsAnIssueWhenFalse() {
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
            withKnownIssue("\(comparison) is false here") {
                check()
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains(comparison) }
            }
        }
    }

    @Test func aTrueComparisonRecordsNothing() {
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
    }
}

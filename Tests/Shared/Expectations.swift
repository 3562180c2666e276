import Synchronization
import XCTest

// The checks every test target's tests make, as plain functions: `expectEqual(a, b)` and the
// other comparisons, `expectTrue`, `require`, `expectThrows`. The tests are XCTest's (each suite's
// `test…` methods, run through the target's generated XCTestEntries.swift): Swift Testing's
// `@Test` and `#expect` are macros, and each use cost the compiler about 50 ms of CPU, some 80
// CPU-seconds of the build for our 1,600 tests (docs/TESTING.md, "Tests are XCTest's"). A failure
// names both values, the comment, and the caller's file and line (a helper passes its caller's on
// with `sourceLocation:`); inside `forEachArgument`, the argument too.
// One file for every test target: each has a symbolic link to it, Expectations.swift (a module
// of their own would be a module in the package's tables, and Tools/ is another package).

/// What a failed check says about itself: a string, as Swift Testing's `Comment` was.
typealias Comment = String

/// Where a check is, for a helper that reports its caller's place rather than its own.
struct SourceLocation: Sendable {
    var fileID: String
    var filePath: StaticString
    var line: Int
    var column: Int
}

/// A value that describes itself more briefly in a failure, or as the argument a check failed
/// with, than `String(describing:)` would.
protocol CustomTestStringConvertible {
    var testDescription: String { get }
}

/// Expects `actual == expected`, as Swift Testing's `#expect(actual == expected)` does.
func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if actual == expected { return }
    recordFailure(
        "\(describedForTest(actual)) == \(describedForTest(expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual != expected`, as Swift Testing's `#expect(actual != expected)` does.
func expectNotEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if actual != expected { return }
    recordFailure(
        "\(describedForTest(actual)) != \(describedForTest(expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual < expected`, as Swift Testing's `#expect(actual < expected)` does.
func expectLess<T: Comparable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if actual < expected { return }
    recordFailure(
        "\(describedForTest(actual)) < \(describedForTest(expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual <= expected`, as Swift Testing's `#expect(actual <= expected)` does.
func expectLessOrEqual<T: Comparable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if actual <= expected { return }
    recordFailure(
        "\(describedForTest(actual)) <= \(describedForTest(expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual > expected`, as Swift Testing's `#expect(actual > expected)` does.
func expectGreater<T: Comparable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if actual > expected { return }
    recordFailure(
        "\(describedForTest(actual)) > \(describedForTest(expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual >= expected`, as Swift Testing's `#expect(actual >= expected)` does.
func expectGreaterOrEqual<T: Comparable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if actual >= expected { return }
    recordFailure(
        "\(describedForTest(actual)) >= \(describedForTest(expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual === expected` (the same object, or both nil), as Swift Testing's `#expect(actual === expected)` does.
func expectIdentical(
    _ actual: AnyObject?, _ expected: AnyObject?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if actual === expected { return }
    recordFailure(
        "\(describedForTest(actual)) === \(describedForTest(expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual !== expected`, as Swift Testing's `#expect(actual !== expected)` does.
func expectNotIdentical(
    _ actual: AnyObject?, _ expected: AnyObject?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if actual !== expected { return }
    recordFailure(
        "\(describedForTest(actual)) !== \(describedForTest(expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `value == nil`, as Swift Testing's `#expect(value == nil)` does.
func expectNil<T>(
    _ value: T?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    guard let value else { return }
    recordFailure(
        "\(describedForTest(value)) == nil", comment(), sourceLocation, fileID, filePath, line, column)
}

/// Expects `value != nil`, as Swift Testing's `#expect(value != nil)` does.
func expectNotNil<T>(
    _ value: T?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if value != nil { return }
    recordFailure(
        "nil != nil", comment(), sourceLocation, fileID, filePath, line, column)
}

/// Expects `condition` to hold, as Swift Testing's `#expect(condition)` does for a condition with no parts to
/// show (a property, a call); the failure names the caller's line, where the condition is.
func expectTrue(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if condition { return }
    recordFailure(
        "false, expected true", comment(), sourceLocation, fileID, filePath, line, column)
}

/// Expects `condition` not to hold, as Swift Testing's `#expect(!condition)` does.
func expectFalse(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if !condition { return }
    recordFailure(
        "true, expected false", comment(), sourceLocation, fileID, filePath, line, column)
}

/// Expects `collection.isEmpty`, as Swift Testing's `#expect(collection.isEmpty)` does: a failure shows what it
/// holds.
func expectEmpty<C: Collection>(
    _ collection: C, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if collection.isEmpty { return }
    recordFailure(
        "\(describedForTest(collection)).isEmpty", comment(), sourceLocation, fileID, filePath, line, column)
}

/// Expects `!collection.isEmpty`, as Swift Testing's `#expect(!collection.isEmpty)` does.
func expectNotEmpty<C: Collection>(
    _ collection: C, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    if !collection.isEmpty { return }
    recordFailure(
        "\(describedForTest(collection)) is empty", comment(), sourceLocation, fileID, filePath, line, column)
}

/// Fails the test: "Issue recorded" and the comment, at the caller's place.
func recordIssue(
    _ comment: Comment? = nil, sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    recordFailure("Issue recorded", comment, sourceLocation, fileID, filePath, line, column)
}

/// Fails the test with an error it did not expect.
func recordIssue(
    _ error: any Error, _ comment: Comment? = nil, sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) {
    recordFailure("Caught error: \(error)", comment, sourceLocation, fileID, filePath, line, column)
}

/// Thrown by `require` once it has recorded its failure: the test stops there.
struct RequirementFailed: Error, CustomStringConvertible {
    var description: String { "a requirement failed (recorded above)" }
}

/// The value, or a recorded failure and `RequirementFailed` if it is nil (Swift Testing's
/// `try #require(value)`).
func require<T>(
    _ value: T?, _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) throws -> T {
    if let value { return value }
    recordFailure("required value was nil", comment(), sourceLocation, fileID, filePath, line, column)
    throw RequirementFailed()
}

/// Nothing if `condition` holds, else a recorded failure and `RequirementFailed` (Swift
/// Testing's `try #require(condition)`).
func require(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
) throws {
    if condition { return }
    recordFailure("required condition was false", comment(), sourceLocation, fileID, filePath, line, column)
    throw RequirementFailed()
}

/// Expects `body` to throw an error of type `E`, and returns it (Swift Testing's
/// `#expect(throws: E.self)`).
@discardableResult
func expectThrows<E: Error, R>(
    _ type: E.Type, _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column,
    _ body: () throws -> R
) -> E? {
    do {
        let result = try body()
        recordFailure(
            "expected an error of type \(E.self), got \(describedForTest(result))", comment(), sourceLocation, fileID,
            filePath, line, column)
    } catch let error as E {
        return error
    } catch {
        recordFailure(
            "expected an error of type \(E.self), got \(describedForTest(error))", comment(), sourceLocation, fileID,
            filePath, line, column)
    }
    return nil
}

/// Expects `body` to throw `expected` (Swift Testing's `#expect(throws: value)`).
func expectThrows<E: Error & Equatable, R>(
    _ expected: E, _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column,
    _ body: () throws -> R
) {
    do {
        let result = try body()
        recordFailure(
            "expected \(describedForTest(expected)) thrown, got \(describedForTest(result))", comment(), sourceLocation,
            fileID, filePath, line, column)
    } catch let error as E where error == expected {
        return
    } catch {
        recordFailure(
            "expected \(describedForTest(expected)) thrown, got \(describedForTest(error))", comment(), sourceLocation,
            fileID, filePath, line, column)
    }
}

/// Expects `body` to throw an error that `matching` accepts (Swift Testing's
/// `#expect { ... } throws: { ... }`).
func expectThrows<R>(
    _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column,
    _ body: () throws -> R, matching: (any Error) -> Bool
) {
    do {
        let result = try body()
        recordFailure(
            "expected an error, got \(describedForTest(result))", comment(), sourceLocation, fileID, filePath, line,
            column)
    } catch {
        if matching(error) { return }
        recordFailure(
            "the error thrown does not match: \(describedForTest(error))", comment(), sourceLocation, fileID, filePath,
            line, column)
    }
}

/// Skips the test (XCTest reports it skipped, not passed) unless `condition` holds: a suite's
/// `init() throws` calling it skips every test of the suite.
func skipUnless(_ condition: Bool, _ comment: Comment? = nil) throws {
    if !condition { throw XCTSkip(comment) }
}

/// Runs `body` once for each argument, as Swift Testing's `@Test(arguments:)` did: a failure
/// names the argument it came with.
func forEachArgument<Arguments: Sequence>(
    _ arguments: Arguments, _ body: (Arguments.Element) throws -> Void
) rethrows {
    for argument in arguments {
        var scope = ExpectationScope.current
        scope.argument = describedForTest(argument)
        try ExpectationScope.$current.withValue(scope) { try body(argument) }
    }
}

/// Runs `body` once for each pair of arguments, every first with every second, as
/// `@Test(arguments: first, second)` did.
func forEachArgument<First: Sequence, Second: Sequence>(
    _ first: First, _ second: Second, _ body: (First.Element, Second.Element) throws -> Void
) rethrows {
    for a in first {
        for b in second {
            var scope = ExpectationScope.current
            scope.argument = "\(describedForTest(a)), \(describedForTest(b))"
            try ExpectationScope.$current.withValue(scope) { try body(a, b) }
        }
    }
}

/// A failure `recordingFailures` kept instead of failing the test.
struct RecordedFailure: Sendable {
    var message: String
    var line: Int
}

/// Runs `body` and returns the failures its checks recorded, failing the test for none of them:
/// how the checks above are tested themselves.
func recordingFailures(_ body: () throws -> Void) rethrows -> [RecordedFailure] {
    let sink = FailureSink()
    var scope = ExpectationScope.current
    scope.sink = sink
    try ExpectationScope.$current.withValue(scope) { try body() }
    return sink.failures.withLock { $0 }
}

/// Where failures go while `recordingFailures` runs.
final class FailureSink: Sendable {
    let failures = Mutex<[RecordedFailure]>([])
}

/// What the checks know of where they run: the argument of `forEachArgument`, the sink of
/// `recordingFailures` (a task-local value, so scoped to the call that sets it).
struct ExpectationScope: Sendable {
    var argument: String?
    var sink: FailureSink?

    @TaskLocal static var current = ExpectationScope()
}

/// `value` as a failure shows it: a string quoted, else its test description or description.
func describedForTest<T>(_ value: T) -> String {
    if let value = value as? CustomTestStringConvertible { return value.testDescription }
    if let value = value as? String { return value.debugDescription }
    if let value = value as? Substring { return String(value).debugDescription }
    return String(describing: value)
}

/// Records a failed expectation: "Expectation failed: " and the values, then the comment and the
/// argument (in `forEachArgument`), at `sourceLocation` if given (a helper's caller's), else at
/// the caller's place.
private func recordFailure(
    _ values: String, _ comment: Comment?, _ sourceLocation: SourceLocation?, _ fileID: String,
    _ filePath: StaticString, _ line: Int, _ column: Int
) {
    let location = sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let scope = ExpectationScope.current
    let message =
        "Expectation failed: \(values)" + (comment.map { ": \($0)" } ?? "")
        + (scope.argument.map { " (argument: \($0))" } ?? "")
    if let sink = scope.sink {
        sink.failures.withLock { $0.append(RecordedFailure(message: message, line: location.line)) }
        return
    }
    XCTFail(message, file: location.filePath, line: UInt(location.line))
}

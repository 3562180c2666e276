import Testing

// `#expect(a == b)` and the other comparisons, and plain conditions, as plain functions, for test
// code that is cheaper to compile: each macro use costs the compiler a round trip to the macro's plugin and a typecheck of
// the code it expands to, about 15 ms of CPU, and there are thousands (docs/TESTING.md). Each makes
// the same check as the `#expect` it replaces and reports a failure as that does: both values, the
// comment, the caller's file and line (a helper passes its caller's on with `sourceLocation:`).
// The caller's place comes from #fileID, #line and the like: `#_sourceLocation` is a macro too.
// One file for every test target: each has a symbolic link to it, Expectations.swift (a module
// of their own would be a module in the package's tables, and Tools/ is another package).

/// Expects `actual == expected`, as `#expect(actual == expected)` does.
func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if actual == expected { return }
    recordFailure(
        "\(String(describingForTest: actual)) == \(String(describingForTest: expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual != expected`, as `#expect(actual != expected)` does.
func expectNotEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if actual != expected { return }
    recordFailure(
        "\(String(describingForTest: actual)) != \(String(describingForTest: expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual < expected`, as `#expect(actual < expected)` does.
func expectLess<T: Comparable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if actual < expected { return }
    recordFailure(
        "\(String(describingForTest: actual)) < \(String(describingForTest: expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual <= expected`, as `#expect(actual <= expected)` does.
func expectLessOrEqual<T: Comparable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if actual <= expected { return }
    recordFailure(
        "\(String(describingForTest: actual)) <= \(String(describingForTest: expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual > expected`, as `#expect(actual > expected)` does.
func expectGreater<T: Comparable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if actual > expected { return }
    recordFailure(
        "\(String(describingForTest: actual)) > \(String(describingForTest: expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual >= expected`, as `#expect(actual >= expected)` does.
func expectGreaterOrEqual<T: Comparable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if actual >= expected { return }
    recordFailure(
        "\(String(describingForTest: actual)) >= \(String(describingForTest: expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual === expected` (the same object, or both nil), as `#expect(actual === expected)` does.
func expectIdentical(
    _ actual: AnyObject?, _ expected: AnyObject?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if actual === expected { return }
    recordFailure(
        "\(String(describingForTest: actual)) === \(String(describingForTest: expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `actual !== expected`, as `#expect(actual !== expected)` does.
func expectNotIdentical(
    _ actual: AnyObject?, _ expected: AnyObject?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if actual !== expected { return }
    recordFailure(
        "\(String(describingForTest: actual)) !== \(String(describingForTest: expected))", comment(), sourceLocation,
        fileID, filePath, line, column)
}

/// Expects `value == nil`, as `#expect(value == nil)` does.
func expectNil<T>(
    _ value: T?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard let value else { return }
    recordFailure(
        "\(String(describingForTest: value)) == nil", comment(), sourceLocation, fileID, filePath, line, column)
}

/// Expects `value != nil`, as `#expect(value != nil)` does.
func expectNotNil<T>(
    _ value: T?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if value != nil { return }
    recordFailure(
        "nil != nil", comment(), sourceLocation, fileID, filePath, line, column)
}

/// Expects `condition` to hold, as `#expect(condition)` does for a condition with no parts to
/// show (a property, a call); the failure names the caller's line, where the condition is.
func expectTrue(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if condition { return }
    recordFailure(
        "false, expected true", comment(), sourceLocation, fileID, filePath, line, column)
}

/// Expects `condition` not to hold, as `#expect(!condition)` does.
func expectFalse(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if !condition { return }
    recordFailure(
        "true, expected false", comment(), sourceLocation, fileID, filePath, line, column)
}

/// Expects `collection.isEmpty`, as `#expect(collection.isEmpty)` does: a failure shows what it
/// holds.
func expectEmpty<C: Collection>(
    _ collection: C, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if collection.isEmpty { return }
    recordFailure(
        "\(String(describingForTest: collection)).isEmpty", comment(), sourceLocation, fileID, filePath, line, column)
}

/// Expects `!collection.isEmpty`, as `#expect(!collection.isEmpty)` does.
func expectNotEmpty<C: Collection>(
    _ collection: C, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    if !collection.isEmpty { return }
    recordFailure(
        "\(String(describingForTest: collection)) is empty", comment(), sourceLocation, fileID, filePath, line, column)
}

/// Records a failed expectation: "Expectation failed: " and the values, then the comment, at
/// `sourceLocation` if given (a helper's caller's), else at the caller's place.
private func recordFailure(
    _ values: String, _ comment: Comment?, _ sourceLocation: SourceLocation?, _ fileID: String, _ filePath: String,
    _ line: Int, _ column: Int
) {
    Issue.record(
        Comment(rawValue: "Expectation failed: \(values)" + (comment.map { ": \($0.rawValue)" } ?? "")),
        sourceLocation: sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

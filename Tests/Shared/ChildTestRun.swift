import Foundation

/// What a child copy of the test binary did: its exit status and everything it wrote.
struct ChildTestRun {
    var status: Int32
    var output: String

    /// Runs `tests` (XCTest's argument: Module.SuiteCase or Module.SuiteCase/testName) in a fresh
    /// copy of this test binary, with `environment` as its environment: for what must not
    /// happen in this process (a precondition failure ends it; SDL is process-wide). The suite run
    /// there skips itself unless a variable of that environment says it is the child.
    static func run(_ tests: String, environment: [String: String]) throws -> ChildTestRun {
        let child = Process()
        child.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        child.arguments = [tests]
        child.environment = environment
        let pipe = Pipe()
        child.standardOutput = pipe
        child.standardError = pipe
        try child.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        return ChildTestRun(status: child.terminationStatus, output: output)
    }
}

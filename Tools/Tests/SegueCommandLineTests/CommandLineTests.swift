import ArgumentParser
import SegueCommandLine

/// A command with a `--window` and a check, to see how the shared pieces read and report.
private struct Sample: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sample", version: SegueVersion.current)

    @Option var window = WindowSize(width: 1024, height: 640)
    @Option var frames = 300

    func validate() throws {
        guard window.width >= 200 else { throw ValidationError("--window is too narrow") }
    }
}

struct CommandLineTests {
    func testWindowSizesReadAsWxHInPoints() {
        expectEqual(WindowSize(argument: "1024x640"), WindowSize(width: 1024, height: 640))
        expectEqual(WindowSize(argument: "2560X1600"), WindowSize(width: 2560, height: 1600))
        expectEqual(WindowSize(argument: "800.5x600"), WindowSize(width: 800.5, height: 600))
        for bad in ["abc", "", "x", "800", "800x", "x600", "800x600x2", "0x600", "-800x600", "800xinf", "nanx600"] {
            expectNil(WindowSize(argument: bad), "\"\(bad)\"")
        }
        expectEqual(WindowSize(width: 1024, height: 640).description, "1024x640")
        expectEqual(WindowSize(width: 800.5, height: 600).description, "800.5x600")
    }

    func testBothSpellingsOfAValueParse() throws {
        try expectEqual(Sample.parse(["--window=800x600"]).window, WindowSize(width: 800, height: 600))
        try expectEqual(Sample.parse(["--window", "800x600"]).window, WindowSize(width: 800, height: 600))
        try expectEqual(Sample.parse([]).window, WindowSize(width: 1024, height: 640))
    }

    /// One line naming the problem, then the usage line, nothing else.
    func testABadCommandLineIsOneLineAndTheUsage() {
        for (arguments, reason) in [
            (["--bogus"], "sample: Unknown option '--bogus'"),
            (["--window", "abc"], "sample: The value 'abc' is invalid for '--window <window>'"),
            (["--frames", "abc"], "sample: The value 'abc' is invalid for '--frames <frames>'"),
            (["--window", "100x600"], "sample: --window is too narrow"),
        ] {
            do {
                _ = try Sample.parse(arguments)
                recordIssue("\(arguments) parsed")
            } catch {
                let lines = Sample.usageFailure(for: error).split(separator: "\n", omittingEmptySubsequences: false)
                expectEqual(lines.count, 3, "\(lines)")
                expectEqual(lines.first?.hasPrefix(reason), true, "\(lines)")
                expectEqual(lines.dropFirst().first, "usage: sample [--window <window>] [--frames <frames>]")
                expectEqual(lines.last, "")
            }
        }
    }
}

import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Parses `arguments` (by default the process's own) and checks every value, the command's
    /// `validate()` included, before anything else runs.
    ///
    /// `--help` and `--version` print to standard output and exit 0. A bad command line writes
    /// ``usageFailure(for:)`` (one line naming the problem, then the usage) to standard error
    /// and exits 2.
    package static func parseCommandLine(_ arguments: [String]? = nil) -> Self {
        do {
            return try parse(arguments)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data(usageFailure(for: error).utf8))
            Foundation.exit(2)
        }
    }

    /// Parses the command line (``parseCommandLine(_:)``), then runs the command; exits with
    /// the status `run()` throws as an `ExitCode`, 0 when it returns, and 1 when it throws
    /// anything else, written as one line (`segue-demo: …`) to standard error.
    package static func mainOrExit(_ arguments: [String]? = nil) -> Never {
        var command = parseCommandLine(arguments)
        do {
            try command.run()
            Foundation.exit(0)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            FileHandle.standardError.write(Data("\(commandName): \(error)\n".utf8))
            Foundation.exit(1)
        }
    }

    /// What a bad command line prints: `NAME: REASON` on one line, then `usage: …`, ending in a
    /// newline.
    package static func usageFailure(for error: any Error) -> String {
        let lines = message(for: error).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let reason = lines.first { !$0.isEmpty } ?? "bad command line"
        return "\(commandName): \(reason)\nusage: " + usageString() + "\n"
    }

    /// The executable's name, as its configuration gives it.
    package static var commandName: String { configuration.commandName ?? "command" }
}

import Foundation
import Segue

/// Writes `message` to standard error and exits with `status`.
func exit(_ status: Int32, saying message: String) -> Never {
    FileHandle.standardError.write(Data("file-browser: \(message)\n".utf8))
    exit(status)
}

// The command line is checked before SDL starts: a bad one is exit status 2 and the usage.
let options: LaunchOptions
do {
    options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()), currentFolder: .current)
} catch {
    exit(2, saying: "\(error.message)\n\(LaunchOptions.usage)")
}
if options.showsHelp {
    print(LaunchOptions.usage)
    exit(0)
}
// SDL runs on the main thread: enter the main actor once and stay there.
exit(MainActor.assumeIsolated { Application.run(FileBrowserAppDelegate.self) })

import Foundation

/// Writes `message` to standard error and exits with `status`.
func exit(_ status: Int32, saying message: String) -> Never {
    FileHandle.standardError.write(Data("file-browser: \(message)\n".utf8))
    exit(status)
}

let options: LaunchOptions
do {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()), currentFolder: current)
} catch {
    exit(2, saying: "\(error.message)\n\(LaunchOptions.usage)")
}
if options.showsHelp {
    print(LaunchOptions.usage)
    exit(0)
}

// SDL runs on the main thread: enter the main actor once and stay there.
let failure: String? = MainActor.assumeIsolated {
    do {
        try runFileBrowser(options)
        return nil
    } catch {
        return "\(error)"  // no display, a missing font, a renderer SDL cannot create, ...
    }
}
if let failure { exit(1, saying: failure) }

import Foundation

/// The command line: `file-browser [--trace] [FOLDER]`.
struct LaunchOptions: Equatable {
    static let usage = """
        usage: file-browser [--trace] [FOLDER]
          FOLDER    the folder to browse (default: the current folder)
          --trace   one line on standard output per change of what the window shows
        keys: Alt+Left or the mouse's back button go back, Escape closes a preview, Ctrl+Q quits
        """

    /// What went wrong with a command line, in one line.
    struct Problem: Error, Equatable {
        let message: String
    }

    var folder: URL
    var trace = false
    var showsHelp = false

    /// Reads `arguments` (without the program's name); a relative folder is taken from
    /// `currentFolder`. The folder must exist.
    static func parse(_ arguments: [String], currentFolder: URL) throws(Problem) -> LaunchOptions {
        var options = LaunchOptions(folder: currentFolder)
        var folderGiven = false
        for argument in arguments {
            switch argument {
            case "--trace": options.trace = true
            case "-h", "--help": options.showsHelp = true
            case _ where argument.hasPrefix("-") && argument != "-":
                throw Problem(message: "unknown option \(argument)")
            default:
                guard !folderGiven else { throw Problem(message: "one folder only (got a second: \(argument))") }
                folderGiven = true
                let folder =
                    argument.hasPrefix("/") ? URL(fileURLWithPath: argument) : currentFolder.appending(path: argument)
                options.folder = folder.standardizedFileURL
            }
        }
        if options.showsHelp { return options }  // the help, whatever else the line says
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.folder.path, isDirectory: &isDirectory) else {
            throw Problem(message: "no such folder: \(options.folder.path)")
        }
        guard isDirectory.boolValue else { throw Problem(message: "not a folder: \(options.folder.path)") }
        return options
    }
}

import Foundation

/// A folder made for one test in the system's temporary folder, with the files given, and
/// removed when the test lets go of it.
final class TemporaryFolder {
    let url: URL

    /// Makes the folder with `files`: relative paths and their contents; a path ending in "/"
    /// is an empty folder. Folders on the way are made as needed.
    init(_ files: [String: Data]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("FileBrowserTests-\(UUID().uuidString)")
        for (path, contents) in files {
            let target = url.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: target)
            }
        }
    }

    /// The file or folder at `path` inside.
    func callAsFunction(_ path: String) -> URL { url.appendingPathComponent(path) }

    deinit {
        // Best effort: a temporary folder left behind costs nothing the system will not clean.
        try? FileManager.default.removeItem(at: url)
    }
}

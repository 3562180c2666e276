import Foundation

/// The folder `--record` writes its frames into, made (with its parents) and checked before
/// SDL starts, so that a folder that cannot be written fails at once with one readable line.
enum RecordFolder {
    /// Why the folder cannot take the frames: which folder, and the system's reason.
    struct Unwritable: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot write frames into \"\(path)\": \(reason)" }
    }

    /// Makes `path` and its parents if need be; throws `Unwritable` when a part of it is a file
    /// or cannot be made, or the folder does not let this process write in it.
    static func prepare(_ path: String) throws {
        // Part by part, as `mkdir -p` does, so the reason is the system's (strerror) for the
        // part that failed: Foundation's own error describes itself as a dump.
        var part = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            part += "/" + component
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: part, isDirectory: &isFolder) {
                guard isFolder.boolValue else {
                    throw Unwritable(path: path, reason: "\(part) is a file, not a folder")
                }
                continue
            }
            if mkdir(part, 0o755) != 0 && errno != EEXIST {
                throw Unwritable(path: path, reason: "cannot make \(part): " + String(cString: strerror(errno)))
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw Unwritable(path: path, reason: String(cString: strerror(errno)))
        }
    }
}

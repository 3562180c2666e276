import Foundation

/// A folder of this test process's own for the files tests make (asset roots, fonts folders,
/// fontconfig files, images to load), `segue-tests-<pid>` in the temporary folder. A test cannot
/// remove its files after it (a struct suite has no tear-down, and a process does not know which
/// test is its last), so the folder is made on first use, when the folders of test processes that
/// have ended are removed: the temporary folder holds at most one per running test process.
enum TestScratch {
    static let folder: String = {
        let temporary = FileManager.default.temporaryDirectory.path
        let prefix = "segue-tests-"
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? [] {
            guard entry.hasPrefix(prefix), let pid = Int32(entry.dropFirst(prefix.count)) else { continue }
            // kill with no signal: fails with ESRCH only when no process has that id.
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(atPath: temporary + "/" + entry)
            }
        }
        let folder = temporary + "/" + prefix + String(getpid())
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// A path no other test uses, in `folder`, ending in `name` (so a file keeps its extension and
    /// scale suffix); nothing is made there.
    static func path(_ name: String) -> String { folder + "/\(UUID().uuidString)-\(name)" }
}

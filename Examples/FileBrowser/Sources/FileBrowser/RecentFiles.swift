import Foundation

/// The files previewed this session, newest first: what the Recent tab lists. Shared by
/// every page that previews (the Browse pages and the Recent page itself).
@MainActor
final class RecentFiles {
    private(set) var files: [URL] = []
    /// Told after every change (the Recent page reloads its rows).
    var onChange: (() -> Void)?

    /// Puts `file` first; previewed again, it moves up rather than showing twice.
    func add(_ file: URL) {
        files.removeAll { $0 == file }
        files.insert(file, at: 0)
        onChange?()
    }
}

import Foundation

/// One item of a folder, as its page lists it: a folder (which opens) or a file (which is
/// previewed).
struct FolderEntry: Equatable {
    let url: URL
    let isFolder: Bool
    /// A file's size in bytes; nil for a folder, or a file whose size cannot be read (its
    /// preview says why).
    let size: Int?

    /// The name shown on the entry's row.
    var name: String { url.lastPathComponent }

    /// The entries of `folder`, folders first, each group sorted by name as a person reads
    /// them ("file2" before "file10", case ignored). Hidden entries (".git") are left out, as
    /// desktop file managers do by default. Throws when the folder cannot be read.
    static func entries(of folder: URL) throws -> [FolderEntry] {
        let urls = try FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        return urls.map(FolderEntry.init(url:)).sorted { a, b in
            if a.isFolder != b.isFolder { return a.isFolder }
            return a.name.compare(b.name, options: [.caseInsensitive, .numeric]) == .orderedAscending
        }
    }

    /// Looks at what `url` is, following symbolic links: a link to a folder opens like the
    /// folder, a link to a file shows the file's size.
    init(url: URL) {
        self.url = url
        let target = url.resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        isFolder = FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) && isDirectory.boolValue
        let attributes = isFolder ? nil : try? FileManager.default.attributesOfItem(atPath: target)
        size = (attributes?[.size] as? NSNumber)?.intValue
    }
}

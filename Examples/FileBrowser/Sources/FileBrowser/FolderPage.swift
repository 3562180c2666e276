import Foundation
import Segue

/// A folder's page: one row per entry, folders first. A folder's row pushes that folder's
/// page; a file's row presents its preview card. The folder is read once, when the page is
/// first shown.
@MainActor
final class FolderPage: ViewController {
    let folder: URL
    let recent: RecentFiles
    /// The entries the rows show, in order (empty when the folder is empty or unreadable).
    private(set) var entries: [FolderEntry] = []
    let list = ScrollList()

    init(folder: URL, recent: RecentFiles) {
        self.folder = folder
        self.recent = recent
        super.init(name: folder.path)
        title = folder.lastPathComponent
    }

    override func loadView() {
        list.backgroundColor = .white
        list.rowHeight = 56
        do {
            entries = try FolderEntry.entries(of: folder)
            list.rows = entries.isEmpty ? [ListRow(title: "This folder is empty.")] : entries.map(Self.row(for:))
        } catch {
            list.rows = [ListRow(title: "This folder cannot be read.", subtitle: error.localizedDescription)]
        }
        list.onSelect = { [unowned self] index in open(index) }
        setView(list)
    }

    /// What an entry's row shows: a folder with a chevron (it opens a page), a file with its
    /// size (it opens a card, so no chevron, as in iOS).
    static func row(for entry: FolderEntry) -> ListRow {
        if entry.isFolder { return ListRow(title: entry.name, subtitle: "Folder", accessory: .disclosureIndicator) }
        return ListRow(title: entry.name, subtitle: entry.size.map(FilePreview.formattedSize))
    }

    /// Opens the entry at `index`: pushes a folder, previews a file (a message row opens nothing).
    func open(_ index: Int) {
        guard entries.indices.contains(index) else { return }
        let entry = entries[index]
        if entry.isFolder {
            navigationController?.pushViewController(FolderPage(folder: entry.url, recent: recent), animated: true)
        } else {
            PreviewPage.present(entry.url, from: self, recent: recent)
        }
    }
}

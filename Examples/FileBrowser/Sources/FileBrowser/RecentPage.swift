import Foundation
import Segue

/// The Recent tab's page: the files previewed this session, newest first, each with the
/// folder it is in. A row opens the same preview card as in Browse.
@MainActor
final class RecentPage: ViewController {
    let recent: RecentFiles
    let list = ScrollList()

    init(recent: RecentFiles) {
        self.recent = recent
        super.init(name: "recent")
        title = "Recent"
    }

    override func loadView() {
        list.backgroundColor = .white
        list.rowHeight = 56
        list.onSelect = { [unowned self] index in open(index) }
        // The list follows the files, also while this page is on screen under a card.
        recent.onChange = { [weak self] in self?.showFiles() }
        showFiles()
        setView(list)
    }

    private func showFiles() {
        guard !recent.files.isEmpty else {
            list.rows = [ListRow(title: "No files yet.", subtitle: "The files you preview in Browse show here.")]
            return
        }
        list.rows = recent.files.map { file in
            ListRow(title: file.lastPathComponent, subtitle: file.deletingLastPathComponent().path)
        }
    }

    /// Previews the file at `index` again (it moves to the top of the list).
    func open(_ index: Int) {
        guard recent.files.indices.contains(index) else { return }
        PreviewPage.present(recent.files[index], from: self, recent: recent)
    }
}

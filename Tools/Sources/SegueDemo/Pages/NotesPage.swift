import Geometry
import Layers
import Navigation
import Views

/// A small notes app on the demo's stack: a list of notes, a compose item (iOS's system item)
/// that presents the compose page in a card, and a share item (the system's action item) that
/// asks what to do with an action sheet.
@MainActor
final class NotesPage: ViewController {
    let catalog: PageCatalog
    private let list = ScrollList(rows: [])
    /// The notes saved so far, newest last.
    private(set) var notes: [ComposeNote] = []

    init(catalog: PageCatalog) {
        self.catalog = catalog
        super.init(name: "notes")
        title = "Notes"
    }

    override func loadView() {
        list.name = "notes-list"
        list.backgroundColor = .systemBackground
        setView(list)
        showNotes()
    }

    override func viewDidLoad() {
        // As UIKit code writes them: system items with their actions.
        let shareButton = BarButtonItem(
            systemItem: .action, primaryAction: Action { [unowned self] _ in share() })
        navigationItem.rightBarButtonItems = [
            BarButtonItem(systemItem: .compose, primaryAction: Action { [unowned self] _ in compose() }), shareButton,
        ]
        shareItem = shareButton
    }

    private weak var shareItem: BarButtonItem?

    private func showNotes() {
        list.rows =
            notes.isEmpty
            ? [ListRow(title: "No notes yet: the compose button writes one")]
            : notes.map { ListRow(title: $0.title.isEmpty ? "Untitled" : $0.title) }
    }

    /// Presents the compose page in a card, with its own bar (Cancel, Save).
    func compose() {
        let page = ComposePage(catalog: catalog)
        page.onSave = { [weak self] note in
            self?.notes.append(note)
            self?.showNotes()
        }
        present(ComposePage.inCard(page), animated: true)
    }

    /// The Share item's action sheet: from the item on a wide window (a popover), from the
    /// bottom otherwise.
    func share() {
        let sheet = AlertController(
            title: "Share notes", message: "\(notes.count) saved", preferredStyle: .actionSheet)
        sheet.addAction(
            AlertAction(title: "Copy titles", style: .default) { [weak self] _ in
                guard let self, let window = view.window else { return }
                window.textInputService.clipboardText = notes.map(\.title).joined(separator: "\n")
            })
        sheet.addAction(
            AlertAction(title: "Delete all", style: .destructive) { [weak self] _ in
                self?.notes.removeAll()
                self?.showNotes()
            })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = shareItem
        present(sheet, animated: true)
    }
}

import Geometry
import Layers
import Navigation
import Views

/// The root: a list of the demo's pages; clicking one pushes it, or presents it for a page
/// made to be presented. The row clicked stays highlighted under the page pushed and fades back
/// as that page is popped, following a back-drag (`deselectSelectedRow(alongside:)`).
@MainActor
final class MenuPage: ViewController {
    let catalog: PageCatalog
    private let list = ScrollList()
    private var targets: [PageCatalog.Entry] = []

    init(catalog: PageCatalog) {
        self.catalog = catalog
        super.init(name: "menu")
        title = "Segue"
        navigationItem.backButtonTitle = "Menu"
    }

    override func loadView() {
        list.name = "menu-list"
        list.backgroundColor = .systemBackground
        let entries = catalog.entries.filter { $0.name != "menu" }
        targets = entries
        // What each page shows, in words; the names --stack takes are --list-pages's. A
        // presented page has no chevron, as in iOS.
        list.rows = entries.map { entry in
            ListRow(
                title: entry.title, subtitle: entry.summary, accessory: entry.isModal ? .none : .disclosureIndicator)
        }
        list.rowHeight = 56
        list.keepsSelection = true
        list.onSelect = { [unowned self] index in
            let entry = targets[index]
            guard let page = try? catalog.make(entry.name) else {
                list.deselectSelectedRow(animated: true)
                return
            }
            if entry.isModal {
                // The menu gets no viewWillAppear back from a card: the highlight fades now.
                list.deselectSelectedRow(animated: true)
                present(page, animated: true)
            } else {
                navigationController?.pushViewController(page, animated: true)
            }
        }
        setView(list)
    }

    /// The row that pushed the page now popping fades alongside the pop (UIKit's
    /// `clearsSelectionOnViewWillAppear`).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        list.deselectSelectedRow(alongside: transitionCoordinator, animated: animated)
    }
}

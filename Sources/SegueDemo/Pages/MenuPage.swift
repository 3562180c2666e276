import Geometry
import Layers
import Navigation
import Views

/// The root: a list of the demo's pages; clicking one pushes it, or presents it for a page
/// made to be presented.
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
        list.backgroundColor = .white
        let entries = catalog.entries.filter { $0.name != "menu" }
        targets = entries
        // What each page shows, in words; the names --stack takes are --list-pages's. A
        // presented page has no chevron, as in iOS.
        list.rows = entries.map { entry in
            ListRow(
                title: entry.title, subtitle: entry.summary, accessory: entry.isModal ? .none : .disclosureIndicator)
        }
        list.rowHeight = 56
        list.onSelect = { [unowned self] index in
            let entry = targets[index]
            guard let page = try? catalog.make(entry.name) else { return }
            if entry.isModal {
                present(page, animated: true)
            } else {
                navigationController?.pushViewController(page, animated: true)
            }
        }
        setView(list)
    }
}

import Geometry
import Layers
import Navigation
import Views

/// The root: a list of the demo's pages; clicking one pushes it.
@MainActor
final class MenuPage: ViewController {
    let catalog: PageCatalog
    private let list = ScrollList()
    private var targets: [String] = []

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
        targets = entries.map(\.name)
        list.rows = entries.map { ListRow(title: $0.title, subtitle: $0.name, accessory: .disclosureIndicator) }
        list.rowHeight = 56
        list.onSelect = { [unowned self] index in
            guard let page = try? catalog.make(targets[index]) else { return }
            navigationController?.pushViewController(page, animated: true)
        }
        setView(list)
    }
}

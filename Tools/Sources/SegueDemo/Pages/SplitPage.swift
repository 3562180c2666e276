import Geometry
import Layers
import Navigation
import Views

/// The split page: a sidebar of the demo's sections and, on the right, the one chosen, in a
/// split view presented full screen. At 720 points wide or more the two sit side by side;
/// narrower, they fold into one stack (the section pushed over the sidebar, with the
/// back-drag, its back button and Alt+Left to come back), and unfold when the window widens.
@MainActor
final class SplitSidebarPage: ViewController {
    let catalog: PageCatalog
    private let list = ScrollList()
    private var sections: [PageCatalog.Entry] = []

    init(catalog: PageCatalog) {
        self.catalog = catalog
        super.init(name: "split-sidebar")
        title = "Sections"
    }

    /// The split view, presented full screen: this sidebar and a welcome page.
    static func splitViewController(catalog: PageCatalog) -> SplitViewController {
        let sidebar = NavigationController(rootViewController: SplitSidebarPage(catalog: catalog), name: "sidebar")
        let welcome = DemoPage(
            name: "split-welcome", title: "Split view",
            note:
                "Choose a section on the left. Below 720 points wide the two columns fold into one stack: the section comes over the sidebar, and the back-drag, its back button and Alt+Left go back to it. Widen the window and they unfold.",
            catalog: catalog)
        let content = NavigationController(rootViewController: welcome, name: "content")
        let split = SplitViewController(primary: sidebar, secondary: content, name: "split")
        split.modalPresentationStyle = .fullScreen
        // Wide enough for the longest section ("Page stack of plain views") at 1024 points.
        split.minimumPrimaryColumnWidth = 300
        split.maximumPrimaryColumnWidth = 320
        return split
    }

    /// The sidebar's rows: the pages a stack shows (those made to be presented open from the
    /// menu).
    static func sections(of catalog: PageCatalog) -> [PageCatalog.Entry] {
        catalog.entries.filter { !$0.isModal && $0.name != "menu" }
    }

    override func loadView() {
        list.name = "split-sections"
        list.backgroundColor = .demoPanel(0.96)
        sections = Self.sections(of: catalog)
        list.rows = sections.map { ListRow(title: $0.title, accessory: .disclosureIndicator) }
        // The section shown on the right stays highlighted, as a sidebar's does.
        list.keepsSelection = true
        list.onSelect = { [unowned self] index in
            guard let page = try? catalog.make(sections[index].name) else { return }
            let content = NavigationController(rootViewController: page, name: "content-" + sections[index].name)
            splitViewController?.showDetailViewController(content)
        }
        setView(list)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Close") { [unowned self] in
            splitViewController?.dismiss(animated: true)
        }
    }
}

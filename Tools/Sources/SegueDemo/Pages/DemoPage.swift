import Geometry
import Layers
import Navigation
import Views

/// A demo page: a title, a line or two saying what to try, and buttons, in a column.
@MainActor
class DemoPage: ViewController {
    let catalog: PageCatalog
    let note: String
    let column = ColumnView()

    init(name: String, title: String, note: String, catalog: PageCatalog) {
        self.catalog = catalog
        self.note = note
        super.init(name: name)
        self.title = title
    }

    override func loadView() {
        column.backgroundColor = .systemBackground
        setView(column)
    }

    override func viewDidLoad() {
        let label = Label.note(note, color: .demoGray(0.3))
        label.name = "note"
        column.add(note: label)
    }

    /// Adds a button that runs `action` when clicked.
    @discardableResult
    func addButton(_ title: String, name: String? = nil, _ action: @escaping @MainActor () -> Void) -> Button {
        let button = Button(title: title)
        button.name = name ?? "button:" + title
        button.setBackgroundColor(.demoPanel(0.94), for: .normal)
        button.layer.cornerRadius = 10
        button.addAction(action)
        column.add(button)
        return button
    }

    /// Adds a button that pushes the catalog page `name`.
    func addPushButton(_ title: String, page: String) {
        addButton(title, name: "push:" + page) { [unowned self] in
            guard let next = try? catalog.make(page) else { return }
            navigationController?.pushViewController(next, animated: true)
        }
    }
}

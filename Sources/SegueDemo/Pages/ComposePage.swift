import Geometry
import Layers
import Navigation
import Views

/// A note as the compose page saves it.
struct ComposeNote: Equatable {
    var title: String
    var body: String
}

/// The compose page: a title field and a body, Cancel and Save in its bar. Cancel with
/// unsaved text asks "Discard note?" (Escape keeps the note, Enter discards it).
@MainActor
final class ComposePage: ViewController, TextFieldDelegate {
    let catalog: PageCatalog
    let titleField = TextField()
    let bodyView = TextView()
    /// Told the note when Save closes the page.
    var onSave: ((ComposeNote) -> Void)?

    init(catalog: PageCatalog) {
        self.catalog = catalog
        super.init(name: "compose")
        title = "New note"
    }

    /// The page in a navigation controller presented as a card: its bar holds Cancel and Save.
    static func inCard(_ page: ComposePage) -> NavigationController {
        let navigation = NavigationController(rootViewController: page, name: "compose-nav")
        navigation.modalPresentationStyle = .card
        return navigation
    }

    override func loadView() {
        let content = ComposeView(titleField: titleField, bodyView: bodyView)
        content.backgroundColor = .white
        setView(content)
    }

    override func viewDidLoad() {
        titleField.name = "compose-title"
        titleField.placeholder = "Title"
        titleField.borderStyle = .roundedRect
        titleField.clearButtonMode = .whileEditing
        titleField.returnKeyType = .next
        titleField.delegate = self
        bodyView.name = "compose-body"
        bodyView.font = .system(size: 17)
        navigationItem.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .cancel) { [unowned self] in cancel() }
        navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .save) { [unowned self] in save() }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        titleField.becomeFirstResponder()
    }

    /// Return in the title moves on to the body.
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        bodyView.becomeFirstResponder()
        return false
    }

    var hasUnsavedText: Bool { !(titleField.text ?? "").isEmpty || !bodyView.text.isEmpty }

    /// Closes the page, asking first when there is text to lose.
    func cancel() {
        guard hasUnsavedText else {
            dismiss(animated: true)
            return
        }
        let alert = AlertController(
            title: "Discard note?", message: "What you wrote will be lost.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Keep Editing", style: .cancel))
        alert.addAction(
            AlertAction(title: "Discard", style: .destructive) { [weak self] _ in
                self?.dismiss(animated: true)
            })
        present(alert, animated: true)
    }

    func save() {
        onSave?(ComposeNote(title: titleField.text ?? "", body: bodyView.text))
        dismiss(animated: true)
    }
}

/// The compose page's content: the title field at the top, the body under it to the bottom,
/// in the readable column.
@MainActor
final class ComposeView: View {
    let titleField: TextField
    let bodyView: TextView

    init(titleField: TextField, bodyView: TextView) {
        self.titleField = titleField
        self.bodyView = bodyView
        super.init(frame: .zero)
        addSubview(titleField)
        addSubview(bodyView)
    }

    override func layoutSubviews() {
        let readable = readableContentFrame
        let left = max(16, readable.minX)
        let width = max(0, min(bounds.width - 16, readable.maxX) - left)
        titleField.frame = Rect(x: left, y: 16, width: width, height: 36)
        bodyView.frame = Rect(x: left, y: 64, width: width, height: max(0, bounds.height - 80))
    }
}

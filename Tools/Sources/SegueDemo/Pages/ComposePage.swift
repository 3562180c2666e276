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
        content.backgroundColor = .systemBackground
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
/// in the readable column, placed by constraints (AutoLayout.md).
@MainActor
final class ComposeView: View {
    let titleField: TextField
    let bodyView: TextView

    init(titleField: TextField, bodyView: TextView) {
        self.titleField = titleField
        self.bodyView = bodyView
        super.init(frame: .zero)
        titleField.translatesAutoresizingMaskIntoConstraints = false
        bodyView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleField)
        addSubview(bodyView)
        let guide = readableContentGuide
        // The body's bottom gives way (999) on a page too short for it, rather than breaking.
        let bodyBottom = bodyView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16)
        bodyBottom.priority = LayoutPriority(999)
        NSLayoutConstraint.activate([
            titleField.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            titleField.heightAnchor.constraint(equalToConstant: 36),
            titleField.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            titleField.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bodyView.topAnchor.constraint(equalTo: titleField.bottomAnchor, constant: 12),
            bodyView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            bodyView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bodyBottom,
        ])
    }
}

import Geometry
import Layers
import Navigation
import Views

/// The Auto Layout page: every view on it placed by constraints only, written as UIKit code
/// writes them (AutoLayout.md): a form whose labels end on one column and whose
/// fields stretch to the readable column's right edge, a card centred in the page, and a row of
/// equally wide buttons at the bottom. A window resize lays it all out again; "Wider card"
/// swaps the card's width constraint for another inside `View.animate`.
@MainActor
final class ConstraintsPage: ViewController, TracedLayout {
    let catalog: PageCatalog
    let card = View()
    let cardTitle = Label(text: "A centred card", font: .boldSystem(size: 20))
    let cardNote = Label(text: "", font: .system(size: 15), textColor: .demoGray(0.35))
    private(set) var labels: [Label] = []
    private(set) var fields: [TextField] = []
    private(set) var buttons: [Button] = []
    private var narrowCard: NSLayoutConstraint?
    private var wideCard: NSLayoutConstraint?

    /// The form's rows: a label and a field each.
    static let rows = ["Name", "Email", "Street address", "City"]
    /// The bottom row's buttons.
    static let buttonTitles = ["Reply", "Forward", "Wider card"]

    init(catalog: PageCatalog) {
        self.catalog = catalog
        super.init(name: "constraints")
        title = "Auto Layout"
    }

    override func loadView() {
        let content = View()
        content.backgroundColor = .systemBackground
        setView(content)
    }

    override func viewDidLoad() {
        makeViews()
        NSLayoutConstraint.activate(formConstraints() + cardConstraints() + buttonRowConstraints())
    }

    /// The views the trace gives frames of: the card, the fields and the buttons.
    var tracedViews: [View] { [card] + fields + buttons }

    override func viewDidLayoutSubviews() {
        cardNote.text = "\(Int(view.bounds.width)) × \(Int(view.bounds.height)) points"
    }

    private func makeViews() {
        for (index, title) in Self.rows.enumerated() {
            let label = Label(text: title, font: .system(size: 17), textColor: .demoGray(0.2), textAlignment: .right)
            label.name = "constraints-label-\(index)"
            // Labels keep their width (750) against the pull of the column to the left (300),
            // which beats the fields' hugging (250): the fields stretch, not the labels.
            label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let field = TextField()
            field.name = "constraints-field-\(index)"
            field.placeholder = title
            field.borderStyle = .roundedRect
            labels.append(label)
            fields.append(field)
        }
        card.name = "constraints-card"
        card.backgroundColor = Color(
            light: Color(red: 0.9, green: 0.94, blue: 1), dark: Color(red: 0.1, green: 0.16, blue: 0.28))
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 10
        cardTitle.name = "constraints-card-title"
        cardNote.name = "constraints-card-note"
        for (index, title) in Self.buttonTitles.enumerated() {
            let button = Button(title: title)
            button.name = "constraints-button-\(index)"
            button.setBackgroundColor(.demoPanel(0.94), for: .normal)
            button.layer.cornerRadius = 10
            buttons.append(button)
        }
        buttons[2].addAction { [unowned self] in toggleCardWidth() }
        for subview in labels + fields + [card] + buttons as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for subview in [cardTitle, cardNote] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(subview)
        }
    }

    /// The form: in the readable column from 24 points under the bar, rows 36 high 12 apart;
    /// each label's right edge on one column, as far right as the widest label needs (every
    /// label pulls its left edge to the column's left at 300, and none may go past it); each
    /// field from 12 points after the column to the readable column's right edge.
    private func formConstraints() -> [NSLayoutConstraint] {
        let guide = view.readableContentGuide
        var constraints: [NSLayoutConstraint] = []
        for (index, (label, field)) in zip(labels, fields).enumerated() {
            let above = index == 0 ? view.safeAreaLayoutGuide.topAnchor : fields[index - 1].bottomAnchor
            let pull = label.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
            pull.priority = LayoutPriority(300)
            constraints += [
                field.topAnchor.constraint(equalTo: above, constant: index == 0 ? 24 : 12),
                field.heightAnchor.constraint(equalToConstant: 36),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
                field.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
                label.leadingAnchor.constraint(greaterThanOrEqualTo: guide.leadingAnchor),
                pull,
            ]
            if index > 0 { constraints.append(label.trailingAnchor.constraint(equalTo: labels[0].trailingAnchor)) }
        }
        return constraints
    }

    /// The card: centred in the page, 320 wide (480 after "Wider card") but never closer than
    /// 16 points to the sides, 140 high, and never over the form.
    private func cardConstraints() -> [NSLayoutConstraint] {
        let narrow = card.widthAnchor.constraint(equalToConstant: 320)
        narrow.priority = .defaultHigh
        let wide = card.widthAnchor.constraint(equalToConstant: 480)
        wide.priority = .defaultHigh
        narrowCard = narrow
        wideCard = wide
        let centreY = card.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        centreY.priority = .defaultHigh
        return [
            narrow,
            card.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -32),
            card.heightAnchor.constraint(equalToConstant: 140),
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            centreY,
            card.topAnchor.constraint(greaterThanOrEqualTo: fields[fields.count - 1].bottomAnchor, constant: 24),
            cardTitle.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            cardTitle.bottomAnchor.constraint(equalTo: card.centerYAnchor, constant: -4),
            cardNote.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            cardNote.topAnchor.constraint(equalTo: card.centerYAnchor, constant: 4),
        ]
    }

    /// The bottom row: three buttons of equal widths 8 points apart across the readable column,
    /// 44 high, 16 points above the safe area's bottom.
    private func buttonRowConstraints() -> [NSLayoutConstraint] {
        let guide = view.readableContentGuide
        var constraints: [NSLayoutConstraint] = []
        for (index, button) in buttons.enumerated() {
            constraints += [
                button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
                button.heightAnchor.constraint(equalToConstant: 44),
            ]
            if index == 0 {
                constraints.append(button.leadingAnchor.constraint(equalTo: guide.leadingAnchor))
            } else {
                constraints += [
                    button.leadingAnchor.constraint(equalTo: buttons[index - 1].trailingAnchor, constant: 8),
                    button.widthAnchor.constraint(equalTo: buttons[0].widthAnchor),
                ]
            }
        }
        constraints.append(buttons[buttons.count - 1].trailingAnchor.constraint(equalTo: guide.trailingAnchor))
        return constraints
    }

    /// Swaps the card's width constraints, animated as UIKit does it: the constraints change,
    /// then `layoutIfNeeded()` inside the animation block.
    private func toggleCardWidth() {
        guard let narrowCard, let wideCard else { return }
        let widen = narrowCard.isActive
        NSLayoutConstraint.deactivate([widen ? narrowCard : wideCard])
        NSLayoutConstraint.activate([widen ? wideCard : narrowCard])
        buttons[2].title = widen ? "Narrower card" : "Wider card"
        View.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
    }
}

import Geometry
import Layers
import Navigation
import Views

/// One card of the page-stack demo: a plain `View`, no controller. Its buttons push the next
/// card and pop this one with `pushPage(_:)` and `popPage()` (seed 003's `yh_pushView` and
/// `yh_pop`): the card finds the stack it lives in by itself and holds no reference to it.
@MainActor
final class StackCard: View {
    struct Look {
        let name: String
        let color: Color
    }

    /// The cards, in push order; the last one offers no further push.
    static let looks = [
        Look(name: "Red", color: Color(red: 0.9, green: 0.3, blue: 0.25)),
        Look(name: "Green", color: Color(red: 0.2, green: 0.7, blue: 0.35)),
        Look(name: "Blue", color: Color(red: 0.1, green: 0.45, blue: 0.95)),
    ]

    /// 1 for the root card.
    let number: Int
    var look: Look { Self.looks[number - 1] }

    private let titleLabel: Label
    private let lines: [Label]
    private let pushButton = Button(title: "Push next view")
    private let popButton = Button(title: "Pop")

    init(number: Int) {
        self.number = number
        let look = Self.looks[number - 1]
        let count = Self.looks.count
        titleLabel = Label(text: "\(number) · \(look.name)", font: .boldSystem(size: 34), textColor: .white)
        let hint =
            number == 1
            ? "The root card: here a drag from the left edge goes back to the menu instead."
            : "Drag from this card's left edge to pop it, or press Pop."
        lines = [
            "A plain View on a PageStackView, no view controller: card \(number) of \(count).",
            hint,
        ].map { Label.note($0, color: .white) }
        super.init()
        name = "card-\(number)"
        backgroundColor = look.color
        // A page to screen readers (no view controller gives it one), headed by its title.
        accessibilityContainerType = .landmark
        accessibilityLabel = titleLabel.text
        titleLabel.accessibilityTraits = [.staticText, .header]
        for view in [titleLabel] + lines { addSubview(view) }

        style(pushButton, name: "push-view")
        pushButton.isEnabled = number < count
        pushButton.addAction { [unowned self] in
            guard number < Self.looks.count else { return }
            pushPage(StackCard(number: number + 1))
        }
        style(popButton, name: "pop-view")
        // Popping the root would do nothing: say so by dimming the button.
        popButton.isEnabled = number > 1
        popButton.addAction { [unowned self] in popPage() }
    }

    private func style(_ button: Button, name: String) {
        button.name = name
        button.setBackgroundColor(.white, for: .normal)
        button.setBackgroundColor(Color(white: 1, alpha: 0.45), for: .disabled)
        button.layer.cornerRadius = 10
        addSubview(button)
    }

    override func layoutSubviews() {
        let left = 40.0
        let width = max(0, bounds.width - 2 * left)
        titleLabel.frame = Rect(x: left, y: 36, width: width, height: 44)
        var y = 92.0
        for line in lines {
            let height = line.noteHeight(width: width)
            line.frame = Rect(x: left, y: y, width: width, height: height)
            y += height + 4
        }
        y += 20
        pushButton.frame = Rect(x: left, y: y, width: 220, height: 44)
        popButton.frame = Rect(x: left + 232, y: y, width: 120, height: 44)
    }
}

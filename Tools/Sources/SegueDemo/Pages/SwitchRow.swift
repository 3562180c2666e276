import Geometry
import Layers
import Views

/// A settings row: what the setting is, on the left, and its switch on the right, in a rounded
/// cell of iOS's grouped style (`secondarySystemGroupedBackground`).
@MainActor
final class SwitchRow: View {
    let titleLabel: Label
    let toggle = Switch()
    private let inset = 16.0

    init(title: String, isOn: Bool) {
        titleLabel = Label(text: title, font: .system(size: 17), textColor: .demoGray(0.1))
        super.init()
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 10
        toggle.isOn = isOn
        // Read as one thing, "Reduce motion, toggle, off": the switch named by the row's title.
        toggle.accessibilityLabel = title
        titleLabel.accessibilityElementsHidden = true
        addSubview(titleLabel)
        addSubview(toggle)
    }

    override func layoutSubviews() {
        let size = Switch.size
        let x = max(inset, bounds.width - inset + 4 - size.width)
        toggle.frame = Rect(
            x: x.rounded(), y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        titleLabel.frame = Rect(x: inset, y: 0, width: max(0, x - 2 * inset), height: bounds.height)
    }
}

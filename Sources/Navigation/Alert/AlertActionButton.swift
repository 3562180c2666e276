import Geometry
import Layers
import Views

/// The button of one `AlertAction`: its title centred, in the system blue, red when
/// destructive, grey when disabled, bold when it is the alert's emphasized action; a grey wash
/// under the pointer and a darker one while pressed, over the whole cell as iOS's.
@MainActor
final class AlertActionButton: Control {
    let action: AlertAction
    let titleLabel = Label()
    /// Drawn bold: the preferred action, else the cancel action.
    var isEmphasized = false {
        didSet { updateLooks() }
    }
    /// The title's size in points.
    var fontSize = AlertMetrics.alertButtonFontSize {
        didSet { updateLooks() }
    }

    init(action: AlertAction) {
        self.action = action
        super.init()
        name = "alert-action:" + (action.title ?? "")
        titleLabel.text = action.title ?? ""
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        isEnabled = action.isEnabled
        action.onEnabledChange = { [weak self] in
            guard let self else { return }
            isEnabled = self.action.isEnabled
        }
        updateLooks()
    }

    /// The colour the title is drawn in now.
    var titleColor: Color {
        guard isEnabled else { return AlertMetrics.disabled }
        return action.style == .destructive ? AlertMetrics.destructive : AlertMetrics.tint
    }

    /// How wide the title is in its font (for choosing side by side or stacked).
    var titleWidth: Double { titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity)).width }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = AlertMetrics.sideBySideTitlePadding
        titleLabel.frame = Rect(x: inset, y: 0, width: max(bounds.width - 2 * inset, 0), height: bounds.height)
    }

    override func stateDidChange() { updateLooks() }

    override var hasCustomDrawing: Bool { true }

    /// The wash: none at rest, light under the pointer, darker pressed.
    override func draw(in context: DrawingContext) {
        guard isEnabled else { return }
        if isHighlighted {
            context.fill(bounds, color: AlertMetrics.pressedWash)
        } else if isHovered {
            context.fill(bounds, color: AlertMetrics.hoverWash)
        }
    }

    private func updateLooks() {
        titleLabel.font = isEmphasized ? .boldSystem(size: fontSize) : .system(size: fontSize)
        titleLabel.textColor = titleColor
        setNeedsDisplay()
    }
}

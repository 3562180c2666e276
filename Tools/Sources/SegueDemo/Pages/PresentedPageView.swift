import Geometry
import Layers
import Views

/// A presented page's view: a title, a few lines (what the page shows, how to close it) and a
/// Close button, either straight on the page or on a rounded panel centred on it (over a
/// translucent page, like seed 001's mask), over a blur material when the look has one (a
/// card's grabber, corners and shadow are its presentation's).
@MainActor
final class PresentedPageView: VisualEffectView {
    struct Look {
        /// The page's own background: translucent when the page underneath should show.
        var background: Color
        var titleColor: Color
        var textColor: Color
        var buttonColor: Color
        /// A panel of this colour, centred, holds the content; nil: the page itself does.
        var panelColor: Color? = nil
        /// A blur of the page underneath, under the background.
        var material: BlurEffect? = nil
    }

    let look: Look
    let closeButton = Button(title: "Close")
    private let panel = View()
    private let titleLabel: Label
    private let lines: [Label]
    private let panelWidth = 560.0
    private var inset: Double { look.panelColor == nil ? 40 : 28 }

    init(title: String, lines: [String], look: Look) {
        self.look = look
        titleLabel = Label(text: title, font: .boldSystem(size: 30), textColor: look.titleColor)
        self.lines = lines.map { Label.note($0, color: look.textColor) }
        super.init(effect: look.material)
        if look.material == nil { backgroundColor = look.background }
        if let color = look.panelColor {
            panel.backgroundColor = color
            panel.layer.cornerRadius = 14
            panel.layer.shadowOpacity = 0.25
            panel.layer.shadowRadius = 18
            panel.layer.shadowOffset = Size(width: 0, height: 6)
        }
        contentView.addSubview(panel)
        titleLabel.accessibilityTraits = [.staticText, .header]
        closeButton.name = "close"
        closeButton.setBackgroundColor(look.buttonColor, for: .normal)
        closeButton.layer.cornerRadius = 10
        for view in [titleLabel] + self.lines + [closeButton] { panel.addSubview(view) }
    }

    /// The lines' heights at `width` (they wrap in a narrow window), 4 points apart.
    private func lineHeights(width: Double) -> [Double] { lines.map { $0.noteHeight(width: width) + 4 } }

    /// The content's height: title, lines, button and the inset above and below.
    private func contentHeight(lineHeights: [Double]) -> Double { 2 * inset + 52 + lineHeights.reduce(0, +) + 16 + 44 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let panelWidth = look.panelColor != nil ? min(self.panelWidth, max(0, bounds.width - 40)) : bounds.width
        let width = max(0, panelWidth - 2 * inset)
        let heights = lineHeights(width: width)
        if look.panelColor != nil {
            let height = contentHeight(lineHeights: heights)
            panel.frame = Rect(
                x: ((bounds.width - panelWidth) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                width: panelWidth, height: height)
        } else {
            panel.frame = bounds
        }
        var y = inset
        titleLabel.frame = Rect(x: inset, y: y, width: width, height: 40)
        y += 52
        for (line, height) in zip(lines, heights) {
            line.frame = Rect(x: inset, y: y, width: width, height: height - 4)
            y += height
        }
        y += 16
        closeButton.frame = Rect(x: inset, y: y, width: 160, height: 44)
    }
}

import Geometry
import Layers
import Views

/// A presented page's view: a title, a few lines (what the page shows, how to close it) and a
/// Close button, either straight on the page or on a rounded panel centred on it (over a
/// translucent page, like seed 001's mask); a card gets a grabber at its top edge, the hint
/// that it can be dragged down.
@MainActor
final class PresentedPageView: View {
    struct Look {
        /// The page's own background: translucent when the page underneath should show.
        var background: Color
        var titleColor: Color
        var textColor: Color
        var buttonColor: Color
        /// A panel of this colour, centred, holds the content; nil: the page itself does.
        var panelColor: Color? = nil
        var cornerRadius = 0.0
        var showsGrabber = false
    }

    let look: Look
    let closeButton = Button(title: "Close")
    private let panel = View()
    private let grabber = View()
    private let titleLabel: Label
    private let lines: [Label]
    private let panelWidth = 560.0
    private var inset: Double { look.panelColor == nil ? 40 : 28 }

    init(title: String, lines: [String], look: Look) {
        self.look = look
        titleLabel = Label(text: title, font: .boldSystem(size: 30), textColor: look.titleColor)
        self.lines = lines.map { Label(text: $0, font: .system(size: 15), textColor: look.textColor) }
        super.init()
        backgroundColor = look.background
        layer.cornerRadius = look.cornerRadius
        if let color = look.panelColor {
            panel.backgroundColor = color
            panel.layer.cornerRadius = 14
            panel.layer.shadowOpacity = 0.25
            panel.layer.shadowRadius = 18
            panel.layer.shadowOffset = Size(width: 0, height: 6)
        }
        addSubview(panel)
        closeButton.name = "close"
        closeButton.setBackgroundColor(look.buttonColor, for: .normal)
        closeButton.layer.cornerRadius = 10
        for view in [titleLabel] + self.lines + [closeButton] { panel.addSubview(view) }
        grabber.name = "grabber"
        grabber.backgroundColor = Color(white: 0.78)
        grabber.layer.cornerRadius = 2.5
        grabber.isHidden = !look.showsGrabber
        addSubview(grabber)
    }

    /// The content's height: title, lines, button and the inset above and below.
    private var contentHeight: Double { 2 * inset + 52 + 28 * Double(lines.count) + 16 + 44 }

    override func layoutSubviews() {
        grabber.frame = Rect(x: (bounds.width / 2 - 20).rounded(), y: 8, width: 40, height: 5)
        if look.panelColor != nil {
            let width = min(panelWidth, max(0, bounds.width - 40))
            panel.frame = Rect(
                x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - contentHeight) / 2).rounded(),
                width: width, height: contentHeight)
        } else {
            panel.frame = bounds
        }
        let width = max(0, panel.bounds.width - 2 * inset)
        var y = inset
        titleLabel.frame = Rect(x: inset, y: y, width: width, height: 40)
        y += 52
        for line in lines {
            line.frame = Rect(x: inset, y: y, width: width, height: 24)
            y += 28
        }
        y += 16
        closeButton.frame = Rect(x: inset, y: y, width: 160, height: 44)
    }
}

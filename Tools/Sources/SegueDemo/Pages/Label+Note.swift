import Geometry
import Layers
import Views

extension Label {
    /// A note: explanatory text that wraps to as many lines as it needs, so a narrow window
    /// shows all of it rather than cutting it short.
    static func note(_ text: String, font: Font = .system(size: 15), color: Color) -> Label {
        let label = Label(text: text, font: font, textColor: color)
        label.numberOfLines = 0
        return label
    }

    /// The height a note takes at `width`: its wrapped lines and a few points below them, at
    /// least `minimum` (one line's row).
    func noteHeight(width: Double, minimum: Double = 24) -> Double {
        max(minimum, sizeThatFits(Size(width: width, height: 0)).height + 6)
    }
}

import Geometry
import Layers

/// A text measurer with round numbers: every character advances `advance × font size`, a
/// line is `lineHeightFactor × font size` high. Layout tests get exact, font-free sizes.
@MainActor
public final class FixedAdvanceTextMeasurer: TextMeasuring {
    public let advance: Double
    public let lineHeightFactor: Double

    public init(advance: Double = 0.5, lineHeightFactor: Double = 1.25) {
        self.advance = advance
        self.lineHeightFactor = lineHeightFactor
    }

    public func size(of text: String, font: Font) throws -> Size {
        Size(width: Double(text.count) * advance * font.size, height: try lineHeight(of: font))
    }

    public func lineHeight(of font: Font) throws -> Double { lineHeightFactor * font.size }
}

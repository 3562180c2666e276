import Geometry
import Layers

/// A text measurer with round numbers: every character advances `advance × font size`, a
/// line is `lineHeightFactor × font size` high. Layout tests get exact, font-free sizes.
@MainActor
public final class FixedAdvanceTextMeasurer: TextMeasuring {
    /// How far each character advances, as a fraction of the font size.
    public let advance: Double
    /// A line's height as a multiple of the font size.
    public let lineHeightFactor: Double

    /// Creates a measurer; by default a character is half the font size wide and a line 1.25 times
    /// it high.
    public init(advance: Double = 0.5, lineHeightFactor: Double = 1.25) {
        self.advance = advance
        self.lineHeightFactor = lineHeightFactor
    }

    /// `text.count × advance × font.size` wide, one line high.
    public func size(of text: String, font: Font) throws -> Size {
        Size(width: Double(text.count) * advance * font.size, height: try lineHeight(of: font))
    }

    /// `lineHeightFactor × font.size`.
    public func lineHeight(of font: Font) throws -> Double { lineHeightFactor * font.size }
}

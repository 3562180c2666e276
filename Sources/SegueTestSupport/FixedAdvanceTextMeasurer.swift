import Geometry
import Layers

/// A text measurer with round numbers: every character advances `advance × font size`, a
/// line is `lineHeightFactor × font size` high. Layout tests get exact, font-free sizes.
/// Fonts named in `missingFonts` cannot be measured (`MissingFont`), as when a font file is
/// nowhere to be found.
@MainActor
public final class FixedAdvanceTextMeasurer: TextMeasuring {
    /// The error thrown for a font in `missingFonts`.
    public struct MissingFont: Error, Equatable, CustomStringConvertible {
        /// The font's name.
        public let name: String
        /// The error for the font `name`.
        public init(name: String) { self.name = name }
        /// Names the font.
        public var description: String { "no font \"\(name)\" (FixedAdvanceTextMeasurer.missingFonts)" }
    }

    /// How far each character advances, as a fraction of the font size.
    public let advance: Double
    /// A line's height as a multiple of the font size.
    public let lineHeightFactor: Double
    /// The baseline's distance below a line's top as a multiple of the font size.
    public let ascentFactor: Double
    /// Font names this measurer fails on, with `MissingFont`.
    public var missingFonts: Set<String>

    /// Creates a measurer; by default a character is half the font size wide, a line 1.25 times
    /// it high with its baseline one font size below its top, and every font can be measured.
    public init(
        advance: Double = 0.5, lineHeightFactor: Double = 1.25, missingFonts: Set<String> = [],
        ascentFactor: Double = 1
    ) {
        self.advance = advance
        self.lineHeightFactor = lineHeightFactor
        self.ascentFactor = ascentFactor
        self.missingFonts = missingFonts
    }

    /// `text.count × advance × font.size` wide, one line high.
    public func size(of text: String, font: Font) throws -> Size {
        Size(width: Double(text.count) * advance * font.size, height: try lineHeight(of: font))
    }

    /// `lineHeightFactor × font.size`.
    public func lineHeight(of font: Font) throws -> Double {
        if missingFonts.contains(font.name) { throw MissingFont(name: font.name) }
        return lineHeightFactor * font.size
    }

    /// `ascentFactor × font.size`.
    public func ascent(of font: Font) throws -> Double {
        if missingFonts.contains(font.name) { throw MissingFont(name: font.name) }
        return ascentFactor * font.size
    }
}

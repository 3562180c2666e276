import Geometry

/// Measures lines of text, so layout (labels, bars) can size itself. The SDL host measures
/// with SDL_ttf; tests use a deterministic fake.
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The size one line of `text` takes in `font`, in points.
    func size(of text: String, font: Font) throws -> Size
    /// The height of a line in `font` (ascent + descent), in points.
    func lineHeight(of font: Font) throws -> Double
    /// How far below a line's top its baseline is in `font` (the ascent), in points: where
    /// baseline-aligned views line up. By default four fifths of `lineHeight(of:)`, about
    /// DejaVu Sans's.
    func ascent(of font: Font) throws -> Double
}

extension TextMeasuring {
    /// Four fifths of the line height: DejaVu Sans's ascent is 0.797 of its line.
    public func ascent(of font: Font) throws -> Double { try lineHeight(of: font) * 0.8 }
}

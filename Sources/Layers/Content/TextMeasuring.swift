import Geometry

/// Measures lines of text, so layout (labels, bars) can size itself. The SDL host measures
/// with SDL_ttf; tests use a deterministic fake.
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The size one line of `text` takes in `font`, in points.
    func size(of text: String, font: Font) throws -> Size
    /// The height of a line in `font` (ascent + descent), in points.
    func lineHeight(of font: Font) throws -> Double
}

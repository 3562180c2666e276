import Geometry

/// How a line of text looks and sits in its box: horizontally by `alignment`, vertically
/// centred (as UILabel does), clipped to the box.
public struct TextStyle: Hashable, Sendable {
    /// Where a line sits horizontally in its box (`NSTextAlignment`).
    public enum Alignment: Sendable {
        /// Against the left edge, centred, or against the right edge.
        case left, center, right
    }

    /// The face and size.
    public var font: Font
    /// The text colour (its alpha fades the text).
    public var color: Color
    /// Where the line sits horizontally in its box.
    public var alignment: Alignment

    /// Creates a style; by default black 17-point regular text, left-aligned.
    public init(font: Font = .system(size: 17), color: Color = .black, alignment: Alignment = .left) {
        self.font = font
        self.color = color
        self.alignment = alignment
    }
}

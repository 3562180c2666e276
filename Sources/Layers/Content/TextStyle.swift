import Geometry

/// How a line of text looks and sits in its box: horizontally by `alignment`, vertically
/// centred (as UILabel does), clipped to the box.
public struct TextStyle: Hashable, Sendable {
    public enum Alignment: Sendable {
        case left, center, right
    }

    public var font: Font
    public var color: Color
    public var alignment: Alignment

    public init(font: Font = .system(size: 17), color: Color = .black, alignment: Alignment = .left) {
        self.font = font
        self.color = color
        self.alignment = alignment
    }
}

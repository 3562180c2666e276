import Geometry

/// A layer that shows one line of text in its bounds (horizontally by the style's
/// alignment, vertically centred), as `CATextLayer` does.
@MainActor
public final class TextLayer: Layer {
    /// The line of text shown (`CATextLayer.string`).
    public var string: String {
        didSet { if string != oldValue { setNeedsDisplay() } }
    }

    /// The font, colour and alignment.
    public var style: TextStyle {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Creates a text layer showing `string` in `style`.
    public init(string: String = "", style: TextStyle = TextStyle()) {
        self.string = string
        self.style = style
        super.init()
    }

    /// True when there is text to draw.
    public override var hasCustomContent: Bool { !string.isEmpty }

    /// Draws the string in the bounds with the style.
    public override func drawContent(in context: DrawingContext) {
        context.draw(string, in: context.bounds, style: style)
    }
}

import Geometry

/// A layer that shows one line of text in its bounds (horizontally by the style's
/// alignment, vertically centred), as `CATextLayer` does. Its string and style, read for every
/// line of every frame, skip Swift's run-time exclusivity checks, as `Layer`'s state does.
@MainActor
public final class TextLayer: Layer {
    /// The line of text shown (`CATextLayer.string`).
    @exclusivity(unchecked)
    public var string: String {
        didSet { if string != oldValue { setNeedsDisplay() } }
    }

    /// The font, colour and alignment.
    @exclusivity(unchecked)
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

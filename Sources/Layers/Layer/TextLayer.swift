import Geometry

/// A layer that shows one line of text in its bounds (horizontally by the style's
/// alignment, vertically centred), as `CATextLayer` does.
@MainActor
public final class TextLayer: Layer {
    public var string: String {
        didSet { if string != oldValue { setNeedsDisplay() } }
    }

    public var style: TextStyle {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    public init(string: String = "", style: TextStyle = TextStyle()) {
        self.string = string
        self.style = style
        super.init()
    }

    public override var hasCustomContent: Bool { !string.isEmpty }

    public override func drawContent(in context: DrawingContext) {
        context.draw(string, in: context.bounds, style: style)
    }
}

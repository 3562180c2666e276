import Layers

/// A text field's text area: it clips the scrolled text and draws it (`TextField.drawText`);
/// the caret is a sublayer.
final class TextFieldContentView: View {
    weak var field: TextField?
    override var hasCustomDrawing: Bool { true }
    override func draw(in context: DrawingContext) { field?.drawText(in: context) }
}

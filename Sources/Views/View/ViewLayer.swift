import Layers

/// The layer behind every view: it asks its view to lay out and to draw, as a UIView's
/// backing layer does.
@MainActor
final class ViewLayer: Layer {
    weak var view: View?

    override func layoutSublayers() {
        super.layoutSublayers()
        view?.layoutSubviews()
    }

    override var hasCustomContent: Bool { view?.hasCustomDrawing ?? false }

    override func drawContent(in context: DrawingContext) {
        view?.draw(in: context)
    }
}

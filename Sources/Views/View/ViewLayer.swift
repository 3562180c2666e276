import Geometry
import Layers

/// The layer behind every view: it asks its view to lay out and to draw, as a UIView's
/// backing layer does.
@MainActor
final class ViewLayer: Layer, UserInterfaceStyleObserving {
    /// The view this layer backs. Not `weak` (back references, docs/ARCHITECTURE.md, "Design
    /// rules and seams"): the view holds this layer for its whole life and clears this when it
    /// goes.
    unowned(unsafe) var view: View?

    override func layoutSublayers() {
        super.layoutSublayers()
        view?.runLayoutPass()
        // The focus ring follows the focused view's size.
        if sublayers.last is FocusRingLayer, let window = view?.window { window.focusSystem.updateRing() }
    }

    func userInterfaceStyleDidChange(from previous: TraitCollection) {
        view?.userInterfaceStyleDidChange(from: previous)
    }

    override var hasCustomContent: Bool { view?.hasCustomDrawing ?? false }

    override func drawContent(in context: DrawingContext) {
        view?.draw(in: context)
    }
}

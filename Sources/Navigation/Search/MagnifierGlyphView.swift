import Geometry
import Layers
import Views

/// The search field's magnifying glass (iOS's `magnifyingglass` symbol, drawn): a ring and a
/// handle towards the lower right, in `color`, filling a 16-point square.
@MainActor
final class MagnifierGlyphView: View {
    /// The glyph's square side in points.
    static let side = 16.0

    var color: Color {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    init(color: Color) {
        self.color = color
        super.init(frame: Rect(x: 0, y: 0, width: Self.side, height: Self.side))
        name = "magnifier"
        isUserInteractionEnabled = false
    }

    override var hasCustomDrawing: Bool { true }

    override func draw(in context: DrawingContext) {
        // The ring: 11 points across, a 1.8-point stroke, in the upper left of the square.
        let d = 11.0
        let ring = Rect(x: 1, y: 1, width: d, height: d)
        context.stroke(ring, width: 1.8, color: color, cornerRadius: d / 2)
        // The handle: a 6 × 2.2 bar on the ring's diagonal, turned 45° about its own centre.
        let reach = d / 2 + 3.2
        let cx = ring.midX + reach * 0.7071
        let cy = ring.midY + reach * 0.7071
        let bar = Rect(x: cx - 3, y: cy - 1.1, width: 6, height: 2.2)
        let turn = Transform3D(translationX: -cx, y: -cy, z: 0)
            .concatenating(Transform3D(rotationAngle: Double.pi / 4, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: cx, y: cy, z: 0))
        context.applying(turn).fill(bar, color: color, cornerRadius: 1.1)
    }
}

import Geometry
import Layers
import Views

/// The soft shadow around a card: drawn under the card, where the card is on screen this
/// frame (its presentation values), so it follows every animator and drag. A sibling of the
/// card in its presentation's container, because the card clips its content to its rounded
/// corners, and a clipping layer casts no shadow (LayersAndFlattening.md).
@MainActor
final class CardShadowView: View {
    /// The card it shades.
    weak var card: View?
    var cornerRadius: Double
    var shadowOpacity: Double
    var shadowRadius: Double

    init(card: View, cornerRadius: Double, opacity: Double, radius: Double) {
        self.card = card
        self.cornerRadius = cornerRadius
        shadowOpacity = opacity
        shadowRadius = radius
        super.init()
        name = "card-shadow"
        isUserInteractionEnabled = false
    }

    override var hasCustomDrawing: Bool { true }

    override func draw(in context: DrawingContext) {
        guard let card, card.superview === superview else { return }
        let p = card.layer.presentation
        guard !p.isHidden, p.opacity > 0 else { return }
        context.applying(p.transformToSuperlayer).shadow(
            p.bounds, color: .black, cornerRadius: cornerRadius, radius: shadowRadius,
            opacity: shadowOpacity * p.opacity)
    }
}

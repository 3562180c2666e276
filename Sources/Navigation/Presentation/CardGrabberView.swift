import Geometry
import Layers
import Views

/// The grabber at a card's top edge, the hint that it can be dragged down: a 36 × 5 point
/// rounded grey bar, centred 5 points below the card's top (UIKit's sheet grabber). Drawn
/// over the card, where the card is on screen this frame, so it follows every animator and
/// drag and stays above whatever the card's own page shows.
@MainActor
final class CardGrabberView: View {
    // docs-number: card grabber size (points)
    static let size = Size(width: 36, height: 5)
    // docs-number: card grabber's gap below the card's top (points)
    static let topInset = 5.0
    static let color = Color(light: Color(white: 0.7), dark: Color(white: 0.35))

    /// The card it sits on.
    weak var card: View?
    /// Whether it shows now (the card can be dragged down).
    let isShown: @MainActor () -> Bool

    init(card: View, isShown: @escaping @MainActor () -> Bool) {
        self.card = card
        self.isShown = isShown
        super.init()
        name = "card-grabber"
        isUserInteractionEnabled = false
    }

    override var hasCustomDrawing: Bool { true }

    /// The grabber's rectangle in the card's own coordinates, for a card of `bounds`.
    static func rect(inCard bounds: Rect) -> Rect {
        Rect(
            x: (bounds.midX - size.width / 2).rounded(), y: bounds.minY + topInset, width: size.width,
            height: size.height)
    }

    override func draw(in context: DrawingContext) {
        guard let card, card.superview === superview, isShown() else { return }
        let p = card.layer.presentation
        guard !p.isHidden, p.opacity > 0 else { return }
        context.applying(p.transformToSuperlayer).fill(
            Self.rect(inCard: p.bounds), color: Self.color.withAlpha(Self.color.alpha * p.opacity),
            cornerRadius: Self.size.height / 2)
    }
}

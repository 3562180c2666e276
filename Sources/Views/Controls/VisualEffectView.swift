import Geometry
import Layers

/// A view that blurs what lies under it (UIKit's `UIVisualEffectView` with a `UIBlurEffect`):
/// a Gaussian blur of the pixels beneath its bounds, tinted by the effect's colour, behind its
/// `contentView`, where its content goes.
///
/// It sets its layer's `backdropBlurRadius` and background (the tint); the renderer keeps the
/// blurred image while nothing under the view changes (LayersAndFlattening.md). Put it at
/// the root of what moves (a presented page's view): a page rasterized for a transition takes
/// its backdrop from beneath itself, while a blur deeper inside a rasterized page sees only
/// what that page drew under it.
open class VisualEffectView: View {
    /// The material; nil draws nothing behind the content.
    public var effect: BlurEffect? {
        didSet { applyEffect() }
    }
    /// Where subviews go: it fills the view, above the blur.
    public let contentView = View()

    /// Creates a view blurring what lies under it with `effect`.
    public init(effect: BlurEffect?, frame: Rect = .zero) {
        self.effect = effect
        super.init(frame: frame)
        contentView.name = "contentView"
        contentView.frame = bounds
        addSubview(contentView)
        applyEffect()
    }

    /// Keeps the content view over the whole view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    private func applyEffect() {
        layer.backdropBlurRadius = effect?.radius ?? 0
        backgroundColor = effect?.tint
    }
}

import Geometry
import Layers

/// Shows an image, scaled into its bounds by `contentMode` (UIKit's UIImageView).
///
/// As in UIKit, an image view takes no pointer input (`isUserInteractionEnabled` is false) and
/// does not clip: an `aspectFill` or `center` image larger than the bounds draws beyond them
/// unless `clipsToBounds` is set.
@MainActor
open class ImageView: View {
    /// How the image is fitted into the bounds (UIKit's UIView.ContentMode, the scaling cases).
    public enum ContentMode: Sendable {
        /// Stretched to fill the bounds exactly; the aspect ratio may change.
        case scaleToFill
        /// Scaled to fit inside the bounds, aspect kept, centred (letterboxed).
        case aspectFit
        /// Scaled to cover the bounds, aspect kept, centred (overflows on one axis).
        case aspectFill
        /// At its own size, centred.
        case center
    }

    /// The image shown; nil shows nothing. A new size asks the superview for layout.
    public var image: Image? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
            guard image?.size != oldValue?.size else { return }
            superview?.setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// How the image is fitted into the bounds; `.scaleToFill` by default.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// Creates an image view that shows `image`, scaled to fill `frame`.
    public init(frame: Rect = .zero, image: Image? = nil) {
        self.image = image
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The image's size in points (zero without one).
    open override func sizeThatFits(_ size: Size) -> Size { image?.size ?? .zero }

    /// The image's size in points; none without an image (`UIImageView.intrinsicContentSize`).
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Where the image lands for `bounds`, in the view's coordinates; nil without an image
    /// (or with an empty one).
    public func imageRect(forBounds bounds: Rect) -> Rect? {
        guard let image else { return nil }
        let size = image.size
        guard size.width > 0, size.height > 0 else { return nil }
        let drawn: Size
        switch contentMode {
        case .scaleToFill:
            return bounds
        case .aspectFit, .aspectFill:
            let sx = bounds.width / size.width
            let sy = bounds.height / size.height
            let scale = contentMode == .aspectFit ? min(sx, sy) : max(sx, sy)
            drawn = Size(width: size.width * scale, height: size.height * scale)
        case .center:
            drawn = size
        }
        return Rect(
            x: bounds.midX - drawn.width / 2, y: bounds.midY - drawn.height / 2, width: drawn.width,
            height: drawn.height)
    }

    /// True while there is an image to draw.
    open override var hasCustomDrawing: Bool { image != nil }

    /// Draws the image fitted into the bounds by `contentMode`.
    open override func draw(in context: DrawingContext) {
        guard let image, let rect = imageRect(forBounds: context.bounds) else { return }
        context.draw(image, in: rect)
    }
}

import Geometry
import Layers
import Views

/// A button in a navigation bar: a title, an image or a custom view, with an action
/// (UIKit's UIBarButtonItem).
///
/// The image is drawn in the bar's tint colour, as a template — only its alpha counts — the
/// way UIKit draws bar button images and the back indicator: a custom back arrow drawn in
/// black shows in the tint, like the default back button. `imageRendering = .original` keeps
/// the image's own colours. A custom view is shown as it is.
///
/// `offset` is the seeds' fixed space (seed 000: `spaceItem.width = -15` before the custom
/// back button): added to the item's distance from its edge of the bar, so a negative offset
/// pulls the item towards that edge — a left item (a custom back button) to the left, a right
/// item to the right — and a positive one pushes it in.
@MainActor
public final class BarButtonItem {
    /// How the item's image is drawn (UIKit's `UIImage.RenderingMode`).
    public enum ImageRendering: Sendable {
        /// In the bar's tint colour, the image's alpha as coverage (the default).
        case template
        /// In the image's own colours.
        case original
    }

    /// The text shown, if any.
    public var title: String?
    /// The image shown before the title, if any.
    public var image: Image?
    /// How the image is drawn: in the tint (`.template`, the default) or in its own colours.
    public var imageRendering: ImageRendering
    /// A view shown instead of the title and image; a control inside it takes its own clicks.
    public var customView: View?
    /// Points added to the item's distance from its edge: negative towards the edge.
    public var offset: Double
    /// What a click on the item runs.
    public var action: (@MainActor () -> Void)?

    /// Creates an item with a title, an image or a custom view.
    public init(
        title: String? = nil, image: Image? = nil, imageRendering: ImageRendering = .template,
        customView: View? = nil, offset: Double = 0, action: (@MainActor () -> Void)? = nil
    ) {
        self.title = title
        self.image = image
        self.imageRendering = imageRendering
        self.customView = customView
        self.offset = offset
        self.action = action
    }
}

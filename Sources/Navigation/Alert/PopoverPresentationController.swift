import Geometry
import Views

/// Where an action sheet points when it shows as a popover (UIKit's
/// `UIPopoverPresentationController`, reduced to its source): on a wide window an action sheet
/// is a card next to `barButtonItem`'s button, or `sourceRect` in `sourceView` (its bounds when
/// `sourceRect` is nil), with an arrow towards it. With no source it rises from the bottom as on
/// a narrow window.
@MainActor
public final class PopoverPresentationController {
    /// The view the popover points at.
    public weak var sourceView: View?
    /// The rectangle in `sourceView` it points at; nil for its bounds.
    public var sourceRect: Rect?
    /// The bar button item it points at (its button in a bar), taking precedence over
    /// `sourceView`.
    public weak var barButtonItem: BarButtonItem?

    init() {}

    /// The rectangle pointed at, in window coordinates, or nil when there is no source in
    /// `window` (none given, or its view is not in that window).
    func sourceFrame(in window: Window) -> Rect? {
        if let item = barButtonItem, let shown = item.shownViews.first(where: { $0.window === window }) {
            return shown.convert(shown.focusRingRect, to: nil)
        }
        guard let view = sourceView, view.window === window else { return nil }
        return view.convert(sourceRect ?? view.bounds, to: nil)
    }
}

import Geometry

extension View {
    /// The width of one pixel in points on the window's screen: 1 at scale 1, 0.5 at scale 2.
    /// Separators and bar hairlines use it, as UIKit's do, so they stay one pixel thick.
    public var hairlineWidth: Double { 1 / max(window?.displayScale ?? 1, 1e-6) }

    /// Asks this view and every view below it to lay out again (after a change every layout
    /// may depend on, such as the display scale).
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutInSubtree() }
    }
}

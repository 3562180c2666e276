import Geometry
import Views

/// Hooks for Segue's own tests (package access, not for apps).
extension SplitViewController {
    /// The folded stack's views, root first; nil side by side.
    package var foldedStackViews: [View]? { collapsedStack?.views }
    /// The views in the columns' container, back to front (both columns side by side).
    package var columnViews: [View] { columns.subviews }
    /// Where a column rests side by side at the split's width now.
    package func sideBySideFrame(ofPrimary primary: Bool) -> Rect {
        SplitColumnsLayout.sideBySide.frame(
            primary: primary, in: columns.bounds, primaryWidth: primaryWidth(for: columns.bounds.width),
            separator: columns.hairlineWidth)
    }
}

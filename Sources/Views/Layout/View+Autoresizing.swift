import Geometry

/// Autoresizing (LayoutAsUIKit.md, "Autoresizing"): when a view's bounds size changes,
/// its subviews move and resize by their `autoresizingMask` before it lays out. Done at once
/// when the size is set through the view (so an animation block animates the subviews too),
/// and at the latest in the layout pass when the layer's bounds were set directly.
extension View {
    /// Applies the subviews' masks for the change from the size last seen to the current one.
    func resizeSubviewsIfNeeded() {
        let size = bounds.size
        let old = layoutState.autoresizedSize
        guard old != size else { return }
        layoutState.autoresizedSize = size
        guard autoresizesSubviews else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.resize(withOldSuperviewSize: old, newSize: size)
        }
    }

    /// Moves and resizes this view by its mask for its superview's size change (UIKit's
    /// `resizeWithOldSuperviewSize`).
    private func resize(withOldSuperviewSize old: Size, newSize new: Size) {
        let mask = autoresizingMask
        let frame = self.frame
        let x = AutoresizingMask.resize(
            origin: frame.minX, length: frame.width, from: old.width, to: new.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin)
            ))
        let y = AutoresizingMask.resize(
            origin: frame.minY, length: frame.height, from: old.height, to: new.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ))
        self.frame = Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
    }
}

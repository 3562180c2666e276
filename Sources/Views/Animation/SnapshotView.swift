import Geometry
import Layers

/// A view that shows a frozen picture of another view (what `snapshotView(afterScreenUpdates:)`
/// and `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` return): the
/// picture stretches to its bounds, its cap insets keeping their size.
@MainActor
package final class SnapshotView: View {
    /// The picture.
    package let snapshot: LayerSnapshot
    /// The margins that keep their size when the view is resized; the middle stretches.
    package let capInsets: EdgeInsets

    /// A view of `snapshot`, at its size.
    package init(snapshot: LayerSnapshot, capInsets: EdgeInsets = .zero) {
        self.snapshot = snapshot
        self.capInsets = capInsets
        super.init(frame: Rect(origin: .zero, size: snapshot.size))
        isUserInteractionEnabled = false
    }

    /// Draws the picture over the bounds.
    package override func draw(in context: DrawingContext) {
        context.draw(snapshot, in: bounds, capInsets: capInsets)
    }

    /// True: the picture is the view's drawing.
    package override var hasCustomDrawing: Bool { true }

    /// The picture's size.
    package override var intrinsicContentSize: Size { snapshot.size }
}

extension View {
    /// A view showing what this view and its subviews show now, at the size of its bounds
    /// (`UIView.snapshotView(afterScreenUpdates:)`). With `afterUpdates` true, pending layout
    /// runs first, so the picture has the latest layout; changes animating inside a block are
    /// taken as they are on screen. Nil when the view has no area.
    package func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        if afterUpdates { layoutIfNeeded() }
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        return SnapshotView(snapshot: LayerSnapshot(of: layer))
    }

    /// A view showing `rect` (in this view's coordinates) of what this view shows now, whose
    /// `capInsets` margins keep their size when it is resized
    /// (`UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`). Nil when
    /// `rect` has no area.
    package func resizableSnapshotView(
        from rect: Rect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets
    ) -> View? {
        if afterUpdates { layoutIfNeeded() }
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return nil }
        return SnapshotView(snapshot: LayerSnapshot(of: layer, rect: rect), capInsets: capInsets)
    }
}

import Geometry
import Layers

/// The focus ring (KeyboardFocus.md): a rounded outline in the system
/// blue, drawn around the focused view only after the keyboard moved or used focus. It is a
/// sublayer of the focused view's layer, on top of its content, so it moves, scrolls and is
/// clipped with the view, and costs nothing per frame.
public enum FocusRing {
    // docs-number: focus ring colour
    /// The ring's colour: the system tint at 60% (as a desktop's accent-coloured ring).
    public static let color = Color.systemBlue.withAlpha(0.6)
    // docs-number: focus ring line width (points)
    /// The ring's width in points.
    public static let width = 3.0
    // docs-number: focus ring distance outside the focused view (points)
    /// How far outside the view's `focusRingRect` the ring's outer edge goes: the ring hugs
    /// the view from outside.
    public static let outset = 3.0
    /// The ring layer's name, for tests and traces.
    public static let layerName = "focusRing"

    @MainActor
    static func makeLayer() -> Layer {
        let ring = FocusRingLayer()
        ring.name = layerName
        ring.borderWidth = width
        ring.borderColor = color
        return ring
    }

    /// Where the ring goes in `view`'s coordinates: `outset` outside its `focusRingRect`, the
    /// corners following the view's own (grown by as much); when outside would be cut off (by
    /// the view's own clip, a superview that clips, or the window's edge: a list's row, a
    /// bar's item at the window's edge), inside the rect, with the view's corners, cut to what
    /// shows.
    @MainActor
    static func placement(around view: View) -> (frame: Rect, cornerRadius: Double) {
        let rect = view.focusRingRect
        let radius = view.layer.cornerRadius
        let outside = rect.insetBy(dx: -outset, dy: -outset)
        let visible = visibleRect(of: view)
        if !view.clipsToBounds && contains(visible, outside) { return (outside, radius + outset) }
        return (rect.intersection(visible) ?? rect, radius)
    }

    /// What of `view`'s coordinate space shows: inside every superview that clips, and inside
    /// the window (as boxes, for views turned by a transform).
    @MainActor
    private static func visibleRect(of view: View) -> Rect {
        var visible = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        var ancestor = view.superview
        while let clip = ancestor {
            if clip.clipsToBounds || clip.superview == nil {
                visible = visible.intersection(clip.convert(clip.bounds, to: view)) ?? .zero
            }
            ancestor = clip.superview
        }
        return visible
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        let slack = 0.001
        return inner.minX >= outer.minX - slack && inner.minY >= outer.minY - slack
            && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
    }
}

/// The ring's layer: its own type, so that a view's layer knows cheaply, when it lays out,
/// that it carries the ring.
final class FocusRingLayer: Layer {}

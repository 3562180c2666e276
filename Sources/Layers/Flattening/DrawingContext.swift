import Geometry

/// What a layer's `drawContent` draws into: items in the layer's own coordinates, carried
/// onto the surface by the layer's transform and faded by its opacity. Dynamic colours given
/// to it are resolved with `traitCollection`, the layer's (DarkMode.md in the Views module).
@MainActor
public struct DrawingContext {
    /// The layer's coordinates onto the surface.
    public let transform: Transform3D
    /// The layer's opacity times its ancestors'.
    public let opacity: Double
    /// The layer's bounds, in its own coordinates.
    public let bounds: Rect
    /// The traits of the layer drawing: the colours drawn resolve with them.
    public let traitCollection: TraitCollection
    unowned let flattener: LayerFlattener

    /// Fills `rect` (layer coordinates) with `color`, rounded when `cornerRadius` > 0.
    public func fill(_ rect: Rect, color: Color, cornerRadius: Double = 0) {
        flattener.append(
            .fill(
                quad: quad(rect), color: color.resolvedColor(with: traitCollection), cornerRadius: cornerRadius,
                opacity: opacity))
    }

    /// Strokes a border `width` points wide inside `rect`.
    public func stroke(_ rect: Rect, width: Double, color: Color, cornerRadius: Double = 0) {
        flattener.append(
            .border(
                quad: quad(rect), width: width, color: color.resolvedColor(with: traitCollection),
                cornerRadius: cornerRadius, opacity: opacity))
    }

    /// Draws `image` stretched over `rect`.
    public func draw(_ image: Image, in rect: Rect) {
        flattener.append(.image(quad: quad(rect), image: image, opacity: opacity))
    }

    /// Draws one line of `text` in `rect` with `style` (aligned horizontally, centred vertically).
    public func draw(_ text: String, in rect: Rect, style: TextStyle) {
        var style = style
        style.color = style.color.resolvedColor(with: traitCollection)
        flattener.append(.text(quad: quad(rect), text: text, style: style, opacity: opacity))
    }

    /// Draws a blurred silhouette of the (rounded) `rect`, as a layer's shadow is drawn:
    /// `radius` is the blur (Core Animation's `shadowRadius`).
    public func shadow(_ rect: Rect, color: Color, cornerRadius: Double = 0, radius: Double, opacity: Double = 1) {
        flattener.append(
            .shadow(
                quad: quad(rect), color: color.resolvedColor(with: traitCollection), cornerRadius: cornerRadius,
                radius: radius,
                opacity: self.opacity * opacity))
    }

    /// A context whose coordinates `transform` carries into this one's: to draw in another
    /// layer's coordinates (its `presentation.transformToSuperlayer`, for a sibling at the
    /// same origin), as a sheet's chrome follows the moving sheet.
    public func applying(_ transform: Transform3D) -> DrawingContext {
        DrawingContext(
            transform: transform.concatenating(self.transform), opacity: opacity, bounds: bounds,
            traitCollection: traitCollection, flattener: flattener)
    }

    private func quad(_ rect: Rect) -> Quad { Quad(rect: rect, transform: transform) }
}

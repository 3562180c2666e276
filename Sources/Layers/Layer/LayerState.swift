import Geometry

/// Every value a layer draws with, in one struct, so a layer can hold a model copy (what the
/// app set) and a presentation copy (what is on screen while animations run), and animations
/// can address a property with a typed key path instead of a string.
public struct LayerState: Equatable, Sendable {
    /// Where the anchor point sits in the superlayer's coordinates.
    public var position = Point.zero
    /// The layer's own coordinate space; `origin` scrolls the content.
    public var bounds = Rect.zero
    /// The point of `bounds` that `position` names and transforms turn about, in unit
    /// coordinates: (0.5, 0.5) is the centre.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The 3D transform about the anchor point.
    public var transform = Transform3D.identity
    /// Applied to sublayers about this layer's anchor; `m34` gives them perspective.
    public var sublayerTransform = Transform3D.identity
    /// 0 (invisible) to 1 (opaque).
    public var opacity = 1.0
    /// Hidden layers and their sublayers are not drawn.
    public var isHidden = false
    /// The colour that fills the bounds.
    public var backgroundColor = Color.clear
    /// Rounds the background, the border and a clip.
    public var cornerRadius = 0.0
    /// The border's width in points, drawn inside the bounds.
    public var borderWidth = 0.0
    /// The border's colour.
    public var borderColor = Color.black
    /// The shadow's colour.
    public var shadowColor = Color.black
    /// The shadow's opacity; 0, no shadow, by default.
    public var shadowOpacity = 0.0
    /// Where the shadow falls, in points (Core Animation's default, 3 points up).
    public var shadowOffset = Size(width: 0, height: -3)
    /// The shadow's blur radius, in points.
    public var shadowRadius = 3.0
    /// Clips contents and sublayers to the (rounded) bounds.
    public var masksToBounds = false
    /// Which corners `cornerRadius` rounds; all by default.
    public var maskedCorners = CornerMask.all
    /// The standard deviation, in points, of a Gaussian blur of what lies under the layer,
    /// drawn in its bounds before its background (CSS's `backdrop-filter: blur()`); 0, none,
    /// by default.
    public var backdropBlurRadius = 0.0

    /// Core Animation's defaults: an empty layer at the origin, opaque, with no background.
    public init() {}
}

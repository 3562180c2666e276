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
    public var transform = Transform3D.identity
    /// Applied to sublayers about this layer's anchor; `m34` gives them perspective.
    public var sublayerTransform = Transform3D.identity
    public var opacity = 1.0
    public var isHidden = false
    public var backgroundColor = Color.clear
    public var cornerRadius = 0.0
    public var borderWidth = 0.0
    public var borderColor = Color.black
    public var shadowColor = Color.black
    public var shadowOpacity = 0.0
    public var shadowOffset = Size(width: 0, height: -3)
    public var shadowRadius = 3.0
    public var masksToBounds = false

    public init() {}
}

import Geometry

/// A backdrop filter: what was drawn under `quad` before this item, blurred (a Gaussian of
/// standard deviation `radius` points) and drawn back over the quad's bounds on the surface,
/// at `opacity`. The layer's background, drawn next, tints it.
///
/// `owner` names the layer, so a renderer can keep the blurred image and reuse it while the
/// pixels under it and its place stay the same (LayersAndFlattening.md).
public struct BackdropBlur: Sendable {
    /// Where the blur is drawn: the layer's bounds carried onto the surface.
    public var quad: Quad
    /// The Gaussian's standard deviation, in points.
    public var radius: Double
    /// Rounds the blurred image's corners as the layer's background is rounded.
    public var cornerRadius: Double
    /// Which corners `cornerRadius` rounds.
    public var maskedCorners: CornerMask
    /// The layer's opacity times its ancestors'.
    public var opacity: Double
    /// The layer drawing the blur: what a renderer keys its cached image by.
    public var owner: ObjectIdentifier

    /// Creates a backdrop blur item.
    public init(
        quad: Quad, radius: Double, cornerRadius: Double = 0, maskedCorners: CornerMask = .all, opacity: Double,
        owner: ObjectIdentifier
    ) {
        self.quad = quad
        self.radius = radius
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
        self.opacity = opacity
        self.owner = owner
    }
}

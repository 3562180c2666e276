import Geometry

/// One draw operation. Geometry is a `Quad` (layer-local rect + transform onto the surface);
/// `opacity` is the product of the layer's and its ancestors' opacities, to be multiplied
/// into the colour's own alpha.
public enum DisplayItem {
    /// A Gaussian blur of the pixels already drawn under the quad (a backdrop filter).
    case backdropBlur(BackdropBlur)
    /// A solid rectangle, rounded when `cornerRadius` > 0.
    case fill(quad: Quad, color: Color, cornerRadius: Double, opacity: Double)
    /// A stroke of `width` points drawn inside the quad's rect.
    case border(quad: Quad, width: Double, color: Color, cornerRadius: Double, opacity: Double)
    /// A blurred silhouette of a (rounded) rectangle; `quad` is already offset by the shadow
    /// offset, `radius` is the blur radius as Core Animation's `shadowRadius`.
    case shadow(quad: Quad, color: Color, cornerRadius: Double, radius: Double, opacity: Double)
    /// An image stretched over the quad.
    case image(quad: Quad, image: Image, opacity: Double)
    /// A line of text laid out in the quad (see `TextStyle` for alignment).
    case text(quad: Quad, text: String, style: TextStyle, opacity: Double)
    /// Restricts later items to an axis-aligned surface rectangle, intersected with the
    /// current clip, until the matching `popClip`.
    case pushClip(Rect)
    /// Ends the clip of the matching `pushClip`.
    case popClip
    /// A subtree drawn into an offscreen surface of `content.size` and then composited over
    /// `quad` as one image: used for group opacity, rounded or rotated clips, 3D transforms
    /// and cached rasterizations.
    case group(Group)
}

/// A display list rendered offscreen and composited as one image.
public struct Group {
    /// Where the offscreen image lands.
    public var quad: Quad
    /// The opacity the offscreen image is composited with.
    public var opacity: Double
    /// Corners of the composited image are cut to this radius (a rounded clip).
    public var cornerRadius: Double
    /// Which corners `cornerRadius` cuts; all by default.
    public var maskedCorners: CornerMask
    /// When set, the renderer may keep the offscreen image and reuse it for as long as the
    /// key is unchanged, without calling `content`.
    public var cacheKey: RasterCacheKey?
    /// Produces the subtree's items in the group's own coordinates (0,0)...(quad.rect.size).
    /// Called only when the renderer has no valid cached image for `cacheKey`.
    public var content: @MainActor () -> DisplayList
    /// Drawn nowhere: the renderer only makes its cached image (and what drawing it through
    /// `quad` will need) ready, for a rasterized layer hidden now that shows next frame
    /// (`Layer.preparesRasterWhileHidden`).
    public var isPreparationOnly = false

    /// Creates a group; `content` is called lazily, only when there is no cached image for
    /// `cacheKey`.
    public init(
        quad: Quad, opacity: Double, cornerRadius: Double = 0, maskedCorners: CornerMask = .all,
        cacheKey: RasterCacheKey? = nil, content: @escaping @MainActor () -> DisplayList
    ) {
        self.quad = quad
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
        self.cacheKey = cacheKey
        self.content = content
    }
}

/// Identifies a cached rasterization: which layer, and which version of its content.
public struct RasterCacheKey: Hashable, Sendable {
    /// The rasterized layer's identity.
    public var owner: ObjectIdentifier
    /// A serial number for the layer's content at the time, never reused: an address a freed layer
    /// had can come back, a version cannot.
    public var version: UInt64

    /// Creates a key from an owner and a content version.
    public init(owner: ObjectIdentifier, version: UInt64) {
        self.owner = owner
        self.version = version
    }
}

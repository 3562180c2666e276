import Geometry

/// How `Application` opens its window: what an app's delegate says through
/// `ApplicationDelegate.configuration` (the window's size, its title while the page shown has
/// none, its smallest size).
public struct ApplicationConfiguration: Sendable {
    /// The window's title bar text while the page the user sees has no title.
    public var title: String
    /// The window's size in points when it opens.
    public var size: Size
    /// The smallest size the user can resize the window to (zero: none).
    public var minimumSize: Size
    /// The renderer; nil: the command line's `--renderer NAME`, else `SEGUE_RENDERER`, else
    /// SDL's choice (`RendererRequest`).
    public var renderer: RendererRequest?
    /// Pixels per point; nil: `SEGUE_SCALE`, else the platform's or the desktop's
    /// (`SDLWindow`'s order).
    public var scale: Double?

    /// A configuration; every part has a default.
    public init(
        title: String = "Segue", size: Size = Size(width: 1024, height: 768), minimumSize: Size = .zero,
        renderer: RendererRequest? = nil, scale: Double? = nil
    ) {
        self.title = title
        self.size = size
        self.minimumSize = minimumSize
        self.renderer = renderer
        self.scale = scale
    }
}

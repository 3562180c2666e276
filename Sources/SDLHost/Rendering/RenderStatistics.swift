/// Counters of what the renderer did since it was created, for tests and the benchmark.
public struct RenderStatistics: Equatable, Sendable {
    /// Frames presented by `renderFrame`.
    public var frames = 0
    /// Items drawn through `SDL_RenderGeometry` (sheared or perspective quads, when the
    /// renderer filters them itself; see `SDLRenderer.filtersQuadsOnCPU`).
    public var geometryDraws = 0
    /// Sheared or perspective quads drawn filtered on the CPU (`QuadSampler`).
    public var filteredQuads = 0
    /// Of `filteredQuads`, those blended straight into the window surface's pixels rather
    /// than written into a canvas that SDL then blends (`SDLRenderer.drawsQuadsDirectly`).
    public var directQuads = 0
    /// Textures whose pixels were read back for `filteredQuads` (once per texture and
    /// change of its pixels).
    public var texelReadbacks = 0
    /// Of `filteredQuads`, those sampled from a level of the texture halved in width (a page
    /// shrunk sideways to less than half its width by a steep turn; `SidewaysMip`).
    public var sidewaysMipQuads = 0
    /// Levels halved in width made from textures' texels (once per texture, level and change
    /// of its pixels).
    public var sidewaysMipReductions = 0
    /// Items drawn through `SDL_RenderCopyExF` with a rotation or flip.
    public var rotatedCopies = 0
    /// Times a group's `content` was called and rendered offscreen.
    public var groupRenders = 0
    /// Preparation-only groups handled: a hidden page's cached image (and, where quads are
    /// filtered on the CPU, its texels) made ready a frame before it shows.
    public var preparedGroups = 0
    /// Times a cached group image was reused without calling `content`.
    public var groupCacheHits = 0
    /// Offscreen surfaces read back to fix their alpha (un-premultiply) or cut corners.
    public var surfaceFixups = 0
    /// Rectangles filled by writing the window surface's pixels (`SurfaceFill`) rather than
    /// through SDL's fill.
    public var directFills = 0
    /// Tinted copies of text and shape masks blended by writing the window surface's pixels
    /// (`SurfaceBlit`) rather than through SDL's blit.
    public var directBlits = 0
    /// Times pixels were read back from the renderer while drawing (`SDL_RenderReadPixels`:
    /// surface fix-ups, texels for filtered quads, `rasterize`). Each one waits for a GPU
    /// renderer to finish everything queued before it.
    public var pixelReadbacks = 0
    /// Text lines rasterized by SDL_ttf (cache misses).
    public var textRasterizations = 0
    /// Backdrop blurs computed (`BackdropBlur` items whose pixels underneath, rectangle or
    /// radius changed since the layer's last one).
    public var backdropBlurs = 0
    /// Backdrop blurs drawn again from the kept image (nothing under them changed).
    public var backdropReuses = 0
    /// Items of the window's list not drawn because items after them cover them opaquely
    /// (`SDLRenderer.skipsHiddenItems`).
    public var hiddenItems = 0
    /// Items of the window's list drawn clipped to the part that items after them leave
    /// uncovered.
    public var clippedItems = 0
    /// Cached groups whose content changes every frame drawn straight onto the window
    /// rather than into their image (`SDLRenderer.drawChangingContent`).
    public var changingGroupsDrawnDirectly = 0
    /// Window frames drawn only where they differ from the frame before (`FrameDamage`,
    /// `SDLRenderer.drawsOnlyChanges`), the rest of the surface kept.
    public var partialFrames = 0
    /// Window pixels drawn again by `partialFrames` (the area of their damage).
    public var partialFramePixels = 0
    /// Items skipped because they lay outside the surface or the clip.
    public var culledItems = 0

    /// All counts zero.
    public init() {}
}

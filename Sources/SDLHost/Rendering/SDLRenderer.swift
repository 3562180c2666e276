import CSDL2
import Geometry
import Layers

/// Executes display lists with the window's SDL renderer (software, opengl, opengles2), into the
/// window or offscreen.
///
/// It owns every texture it draws with: one per live image, one per recent line of text,
/// tinted shape masks (rounded corners, rings, shadows), offscreen surfaces for groups and
/// the cached rasterizations of groups that carry a `cacheKey`.
@MainActor
public final class SDLRenderer: FrameRenderer {
    /// The window drawn into.
    public let window: SDLWindow
    let renderer: OpaquePointer

    /// What was drawn so far; see `RenderStatistics`.
    @exclusivity(unchecked)
    public internal(set) var statistics = RenderStatistics()

    /// Cached group images not drawn for this many frames are dropped.
    public var groupCacheRetentionFrames: UInt64 {
        get { groups.retentionFrames }
        set { groups.retentionFrames = newValue }
    }
    /// Cached group images are dropped, least recently drawn first, while they hold more
    /// bytes than this, their CPU texels included (only images drawn in the last two frames
    /// are kept regardless).
    public var groupCacheMaxBytes: Int {
        get { groups.maxBytes }
        set { groups.maxBytes = newValue }
    }
    /// Pixels per point for the frame being drawn: the window's `scale`. Items are laid out in
    /// points; every quad and clip is carried onto the surface through this scale, text is
    /// rasterized at its pixel size and offscreen surfaces have pixel sizes
    /// (MeasuredSDLFacts.md, "HiDPI").
    @exclusivity(unchecked)
    public private(set) var scale: Double = 1

    // docs-number: cells per side of a perspective quad drawn by SDL_RenderGeometry
    /// Perspective quads drawn through `SDL_RenderGeometry` are this many by this many cells,
    /// so the texture follows the projection closely (SDL interpolates each triangle
    /// affinely).
    public var perspectiveSubdivisions = 8
    /// Whether sheared and perspective quads are drawn filtered on the CPU (`QuadSampler`:
    /// bilinear texels, antialiased edges) rather than through `SDL_RenderGeometry`. On when
    /// the window's renderer does not filter geometry itself (`SDLWindow.filtersGeometry`:
    /// SDL's software renderer reads the nearest texel, so turned text came out jagged);
    /// Rendering.md.
    public var filtersQuadsOnCPU: Bool
    /// Whether colour fills on the software renderer's window surface write its pixels
    /// (`SurfaceFill`, several times faster than SDL's blended fill) instead of going
    /// through `SDL_RenderFillRect`. On by default; off gives SDL's own fill, for comparison
    /// (the benchmark's `--sdl-fills`). The two give the same pixels.
    @exclusivity(unchecked) @_spi(SegueTools) public var fillsDirectly = true
    /// Whether tinted copies of text and shape masks onto the software renderer's window
    /// write its pixels (`SurfaceBlit`, several times faster than SDL's modulated blit)
    /// instead of going through `SDL_RenderCopy`. On by default; off gives SDL's own blit, for
    /// comparison (the benchmark's `--sdl-blits`). The two give the same pixels.
    @exclusivity(unchecked) @_spi(SegueTools) public var blitsDirectly = true
    /// Whether quads filtered on the CPU (`filtersQuadsOnCPU`: a page turned by the cube or
    /// the flip) are blended straight into the software renderer's window pixels, touching
    /// only the quad's own pixels, instead of being written whole into a canvas that SDL then
    /// blends over their bounding box (Rendering.md). On by default; off gives the canvas, for
    /// comparison (the benchmark's `--quad-canvas`). The two give the same pixels.
    @exclusivity(unchecked) @_spi(SegueTools) public var drawsQuadsDirectly = true
    /// Whether items of the window's list that later items cover opaquely are left out, and
    /// those covered on a side drawn clipped to the rest (MeasuredSDLFacts.md, "Hidden
    /// items"). On by default; off draws every item whole, for comparison (the benchmark's
    /// `--draw-hidden`). The two give the same pixels.
    @exclusivity(unchecked) @_spi(SegueTools) public var skipsHiddenItems = true
    /// Whether a window frame is drawn only where it differs from the frame presented before
    /// (`FrameDamage`: a line typed into a text view draws that line), where the window's
    /// pixels last from frame to frame: the software renderer's window surface, while SDL
    /// keeps the same one (a resize makes a new one). The GPU renderers' back buffers do not
    /// last, so they draw everything. On by default; off draws every frame whole, for
    /// comparison (the benchmark's `--full-frames`). The two give the same pixels
    /// (Rendering.md, "Only what changed").
    @exclusivity(unchecked) @_spi(SegueTools) public var drawsOnlyChanges = true
    /// Whether a cached group whose content changes every frame is drawn straight onto the
    /// window where that gives the same pixels, rather than its whole image drawn again and
    /// copied (`drawChangingContent`). On by default; off for comparison in tests.
    @exclusivity(unchecked) var drawsChangingGroupsDirectly = true
    /// Whether group surfaces keep premultiplied colour and are composited with a
    /// premultiplied blend mode, their rounded corners cut by a coverage mask drawn into them:
    /// nothing is read back. On the GPU renderers (`SDLWindow.filtersGeometry`) that take
    /// custom blend modes; the software renderer has none, and there the pixels are fixed up
    /// on the CPU (`PixelFixup`), which costs nothing like a GPU's stall
    /// (MeasuredSDLFacts.md, "Group surfaces").
    public let premultipliesGroups: Bool

    let white: SDLTexture
    let fonts: FontCache
    let images: ImageTextureCache
    let shapes = TextureCache<ShapeKey>(maxEntries: 256, maxBytes: 32 << 20)
    let texts = TextureCache<TextKey>(maxEntries: 1024, maxBytes: 32 << 20)
    /// Lines with colour glyphs drawn in a colour (`tintedTextTexture`).
    let tintedTexts = TextureCache<TintedTextKey>(maxEntries: 256, maxBytes: 8 << 20)
    let targets: RenderTargetPool
    // docs-number: cached page images (group images): byte budget
    let groups = GroupImageCache(maxBytes: 128 << 20)
    let backdrops = BackdropCache()
    /// What each window frame changed, against the one before (`drawsOnlyChanges`).
    @exclusivity(unchecked) var damage = FrameDamage()
    /// The window surface the last frame was presented from: its pixels are what the next
    /// frame draws over when only changes are drawn.
    var presentedSurface: UnsafeMutableRawPointer?

    // Per-frame state, kept between frames so drawing allocates nothing it could reuse.
    // The properties read or changed for every item drawn are `@exclusivity(unchecked)`:
    // Swift's run-time exclusivity check costs some 80 instructions an access, and was 9% of
    // a `static-1000` frame (MeasuredSDLFacts.md); the renderer runs on the main actor and
    // never hands them out `inout` across a call that touches them again.
    @exclusivity(unchecked) var frame: UInt64 = 0
    @exclusivity(unchecked) var clipStack: [SDL_Rect] = []
    @exclusivity(unchecked) var clipBase = 0
    @exclusivity(unchecked) var clipIsEmpty = false
    @exclusivity(unchecked) var targetStack: [SDLTexture] = []
    /// The pixel size of the surface being drawn (window or offscreen target).
    @exclusivity(unchecked) var surfaceWidth: Int32 = 0
    @exclusivity(unchecked) var surfaceHeight: Int32 = 0
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []
    var scratch: [UInt32] = []
    /// Where `QuadSampler` writes a filtered quad before it is blended onto the surface
    /// (streaming, grown as needed, kept across frames).
    var filterCanvas: SDLTexture?
    /// `QuadSampler`'s per-row notes, kept across frames (a second set for the second band of
    /// a large quad, `QuadBands`).
    var filterInteriors: [QuadSampler.Interior] = []
    var filterInteriorsSecondBand: [QuadSampler.Interior] = []
    /// Whole pixels added to every quad and clip after the scale: where the content of a group
    /// drawn straight onto the window lands (`drawChangingContent`); zero otherwise.
    @exclusivity(unchecked) var surfaceOffset: (x: Double, y: Double) = (0, 0)
    /// What later items of the window's list cover, and how much of each item is drawn
    /// (`findVisibleParts`), kept across frames.
    @exclusivity(unchecked) var hiddenCover = OpaqueCover()
    @exclusivity(unchecked) var itemVisibility: [ItemVisibility] = []
    /// Contents of groups whose images are drawn again this frame, flattened while finding
    /// the hidden items (to see whether they are opaque), for drawing them.
    var contentsFlattenedAhead: [(key: RasterCacheKey, list: DisplayList)] = []
    /// Called when a window frame is drawn, right before it is presented: the frame loop's
    /// pacing holds the present there (`FramePacer.presentHold`).
    var beforePresent: (() -> Void)?
    /// Keeps an OpenGL renderer's CPU at most a frame ahead of its GPU.
    let frameFence: GPUFrameFence?

    /// Creates a renderer for `window`'s SDL renderer, finding fonts in `assets`, then among the
    /// system's fonts through fontconfig (`FontLocator`). Throws when SDL cannot create its
    /// textures.
    public convenience init(window: SDLWindow, assets: AssetLocator = .standard()) throws {
        try self.init(window: window, fonts: FontLocator(assets: assets))
    }

    /// Creates a renderer for `window`'s SDL renderer that finds font files with `fonts`. Throws
    /// when SDL cannot create its textures (a missing font fails the first frame that needs
    /// it, with an error naming what was looked for).
    public init(window: SDLWindow, fonts: FontLocator) throws {
        self.window = window
        self.renderer = window.renderer
        filtersQuadsOnCPU = !window.filtersGeometry
        let white = try SDLTexture(window: window, width: 4, height: 4, target: false)
        let pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 16)
        try pixels.withUnsafeBytes { try white.update(argb: $0.baseAddress!, rowLength: 4) }
        white.isOpaque = true
        premultipliesGroups =
            window.filtersGeometry && white.setBlend(.premultiplied) && white.setBlend(.coverage)
        white.setBlend(.straight)
        self.white = white
        self.fonts = FontCache(platform: window.platform, locator: fonts)
        images = ImageTextureCache(window: window)
        targets = RenderTargetPool(window: window)
        frameFence = window.rendererName.hasPrefix("opengl") ? GPUFrameFence() : nil
        vertices.reserveCapacity(81)
        indices.reserveCapacity(384)
        clipStack.reserveCapacity(16)
    }

    // MARK: FrameRenderer

    /// Clears the window to the list's background, draws its items and presents.
    public func renderFrame(_ list: DisplayList) throws {
        frame += 1
        scale = window.scale
        beginSurface(width: nil, height: nil)
        if let changed = changedPixels(of: list) {
            statistics.partialFrames += 1
            statistics.partialFramePixels += Int(changed.w) * Int(changed.h)
            if changed.w > 0, changed.h > 0 {
                pushClip(pixels: changed)
                try drawRemembering(list)
                popClip()
            }
        } else {
            try drawRemembering(list)
        }
        beforePresent?()
        SDL_RenderPresent(renderer)
        frameFence?.framePresented()
        statistics.frames += 1
        endFrame()
    }

    /// The window pixels `list` draws differently from the frame presented before; nil when
    /// the whole window is drawn (changes not tracked, a GPU renderer, a new window surface,
    /// the first frame, a new size or background).
    private func changedPixels(of list: DisplayList) -> SDL_Rect? {
        guard drawsOnlyChanges, let surface = window.softwareSurface else {
            forgetPresentedFrame()
            return nil
        }
        let changed = damage.damage(of: list)
        let surfaceID = UnsafeMutableRawPointer(surface)
        defer { presentedSurface = surfaceID }
        guard surfaceID == presentedSurface, let changed else { return nil }
        let x0 = Int32((changed.minX * scale).rounded(.down))
        let y0 = Int32((changed.minY * scale).rounded(.down))
        let x1 = Int32((changed.maxX * scale).rounded(.up))
        let y1 = Int32((changed.maxY * scale).rounded(.up))
        return Self.intersect(
            SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0), SDL_Rect(x: 0, y: 0, w: surfaceWidth, h: surfaceHeight))
    }

    /// Draws the window's list; if drawing fails half-way, the next frame is drawn whole.
    private func drawRemembering(_ list: DisplayList) throws {
        do {
            try draw(list)
        } catch {
            forgetPresentedFrame()
            throw error
        }
    }

    /// Draws the next window frame whole, whatever it changes (`drawsOnlyChanges`): for when
    /// the window's pixels were lost or drawn by someone else.
    public func forgetPresentedFrame() {
        damage.forget()
        presentedSurface = nil
    }

    /// Draws `list` offscreen at its own size and returns the pixels (straight alpha).
    public func rasterize(_ list: DisplayList) throws -> Image {
        scale = window.scale
        let width = Self.pixels(list.size.width * scale)
        let height = Self.pixels(list.size.height * scale)
        let target = try targets.acquire(width: width, height: height)
        defer { targets.release(target, frame: frame) }
        var buffer = [UInt8](repeating: 0, count: width * height * 4)
        try withTarget(target) {
            try draw(list)
            try buffer.withUnsafeMutableBytes { raw in
                guard
                    SDL_RenderReadPixels(
                        renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, raw.baseAddress, Int32(width * 4)) == 0
                else { throw HostError.sdl("SDL_RenderReadPixels") }
            }
            statistics.pixelReadbacks += 1
        }
        if !coversOpaquely(list, width: width, height: height) { PixelFixup.unpremultiplyRGBA(&buffer) }
        return Image(pixels: PixelBuffer(width: width, height: height, bytes: buffer), scale: scale)
    }

    /// `quad` with the surface scale applied after its own transform: the same as
    /// concatenating a scale matrix, which only multiplies the x and y columns (so a frame
    /// pays 8 multiplications per item, not a matrix product).
    func onSurface(_ quad: Quad) -> Quad {
        let (ox, oy) = surfaceOffset
        guard scale != 1 || ox != 0 || oy != 0 else { return quad }
        var t = quad.transform
        if scale != 1 {
            t.m11 *= scale
            t.m21 *= scale
            t.m31 *= scale
            t.m41 *= scale
            t.m12 *= scale
            t.m22 *= scale
            t.m32 *= scale
            t.m42 *= scale
        }
        if ox != 0 || oy != 0 {
            // A move after the projection: x' = x + ox, so each x column gains ox times w's.
            t.m11 += ox * t.m14
            t.m21 += ox * t.m24
            t.m31 += ox * t.m34
            t.m41 += ox * t.m44
            t.m12 += oy * t.m14
            t.m22 += oy * t.m24
            t.m32 += oy * t.m34
            t.m42 += oy * t.m44
        }
        return Quad(rect: quad.rect, transform: t)
    }

    // MARK: Inspection

    /// The window's pixels as last presented (RGBA).
    public func readPixels() throws -> PixelBuffer {
        try window.readPixels()
    }

    /// How many layers' blurred backdrops are kept.
    package var cachedBackdropCount: Int { backdrops.count }

    /// How many textures the caches hold: (images, text lines, shapes, cached groups).
    package var cachedTextureCounts: (images: Int, texts: Int, shapes: Int, groups: Int) {
        (images.count, texts.count + tintedTexts.count, shapes.count, groups.count)
    }

    /// Drops every cached texture (they are recreated on demand).
    public func purgeCaches() {
        images.removeAll()
        texts.removeAll()
        tintedTexts.removeAll()
        shapes.removeAll()
        groups.removeAll()
        backdrops.removeAll()
        targets.removeAll()
        filterCanvas = nil
    }

    // MARK: Drawing a list

    /// Clears the current surface to `list.background` and draws the items in order. An
    /// offscreen surface is cleared to the premultiplied colour, as blending leaves the rest
    /// of its pixels. The clear is skipped when the first item paints every pixel opaquely
    /// (a page's background over a transparent list): one pass over the surface fewer,
    /// 0.8 ms of a 2560x1600 page rasterized at the start of a transition
    /// (MeasuredSDLFacts.md), and on the window when its items cover it opaquely; there
    /// items covered by later ones are left out or clipped (`findVisibleParts`).
    func draw(_ list: DisplayList) throws {
        // Only the window's list: a group's surface is drawn once and cached.
        let skipsHidden = skipsHiddenItems && targetStack.isEmpty
        let covered = skipsHidden && findVisibleParts(of: list)
        if !covered,
            list.background.alpha >= 1 || !coversOpaquely(list, width: Int(surfaceWidth), height: Int(surfaceHeight))
        {
            let background = RGBA8(list.background, opacity: 1)
            let c = targetStack.isEmpty ? background : background.premultiplied
            SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
            if var changed = currentClip {
                // Only the changed part of a window frame (`drawsOnlyChanges`): SDL's clear
                // would ignore the clip.
                var mode = SDL_BLENDMODE_NONE
                SDL_GetRenderDrawBlendMode(renderer, &mode)
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                SDL_RenderFillRect(renderer, &changed)
                SDL_SetRenderDrawBlendMode(renderer, mode)
            } else if !clearsWindowDirectly(to: c) {
                SDL_RenderClear(renderer)
            }
        }
        // Through the buffer: each item is drawn where it lies, not copied out of the array
        // first (a copy retains its payload: some 250 instructions an item).
        try list.items.withUnsafeBufferPointer { items in
            for index in items.indices {
                if skipsHidden {
                    switch itemVisibility[index] {
                    case .whole:
                        break
                    case .hidden:
                        statistics.hiddenItems += 1
                        continue
                    case .clipped(let visible):
                        pushClip(pixels: visible)
                        defer { popClip() }
                        try draw(items[index])
                        statistics.clippedItems += 1
                        continue
                    }
                }
                try draw(items[index])
            }
        }
        // The lists flattened ahead belong to this frame (a group drawn straight onto the
        // window flattens ahead too, hidden items found or not).
        if targetStack.isEmpty { contentsFlattenedAhead.removeAll(keepingCapacity: true) }
    }

    func draw(_ item: DisplayItem) throws {
        switch item {
        case .pushClip(let rect):
            pushClip(rect)
            return
        case .popClip:
            popClip()
            return
        default:
            break
        }
        if clipIsEmpty {
            statistics.culledItems += 1
            return
        }
        switch item {
        case .fill(let quad, let color, let cornerRadius, let opacity):
            try drawFill(onSurface(quad), color: RGBA8(color, opacity: opacity), cornerRadius: cornerRadius)
        case .border(let quad, let width, let color, let cornerRadius, let opacity):
            try drawBorder(
                onSurface(quad), width: width, color: RGBA8(color, opacity: opacity), cornerRadius: cornerRadius)
        case .shadow(let quad, let color, let cornerRadius, let radius, let opacity):
            try drawShadow(
                onSurface(quad), color: RGBA8(color, opacity: opacity), cornerRadius: cornerRadius, blur: radius)
        case .image(let quad, let image, let opacity):
            let color = RGBA8.white(opacity: opacity)
            guard color.a > 0 else { return }
            let texture = try images.texture(for: image)
            let quad = onSurface(quad)
            try drawTexture(texture, source: nil, over: quad.rect, transform: quad.transform, color: color)
        case .text(let quad, let text, let style, let opacity):
            try drawText(onSurface(quad), text: text, style: style, opacity: opacity)
        case .group(let group):
            try drawGroup(group)
        case .backdropBlur(let blur):
            try drawBackdropBlur(blur)
        case .pushClip, .popClip:
            break
        }
    }

    // MARK: Surfaces and clipping

    /// Starts drawing to the window (nil sizes) or to the current target.
    func beginSurface(width: Int32?, height: Int32?) {
        if let width, let height {
            surfaceWidth = width
            surfaceHeight = height
        } else {
            SDL_SetRenderTarget(renderer, nil)
            SDL_GetRendererOutputSize(renderer, &surfaceWidth, &surfaceHeight)
            targetStack.removeAll(keepingCapacity: true)
            clipStack.removeAll(keepingCapacity: true)
            clipBase = 0
        }
        clipIsEmpty = false
        SDL_RenderSetClipRect(renderer, nil)
    }

    /// Runs `body` with `target` as the surface, with a clip stack of its own; then returns
    /// to the previous surface and its clip.
    func withTarget<T>(_ target: SDLTexture, _ body: () throws -> T) throws -> T {
        let savedBase = clipBase
        let savedWidth = surfaceWidth
        let savedHeight = surfaceHeight
        let savedOffset = surfaceOffset
        surfaceOffset = (0, 0)
        clipBase = clipStack.count
        targetStack.append(target)
        target.texelsAreCurrent = false
        guard SDL_SetRenderTarget(renderer, target.handle) == 0 else {
            targetStack.removeLast()
            clipBase = savedBase
            throw HostError.sdl("SDL_SetRenderTarget")
        }
        beginSurface(width: Int32(target.width), height: Int32(target.height))
        defer {
            clipStack.removeSubrange(clipBase...)
            clipBase = savedBase
            targetStack.removeLast()
            SDL_SetRenderTarget(renderer, targetStack.last?.handle)
            surfaceWidth = savedWidth
            surfaceHeight = savedHeight
            surfaceOffset = savedOffset
            applyClip()
        }
        return try body()
    }

    func pushClip(_ rect: Rect) {
        var clip = Self.pixelRect(
            scale == 1
                ? rect
                : Rect(
                    x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale))
        clip.x += Int32(surfaceOffset.x)
        clip.y += Int32(surfaceOffset.y)
        pushClip(pixels: clip)
    }

    /// Pushes a clip given in surface pixels (within the current one).
    func pushClip(pixels rect: SDL_Rect) {
        var clip = rect
        if let current = currentClip { clip = Self.intersect(clip, current) }
        clipStack.append(clip)
        applyClip()
    }

    func popClip() {
        guard clipStack.count > clipBase else { return }
        clipStack.removeLast()
        applyClip()
    }

    var currentClip: SDL_Rect? { clipStack.count > clipBase ? clipStack.last : nil }

    func applyClip() {
        if var clip = currentClip {
            clipIsEmpty = clip.w <= 0 || clip.h <= 0
            if !clipIsEmpty { SDL_RenderSetClipRect(renderer, &clip) }
        } else {
            clipIsEmpty = false
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    /// False when `x0..<x1, y0..<y1` (surface pixels) lies wholly outside the surface or clip.
    func isVisible(x0: Double, y0: Double, x1: Double, y1: Double) -> Bool {
        var cx0: Double = 0
        var cy0: Double = 0
        var cx1 = Double(surfaceWidth)
        var cy1 = Double(surfaceHeight)
        if let clip = currentClip {
            cx0 = Double(clip.x)
            cy0 = Double(clip.y)
            cx1 = Double(clip.x + clip.w)
            cy1 = Double(clip.y + clip.h)
        }
        let visible = x1 > cx0 && x0 < cx1 && y1 > cy0 && y0 < cy1
        if !visible { statistics.culledItems += 1 }
        return visible
    }

    // MARK: Frame housekeeping

    func endFrame() {
        if frame % 30 == 0 { images.sweep() }
        targets.evict(frame: frame)
        if frame % 30 == 0 { groups.sweep(frame: frame) }
        if frame % 30 == 0 { backdrops.sweep(frame: frame) }
    }

    // MARK: Pixel helpers

    /// Whole pixels covering `length` points (at least 1).
    static func pixels(_ length: Double) -> Int { max(1, Int((length - 1e-6).rounded(.up))) }

    /// The pixel rectangle whose edges are `rect`'s edges rounded to the nearest pixel.
    static func pixelRect(_ rect: Rect) -> SDL_Rect {
        let x0 = pixel(rect.minX)
        let y0 = pixel(rect.minY)
        return SDL_Rect(x: x0, y: y0, w: pixel(rect.maxX) - x0, h: pixel(rect.maxY) - y0)
    }

    /// `value` rounded to a whole pixel, a half always up, clamped to a range SDL can draw (NaN
    /// becomes 0). Rounding the same way on both sides of zero keeps a rectangle's size
    /// wherever it moves: rounded away from zero, a page whose edges sit at −0.5 and 119.5 came
    /// out a pixel wider and was stretched (MeasuredSDLFacts.md, "Whole pixels").
    static func pixel(_ value: Double) -> Int32 {
        guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? 1 << 24 : -(1 << 24)) }
        return Int32((min(max(value, -16_777_216), 16_777_216) + 0.5).rounded(.down))
    }

    static func intersect(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let x0 = max(a.x, b.x)
        let y0 = max(a.y, b.y)
        let x1 = min(a.x + a.w, b.x + b.w)
        let y1 = min(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }
}

import CSDL2

/// An SDL texture owned by Swift: destroyed when the last reference goes. It keeps its
/// window (and so the SDL renderer) alive until then.
@MainActor
final class SDLTexture {
    let handle: OpaquePointer
    let width: Int
    let height: Int
    /// True when every pixel is opaque, so it may be copied without blending.
    @exclusivity(unchecked) var isOpaque = false
    /// True when the colour is premultiplied by alpha: a group surface on a GPU renderer
    /// (`SDLRenderer.premultipliesGroups`). Blended with `TextureBlend.premultiplied`, tinted
    /// with a premultiplied colour.
    @exclusivity(unchecked) var isPremultiplied = false
    /// True for a render target (drawn into with `SDL_SetRenderTarget`).
    let isTarget: Bool
    /// A copy of the pixels on the CPU (premultiplied ARGB8888, `width` to a row), for
    /// drawing the texture filtered through a perspective quad (`QuadSampler`,
    /// Rendering.md), which SDL's software renderer cannot do. Read back by the
    /// renderer when first needed (`SDLRenderer.loadTexels(of:)`); valid only while
    /// `texelsAreCurrent`. The storage is kept when the copy goes stale, so a pooled target
    /// read back every frame allocates nothing.
    @exclusivity(unchecked) var texels: [UInt32] = []
    /// False once the pixels may have changed since `texels` was read: after `update`, and
    /// whenever the renderer draws into the target (`SDLRenderer.withTarget`).
    var texelsAreCurrent = false {
        didSet {
            guard !texelsAreCurrent else { return }
            texelRunsAreCurrent = false
            for level in sidewaysMips.indices { sidewaysMips[level].isCurrent = false }
        }
    }
    /// `texels`' `FlatRuns`, so a turned page's flat areas are filled rather than sampled;
    /// made when the texels are first drawn from (a page prepared to turn into view is drawn
    /// from its narrowest level first), valid while `texelRunsAreCurrent`.
    @exclusivity(unchecked) var texelRuns: [UInt8] = []
    /// True while `texels`, read in the window's layout (XRGB8888), still have their alpha
    /// bytes to set: set with `texelRuns`, or before a sideways level is made from them.
    @exclusivity(unchecked) var texelAlphaIsPending = false
    /// False until `texelRuns` are made from the current `texels`.
    @exclusivity(unchecked) var texelRunsAreCurrent = false
    /// `texels` halved in width once per level (`SidewaysMip`), for a page shrunk sideways by a
    /// steep turn; each made from `texels` when first needed, current while its `isCurrent`.
    /// Their storage is kept when they go stale, as `texels`'s is.
    @exclusivity(unchecked) var sidewaysMips: [SidewaysMip] = []
    /// The alpha of each pixel (`width` to a row) of a texture that is white throughout (a
    /// line of text, a shape mask), kept on the software renderer so that tinted copies onto
    /// the window are blended by `SurfaceBlit` instead of SDL; empty otherwise.
    @exclusivity(unchecked) var coverage: [UInt8] = []
    /// For a shape mask drawn nine-slice with corners of fewer than 8 pixels, its corner
    /// texels as `SurfaceBlit.blendNineSlice` blends them (`SurfaceBlit.cornerAlphas`), made
    /// when first drawn so; empty otherwise.
    @exclusivity(unchecked) var cornerAlphas: [UInt64] = []
    /// True for a line of text with colour glyphs (an emoji): tinting it would tint them too,
    /// so it is drawn in another colour from a rendering in that colour
    /// (`SDLRenderer.textTexture(_:font:tint:)`).
    let hasColorGlyphs: Bool
    /// True when the texture is filtered linearly when stretched (else nearest texels).
    let isLinear: Bool
    private let window: SDLWindow
    @exclusivity(unchecked) private var blend = TextureBlend.straight

    /// The pixel layout of every texture we create: the software renderer's own.
    static let format = SDL_PIXELFORMAT_ARGB8888.rawValue

    /// This texture's pixel layout: `format` (ARGB8888), or for an opaque group surface on
    /// the software renderer the window's own layout (`SDLRenderer.groupSurfaceFormat`).
    let pixelFormat: UInt32

    /// A blank texture of `width` x `height` pixels (at least 1x1).
    convenience init(
        window: SDLWindow, width: Int, height: Int, target: Bool, linear: Bool = true, format: UInt32 = format
    ) throws {
        try self.init(
            window: window, width: width, height: height,
            access: target ? SDL_TEXTUREACCESS_TARGET : SDL_TEXTUREACCESS_STATIC, linear: linear, format: format)
    }

    /// A blank texture with the given access: static, target, or streaming (written in
    /// place through `withLockedPixels`).
    init(
        window: SDLWindow, width: Int, height: Int, access: SDL_TextureAccess, linear: Bool, format: UInt32 = format
    ) throws {
        let w = max(1, width)
        let h = max(1, height)
        try Self.failIfInjected(window, "SDL_CreateTexture(\(w)x\(h))")
        guard let handle = SDL_CreateTexture(window.renderer, format, Int32(access.rawValue), Int32(w), Int32(h))
        else {
            throw HostError.sdl("SDL_CreateTexture(\(w)x\(h))")
        }
        self.handle = handle
        self.width = w
        self.height = h
        self.pixelFormat = format
        self.window = window
        self.isTarget = access == SDL_TEXTUREACCESS_TARGET
        self.isLinear = linear
        self.hasColorGlyphs = false
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(handle, linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    }

    /// Throws what a failed `call` throws when the window has a texture failure injected
    /// (`SDLWindow.injectedTextureFailures`), using one up.
    private static func failIfInjected(_ window: SDLWindow, _ call: String) throws {
        guard window.injectedTextureFailures > 0 else { return }
        window.injectedTextureFailures -= 1
        throw HostError.sdl(call: call, message: "a texture creation failure injected by a test")
    }

    /// A texture holding a copy of `surface`'s pixels; `hasColorGlyphs` for a line of text
    /// with colour glyphs.
    init(window: SDLWindow, surface: UnsafeMutablePointer<SDL_Surface>, hasColorGlyphs: Bool = false) throws {
        try Self.failIfInjected(window, "SDL_CreateTextureFromSurface")
        guard let handle = SDL_CreateTextureFromSurface(window.renderer, surface) else {
            throw HostError.sdl("SDL_CreateTextureFromSurface")
        }
        self.handle = handle
        self.width = Int(surface.pointee.w)
        self.height = Int(surface.pointee.h)
        var format: UInt32 = 0
        SDL_QueryTexture(handle, &format, nil, nil, nil)
        self.pixelFormat = format
        self.window = window
        self.isTarget = false
        self.isLinear = true
        self.hasColorGlyphs = hasColorGlyphs
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(handle, SDL_ScaleModeLinear)
    }

    /// Replaces the pixels of `rect` (the whole texture when nil) with ARGB8888 `pixels`,
    /// `rowLength` pixels a row.
    func update(argb pixels: UnsafeRawPointer, rowLength: Int, rect: SDL_Rect? = nil) throws {
        let status: Int32
        if var rect {
            status = SDL_UpdateTexture(handle, &rect, pixels, Int32(rowLength * 4))
        } else {
            status = SDL_UpdateTexture(handle, nil, pixels, Int32(rowLength * 4))
        }
        texelsAreCurrent = false
        coverage = []
        cornerAlphas = []
        if status != 0 { throw HostError.sdl("SDL_UpdateTexture") }
    }

    /// Writes the top-left `width` x `height` pixels of a streaming texture in place: `body`
    /// gets the first pixel (ARGB8888) and the row pitch in pixels.
    func withLockedPixels(
        width: Int, height: Int, _ body: (UnsafeMutablePointer<UInt32>, Int) -> Void
    ) throws {
        var rect = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        // SDL flushes queued draws that still read this texture before handing it out.
        guard SDL_LockTexture(handle, &rect, &pixels, &pitch) == 0, let pixels else {
            throw HostError.sdl("SDL_LockTexture")
        }
        defer { SDL_UnlockTexture(handle) }
        body(pixels.assumingMemoryBound(to: UInt32.self), Int(pitch) / 4)
    }

    /// Blends (straight or premultiplied, as the pixels are) when `blend`, copies over
    /// otherwise.
    func setBlending(_ blend: Bool) {
        setBlend(blend ? (isPremultiplied ? .premultiplied : .straight) : .none)
    }

    /// Sets how the next draws combine the texture with the surface; calls SDL only on a
    /// change. False when the renderer cannot blend that way (the software renderer has no
    /// custom blend modes).
    @discardableResult
    func setBlend(_ blend: TextureBlend) -> Bool {
        guard blend != self.blend else { return true }
        guard SDL_SetTextureBlendMode(handle, blend.mode) == 0 else { return false }
        self.blend = blend
        return true
    }

    /// The memory it holds: its pixels (on the GPU, or SDL's copy in software), its CPU
    /// texels and their runs, once loaded, and its coverage, if kept (with its corners').
    var byteCount: Int {
        width * height * 4 + texels.capacity * 4 + texelRuns.capacity + coverage.capacity
            + cornerAlphas.capacity * MemoryLayout<UInt64>.stride
    }

    isolated deinit {
        SDL_DestroyTexture(handle)
    }
}

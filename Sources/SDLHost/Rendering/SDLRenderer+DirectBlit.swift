import CSDL2

/// Tinted copies of white textures (text, shape masks) onto the software renderer's window,
/// blended by writing its pixels (`SurfaceBlit`) rather than through SDL's modulated blit
/// (MeasuredSDLFacts.md, "Text and shapes").
extension SDLRenderer {
    /// Blends `source` of `texture` onto `rect` of the window surface, tinted `color`, after
    /// the commands queued so far have drawn; false, having drawn nothing, where SDL must draw
    /// it: not the window, no coverage kept, a premultiplied texture, a white tint (SDL takes
    /// a different blit then), a surface that is not XRGB8888, or a stretch other than of one
    /// nearest texel (and then only unclipped, as SDL's scaled blit clips in floating point).
    func blitDirectly(_ texture: SDLTexture, source: SDL_Rect?, to rect: SDL_Rect, color: RGBA8) -> Bool {
        guard let (surface, pixels) = directBlitSurface(for: texture, color: color) else { return false }
        let src = source ?? SDL_Rect(x: 0, y: 0, w: Int32(texture.width), h: Int32(texture.height))
        guard src.x >= 0, src.y >= 0, src.x + src.w <= Int32(texture.width), src.y + src.h <= Int32(texture.height)
        else { return false }
        let stretchX = src.w != rect.w
        let stretchY = src.h != rect.h
        if stretchX || stretchY {
            guard !texture.isLinear, !stretchX || src.w == 1, !stretchY || src.h == 1 else { return false }
        }
        var box = Self.intersect(rect, SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h))
        if let clip = currentClip { box = Self.intersect(box, clip) }
        guard box.w > 0, box.h > 0 else { return true }
        if stretchX || stretchY, !box.hasSameBounds(as: rect) {
            return false
        }
        SDL_RenderFlush(renderer)
        let locks = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if locks, SDL_LockSurface(surface) != 0 { return false }
        defer { if locks { SDL_UnlockSurface(surface) } }
        let pitch = Int(surface.pointee.pitch)
        // The texel under the box's first pixel (clipping moves it along where not stretched).
        let tx = Int(src.x) + (stretchX ? 0 : Int(box.x - rect.x))
        let ty = Int(src.y) + (stretchY ? 0 : Int(box.y - rect.y))
        SurfaceBlit.blend(
            origin: pixels + Int(box.y) * pitch + Int(box.x) * 4, pitch: pitch, width: Int(box.w),
            rows: Int(box.h), coverage: texture.coverage, from: ty * texture.width + tx, alphaPitch: texture.width,
            stepX: stretchX ? 0 : 1, stepY: stretchY ? 0 : 1,
            tint: UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b), alphaMod: color.a)
        statistics.directBlits += 1
        return true
    }

    /// Blends a (2K+1)-square shape mask nine-slice over `rect` (`drawNineSlice`) in one pass
    /// (`SurfaceBlit.blendNineSlice`), the pixels its nine copies give; false, having drawn
    /// nothing, where `blitDirectly` would not take every copy, or where the rect is not all
    /// on the window and inside the clip (then the nine copies are clipped one by one).
    func blitNineSliceDirectly(_ texture: SDLTexture, corner k: Int, to rect: SDL_Rect, color: RGBA8, hollow: Bool)
        -> Bool
    {
        let side = 2 * k + 1
        let corners = Int32(2 * k)
        guard color.a > 0, !texture.isLinear, texture.width == side, texture.height == side else { return false }
        guard rect.w >= corners, rect.h >= corners, rect.w > 0, rect.h > 0,
            let (surface, pixels) = directBlitSurface(for: texture, color: color)
        else { return false }
        var box = Self.intersect(rect, SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h))
        if let clip = currentClip { box = Self.intersect(box, clip) }
        guard box.hasSameBounds(as: rect) else { return false }
        SDL_RenderFlush(renderer)
        let locks = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if locks, SDL_LockSurface(surface) != 0 { return false }
        defer { if locks { SDL_UnlockSurface(surface) } }
        let pitch = Int(surface.pointee.pitch)
        let origin = pixels + Int(rect.y) * pitch + Int(rect.x) * 4
        let tint = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        if texture.cornerAlphas.isEmpty {
            texture.cornerAlphas = SurfaceBlit.cornerAlphas(of: texture.coverage, corner: k)
        }
        SurfaceBlit.blendNineSlice(
            origin: origin, pitch: pitch, width: Int(rect.w), height: Int(rect.h), mask: texture.coverage,
            corner: k, cornerAlphas: texture.cornerAlphas, hollow: hollow, tint: tint, alphaMod: color.a)
        statistics.directBlits += 1
        return true
    }

    /// The window surface and its pixels when a tinted copy of `texture` onto it may be
    /// blended directly: the window (no offscreen target), direct blits on, coverage kept, a
    /// straight (not premultiplied) texture, a tint other than white (SDL takes a different
    /// blit then), an XRGB8888 surface.
    private func directBlitSurface(for texture: SDLTexture, color: RGBA8) -> (
        UnsafeMutablePointer<SDL_Surface>, UnsafeMutableRawPointer
    )? {
        guard targetStack.isEmpty, blitsDirectly, !texture.coverage.isEmpty, !texture.isPremultiplied,
            color.r != 255 || color.g != 255 || color.b != 255, let surface = window.softwareSurface,
            let format = surface.pointee.format, format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue,
            let pixels = surface.pointee.pixels
        else { return nil }
        return (surface, pixels)
    }
}

import CSDL2
import Geometry
import Layers

/// Sheared and perspective quads drawn filtered on the CPU, for the software renderer, whose
/// `SDL_RenderGeometry` reads the nearest texel whatever the texture's scale mode: text on a
/// page turned by the cube or flip animator came out jagged (Rendering.md, MeasuredSDLFacts.md).
///
/// `QuadSampler` writes the quad's pixels (bilinear texels, antialiased edges, straight
/// alpha) into a streaming texture, which is then blended onto the surface with one plain
/// copy. Only the part inside the surface and the clip is computed. The texture's pixels come
/// from its CPU copy (`SDLTexture.texels`), read back once per change of its pixels: a cached
/// page's image is read once and then turned frame after frame.
extension SDLRenderer {
    /// Draws `source` of `texture` (all of it when nil) stretched over the layer-local `rect`,
    /// carried onto the surface by `transform` (every corner in front of the eye), tinted by
    /// `color` (alpha = opacity). The white texture is drawn as a plain colour, without
    /// reading texels.
    func drawFiltered(
        _ texture: SDLTexture, source: SDL_Rect?, over rect: Rect, transform: Transform3D, color: RGBA8
    ) throws {
        let src = source ?? SDL_Rect(x: 0, y: 0, w: Int32(texture.width), h: Int32(texture.height))
        guard
            var sampler = QuadSampler(
                rect: rect, transform: transform, sourceX: Int(src.x), sourceY: Int(src.y),
                sourceWidth: Int(src.w), sourceHeight: Int(src.h))
        else {
            statistics.culledItems += 1
            return
        }
        let solid = texture === white
        // Shrunk sideways past 2:1 (a steep turn), sampled from a level halved in width.
        let level = solid ? 0 : sampler.sidewaysLevel
        if level > 0 {
            let first = Int(src.x) >> level
            let end = (Int(src.x + src.w) + (1 << level) - 1) >> level
            if let reduced = QuadSampler(
                rect: rect, transform: transform, sourceX: first, sourceY: Int(src.y),
                sourceWidth: max(end - first, 1), sourceHeight: Int(src.h))
            {
                sampler = reduced
            }
        }
        // The pixels it may touch, within the surface and the clip.
        let bounds = sampler.pixelBounds
        var x0 = max(bounds.x0, 0)
        var y0 = max(bounds.y0, 0)
        var x1 = min(bounds.x1, Int(surfaceWidth))
        var y1 = min(bounds.y1, Int(surfaceHeight))
        if let clip = currentClip {
            x0 = max(x0, Int(clip.x))
            y0 = max(y0, Int(clip.y))
            x1 = min(x1, Int(clip.x + clip.w))
            y1 = min(y1, Int(clip.y + clip.h))
        }
        guard x1 > x0, y1 > y0 else {
            statistics.culledItems += 1
            return
        }
        let width = x1 - x0
        let height = y1 - y0
        if !solid {
            try loadTexels(of: texture)
            if level > 0 {
                loadSidewaysMip(of: texture, level: level)
                statistics.sidewaysMipQuads += 1
            }
            loadRuns(of: texture, level: level)
        }
        // Onto the window's own pixels where it can: only the quad's pixels are touched.
        if let surface = directSurface() {
            SDL_RenderFlush(renderer)
            let locks = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
            if !locks || SDL_LockSurface(surface) == 0, let pixels = surface.pointee.pixels {
                defer { if locks { SDL_UnlockSurface(surface) } }
                let pitch = Int(surface.pointee.pitch) / 4
                let origin = pixels.assumingMemoryBound(to: UInt32.self) + y0 * pitch + x0
                render(
                    sampler, texture: texture, level: level, solid: solid, tint: color, x0: x0, y0: y0, width: width,
                    height: height, into: origin, pitch: pitch, blendsOnto: true)
                statistics.filteredQuads += 1
                statistics.directQuads += 1
                return
            }
        }
        let canvas = try filterCanvas(width: width, height: height)
        try canvas.withLockedPixels(width: width, height: height) { out, pitch in
            render(
                sampler, texture: texture, level: level, solid: solid, tint: color, x0: x0, y0: y0, width: width,
                height: height, into: out, pitch: pitch, blendsOnto: false)
        }
        // Straight alpha, blended as any texture; coverage and opacity are in the pixels.
        prepare(canvas, color: RGBA8(r: 255, g: 255, b: 255, a: 255), forceBlend: true)
        var from = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        var to = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(width), h: Int32(height))
        SDL_RenderCopy(renderer, canvas.handle, &from, &to)
        statistics.filteredQuads += 1
    }

    /// The window surface, when a filtered quad may be blended straight into its pixels
    /// (`drawsQuadsDirectly`): drawing to the window, not offscreen, on the software renderer,
    /// whose surface is XRGB8888 (`StraightAlphaBlend` is SDL's blend onto it). Nil otherwise.
    private func directSurface() -> UnsafeMutablePointer<SDL_Surface>? {
        guard drawsQuadsDirectly, targetStack.isEmpty, let surface = window.softwareSurface,
            let format = surface.pointee.format, format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
        else { return nil }
        return surface
    }

    /// Renders the quad's region (`QuadBands`) from the texture's texels, its sideways
    /// `level`'s (above 0), or none for a plain colour (`solid`).
    private func render(
        _ sampler: QuadSampler, texture: SDLTexture, level: Int, solid: Bool, tint: RGBA8, x0: Int, y0: Int,
        width: Int, height: Int, into out: UnsafeMutablePointer<UInt32>, pitch: Int, blendsOnto: Bool
    ) {
        let opaque = texture.isOpaque
        if solid {
            QuadBands.render(
                sampler, texels: nil, textureWidth: 0, opaque: false, tint: tint, x0: x0, y0: y0, width: width,
                height: height, into: out, pitch: pitch, blendsOnto: blendsOnto, first: &filterInteriors,
                second: &filterInteriorsSecondBand)
        } else if level > 0 {
            let mip = texture.sidewaysMips[level - 1]
            mip.texels.withUnsafeBufferPointer { texels in
                mip.runs.withUnsafeBufferPointer { runs in
                    QuadBands.render(
                        sampler, texels: texels.baseAddress, runs: runs.baseAddress, textureWidth: mip.width,
                        opaque: opaque, tint: tint,
                        x0: x0, y0: y0, width: width, height: height, into: out, pitch: pitch, blendsOnto: blendsOnto,
                        first: &filterInteriors, second: &filterInteriorsSecondBand)
                }
            }
        } else {
            texture.texels.withUnsafeBufferPointer { texels in
                texture.texelRuns.withUnsafeBufferPointer { runs in
                    QuadBands.render(
                        sampler, texels: texels.baseAddress, runs: runs.baseAddress, textureWidth: texture.width,
                        opaque: opaque, tint: tint,
                        x0: x0, y0: y0, width: width, height: height, into: out, pitch: pitch, blendsOnto: blendsOnto,
                        first: &filterInteriors, second: &filterInteriorsSecondBand)
                }
            }
        }
    }

    /// The streaming texture filtered quads are written into, at least `width` x `height`;
    /// grown (to the surface's size at least) when too small, kept otherwise.
    private func filterCanvas(width: Int, height: Int) throws -> SDLTexture {
        if let canvas = filterCanvas, canvas.width >= width, canvas.height >= height { return canvas }
        let w = max(width, Int(surfaceWidth), filterCanvas?.width ?? 0)
        let h = max(height, Int(surfaceHeight), filterCanvas?.height ?? 0)
        let canvas = try SDLTexture(
            window: window, width: w, height: h, access: SDL_TEXTUREACCESS_STREAMING, linear: false)
        filterCanvas = canvas
        return canvas
    }

    /// Makes `texture.sidewaysMips[level - 1]` current (its texels are): the texels shrunk
    /// 2^level to one in width, made from the texels themselves, so each level is made
    /// only when a quad is first drawn from it. Made once per change of the pixels.
    func loadSidewaysMip(of texture: SDLTexture, level: Int) {
        guard level > 0 else { return }
        while texture.sidewaysMips.count < level { texture.sidewaysMips.append(SidewaysMip()) }
        guard !texture.sidewaysMips[level - 1].isCurrent else { return }
        settleAlpha(of: texture)
        texture.texels.withUnsafeBufferPointer {
            texture.sidewaysMips[level - 1].reduce(
                from: $0, sourceWidth: texture.width, height: texture.height, factor: 1 << level)
        }
        statistics.sidewaysMipReductions += 1
    }

    /// Makes the `FlatRuns` of `level` (0: the texels themselves) current; its texels are.
    /// Made when first drawn from, so a page prepared to turn into view (drawn from its
    /// narrowest level first) makes no runs for its other levels in that frame.
    func loadRuns(of texture: SDLTexture, level: Int) {
        if level > 0 {
            texture.sidewaysMips[level - 1].makeRuns()
            return
        }
        guard !texture.texelRunsAreCurrent else { return }
        if texture.texelAlphaIsPending {
            texture.texels.withUnsafeMutableBufferPointer {
                FlatRuns.make(&texture.texelRuns, settingAlphaOf: $0, width: texture.width, height: texture.height)
            }
            texture.texelAlphaIsPending = false
        } else {
            texture.texels.withUnsafeBufferPointer {
                FlatRuns.make(&texture.texelRuns, for: $0, width: texture.width, height: texture.height)
            }
        }
        texture.texelRunsAreCurrent = true
    }

    /// Sets the alpha bytes of texels read in the window's layout, if still to be set.
    func settleAlpha(of texture: SDLTexture) {
        guard texture.texelAlphaIsPending else { return }
        texture.texels.withUnsafeMutableBufferPointer { texels in
            for i in texels.indices { texels[i] |= 0xFF00_0000 }
        }
        texture.texelAlphaIsPending = false
    }

    /// Makes `texture.texels` a current copy of its pixels. A render target is read back
    /// directly; a static texture (text, images, shape masks), which SDL cannot read back, is
    /// first copied unblended into a pooled target of its size. Then the current surface and
    /// its clip are restored.
    func loadTexels(of texture: SDLTexture) throws {
        guard !texture.texelsAreCurrent else { return }
        let count = texture.width * texture.height
        if texture.texels.count != count {
            texture.texels = [UInt32](repeating: 0, count: count)
            texture.texelRuns = [UInt8](repeating: 0, count: count)
            // As much memory again as the texture: the caches holding it count it.
            texts.recount()
            tintedTexts.recount()
            shapes.recount()
            groups.recount(frame: frame)
        }
        var scratch: SDLTexture?
        defer {
            SDL_SetRenderTarget(renderer, targetStack.last?.handle)
            applyClip()
            if let scratch { targets.release(scratch, frame: frame) }
        }
        if texture.isTarget {
            guard SDL_SetRenderTarget(renderer, texture.handle) == 0 else {
                throw HostError.sdl("SDL_SetRenderTarget")
            }
        } else {
            let target = try targets.acquire(width: texture.width, height: texture.height)
            scratch = target
            guard SDL_SetRenderTarget(renderer, target.handle) == 0 else {
                throw HostError.sdl("SDL_SetRenderTarget")
            }
            prepare(texture, color: RGBA8(r: 255, g: 255, b: 255, a: 255))
            texture.setBlending(false)
            SDL_RenderCopy(renderer, texture.handle, nil, nil)
        }
        // An opaque page kept in the window's XRGB8888 layout is read as it is (a copy of its
        // rows), its alpha bytes set after: SDL's conversion to ARGB8888 is a per-pixel loop.
        let asItIs = texture.isTarget && texture.isOpaque && texture.pixelFormat == SDL_PIXELFORMAT_RGB888.rawValue
        let readFormat = asItIs ? texture.pixelFormat : SDLTexture.format
        try texture.texels.withUnsafeMutableBytes { raw in
            guard SDL_RenderReadPixels(renderer, nil, readFormat, raw.baseAddress, Int32(texture.width * 4)) == 0
            else { throw HostError.sdl("SDL_RenderReadPixels") }
        }
        // Its alpha bytes are set with its runs when it is first drawn whole (one pass over
        // its memory), or before a sideways level is made from it (`settleAlpha`).
        texture.texelAlphaIsPending = asItIs
        statistics.pixelReadbacks += 1
        if !texture.isOpaque && !texture.isPremultiplied {
            texture.texels.withUnsafeMutableBufferPointer { PixelFixup.premultiplyARGB($0) }
        }
        texture.texelsAreCurrent = true
        statistics.texelReadbacks += 1
    }
}

import CSDL2
import Geometry
import Layers

/// Groups: a subtree drawn into an offscreen surface, then composited as one image (group
/// opacity, rounded clips, 3D transforms, cached rasterizations).
extension SDLRenderer {
    func drawGroup(_ group: Group) throws {
        if group.isPreparationOnly {
            try prepare(group)
            return
        }
        let color = RGBA8.white(opacity: group.opacity)
        guard color.a > 0, !group.quad.rect.isEmpty else { return }
        let quad = onSurface(group.quad)
        if Self.isBehindTheEye(quad.rect, quad.transform) {
            statistics.culledItems += 1
            return
        }
        let bounds = Self.surfaceBounds(of: quad)
        guard isVisible(x0: bounds.minX, y0: bounds.minY, x1: bounds.maxX, y1: bounds.maxY) else { return }

        if let key = group.cacheKey {
            if let cached = currentImage(of: group) {
                groups.touch(key.owner, frame: frame)
                statistics.groupCacheHits += 1
                try drawTexture(cached.texture, source: nil, over: quad.rect, transform: quad.transform, color: color)
                return
            }
            if groups.noteChange(of: key.owner, to: key.version, frame: frame), try drawChangingContent(group, key: key)
            {
                return
            }
            let texture = try renderCached(group, key: key)
            try drawTexture(texture, source: nil, over: quad.rect, transform: quad.transform, color: color)
            return
        }

        let list = group.content()
        let (width, height) = surfacePixels(of: list, group: group)
        let texture = try targets.acquire(width: width, height: height)
        defer { targets.release(texture, frame: frame) }
        try render(list, into: texture, cornerRadius: group.cornerRadius, corners: group.maskedCorners)
        try drawTexture(texture, source: nil, over: quad.rect, transform: quad.transform, color: color)
    }

    /// `group`'s cached image when it is still good for drawing `group` at the current scale:
    /// nil when there is none or it must be drawn again.
    func currentImage(of group: Group) -> CachedGroup? {
        guard let key = group.cacheKey, let cached = groups[key.owner], cached.version == key.version,
            cached.scale == scale, cached.cornerRadius == group.cornerRadius, cached.size == group.quad.rect.size
        else { return nil }
        return cached
    }

    /// The content of the group with `key` if `findVisibleParts` flattened it this frame.
    func flattenedAhead(_ key: RasterCacheKey) -> DisplayList? {
        guard let index = contentsFlattenedAhead.firstIndex(where: { $0.key == key }) else { return nil }
        return contentsFlattenedAhead[index].list
    }

    /// Draws the content of a cached group whose content changes every frame (a row fading
    /// with an interactive pop in the page underneath) straight onto the window, at the whole
    /// pixel where its image would land, instead of drawing its whole image again and copying
    /// it: only what shows is drawn (MeasuredSDLFacts.md, "Hidden items"). Only where the
    /// two give the same pixels: on the window, at full opacity, square corners, axis-aligned
    /// at its own size, opaque content. False, having drawn nothing, otherwise.
    private func drawChangingContent(_ group: Group, key: RasterCacheKey) throws -> Bool {
        guard drawsChangingGroupsDirectly, targetStack.isEmpty, RGBA8.white(opacity: group.opacity).a == 255,
            group.cornerRadius <= 0 || group.maskedCorners.isEmpty
        else { return false }
        let q = onSurface(group.quad)
        guard let aligned = axisAlignedRect(q.rect, q.transform), !aligned.flipX, !aligned.flipY else { return false }
        let list = flattenedAhead(key) ?? flattenAhead(group, key: key)
        let (width, height) = surfacePixels(of: list, group: group)
        guard Int(aligned.rect.w) == width, Int(aligned.rect.h) == height,
            coversOpaquely(list, width: width, height: height)
        else { return false }
        let savedOffset = surfaceOffset
        let savedClips = clipStack.count
        surfaceOffset = (Double(aligned.rect.x), Double(aligned.rect.y))
        pushClip(pixels: aligned.rect)
        defer {
            surfaceOffset = savedOffset
            clipStack.removeSubrange(savedClips...)
            applyClip()
        }
        for item in list.items { try draw(item) }
        statistics.changingGroupsDrawnDirectly += 1
        return true
    }

    /// A preparation-only group (a hidden page about to turn into view): its cached image is
    /// made if it is missing or stale and, where quads are filtered on the CPU, its texels and
    /// its narrowest sideways level with that level's runs (just past edge-on it is squeezed
    /// the most), so the frame in which it first shows only draws. Its wider levels and their
    /// runs are made in the frames that first draw from them, not all in this one. Nothing is
    /// drawn.
    private func prepare(_ group: Group) throws {
        guard let key = group.cacheKey, !group.quad.rect.isEmpty else { return }
        let texture: SDLTexture
        if let cached = currentImage(of: group) {
            groups.touch(key.owner, frame: frame)
            texture = cached.texture
        } else {
            texture = try renderCached(group, key: key)
        }
        statistics.preparedGroups += 1
        guard filtersQuadsOnCPU else { return }
        try loadTexels(of: texture)
        loadSidewaysMip(of: texture, level: SidewaysMip.maximumLevels)
        loadRuns(of: texture, level: SidewaysMip.maximumLevels)
    }

    /// Draws `group`'s content into its cache entry (the stale image's texture when the size
    /// is unchanged, else an idle one's) and returns the texture.
    private func renderCached(_ group: Group, key: RasterCacheKey) throws -> SDLTexture {
        let list = flattenedAhead(key) ?? group.content()
        let (width, height) = surfacePixels(of: list, group: group)
        let format = groupSurfaceFormat(list, width: width, height: height, cornerRadius: group.cornerRadius)
        var texture: SDLTexture
        if let stale = groups[key.owner]?.texture, stale.width == width, stale.height == height,
            stale.pixelFormat == format
        {
            texture = stale
        } else {
            groups.remove(key.owner)
            // A new rasterized layer (each page a navigation controller pushes is a new one)
            // would otherwise create a texture, about 1.7 ms for a 1280x800 one in software,
            // while the image of a page that left the screen, or of a layer that no longer
            // exists (the cache cannot tell), stays cached until it has not been drawn for
            // `groupCacheRetentionFrames`. An image taken this way is drawn again if its layer
            // comes back.
            texture =
                try groups.takeIdleTexture(width: width, height: height, format: format, frame: frame)
                ?? SDLTexture(window: window, width: width, height: height, target: true, format: format)
        }
        try render(list, into: texture, cornerRadius: group.cornerRadius, corners: group.maskedCorners)
        groups.insert(
            CachedGroup(
                version: key.version, scale: scale, cornerRadius: group.cornerRadius, size: group.quad.rect.size,
                texture: texture, lastFrame: frame, seenVersion: key.version, seenInFrame: frame),
            for: key.owner)
        return texture
    }

    /// The pixel layout of a cached group's surface. Opaque content with square corners, on
    /// the software renderer, gets the window surface's own layout (XRGB8888 on X11): SDL
    /// then copies it to the window row by row with `memcpy` instead of converting every
    /// pixel from ARGB8888, 2.3 ms instead of 3.8 for a 2560x1600 page, 1.5 instead of 3.5
    /// for half of one (MeasuredSDLFacts.md). Anything else is ARGB8888.
    func groupSurfaceFormat(_ list: DisplayList, width: Int, height: Int, cornerRadius: Double) -> UInt32 {
        guard cornerRadius <= 0, let surface = window.softwareSurface,
            let windowFormat = surface.pointee.format?.pointee, windowFormat.BytesPerPixel == 4,
            coversOpaquely(list, width: width, height: height)
        else { return SDLTexture.format }
        return windowFormat.format
    }

    /// The offscreen size in pixels: the content's own size, or the quad's when the content
    /// has none, at the surface scale.
    func surfacePixels(of list: DisplayList, group: Group) -> (Int, Int) {
        let size = list.size.width > 0 && list.size.height > 0 ? list.size : group.quad.rect.size
        return (Self.pixels(size.width * scale), Self.pixels(size.height * scale))
    }

    /// Draws `list` into `texture` with its corners cut to `cornerRadius` (points). Where the
    /// renderer composites premultiplied (`premultipliesGroups`) the pixels stay as blending
    /// left them and the corners are cut by a coverage mask, all on the GPU; otherwise they
    /// are read back, made straight-alpha (unless the content is opaque throughout) and cut
    /// on the CPU.
    func render(
        _ list: DisplayList, into texture: SDLTexture, cornerRadius: Double, corners: CornerMask = .all
    ) throws {
        statistics.groupRenders += 1
        let opaque = coversOpaquely(list, width: texture.width, height: texture.height)
        let radius =
            corners.isEmpty ? 0 : min(max(cornerRadius * scale, 0), Double(min(texture.width, texture.height)) / 2)
        try withTarget(texture) {
            try draw(list)
            if premultipliesGroups {
                if radius > 0 { try cutCorners(of: texture, radius: radius, corners: corners) }
            } else if !opaque {
                try fixUp(
                    texture, x: 0, y: 0, width: texture.width, height: texture.height, radius: radius, corners: corners)
            } else if radius > 0 {
                let k = Int(radius.rounded(.up))
                for (corner, x, y) in [
                    (CornerMask.topLeft, 0, 0), (.topRight, texture.width - k, 0), (.bottomLeft, 0, texture.height - k),
                    (.bottomRight, texture.width - k, texture.height - k),
                ] where corners.contains(corner) {
                    try fixUp(texture, x: x, y: y, width: k, height: k, radius: radius, corners: corners)
                }
            }
        }
        texture.isPremultiplied = premultipliesGroups
        texture.isOpaque = opaque && radius <= 0
    }

    /// Cuts rounded corners (`radius` pixels) into `texture`, the current target, whose colour
    /// is premultiplied: the corners of the mask rounded fills use, drawn so that they scale
    /// colour and alpha under them by their coverage (`TextureBlend.coverage`). Where the
    /// corners would overlap (a radius of half the surface) each gets its own half.
    private func cutCorners(of texture: SDLTexture, radius: Double, corners: CornerMask) throws {
        let r = ShapeKey.eighths(radius)
        let k = Int(ShapeKey.value(r).rounded(.up))
        guard k > 0 else { return }
        let mask = try shapeTexture(.roundedSlices(radius: r)) {
            CoverageMask.roundedRect(width: 2 * k + 1, height: 2 * k + 1, cornerRadius: ShapeKey.value(r))
        }
        guard mask.setBlend(.coverage) else { throw HostError.sdl("SDL_SetTextureBlendMode(coverage)") }
        SDL_SetTextureColorMod(mask.handle, 255, 255, 255)
        SDL_SetTextureAlphaMod(mask.handle, 255)
        // The content's clips are done with; the corners are cut whatever they were.
        clipStack.removeSubrange(clipBase...)
        applyClip()
        let (w, h, side) = (texture.width, texture.height, 2 * k + 1)
        let left = min(k, w / 2)
        let right = min(k, w - left)
        let top = min(k, h / 2)
        let bottom = min(k, h - top)
        for (sx, dx, cw, isLeft) in [(0, 0, left, true), (side - right, w - right, right, false)] {
            for (sy, dy, ch, isTop) in [(0, 0, top, true), (side - bottom, h - bottom, bottom, false)] {
                let corner: CornerMask = isTop ? (isLeft ? .topLeft : .topRight) : (isLeft ? .bottomLeft : .bottomRight)
                guard corners.contains(corner) else { continue }
                var from = SDL_Rect(x: Int32(sx), y: Int32(sy), w: Int32(cw), h: Int32(ch))
                var to = SDL_Rect(x: Int32(dx), y: Int32(dy), w: Int32(cw), h: Int32(ch))
                SDL_RenderCopy(renderer, mask.handle, &from, &to)
            }
        }
    }

    /// Reads back a region of the current target, un-premultiplies it (when the content was
    /// not opaque) and cuts rounded corners into it, then writes it back.
    private func fixUp(
        _ texture: SDLTexture, x: Int, y: Int, width: Int, height: Int, radius: Double, corners: CornerMask
    ) throws {
        guard width > 0, height > 0 else { return }
        statistics.surfaceFixups += 1
        let count = width * height
        if scratch.count < count { scratch = [UInt32](repeating: 0, count: count) }
        var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height))
        try scratch.withUnsafeMutableBufferPointer { buffer in
            guard
                SDL_RenderReadPixels(renderer, &rect, SDLTexture.format, buffer.baseAddress, Int32(width * 4)) == 0
            else { throw HostError.sdl("SDL_RenderReadPixels") }
            let region = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            PixelFixup.unpremultiplyARGB(region)
            if radius > 0 {
                PixelFixup.cutCorners(
                    region, x: x, y: y, width: width, height: height, surfaceWidth: texture.width,
                    surfaceHeight: texture.height, radius: radius, corners: corners)
            }
            try texture.update(argb: buffer.baseAddress!, rowLength: width, rect: rect)
        }
        statistics.pixelReadbacks += 1
    }

    /// True when the list's background, or its first item, paints every pixel of a
    /// `width` x `height` pixel surface opaquely, so nothing in it can end up translucent.
    func coversOpaquely(_ list: DisplayList, width: Int, height: Int) -> Bool {
        if list.background.alpha >= 1 { return true }
        guard case .fill(let quad, let color, let cornerRadius, let opacity)? = list.items.first,
            color.alpha >= 1, opacity >= 1, cornerRadius <= 0,
            let affine = Self.planarAffine(quad.transform), affine.b == 0, affine.c == 0
        else { return false }
        let bounds = Self.surfaceBounds(of: onSurface(quad))
        return bounds.minX <= 0 && bounds.minY <= 0 && bounds.maxX >= Double(width) && bounds.maxY >= Double(height)
    }
}

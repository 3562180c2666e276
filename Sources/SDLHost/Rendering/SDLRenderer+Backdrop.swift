import CSDL2
import Geometry
import Layers

/// Backdrop blurs: the pixels already drawn under a layer, read back, blurred on the CPU
/// (`BackdropBlurKernel`) and drawn over them; the layer's background then tints them
/// (Rendering.md). The blurred image is kept per layer and drawn again while the
/// pixels under it, its rectangle and its radius are unchanged, so only a change under it
/// (or a move) blurs again.
extension SDLRenderer {
    func drawBackdropBlur(_ item: BackdropBlur) throws {
        let color = RGBA8.white(opacity: item.opacity)
        guard color.a > 0, item.radius > 0, !item.quad.rect.isEmpty else { return }
        let quad = onSurface(item.quad)
        let bounds = Self.surfaceBounds(of: quad)
        guard isVisible(x0: bounds.minX, y0: bounds.minY, x1: bounds.maxX, y1: bounds.maxY) else { return }
        var rect = Self.intersect(
            Self.pixelRect(
                Rect(
                    x: bounds.minX, y: bounds.minY, width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY)
            ),
            SDL_Rect(x: 0, y: 0, w: surfaceWidth, h: surfaceHeight))
        if let clip = currentClip { rect = Self.intersect(rect, clip) }
        guard rect.w > 0, rect.h > 0 else { return }

        let count = Int(rect.w) * Int(rect.h)
        if backdrops.incoming.count < count { backdrops.incoming = [UInt32](repeating: 0, count: count) }
        try backdrops.incoming.withUnsafeMutableBufferPointer { buffer in
            guard
                SDL_RenderReadPixels(renderer, &rect, SDLTexture.format, buffer.baseAddress, rect.w * 4) == 0
            else { throw HostError.sdl("SDL_RenderReadPixels") }
        }
        statistics.pixelReadbacks += 1

        let sigma = item.radius * scale
        let cornerRadius = item.cornerRadius * scale
        let entry = backdrops.entries[item.owner] ?? CachedBackdrop()
        backdrops.entries[item.owner] = entry
        entry.lastFrame = frame
        let same =
            entry.texture != nil && entry.rect.hasSameBounds(as: rect) && entry.sigma == sigma
            && entry.cornerRadius == cornerRadius
            && entry.corners == item.maskedCorners && entry.source.count >= count
            && entry.source.withUnsafeBytes { old in
                backdrops.incoming.withUnsafeBytes { new in
                    SDL_memcmp(old.baseAddress, new.baseAddress, count * 4) == 0
                }
            }
        if same {
            statistics.backdropReuses += 1
        } else {
            try blur(into: entry, rect: rect, sigma: sigma, cornerRadius: cornerRadius, corners: item.maskedCorners)
        }
        guard let texture = entry.texture else { return }
        try drawTexture(
            texture, source: nil,
            over: Rect(x: Double(rect.x), y: Double(rect.y), width: Double(rect.w), height: Double(rect.h)),
            transform: .identity, color: color)
    }

    /// Blurs the pixels just read (`backdrops.incoming`) into `entry`'s texture, and keeps
    /// them as the entry's source (the two buffers swap, so neither is reallocated).
    private func blur(
        into entry: CachedBackdrop, rect: SDL_Rect, sigma: Double, cornerRadius: Double, corners: CornerMask
    ) throws {
        statistics.backdropBlurs += 1
        swap(&entry.source, &backdrops.incoming)
        entry.rect = rect
        entry.sigma = sigma
        entry.cornerRadius = cornerRadius
        entry.corners = corners
        let factor = BackdropBlurKernel.downsampleFactor(sigma: sigma)
        let (w, h) = (Int(rect.w), Int(rect.h))
        var opaque = entry.source.withUnsafeBufferPointer { source in
            backdrops.kernel.blur(
                UnsafeBufferPointer(rebasing: source[0..<(w * h)]), sourceWidth: w, sourceHeight: h, sigma: sigma,
                factor: factor)
        }
        if cornerRadius > 0 && !corners.isEmpty {
            backdrops.kernel.cutCorners(radius: cornerRadius / Double(factor), corners: corners)
            opaque = false
        }
        let (bw, bh) = (backdrops.kernel.width, backdrops.kernel.height)
        if entry.texture?.width != bw || entry.texture?.height != bh {
            entry.texture = try SDLTexture(window: window, width: bw, height: bh, target: false)
        }
        guard let texture = entry.texture else { return }
        try backdrops.kernel.output.withUnsafeBytes { pixels in
            try texture.update(argb: pixels.baseAddress!, rowLength: bw)
        }
        texture.isOpaque = opaque
    }
}

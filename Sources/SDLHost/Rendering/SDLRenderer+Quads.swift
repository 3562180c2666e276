import CSDL2
import Foundation
import Geometry
import Layers

/// Carrying textures and colours onto the surface through a quad's transform: a plain copy
/// when it only translates and scales, `SDL_RenderCopyExF` when it also rotates or flips; for
/// shear and perspective, filtered on the CPU (`drawFiltered`, `QuadSampler`) on the software
/// renderer, whose `SDL_RenderGeometry` reads the nearest texel, and through
/// `SDL_RenderGeometry` on a renderer that filters it (Rendering.md).
extension SDLRenderer {
    /// The 2D transform a 3D one applies to points of the z = 0 plane, when it is affine
    /// there: no perspective (m14 = m24 = 0) and a positive w. Core Animation's row-vector
    /// layout: x' = x·m11 + y·m21 + m41, y' = x·m12 + y·m22 + m42, divided by m44.
    static func planarAffine(_ t: Transform3D) -> Geometry.AffineTransform? {
        guard t.m14 == 0, t.m24 == 0, t.m44 > 0 else { return nil }
        let w = t.m44
        return Geometry.AffineTransform(
            a: t.m11 / w, b: t.m12 / w, c: t.m21 / w, d: t.m22 / w, tx: t.m41 / w, ty: t.m42 / w)
    }

    /// The surface rectangle (whole pixels) of `rect` under `transform` when that transform
    /// only translates and scales; nil otherwise. `flipX`/`flipY` report negative scales.
    func axisAlignedRect(_ rect: Rect, _ transform: Transform3D) -> (
        rect: SDL_Rect, scale: Double, flipX: Bool, flipY: Bool
    )? {
        guard let t = Self.planarAffine(transform), t.b == 0, t.c == 0 else { return nil }
        let xs = (t.a * rect.minX + t.tx, t.a * rect.maxX + t.tx)
        let ys = (t.d * rect.minY + t.ty, t.d * rect.maxY + t.ty)
        let x0 = Self.pixel(min(xs.0, xs.1))
        let x1 = Self.pixel(max(xs.0, xs.1))
        let y0 = Self.pixel(min(ys.0, ys.1))
        let y1 = Self.pixel(max(ys.0, ys.1))
        return (SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0), min(abs(t.a), abs(t.d)), t.a < 0, t.d < 0)
    }

    /// True when a corner of `rect` projects with w <= 0: the quad is (partly) behind the eye
    /// and is not drawn.
    static func isBehindTheEye(_ rect: Rect, _ transform: Transform3D) -> Bool {
        transform.w(at: Point(x: rect.minX, y: rect.minY)) <= 1e-9
            || transform.w(at: Point(x: rect.maxX, y: rect.minY)) <= 1e-9
            || transform.w(at: Point(x: rect.maxX, y: rect.maxY)) <= 1e-9
            || transform.w(at: Point(x: rect.minX, y: rect.maxY)) <= 1e-9
    }

    /// The axis-aligned surface box of a quad's projected corners (without allocating).
    static func surfaceBounds(of quad: Quad) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let r = quad.rect
        let t = quad.transform
        let p0 = t.project(Point(x: r.minX, y: r.minY))
        let p1 = t.project(Point(x: r.maxX, y: r.minY))
        let p2 = t.project(Point(x: r.maxX, y: r.maxY))
        let p3 = t.project(Point(x: r.minX, y: r.maxY))
        return (
            min(p0.x, p1.x, p2.x, p3.x), min(p0.y, p1.y, p2.y, p3.y), max(p0.x, p1.x, p2.x, p3.x),
            max(p0.y, p1.y, p2.y, p3.y)
        )
    }

    /// Fills a surface rectangle with a colour.
    func fillRect(_ rect: SDL_Rect, color: RGBA8) {
        guard rect.w > 0, rect.h > 0, color.a > 0 else { return }
        guard
            isVisible(
                x0: Double(rect.x), y0: Double(rect.y), x1: Double(rect.x + rect.w), y1: Double(rect.y + rect.h))
        else { return }
        if targetStack.isEmpty, fillsDirectly, let surface = window.softwareSurface,
            fillDirectly(rect, color: color, on: surface)
        {
            return
        }
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        var frect = SDL_FRect(x: Float(rect.x), y: Float(rect.y), w: Float(rect.w), h: Float(rect.h))
        SDL_RenderFillRectF(renderer, &frect)
    }

    /// Fills `rect` (clipped) by writing the window surface's pixels (`SurfaceFill`) after the
    /// commands queued so far have drawn; false, having drawn nothing, when the surface's
    /// format is not one byte per channel in 32 bits.
    private func fillDirectly(_ rect: SDL_Rect, color: RGBA8, on surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        guard let format = surface.pointee.format, format.pointee.BytesPerPixel == 4,
            format.pointee.Rloss == 0, format.pointee.Gloss == 0, format.pointee.Bloss == 0,
            format.pointee.Amask == 0 || format.pointee.Aloss == 0, let pixels = surface.pointee.pixels
        else { return false }
        var box = Self.intersect(rect, SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h))
        if let clip = currentClip { box = Self.intersect(box, clip) }
        guard box.w > 0, box.h > 0 else { return true }
        // SDL's arithmetic: the colour premultiplied by alpha, rounding down.
        let a = UInt32(color.a)
        let source = SDL_MapRGBA(
            format, UInt8(UInt32(color.r) * a / 255), UInt8(UInt32(color.g) * a / 255),
            UInt8(UInt32(color.b) * a / 255), color.a)
        SDL_RenderFlush(renderer)
        let locks = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if locks, SDL_LockSurface(surface) != 0 { return false }
        defer { if locks { SDL_UnlockSurface(surface) } }
        let pitch = Int(surface.pointee.pitch)
        SurfaceFill.blend(
            origin: pixels + Int(box.y) * pitch + Int(box.x) * 4, pitch: pitch, width: Int(box.w), rows: Int(box.h),
            source: source, alpha: color.a)
        statistics.directFills += 1
        return true
    }

    /// Sets every pixel of the window surface to `color`, as `SDL_RenderClear` does (the
    /// colour mapped to the surface's format, not blended), but with ordinary stores: SDL's
    /// clear streams past the caches (`movntps`), so every pixel drawn next was read back
    /// from memory; written through the caches, the frame's pixels stay in them for the items
    /// drawn over them (MeasuredSDLFacts.md, "Text and shapes"). False, having cleared
    /// nothing, off the window, with direct fills off or where `fillDirectly` would not fill.
    func clearsWindowDirectly(to color: RGBA8) -> Bool {
        guard targetStack.isEmpty, fillsDirectly, let surface = window.softwareSurface,
            let format = surface.pointee.format, format.pointee.BytesPerPixel == 4, let pixels = surface.pointee.pixels
        else { return false }
        let value = SDL_MapRGBA(format, color.r, color.g, color.b, color.a)
        SDL_RenderFlush(renderer)
        let locks = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if locks, SDL_LockSurface(surface) != 0 { return false }
        defer { if locks { SDL_UnlockSurface(surface) } }
        let pitch = Int(surface.pointee.pitch)
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        guard width > 0, height > 0 else { return true }
        // Bottom row first: what the caches keep of the window is then its top, where the
        // items are drawn first (a whole window is more than a core's L2 cache holds). One row
        // is filled and copied into the others: a copy is one call to the C library's memmove
        // (cached stores at a row's size), where a fill of every row would be a loop of Swift's,
        // pixel by pixel in a debug build (tens of milliseconds a frame for a HiDPI window).
        let bottom = pixels + (height - 1) * pitch
        bottom.bindMemory(to: UInt32.self, capacity: width).update(repeating: value, count: width)
        for row in (0..<(height - 1)).reversed() {
            (pixels + row * pitch).copyMemory(from: bottom, byteCount: width * 4)
        }
        return true
    }

    /// Copies `source` (whole pixels of `texture`; all of it when nil) onto a surface
    /// rectangle, tinted by `color`.
    func copy(
        _ texture: SDLTexture, source: SDL_Rect?, to rect: SDL_Rect, color: RGBA8, flipX: Bool = false,
        flipY: Bool = false
    ) {
        guard rect.w > 0, rect.h > 0, color.a > 0 else { return }
        guard
            isVisible(
                x0: Double(rect.x), y0: Double(rect.y), x1: Double(rect.x + rect.w), y1: Double(rect.y + rect.h))
        else { return }
        if !flipX, !flipY, blitDirectly(texture, source: source, to: rect, color: color) { return }
        prepare(texture, color: color)
        var dst = SDL_FRect(x: Float(rect.x), y: Float(rect.y), w: Float(rect.w), h: Float(rect.h))
        withSource(source) { src in
            if flipX || flipY {
                let flip = (flipX ? SDL_FLIP_HORIZONTAL.rawValue : 0) | (flipY ? SDL_FLIP_VERTICAL.rawValue : 0)
                SDL_RenderCopyExF(renderer, texture.handle, src, &dst, 0, nil, SDL_RendererFlip(flip))
                statistics.rotatedCopies += 1
            } else {
                SDL_RenderCopyF(renderer, texture.handle, src, &dst)
            }
        }
    }

    /// Draws `source` of `texture` (all of it when nil) stretched over the layer-local `rect`,
    /// carried onto the surface by `transform`, tinted by `color` (alpha = opacity).
    func drawTexture(
        _ texture: SDLTexture, source: SDL_Rect?, over rect: Rect, transform: Transform3D, color: RGBA8
    ) throws {
        guard color.a > 0, !rect.isEmpty else { return }
        if let aligned = axisAlignedRect(rect, transform) {
            copy(texture, source: source, to: aligned.rect, color: color, flipX: aligned.flipX, flipY: aligned.flipY)
            return
        }
        if let affine = Self.planarAffine(transform) {
            let parts = affine.decomposed
            let scale = max(abs(parts.scaleX), abs(parts.scaleY))
            if abs(parts.shear) <= 1e-9 * scale {
                drawRotated(texture, source: source, over: rect, parts: parts, color: color)
                return
            }
        }
        if Self.isBehindTheEye(rect, transform) {
            statistics.culledItems += 1
            return
        }
        if filtersQuadsOnCPU {
            try drawFiltered(texture, source: source, over: rect, transform: transform, color: color)
        } else {
            drawGeometry(texture, source: source, over: rect, transform: transform, color: color)
        }
    }

    /// A colour over a quad: a fill when axis-aligned, the white texture tinted otherwise.
    func drawColor(over rect: Rect, transform: Transform3D, color: RGBA8) throws {
        if let aligned = axisAlignedRect(rect, transform) {
            fillRect(aligned.rect, color: color)
        } else {
            try drawTexture(white, source: nil, over: rect, transform: transform, color: color)
        }
    }

    /// Rotation (and scale, and a vertical flip for a negative determinant) about the
    /// transform's origin: `SDL_RenderCopyExF` turns its destination rectangle about `center`.
    private func drawRotated(
        _ texture: SDLTexture, source: SDL_Rect?, over rect: Rect, parts: Geometry.AffineTransform.Decomposition,
        color: RGBA8
    ) {
        // Before the rotation the rect is only scaled: (scaleX·x, scaleY·y).
        var y0 = parts.scaleY * rect.minY
        var y1 = parts.scaleY * rect.maxY
        let flipY = y1 < y0
        if flipY { swap(&y0, &y1) }
        let x0 = parts.scaleX * rect.minX
        let x1 = parts.scaleX * rect.maxX
        let t = parts.translation
        // The software renderer works in whole pixels: round the edges, keep the pivot exact.
        let left = Self.pixel(x0 + t.x)
        let top = Self.pixel(y0 + t.y)
        let width = Self.pixel(x1 + t.x) - left
        let height = Self.pixel(y1 + t.y) - top
        guard width > 0, height > 0 else { return }
        // Cull by the rotated rectangle's bounds (its corners about the pivot).
        let cs = cos(parts.rotation)
        let sn = sin(parts.rotation)
        let xs = (cs * x0 - sn * y0, cs * x1 - sn * y0, cs * x1 - sn * y1, cs * x0 - sn * y1)
        let ys = (sn * x0 + cs * y0, sn * x1 + cs * y0, sn * x1 + cs * y1, sn * x0 + cs * y1)
        guard
            isVisible(
                x0: min(xs.0, xs.1, xs.2, xs.3) + t.x, y0: min(ys.0, ys.1, ys.2, ys.3) + t.y,
                x1: max(xs.0, xs.1, xs.2, xs.3) + t.x, y1: max(ys.0, ys.1, ys.2, ys.3) + t.y)
        else { return }
        prepare(texture, color: color)
        var dst = SDL_FRect(x: Float(left), y: Float(top), w: Float(width), h: Float(height))
        var center = SDL_FPoint(x: Float(t.x - Double(left)), y: Float(t.y - Double(top)))
        let flip = flipY ? SDL_FLIP_VERTICAL : SDL_FLIP_NONE
        let degrees = parts.rotation * 180 / Double.pi
        withSource(source) { src in
            SDL_RenderCopyExF(renderer, texture.handle, src, &dst, degrees, &center, flip)
        }
        statistics.rotatedCopies += 1
    }

    /// Shear and perspective on a renderer that filters geometry: textured triangles through
    /// the projected corners (a grid of them under perspective). Every corner is in front of
    /// the eye (w > 0).
    private func drawGeometry(
        _ texture: SDLTexture, source: SDL_Rect?, over rect: Rect, transform: Transform3D, color: RGBA8
    ) {
        let cells = Self.planarAffine(transform) != nil ? 1 : max(1, perspectiveSubdivisions)
        let src = source ?? SDL_Rect(x: 0, y: 0, w: Int32(texture.width), h: Int32(texture.height))
        let tw = Double(texture.width)
        let th = Double(texture.height)
        let u0 = Double(src.x) / tw
        let v0 = Double(src.y) / th
        let du = Double(src.w) / tw
        let dv = Double(src.h) / th
        let tint = texture.isPremultiplied ? color.premultiplied : color
        let vertexColor = SDL_Color(r: tint.r, g: tint.g, b: tint.b, a: tint.a)
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for j in 0...cells {
            let fy = Double(j) / Double(cells)
            for i in 0...cells {
                let fx = Double(i) / Double(cells)
                let p = transform.project(
                    Point(x: rect.minX + rect.width * fx, y: rect.minY + rect.height * fy))
                minX = min(minX, p.x)
                maxX = max(maxX, p.x)
                minY = min(minY, p.y)
                maxY = max(maxY, p.y)
                vertices.append(
                    SDL_Vertex(
                        position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: vertexColor,
                        tex_coord: SDL_FPoint(x: Float(u0 + du * fx), y: Float(v0 + dv * fy))))
            }
        }
        guard isVisible(x0: minX, y0: minY, x1: maxX, y1: maxY) else { return }
        let row = Int32(cells + 1)
        for j in 0..<Int32(cells) {
            for i in 0..<Int32(cells) {
                let a = j * row + i
                indices.append(a)
                indices.append(a + 1)
                indices.append(a + row + 1)
                indices.append(a)
                indices.append(a + row + 1)
                indices.append(a + row)
            }
        }
        // The vertex colour does the tinting; the texture's own modulation stays neutral.
        prepare(texture, color: RGBA8(r: 255, g: 255, b: 255, a: 255), forceBlend: true)
        SDL_RenderGeometry(
            renderer, texture.handle, vertices, Int32(vertices.count), indices, Int32(indices.count))
        statistics.geometryDraws += 1
    }

    /// Sets the tint and blending for the next copy of `texture`: opaque textures drawn at
    /// full opacity are copied without blending (several times faster in software). A
    /// premultiplied texture's tint is premultiplied too: its colour fades with its alpha.
    func prepare(_ texture: SDLTexture, color: RGBA8, forceBlend: Bool = false) {
        let tint = texture.isPremultiplied ? color.premultiplied : color
        SDL_SetTextureColorMod(texture.handle, tint.r, tint.g, tint.b)
        SDL_SetTextureAlphaMod(texture.handle, tint.a)
        texture.setBlending(forceBlend || !(texture.isOpaque && color.a == 255))
    }

    private func withSource(_ source: SDL_Rect?, _ body: (UnsafePointer<SDL_Rect>?) -> Void) {
        if var source {
            withUnsafePointer(to: &source) { body($0) }
        } else {
            body(nil)
        }
    }
}

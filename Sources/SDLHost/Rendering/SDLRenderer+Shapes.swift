import CSDL2
import Geometry
import Layers

/// Which shape mask a texture holds. Lengths are in eighths of a pixel, so nearby radii share
/// textures while an animated radius still changes smoothly.
enum ShapeKey: Hashable {
    /// A (2K+1)-pixel square rounded rectangle to draw nine-slice: corners K x K, a 1-pixel
    /// middle that stretches.
    case roundedSlices(radius: Int)
    case ringSlices(radius: Int, lineWidth: Int)
    case shadowSlices(cornerRadius: Int, sigma: Int)
    /// A whole shape of the given pixel size, for transforms that rotate, shear or project.
    case roundedRect(width: Int, height: Int, radius: Int)
    case ring(width: Int, height: Int, radius: Int, lineWidth: Int)
    /// A blurred silhouette `margin` pixels inside a texture of the given size.
    case shadow(width: Int, height: Int, margin: Int, cornerRadius: Int, sigma: Int)

    static func eighths(_ value: Double) -> Int { Int((max(value, 0) * 8).rounded()) }
    static func value(_ eighths: Int) -> Double { Double(eighths) / 8 }
}

/// Fills, strokes and shadows. Axis-aligned shapes are drawn nine-slice from small cached
/// masks (four corner copies, stretched edges and centre), so their cost does not depend on
/// their size; rotated or projected ones use a mask of their whole (layer-local) size.
extension SDLRenderer {
    func drawFill(_ quad: Quad, color: RGBA8, cornerRadius: Double) throws {
        guard color.a > 0, !quad.rect.isEmpty else { return }
        let radius = min(max(cornerRadius, 0), quad.rect.width / 2, quad.rect.height / 2)
        if let aligned = axisAlignedRect(quad.rect, quad.transform) {
            let r = ShapeKey.eighths(radius * aligned.scale)
            let k = Int((ShapeKey.value(r)).rounded(.up))
            if r < 4 {
                fillRect(aligned.rect, color: color)
                return
            }
            if aligned.rect.w >= 2 * Int32(k), aligned.rect.h >= 2 * Int32(k) {
                let texture = try shapeTexture(.roundedSlices(radius: r)) {
                    CoverageMask.roundedRect(width: 2 * k + 1, height: 2 * k + 1, cornerRadius: ShapeKey.value(r))
                }
                drawNineSlice(texture, corner: k, to: aligned.rect, color: color, hollow: false)
                return
            }
        }
        if radius < 0.5 {
            try drawColor(over: quad.rect, transform: quad.transform, color: color)
            return
        }
        // A mask of the quad's size at the surface scale (its transform may still shrink or
        // enlarge it: filtering takes care of that).
        let (w, h) = (Self.pixels(quad.rect.width * scale), Self.pixels(quad.rect.height * scale))
        let r = ShapeKey.eighths(radius * scale)
        let texture = try shapeTexture(.roundedRect(width: w, height: h, radius: r)) {
            CoverageMask.roundedRect(width: w, height: h, cornerRadius: ShapeKey.value(r))
        }
        try drawTexture(texture, source: nil, over: quad.rect, transform: quad.transform, color: color)
    }

    func drawBorder(_ quad: Quad, width: Double, color: RGBA8, cornerRadius: Double) throws {
        guard color.a > 0, width > 0, !quad.rect.isEmpty else { return }
        let half = min(quad.rect.width, quad.rect.height) / 2
        let lineWidth = min(width, half)
        let radius = min(max(cornerRadius, 0), half)
        if let aligned = axisAlignedRect(quad.rect, quad.transform) {
            let rect = aligned.rect
            let r = ShapeKey.eighths(radius * aligned.scale)
            let lw = max(ShapeKey.eighths(lineWidth * aligned.scale), 8)
            if r < 4 {
                let line = min(Int32(ShapeKey.value(lw).rounded()), (min(rect.w, rect.h) + 1) / 2)
                fillRect(SDL_Rect(x: rect.x, y: rect.y, w: rect.w, h: line), color: color)
                fillRect(SDL_Rect(x: rect.x, y: rect.y + rect.h - line, w: rect.w, h: line), color: color)
                let sideHeight = rect.h - 2 * line
                if sideHeight > 0 {
                    fillRect(SDL_Rect(x: rect.x, y: rect.y + line, w: line, h: sideHeight), color: color)
                    fillRect(
                        SDL_Rect(x: rect.x + rect.w - line, y: rect.y + line, w: line, h: sideHeight), color: color)
                }
                return
            }
            let k = Int(max(ShapeKey.value(r), ShapeKey.value(lw)).rounded(.up))
            if rect.w >= 2 * Int32(k), rect.h >= 2 * Int32(k) {
                let texture = try shapeTexture(.ringSlices(radius: r, lineWidth: lw)) {
                    CoverageMask.ring(
                        width: 2 * k + 1, height: 2 * k + 1, cornerRadius: ShapeKey.value(r),
                        lineWidth: ShapeKey.value(lw))
                }
                drawNineSlice(texture, corner: k, to: rect, color: color, hollow: true)
                return
            }
        }
        let (w, h) = (Self.pixels(quad.rect.width * scale), Self.pixels(quad.rect.height * scale))
        let r = ShapeKey.eighths(radius * scale)
        let lw = ShapeKey.eighths(lineWidth * scale)
        let texture = try shapeTexture(.ring(width: w, height: h, radius: r, lineWidth: lw)) {
            CoverageMask.ring(width: w, height: h, cornerRadius: ShapeKey.value(r), lineWidth: ShapeKey.value(lw))
        }
        try drawTexture(texture, source: nil, over: quad.rect, transform: quad.transform, color: color)
    }

    /// A Core Animation-like shadow: the (rounded) rectangle blurred by a Gaussian whose
    /// standard deviation is the shadow radius, reaching about three radii beyond the edge.
    func drawShadow(_ quad: Quad, color: RGBA8, cornerRadius: Double, blur: Double) throws {
        guard color.a > 0, !quad.rect.isEmpty else { return }
        guard blur >= 0.25 else {
            try drawFill(quad, color: color, cornerRadius: cornerRadius)
            return
        }
        let radius = min(max(cornerRadius, 0), quad.rect.width / 2, quad.rect.height / 2)
        if let aligned = axisAlignedRect(quad.rect, quad.transform) {
            let sigma = ShapeKey.eighths(blur * aligned.scale)
            let r = ShapeKey.eighths(radius * aligned.scale)
            let margin = Int((3 * ShapeKey.value(sigma)).rounded(.up))
            let rect = aligned.rect
            let outer = SDL_Rect(
                x: rect.x - Int32(margin), y: rect.y - Int32(margin), w: rect.w + 2 * Int32(margin),
                h: rect.h + 2 * Int32(margin))
            // Corner slices reach a margin outside and the radius plus a margin inside.
            let corner = 2 * margin + Int(ShapeKey.value(r).rounded(.up))
            if outer.w >= 2 * Int32(corner), outer.h >= 2 * Int32(corner) {
                let texture = try shapeTexture(.shadowSlices(cornerRadius: r, sigma: sigma)) {
                    CoverageMask.shadow(
                        width: 2 * corner + 1, height: 2 * corner + 1, inset: Double(margin),
                        cornerRadius: ShapeKey.value(r), sigma: ShapeKey.value(sigma))
                }
                drawNineSlice(texture, corner: corner, to: outer, color: color, hollow: false)
            } else {
                let (w, h) = (Int(outer.w), Int(outer.h))
                let texture = try shapeTexture(
                    .shadow(width: w, height: h, margin: margin, cornerRadius: r, sigma: sigma)
                ) {
                    CoverageMask.shadow(
                        width: w, height: h, inset: Double(margin), cornerRadius: ShapeKey.value(r),
                        sigma: ShapeKey.value(sigma))
                }
                copy(texture, source: nil, to: outer, color: color)
            }
            return
        }
        let sigma = ShapeKey.eighths(blur * scale)
        let r = ShapeKey.eighths(radius * scale)
        let margin = Int((3 * ShapeKey.value(sigma)).rounded(.up))
        let w = Self.pixels(quad.rect.width * scale) + 2 * margin
        let h = Self.pixels(quad.rect.height * scale) + 2 * margin
        let texture = try shapeTexture(.shadow(width: w, height: h, margin: margin, cornerRadius: r, sigma: sigma)) {
            CoverageMask.shadow(
                width: w, height: h, inset: Double(margin), cornerRadius: ShapeKey.value(r),
                sigma: ShapeKey.value(sigma))
        }
        let m = Double(margin) / scale
        let rect = Rect(
            x: quad.rect.minX - m, y: quad.rect.minY - m, width: quad.rect.width + 2 * m,
            height: quad.rect.height + 2 * m)
        try drawTexture(texture, source: nil, over: rect, transform: quad.transform, color: color)
    }

    /// Draws a (2K+1)-square mask over `rect`: K x K corners copied 1:1, the 1-pixel middle
    /// row and column stretched along the edges and (unless `hollow`) over the centre.
    func drawNineSlice(_ texture: SDLTexture, corner k: Int, to rect: SDL_Rect, color: RGBA8, hollow: Bool) {
        if blitNineSliceDirectly(texture, corner: k, to: rect, color: color, hollow: hollow) { return }
        let k32 = Int32(k)
        let dstX = (rect.x, rect.x + k32, rect.x + rect.w - k32, rect.x + rect.w)
        let dstY = (rect.y, rect.y + k32, rect.y + rect.h - k32, rect.y + rect.h)
        let srcX = (Int32(0), k32, k32 + 1, 2 * k32 + 1)
        for row in 0..<3 {
            for column in 0..<3 {
                if hollow && row == 1 && column == 1 { continue }
                let (dx0, dx1) = Self.span(dstX, column)
                let (dy0, dy1) = Self.span(dstY, row)
                guard dx1 > dx0, dy1 > dy0 else { continue }
                let (sx0, sx1) = Self.span(srcX, column)
                let (sy0, sy1) = Self.span(srcX, row)
                copy(
                    texture, source: SDL_Rect(x: sx0, y: sy0, w: sx1 - sx0, h: sy1 - sy0),
                    to: SDL_Rect(x: dx0, y: dy0, w: dx1 - dx0, h: dy1 - dy0), color: color)
            }
        }
    }

    private static func span(_ edges: (Int32, Int32, Int32, Int32), _ index: Int) -> (Int32, Int32) {
        switch index {
        case 0: return (edges.0, edges.1)
        case 1: return (edges.1, edges.2)
        default: return (edges.2, edges.3)
        }
    }

    /// The cached texture of a shape mask, made white with the mask as alpha.
    func shapeTexture(_ key: ShapeKey, mask: () -> CoverageMask) throws -> SDLTexture {
        try shapes.texture(for: key) {
            let coverage = mask()
            let nineSlice: Bool
            switch key {
            case .roundedSlices, .ringSlices, .shadowSlices: nineSlice = true
            default: nineSlice = false
            }
            // Slices are copied 1:1 or stretched from one pixel: nearest sampling keeps them exact.
            let texture = try SDLTexture(
                window: window, width: coverage.width, height: coverage.height, target: false, linear: !nineSlice)
            let pixels = coverage.argbWhite
            try pixels.withUnsafeBytes { try texture.update(argb: $0.baseAddress!, rowLength: coverage.width) }
            if !window.filtersGeometry { texture.coverage = pixels.map { UInt8($0 >> 24) } }
            return texture
        }
    }
}

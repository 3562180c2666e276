import CSDL2
import Geometry
import Layers

/// A rendered line of text: white, tinted when drawn.
struct TextKey: Hashable {
    let text: String
    let fontName: String
    let points: Int32
}

extension SDLRenderer {
    /// One line of text laid out in the quad: aligned horizontally per the style, centred
    /// vertically, clipped to the quad. The line is rasterized at its size in pixels (the
    /// font's size times the surface scale), so a texel is a pixel under a plain translation.
    func drawText(_ quad: Quad, text: String, style: TextStyle, opacity: Double) throws {
        let color = RGBA8(style.color, opacity: opacity)
        guard color.a > 0, !text.isEmpty, !quad.rect.isEmpty else { return }
        let texture = try textTexture(text, font: Font(name: style.font.name, size: style.font.size * scale))
        let box = quad.rect
        // The line's size in the quad's points.
        let width = Double(texture.width) / scale
        let height = Double(texture.height) / scale
        let x: Double
        switch style.alignment {
        case .left: x = box.minX
        case .center: x = box.midX - width / 2
        case .right: x = box.maxX - width
        }
        // Whole-pixel origins keep glyphs crisp under translation-only transforms.
        let origin = Point(x: (x * scale).rounded() / scale, y: ((box.midY - height / 2) * scale).rounded() / scale)
        let line = Rect(origin: origin, size: Size(width: width, height: height))
        guard let visible = line.intersection(box) else { return }
        let sx0 = Self.pixel((visible.minX - origin.x) * scale)
        let sy0 = Self.pixel((visible.minY - origin.y) * scale)
        let sx1 = Self.pixel((visible.maxX - origin.x) * scale)
        let sy1 = Self.pixel((visible.maxY - origin.y) * scale)
        guard sx1 > sx0, sy1 > sy0 else { return }
        let source = SDL_Rect(x: sx0, y: sy0, w: sx1 - sx0, h: sy1 - sy0)
        let target = Rect(
            x: origin.x + Double(sx0) / scale, y: origin.y + Double(sy0) / scale, width: Double(sx1 - sx0) / scale,
            height: Double(sy1 - sy0) / scale)
        try drawTexture(texture, source: source, over: target, transform: quad.transform, color: color)
    }

    /// The cached white rendering of `text` in `font`.
    func textTexture(_ text: String, font: Font) throws -> SDLTexture {
        let key = TextKey(text: text, fontName: font.name, points: FontCache.points(font))
        return try texts.texture(for: key) {
            let handle = try fonts.handle(for: font)
            guard
                let surface = TTF_RenderUTF8_Blended(handle, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
            else { throw HostError.sdl("TTF_RenderUTF8_Blended") }
            defer { SDL_FreeSurface(surface) }
            statistics.textRasterizations += 1
            let texture = try SDLTexture(window: window, surface: surface)
            if !window.filtersGeometry { texture.coverage = Self.whiteCoverage(of: surface) }
            return texture
        }
    }

    /// The alpha of each pixel of an ARGB8888 `surface` whose colour is white throughout
    /// (SDL_ttf's blended text in white); empty for any other.
    static func whiteCoverage(of surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
        let s = surface.pointee
        guard let format = s.format, format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
            let pixels = s.pixels
        else { return [] }
        let (width, height, pitch) = (Int(s.w), Int(s.h), Int(s.pitch))
        var coverage = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = (pixels + y * pitch).bindMemory(to: UInt32.self, capacity: width)
            for x in 0..<width {
                guard row[x] & 0x00FF_FFFF == 0x00FF_FFFF else { return [] }
                coverage[y * width + x] = UInt8(row[x] >> 24)
            }
        }
        return coverage
    }
}

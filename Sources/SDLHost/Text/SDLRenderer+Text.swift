import CSDL2
import Geometry
import Layers

/// A rendered line of text: white, tinted when drawn.
struct TextKey: Hashable {
    let text: String
    let fontName: String
    let points: Int32
}

/// A rendered line of text with colour glyphs (an emoji) whose other glyphs are `tint`
/// (0xRRGGBB), drawn untinted: kept apart from the white lines so that looking those up costs
/// what it did before colour glyphs.
struct TintedTextKey: Hashable {
    let line: TextKey
    let tint: UInt32
}

extension SDLRenderer {
    /// One line of text laid out in the quad: aligned horizontally per the style, centred
    /// vertically, clipped to the quad. The line is rasterized at its size in pixels (the
    /// font's size times the surface scale), so a texel is a pixel under a plain translation.
    func drawText(_ quad: Quad, text: String, style: TextStyle, opacity: Double) throws {
        var color = RGBA8(style.color, opacity: opacity)
        guard color.a > 0, !text.isEmpty, !quad.rect.isEmpty else { return }
        let font = Font(name: style.font.name, size: style.font.size * scale)
        var texture = try textTexture(text, font: font)
        if texture.hasColorGlyphs, color.r & color.g & color.b != 255 {
            // Tinting would tint the emoji too: the line in its colour, drawn untinted.
            texture = try tintedTextTexture(
                text, font: font, tint: UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b))
            color = RGBA8(r: 255, g: 255, b: 255, a: color.a)
        }
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

    /// The cached white rendering of `text` in `font`. A line with characters the font lacks
    /// is drawn in runs of the faces that have them (`FallbackFaces`, `TextRunRasterizer`); one
    /// the font has whole, as SDL_ttf draws it.
    func textTexture(_ text: String, font: Font) throws -> SDLTexture {
        let key = TextKey(text: text, fontName: font.name, points: FontCache.points(font))
        return try texts.texture(for: key) {
            if let runs = try fonts.runs(of: text, font: font) {
                return try runsTexture(runs, tint: nil)
            }
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

    /// The cached rendering of a line with colour glyphs, `text` in `font`, whose other glyphs
    /// are `tint` (0xRRGGBB).
    func tintedTextTexture(_ text: String, font: Font, tint: UInt32) throws -> SDLTexture {
        let key = TintedTextKey(
            line: TextKey(text: text, fontName: font.name, points: FontCache.points(font)), tint: tint)
        return try tintedTexts.texture(for: key) {
            guard let runs = try fonts.runs(of: text, font: font) else { return try textTexture(text, font: font) }
            return try runsTexture(runs, tint: tint)
        }
    }

    /// A texture of a line drawn in `runs` (`TextRunRasterizer`).
    private func runsTexture(_ runs: [TextRun], tint: UInt32?) throws -> SDLTexture {
        var line = try TextRunRasterizer.line(runs, layout: try TextRunLayout(runs), tint: tint)
        let texture = try line.pixels.withUnsafeMutableBytes { bytes in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(line.width), Int32(line.height), 32, Int32(line.width * 4),
                    SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { throw HostError.sdl("SDL_CreateRGBSurfaceWithFormatFrom") }
            defer { SDL_FreeSurface(surface) }
            let texture = try SDLTexture(window: window, surface: surface, hasColorGlyphs: line.hasColorGlyphs)
            if !window.filtersGeometry, !line.hasColorGlyphs { texture.coverage = Self.whiteCoverage(of: surface) }
            return texture
        }
        statistics.textRasterizations += 1
        return texture
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

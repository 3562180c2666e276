import CSDL2

/// Draws a line's runs into one picture (FontsAndAssets.md, "Fallback faces"): each run
/// rendered by SDL_ttf in white, a scaled face's picture scaled by area, placed per its
/// `TextRunLayout` and composited. A colour face (an emoji font) renders its own colours,
/// premultiplied; the other runs are white, or `tint` when given, so that a line holding colour
/// glyphs can be drawn in its colour without tinting them.
enum TextRunRasterizer {
    /// A rasterized line: straight (not premultiplied) ARGB8888, `width` pixels a row.
    struct Line {
        var pixels: [UInt32]
        let width: Int
        let height: Int
        /// Whether a run drew colours of its own (not white).
        let hasColorGlyphs: Bool
    }

    /// The line `runs` draw, laid out by `layout`; white runs drawn in `tint` (0xRRGGBB) when
    /// given. Throws when SDL_ttf cannot render a run.
    static func line(_ runs: [TextRun], layout: TextRunLayout, tint: UInt32? = nil) throws -> Line {
        let width = max(1, layout.width)
        let height = max(1, layout.height)
        var canvas = [UInt32](repeating: 0, count: width * height)
        var hasColorGlyphs = false
        for (run, place) in zip(runs, layout.placements) {
            guard var picture = try render(run) else { continue }
            hasColorGlyphs = hasColorGlyphs || picture.isColor
            if picture.width != place.width || picture.height != place.height {
                picture.pixels = AreaScaling.scaled(
                    picture.pixels, width: picture.width, height: picture.height, toWidth: place.width,
                    height: place.height)
                picture.width = place.width
                picture.height = place.height
            }
            if let tint, !picture.isColor { tinted(&picture.pixels, tint) }
            composite(picture, at: place, onto: &canvas, width: width, height: height)
        }
        unpremultiply(&canvas)
        return Line(pixels: canvas, width: width, height: height, hasColorGlyphs: hasColorGlyphs)
    }

    /// A run's premultiplied picture.
    private struct Picture {
        var pixels: [UInt32]
        var width: Int
        var height: Int
        /// Whether it has colours of its own (SDL_ttf renders a colour glyph premultiplied).
        let isColor: Bool
    }

    /// `run` rendered in white by SDL_ttf, premultiplied; nil when it draws nothing.
    private static func render(_ run: TextRun) throws -> Picture? {
        guard
            let surface = TTF_RenderUTF8_Blended(run.face.handle, run.text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { throw HostError.sdl("TTF_RenderUTF8_Blended") }
        defer { SDL_FreeSurface(surface) }
        let s = surface.pointee
        guard let format = s.format, format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue, let base = s.pixels,
            s.w > 0, s.h > 0
        else { return nil }
        let (width, height, pitch) = (Int(s.w), Int(s.h), Int(s.pitch))
        var pixels = [UInt32](repeating: 0, count: width * height)
        var isColor = false
        for y in 0..<height {
            let row = (base + y * pitch).bindMemory(to: UInt32.self, capacity: width)
            for x in 0..<width {
                let pixel = row[x]
                pixels[y * width + x] = pixel
                if pixel >> 24 != 0, pixel & 0x00FF_FFFF != 0x00FF_FFFF { isColor = true }
            }
        }
        if !isColor {
            // White with coverage in alpha: premultiplied, each channel is the alpha.
            for i in pixels.indices {
                let a = pixels[i] >> 24
                pixels[i] = a << 24 | a << 16 | a << 8 | a
            }
        }
        return Picture(pixels: pixels, width: width, height: height, isColor: isColor)
    }

    /// Premultiplied white pixels made `tint` (0xRRGGBB).
    private static func tinted(_ pixels: inout [UInt32], _ tint: UInt32) {
        let (r, g, b) = ((tint >> 16) & 0xFF, (tint >> 8) & 0xFF, tint & 0xFF)
        for i in pixels.indices {
            let a = pixels[i] >> 24
            // Shifts bind tighter than products in Swift: each channel in parentheses.
            pixels[i] = a << 24 | ((r * a + 127) / 255) << 16 | ((g * a + 127) / 255) << 8 | ((b * a + 127) / 255)
        }
    }

    /// `picture` over the canvas at `place` (premultiplied "over"), clipped to the canvas.
    private static func composite(
        _ picture: Picture, at place: TextRunLayout.Placement, onto canvas: inout [UInt32], width: Int, height: Int
    ) {
        for y in 0..<picture.height {
            let cy = place.y + y
            guard cy >= 0, cy < height else { continue }
            for x in 0..<picture.width {
                let cx = place.x + x
                guard cx >= 0, cx < width else { continue }
                let source = picture.pixels[y * picture.width + x]
                let sa = source >> 24
                guard sa != 0 else { continue }
                let i = cy * width + cx
                if sa == 255 {
                    canvas[i] = source
                    continue
                }
                let target = canvas[i]
                var out: UInt32 = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    let s = (source >> shift) & 0xFF
                    let d = (target >> shift) & 0xFF
                    out |= min(255, s + (d * (255 - sa) + 127) / 255) << shift
                }
                canvas[i] = out
            }
        }
    }

    /// Premultiplied pixels made straight: each colour divided by its alpha.
    private static func unpremultiply(_ pixels: inout [UInt32]) {
        for i in pixels.indices {
            let a = pixels[i] >> 24
            guard a != 0 else {
                pixels[i] = 0
                continue
            }
            guard a != 255 else { continue }
            func channel(_ shift: UInt32) -> UInt32 { min(255, (((pixels[i] >> shift) & 0xFF) * 255 + a / 2) / a) }
            pixels[i] = a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
        }
    }
}

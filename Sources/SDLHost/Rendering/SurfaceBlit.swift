/// Blending a tinted white texture (a line of text, a shape mask: only its alpha varies) onto
/// an XRGB8888 surface, written straight into the surface's pixels, as SDL's software
/// renderer blends a texture with a colour modulation.
///
/// Why: SDL's modulated blit (`SDL_Blit_ARGB8888_XRGB8888_Modulate_Blend`) is a per-pixel C
/// loop, about 80% of a frame of 1,000 text lines and rounded rects (MeasuredSDLFacts.md).
/// This loop does the same in a few multiplications per pixel. The arithmetic is SDL 2.26's
/// own, to the bit, for a texel of colour white and alpha `s`, a tint `(r, g, b)` and an alpha
/// modulation `m`: `a = s·m / 255` (when `m < 255`), each colour channel premultiplied
/// `c·a / 255` (`c` the tint, white times the tint), then `c·a/255 + dst·(255 − a)/255`; every
/// division rounds down.
enum SurfaceBlit {
    /// Blends `rows` rows of `width` pixels starting at `origin` (`pitch` bytes a row) with
    /// the coverage `alpha` (`alphaPitch` bytes a row), tinted `tint` (0x00RRGGBB) at alpha
    /// modulation `alphaMod`. `stepX`/`stepY` are 1 to take a coverage byte per pixel, 0 to
    /// stretch one column or row of coverage across them.
    static func blend(
        origin: UnsafeMutableRawPointer, pitch: Int, width: Int, rows: Int, alpha: UnsafePointer<UInt8>,
        alphaPitch: Int, stepX: Int, stepY: Int, tint: UInt32, alphaMod: UInt8
    ) {
        guard width > 0, rows > 0 else { return }
        let tint = tint & 0x00FF_FFFF
        let redBlue = tint & 0x00FF_00FF
        let green = (tint >> 8) & 0xFF
        let mod = UInt32(alphaMod)
        for row in 0..<rows {
            let pixels = (origin + row * pitch).bindMemory(to: UInt32.self, capacity: width)
            let coverage = alpha + row * stepY * alphaPitch
            if stepX == 0 {
                let a = modulate(UInt32(coverage[0]), mod)
                guard a > 0 else { continue }
                let source = premultiplied(redBlue: redBlue, green: green, alpha: a)
                let inverse = 255 - a
                for i in 0..<width {
                    pixels[i] = SurfaceFill.blend(pixels[i], source: source, inverseAlpha: inverse) & 0x00FF_FFFF
                }
            } else if mod == 255 {
                // Two loops, so that neither tests the modulation per pixel. Most of a shape's
                // or a glyph's texels are empty or full: the same bits as the blend (the pixel
                // as it was, or the tint), without its multiplications.
                for i in 0..<width {
                    let a = UInt32(coverage[i])
                    if a == 0 {
                        pixels[i] &= 0x00FF_FFFF
                    } else if a == 255 {
                        pixels[i] = tint
                    } else {
                        pixels[i] = blend(pixels[i], alpha: a, redBlue: redBlue, green: green)
                    }
                }
            } else {
                for i in 0..<width {
                    let a = SurfaceFill.divideLanesBy255(UInt32(coverage[i]) &* mod)
                    if a == 0 {
                        pixels[i] &= 0x00FF_FFFF
                    } else {
                        pixels[i] = blend(pixels[i], alpha: a, redBlue: redBlue, green: green)
                    }
                }
            }
        }
    }

    /// `blend` with the coverage bytes of `coverage` from index `first`. Here, outside the
    /// renderer's main actor, the closure that reaches them is not isolated: one formed in the
    /// renderer is checked at run time to run on the main actor (Swift 6's dynamic isolation
    /// check, about 220 instructions a call, 5% of a frame of 1,000 items).
    static func blend(
        origin: UnsafeMutableRawPointer, pitch: Int, width: Int, rows: Int, coverage: [UInt8], from first: Int,
        alphaPitch: Int, stepX: Int, stepY: Int, tint: UInt32, alphaMod: UInt8
    ) {
        coverage.withUnsafeBufferPointer {
            blend(
                origin: origin, pitch: pitch, width: width, rows: rows, alpha: $0.baseAddress! + first,
                alphaPitch: alphaPitch, stepX: stepX, stepY: stepY, tint: tint, alphaMod: alphaMod)
        }
    }

    /// One pixel under a texel of (modulated) alpha `alpha`.
    @inline(__always)
    static func blend(_ pixel: UInt32, alpha: UInt32, redBlue: UInt32, green: UInt32) -> UInt32 {
        let source = premultiplied(redBlue: redBlue, green: green, alpha: alpha)
        return SurfaceFill.blend(pixel, source: source, inverseAlpha: 255 - alpha) & 0x00FF_FFFF
    }

    /// The texel's alpha times the alpha modulation, as SDL applies it (only below 255).
    @inline(__always)
    static func modulate(_ alpha: UInt32, _ mod: UInt32) -> UInt32 {
        mod == 255 ? alpha : (alpha &* mod) / 255
    }

    /// The tint premultiplied by `alpha`, each channel rounding down, packed 0x00RRGGBB.
    @inline(__always)
    static func premultiplied(redBlue: UInt32, green: UInt32, alpha: UInt32) -> UInt32 {
        SurfaceFill.divideLanesBy255(redBlue &* alpha) | SurfaceFill.divideLanesBy255(green &* alpha) << 8
    }
}

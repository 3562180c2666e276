internal import CPixelBlend

/// Blending a tinted white texture (a line of text, a shape mask: only its alpha varies) onto
/// an XRGB8888 surface, written straight into the surface's pixels, as SDL's software
/// renderer blends a texture with a colour modulation.
///
/// Why: SDL's modulated blit (`SDL_Blit_ARGB8888_XRGB8888_Modulate_Blend`) is a per-pixel C
/// loop, about 80% of a frame of 1,000 text lines and rounded rects (MeasuredSDLFacts.md).
/// This blends eight pixels at a time in 16-bit lanes, with SDL 2.26's own arithmetic, to the
/// bit, for a texel of colour white and alpha `s`, a tint `(r, g, b)` and an alpha modulation
/// `m`: `a = s·m / 255` (when `m < 255`), each colour channel premultiplied `c·a / 255` (`c`
/// the tint, white times the tint), then `c·a/255 + dst·(255 − a)/255`; every division rounds
/// down. The loops are C's (`CPixelBlend`, whose header says why: a debug build runs Swift's
/// SIMD types lane by lane).
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
        segue_tint_rows(
            origin, pitch, width, rows, alpha, alphaPitch, Int32(stepX), Int32(stepY), tint, alphaMod)
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
}

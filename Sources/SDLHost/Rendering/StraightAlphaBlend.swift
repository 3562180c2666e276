/// A straight-alpha ARGB8888 pixel blended onto a 32-bit surface pixel the way SDL's software
/// renderer blends a texture copied with `SDL_BLENDMODE_BLEND` (no tint, no alpha
/// modulation), to the bit: on x86-64 that copy is SDL 2.26's `BlitRGBtoRGBPixelAlphaMMX`,
/// which leaves the pixel alone under alpha 0, copies the source whole under alpha 255, and
/// otherwise makes each byte `s·a / 256 + d·(255 − a) / 256` (each product rounding down; the
/// alpha byte's source is 255). `StraightAlphaBlendTests` compares every alpha with
/// `SDL_BlitSurface` itself.
///
/// Why: a turned page drawn straight onto the window (`QuadSampler`) blends its edge pixels
/// here instead of writing them into a canvas that SDL then blends whole (MeasuredSDLFacts.md,
/// "Turned pages").
enum StraightAlphaBlend {
    /// `source` (straight alpha) over `pixel`.
    @inline(__always)
    static func over(_ pixel: UInt32, _ source: UInt32) -> UInt32 {
        let a = source >> 24
        if a == 0 { return pixel }
        if a == 255 { return source }
        let inverse = 255 &- a
        // Two channels at a time in 16-bit lanes: no lane overflows (255 · 255 < 2¹⁶), and the
        // two floors of a byte add up to at most 254, so nothing carries into the next byte.
        let sourceRB = (((source & 0x00FF_00FF) &* a) >> 8) & 0x00FF_00FF
        let pixelRB = (((pixel & 0x00FF_00FF) &* inverse) >> 8) & 0x00FF_00FF
        let sourceG = (((source >> 8) & 0xFF) &* a) >> 8
        let pixelGA = (((pixel >> 8) & 0x00FF_00FF) &* inverse) & 0xFF00_FF00
        let alpha = ((a &* 255) >> 8) << 24
        return (sourceRB &+ pixelRB) | (sourceG << 8 &+ alpha &+ pixelGA)
    }
}

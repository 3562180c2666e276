/// Filling a rectangle of a 32-bit surface's pixels with a colour, blended the way SDL's
/// `SDL_BLENDMODE_BLEND` fill blends it, written straight into memory.
///
/// Why: SDL's software blended fill is a per-pixel C loop, about 4 ns per pixel on our
/// machines, so the dim over the page underneath a push took 8.6 ms of a 13 ms frame at
/// 2560x1600; this loop is vectorized by the compiler and bound by memory bandwidth
/// (MeasuredSDLFacts.md, "Large windows"). The arithmetic is SDL's own, to the bit:
/// every byte (each colour channel, and alpha where the surface has one) becomes
/// `source + dst·(255 − a) / 255`, where `source` is the colour premultiplied by its alpha
/// `a` and packed in the surface's format, and the divisions round down.
enum SurfaceFill {
    /// Blends `rows` rows of `width` pixels starting at `origin` (pixels `pitch` bytes
    /// apart) with the packed premultiplied colour `source` at alpha `alpha`. A large fill (the
    /// dim over a window-sized page, every frame of a transition) is done in two bands of
    /// rows, one on each core (`RowBands`); each row is blended on its own, so the pixels are
    /// the same.
    static func blend(
        origin: UnsafeMutableRawPointer, pitch: Int, width: Int, rows: Int, source: UInt32, alpha: UInt8
    ) {
        guard width > 0, rows > 0 else { return }
        let band = Rows(origin: origin, pitch: pitch, width: width, source: source, alpha: alpha)
        RowBands.run(rows: rows, pixelsPerRow: width) { _, range in band.blend(range) }
    }

    /// The rows of one fill. Unchecked: `origin` is the locked surface's pixels, valid for the
    /// call, and each band writes its own rows.
    private struct Rows: @unchecked Sendable {
        let origin: UnsafeMutableRawPointer
        let pitch: Int
        let width: Int
        let source: UInt32
        let alpha: UInt8

        func blend(_ range: Range<Int>) {
            if alpha == 255 {
                for row in range {
                    let pixels = (origin + row * pitch).bindMemory(to: UInt32.self, capacity: width)
                    pixels.update(repeating: source, count: width)
                }
                return
            }
            let inverse = UInt32(255 - alpha)
            for row in range {
                let pixels = (origin + row * pitch).bindMemory(to: UInt32.self, capacity: width)
                for i in 0..<width {
                    pixels[i] = SurfaceFill.blend(pixels[i], source: source, inverseAlpha: inverse)
                }
            }
        }
    }

    /// One pixel: `source + dst·inverseAlpha / 255` in each byte, rounding down. Two bytes at
    /// a time in 16-bit lanes of a 32-bit word (no lane overflows: 255·255 + 1 + 254 <
    /// 2¹⁶, and a byte's result is at most `a + (255 − a)`), which the compiler vectorizes.
    @inline(__always)
    static func blend(_ pixel: UInt32, source: UInt32, inverseAlpha: UInt32) -> UInt32 {
        let evens = divideLanesBy255((pixel & 0x00FF_00FF) &* inverseAlpha)
        let odds = divideLanesBy255(((pixel >> 8) & 0x00FF_00FF) &* inverseAlpha)
        return (evens | odds << 8) &+ source
    }

    /// Each 16-bit lane's `x / 255` rounded down, exactly, for every `x` up to 255·255
    /// (SurfaceFillTests checks them all): the division SDL's blend performs, without a
    /// divide.
    @inline(__always)
    static func divideLanesBy255(_ x: UInt32) -> UInt32 {
        ((x &+ 0x0001_0001 &+ ((x >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }
}

internal import CPixelBlend

/// Filling a rectangle of a 32-bit surface's pixels with a colour, blended the way SDL's
/// `SDL_BLENDMODE_BLEND` fill blends it, written straight into memory.
///
/// Why: SDL's software blended fill is a per-pixel C loop, about 4 ns per pixel on our
/// machines, so the dim over the page underneath a push took 8.6 ms of a 13 ms frame at
/// 2560x1600; this loop (`CPixelBlend`'s) is vectorized by the compiler and bound by memory
/// bandwidth (MeasuredSDLFacts.md, "Large windows"). The arithmetic is SDL's own, to the bit:
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
            segue_fill_rows(origin + range.lowerBound * pitch, pitch, width, range.count, source, alpha)
        }
    }
}

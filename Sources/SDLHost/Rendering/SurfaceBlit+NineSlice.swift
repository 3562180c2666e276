internal import CPixelBlend

/// A shape mask drawn nine-slice (`SDLRenderer.drawNineSlice`) in one pass over its rows,
/// rather than as nine copies: each row is its left corner texels, its middle texel stretched
/// and its right corner texels, as the nine copies give them, pixel for pixel.
///
/// Why: a rounded rect and its border were 17 copies, each a call with its own clipping and
/// set-up, about 6,000 a frame of `static-1000`, and a corner's rows are narrower than the
/// eight pixels `SurfaceBlit` takes at a time (MeasuredSDLFacts.md, "Text and shapes"). Here a
/// corner row of fewer than eight pixels is blended as eight: the eight pixels from the
/// shape's edge inwards, those beyond the corner written back as they were.
extension SurfaceBlit {
    /// Blends the (2K+1)-square coverage `mask` nine-slice over the `width` x `height` pixels
    /// from `origin` (`pitch` bytes a row), all of them on the surface: K x K corners 1:1, the
    /// middle row and column stretched along the edges and, unless `hollow`, over the centre.
    /// `width` and `height` are at least 2K; `cornerAlphas` is the mask's `cornerAlphas`.
    static func blendNineSlice(
        origin: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int, mask: [UInt8], corner k: Int,
        cornerAlphas: [UInt64], hollow: Bool, tint: UInt32, alphaMod: UInt8
    ) {
        let side = 2 * k + 1
        guard k >= 0, width >= 2 * k, height >= 2 * k, mask.count == side * side, width > 0, height > 0 else { return }
        mask.withUnsafeBufferPointer { mask in
            cornerAlphas.withUnsafeBufferPointer { alphas in
                segue_tint_nine_slice(
                    origin, pitch, width, height, mask.baseAddress!, k,
                    alphas.count == 2 * side ? alphas.baseAddress : nil, hollow, tint, alphaMod)
            }
        }
    }

    /// For a (2K+1)-square `mask` with K from 1 to 7, each row's corner texels as the coverage
    /// of the left and the right eight pixels of a row, two words a row, made once for a mask
    /// that is drawn again and again; empty for other K.
    static func cornerAlphas(of mask: [UInt8], corner k: Int) -> [UInt64] {
        let side = 2 * k + 1
        guard k > 0, k < 8, mask.count == side * side else { return [] }
        var alphas = [UInt64](repeating: 0, count: 2 * side)
        let made = mask.withUnsafeBufferPointer { mask in
            alphas.withUnsafeMutableBufferPointer { segue_corner_alphas(mask.baseAddress!, k, $0.baseAddress!) }
        }
        return made ? alphas : []
    }
}

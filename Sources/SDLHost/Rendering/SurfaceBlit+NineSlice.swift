/// A shape mask drawn nine-slice (`SDLRenderer.drawNineSlice`) in one pass over its rows,
/// rather than as nine copies: each row is its left corner texels, its middle texel stretched
/// and its right corner texels, as the nine copies give them, pixel for pixel.
///
/// Why: a rounded rect and its border were 17 copies, each a call with its own clipping and
/// set-up, about 6,000 a frame of `static-1000`, and a corner's rows are narrower than the
/// eight pixels `SurfaceBlit.Tint.blendRow` takes at a time (MeasuredSDLFacts.md, "Text and
/// shapes"). Here a corner row of fewer than eight pixels is blended as eight: the eight
/// pixels from the shape's edge inwards, those beyond the corner written back as they were.
extension SurfaceBlit {
    /// Blends the (2K+1)-square coverage `mask` nine-slice over the `width` x `height` pixels
    /// from `origin` (`pitch` bytes a row), all of them on the surface: K x K corners 1:1, the
    /// middle row and column stretched along the edges and, unless `hollow`, over the centre.
    /// `width` and `height` are at least 2K.
    static func blendNineSlice(
        origin: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int, mask: [UInt8], corner k: Int,
        hollow: Bool, tint: UInt32, alphaMod: UInt8
    ) {
        let side = 2 * k + 1
        guard width >= 2 * k, height >= 2 * k, mask.count == side * side, width > 0, height > 0 else { return }
        let tint = Tint(tint, alphaMod: alphaMod)
        let middle = width - 2 * k
        let corners = k < 8 && width >= 8 ? Corners(corner: k) : nil
        mask.withUnsafeBufferPointer { buffer in
            let mask = buffer.baseAddress!
            // The middle row, which most rows take: its corner texels gathered once.
            let middleRow = corners?.texels(of: mask + k * side)
            for y in 0..<height {
                let maskRow = y < k ? y : (y >= height - k ? side - (height - y) : k)
                let coverage = mask + maskRow * side
                let pixels = (origin + y * pitch).bindMemory(to: UInt32.self, capacity: width)
                if middle > 0, !hollow || maskRow != k {
                    tint.blendSpan(pixels + k, count: middle, coverage: coverage[k])
                }
                guard k > 0 else { continue }
                if let corners {
                    let texels = maskRow == k ? middleRow! : corners.texels(of: coverage)
                    corners.blend(pixels, width: width, texels: texels, tint: tint)
                } else {
                    tint.blendRow(pixels, coverage: coverage, count: k)
                    tint.blendRow(pixels + k + middle, coverage: coverage + k + 1, count: k)
                }
            }
        }
    }

    /// A row's two corners of K (fewer than 8) pixels, each blended as the eight pixels from
    /// the row's end inwards, in a row of at least 8, the pixels beyond the corner stored back
    /// as they were.
    struct Corners {
        let k: Int
        /// Lane i of the left eight is in the corner when i < K, of the right eight when
        /// i >= 8 - K: all ones there, else zero.
        let inLeft: SIMD8<UInt32>
        let inRight: SIMD8<UInt32>

        init(corner k: Int) {
            self.k = k
            let lane = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
            inLeft = unsafeBitCast((lane &- Int32(k)) &>> 31, to: SIMD8<UInt32>.self)
            inRight = unsafeBitCast((Int32(7 - k) &- lane) &>> 31, to: SIMD8<UInt32>.self)
        }

        /// A mask row's (2K+1 bytes) corner texels as the coverage of the left and the right
        /// eight, a byte a pixel, the first pixel's lowest; bytes of lanes outside the corner
        /// are whatever the mask holds there. From K = 4 (a row of 9 bytes or more) each is one
        /// load from the mask's row, within it.
        @inline(__always)
        func texels(of coverage: UnsafePointer<UInt8>) -> (left: UInt64, right: UInt64) {
            if k >= 4 {
                let row = UnsafeRawPointer(coverage)
                return (
                    row.loadUnaligned(as: UInt64.self),
                    row.loadUnaligned(fromByteOffset: 2 * k + 1 - 8, as: UInt64.self)
                )
            }
            var left: UInt64 = 0
            var right: UInt64 = 0
            for i in 0..<k {
                left |= UInt64(coverage[i]) << (8 * i)
                right |= UInt64(coverage[k + 1 + i]) << (8 * (8 - k + i))
            }
            return (left, right)
        }

        @inline(__always)
        func blend(
            _ pixels: UnsafeMutablePointer<UInt32>, width: Int, texels: (left: UInt64, right: UInt64), tint: Tint
        ) {
            let raw = UnsafeMutableRawPointer(pixels)
            let first = raw.loadUnaligned(as: SIMD8<UInt32>.self)
            let newFirst = tint.blend8(first, alphas: texels.left) & inLeft | first & ~inLeft
            raw.storeBytes(of: newFirst, as: SIMD8<UInt32>.self)
            // Loaded after the store: in a row narrower than 16 the two eights overlap.
            let end = (width - 8) * 4
            let last = raw.loadUnaligned(fromByteOffset: end, as: SIMD8<UInt32>.self)
            let newLast = tint.blend8(last, alphas: texels.right) & inRight | last & ~inRight
            raw.storeBytes(of: newLast, toByteOffset: end, as: SIMD8<UInt32>.self)
        }
    }
}

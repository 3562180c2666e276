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
        cornerLanes: [SIMD16<UInt16>], hollow: Bool, tint: UInt32, alphaMod: UInt8
    ) {
        let side = 2 * k + 1
        guard width >= 2 * k, height >= 2 * k, mask.count == side * side, width > 0, height > 0 else { return }
        let tint = Tint(tint, alphaMod: alphaMod)
        let middle = width - 2 * k
        let corners = width >= 8 && cornerLanes.count == 2 * side ? Corners(corner: k) : nil
        mask.withUnsafeBufferPointer { mask in
            cornerLanes.withUnsafeBufferPointer { lanes in
                for y in 0..<height {
                    let maskRow = y < k ? y : (y >= height - k ? side - (height - y) : k)
                    let coverage = mask.baseAddress! + maskRow * side
                    let pixels = (origin + y * pitch).bindMemory(to: UInt32.self, capacity: width)
                    // The corners first: their eights are loaded before the middle is stored (a
                    // load over pixels stored just before by other stores waits for them).
                    if let corners {
                        corners.blend(
                            pixels, width: width, left: lanes[2 * maskRow], right: lanes[2 * maskRow + 1], tint: tint)
                    } else if k > 0 {
                        tint.blendRow(pixels, coverage: coverage, count: k)
                        tint.blendRow(pixels + k + middle, coverage: coverage + k + 1, count: k)
                    }
                    if middle > 0, !hollow || maskRow != k {
                        tint.blendSpan(pixels + k, count: middle, coverage: coverage[k])
                    }
                }
            }
        }
    }

    /// For a (2K+1)-square `mask` with K from 1 to 7, each row's corner texels as the alpha
    /// lanes (`Tint.alphaLanes`) of the left and the right eight (`Corners`): two a row, made
    /// once for a mask that is drawn again and again; empty for other K.
    static func cornerLanes(of mask: [UInt8], corner k: Int) -> [SIMD16<UInt16>] {
        let side = 2 * k + 1
        guard k > 0, k < 8, mask.count == side * side else { return [] }
        var lanes: [SIMD16<UInt16>] = []
        lanes.reserveCapacity(2 * side)
        for row in 0..<side {
            var left: UInt64 = 0
            var right: UInt64 = 0
            for i in 0..<k {
                left |= UInt64(mask[row * side + i]) << (8 * i)
                right |= UInt64(mask[row * side + k + 1 + i]) << (8 * (8 - k + i))
            }
            lanes.append(Tint.alphaLanes(left))
            lanes.append(Tint.alphaLanes(right))
        }
        return lanes
    }

    /// A row's two corners of K (fewer than 8) pixels, each blended as the eight pixels from
    /// the row's end inwards, in a row of at least 8, the pixels beyond the corner stored back
    /// as they were.
    struct Corners {
        /// Lane i of the left eight is in the corner when i < K, of the right eight when
        /// i >= 8 - K: all ones there, else zero.
        let inLeft: SIMD8<UInt32>
        let inRight: SIMD8<UInt32>

        init(corner k: Int) {
            let lane = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
            inLeft = unsafeBitCast((lane &- Int32(k)) &>> 31, to: SIMD8<UInt32>.self)
            inRight = unsafeBitCast((Int32(7 - k) &- lane) &>> 31, to: SIMD8<UInt32>.self)
        }

        /// Blends the row's corners under the alpha lanes `left` and `right`.
        @inline(__always)
        func blend(
            _ pixels: UnsafeMutablePointer<UInt32>, width: Int, left: SIMD16<UInt16>, right: SIMD16<UInt16>,
            tint: Tint
        ) {
            let raw = UnsafeMutableRawPointer(pixels)
            let first = raw.loadUnaligned(as: SIMD8<UInt32>.self)
            let newFirst = tint.blend8(first, alphaLanes: left) & inLeft | first & ~inLeft
            raw.storeBytes(of: newFirst, as: SIMD8<UInt32>.self)
            // Loaded after the store: in a row narrower than 16 the two eights overlap.
            let end = (width - 8) * 4
            let last = raw.loadUnaligned(fromByteOffset: end, as: SIMD8<UInt32>.self)
            let newLast = tint.blend8(last, alphaLanes: right) & inRight | last & ~inRight
            raw.storeBytes(of: newLast, toByteOffset: end, as: SIMD8<UInt32>.self)
        }
    }
}

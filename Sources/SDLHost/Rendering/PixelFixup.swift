import Layers

/// CPU passes over offscreen pixels.
///
/// SDL blends into a transparent surface as `rgb = src·a + dst·(1 − a)`, `alpha = a + dst·(1 − a)`:
/// the colour ends up premultiplied while the surface is later read (and composited) as
/// straight alpha. Dividing by alpha restores straight colour.
enum PixelFixup {
    /// `min(255, value)`, without the generic `min` a debug build calls through witness tables
    /// for every pixel (MeasuredSDLFacts.md, "Text and shapes").
    private static func atMost255(_ value: UInt32) -> UInt32 { value < 255 ? value : 255 }

    /// Straight-alpha colour from premultiplied ARGB8888 pixels, in place.
    static func unpremultiplyARGB(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
        for i in pixels.indices {
            let p = pixels[i]
            let a = p >> 24
            guard a != 255, a != 0 else { continue }
            let r = atMost255((((p >> 16) & 0xFF) * 255 + a / 2) / a)
            let g = atMost255((((p >> 8) & 0xFF) * 255 + a / 2) / a)
            let b = atMost255(((p & 0xFF) * 255 + a / 2) / a)
            pixels[i] = a << 24 | r << 16 | g << 8 | b
        }
    }

    /// Premultiplied colour from straight-alpha ARGB8888 pixels, in place (for
    /// `QuadSampler`, which mixes texels premultiplied).
    static func premultiplyARGB(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
        for i in pixels.indices {
            let p = pixels[i]
            let a = p >> 24
            guard a != 255 else { continue }
            guard a != 0 else {
                pixels[i] = 0
                continue
            }
            let r = (((p >> 16) & 0xFF) * a + 127) / 255
            let g = (((p >> 8) & 0xFF) * a + 127) / 255
            let b = ((p & 0xFF) * a + 127) / 255
            pixels[i] = a << 24 | r << 16 | g << 8 | b
        }
    }

    /// The same for RGBA bytes.
    static func unpremultiplyRGBA(_ bytes: inout [UInt8]) {
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a = UInt32(bytes[i + 3])
            guard a != 255, a != 0 else { continue }
            for c in 0..<3 {
                bytes[i + c] = UInt8(atMost255((UInt32(bytes[i + c]) * 255 + a / 2) / a))
            }
        }
    }

    /// Multiplies the alpha of ARGB8888 pixels of a `width` x `height` region at (`x`, `y`) of
    /// a `surfaceWidth` x `surfaceHeight` surface by the coverage of the surface's rounded
    /// outline (corner radius `radius`, at the `corners` named).
    ///
    /// Only the pixels of the four corner squares are looked at: a pixel whose centre is at
    /// least `radius` + ½ from both sides of the surface along either axis is covered fully,
    /// so the outline gives it coverage 1 (within rounding, which leaves its alpha as it is).
    static func cutCorners(
        _ pixels: UnsafeMutableBufferPointer<UInt32>, x: Int, y: Int, width: Int, height: Int,
        surfaceWidth: Int, surfaceHeight: Int, radius: Double, corners: CornerMask = .all
    ) {
        let cut = CornerCut(
            x: x, y: y, width: width, surfaceWidth: surfaceWidth, surfaceHeight: surfaceHeight, radius: radius,
            corners: corners)
        // A corner square's side, a pixel more than the radius; as the region's columns, the
        // left squares' then the right squares' (the two as one where they meet).
        let k = Int(radius.rounded(.up)) + 1
        let left = Swift.max(0, -x)..<Swift.max(Swift.max(0, -x), Swift.min(width, k - x))
        let rightStart = Swift.max(left.upperBound, Swift.max(0, surfaceWidth - k - x))
        let right = rightStart..<Swift.max(rightStart, Swift.min(width, surfaceWidth - x))
        for row in 0..<height where y + row < k || y + row >= surfaceHeight - k {
            for column in left { cut.apply(to: pixels, column: column, row: row) }
            for column in right { cut.apply(to: pixels, column: column, row: row) }
        }
    }

    /// The cut of one region's pixels by a surface's rounded outline (`cutCorners`).
    struct CornerCut {
        let x: Int
        let y: Int
        let width: Int
        let surfaceWidth: Int
        let surfaceHeight: Int
        let corners: CornerMask
        let outline: RoundedBox

        init(x: Int, y: Int, width: Int, surfaceWidth: Int, surfaceHeight: Int, radius: Double, corners: CornerMask) {
            self.x = x
            self.y = y
            self.width = width
            self.surfaceWidth = surfaceWidth
            self.surfaceHeight = surfaceHeight
            self.corners = corners
            outline = RoundedBox(
                minX: 0, minY: 0, maxX: Double(surfaceWidth), maxY: Double(surfaceHeight), radius: radius)
        }

        /// The pixel at (`column`, `row`) of the region, its alpha times the outline's coverage
        /// where that is below 1 and the pixel is at a corner named.
        func apply(to pixels: UnsafeMutableBufferPointer<UInt32>, column: Int, row: Int) {
            let cx = Double(x + column) + 0.5
            let cy = Double(y + row) + 0.5
            let coverage = outline.coverage(x: cx, y: cy)
            guard coverage < 1,
                corners == .all
                    || corners.rounds(x: cx, y: cy, width: Double(surfaceWidth), height: Double(surfaceHeight))
            else { return }
            let i = row * width + column
            let p = pixels[i]
            let a = UInt32((Double(p >> 24) * coverage).rounded())
            pixels[i] = a << 24 | (p & 0x00FF_FFFF)
        }
    }
}

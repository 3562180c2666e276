/// One level of a texture's pixels shrunk in width by a power of two (a ripmap level along x
/// only): each texel the mean of `factor` neighbours in a row of the texture, premultiplied
/// ARGB8888 like `SDLTexture.texels`, rounded to nearest, full height.
///
/// Why only sideways: the cube and the flip turn pages about the vertical axis, so a steep
/// turn shrinks a page along its rows (by about cos φ) while its columns keep nearly their
/// height. Sampling a page squeezed 3:1 sideways from full-width texels skips two of every
/// three (text breaks up, stripes shimmer); from a level halved in width, bilinearly, each
/// pixel averages what it covers, and its height stays sharp (Rendering.md).
/// Every level is made from the texture itself, not from the level above, so rounding does
/// not pile up from one level to the next.
struct SidewaysMip {
    /// The texels, `width` to a row.
    var texels: [UInt32] = []
    /// The texels' `FlatRuns`, made when the level is first drawn from (`makeRuns`).
    var runs: [UInt8] = []
    /// True while the texels match the texture's (made since its pixels last changed).
    var isCurrent = false
    /// True while `runs` match the texels.
    var runsAreCurrent = false
    /// Texels a row: the texture's divided by the factor, rounded up (a last partial group is
    /// the mean of the texels it has).
    var width = 0
    var height = 0

    /// The most levels made: down to a quarter of the width (a page squeezed further is a
    /// sliver a few pixels wide; a third level, an eighth, read the far edge of a deep turn
    /// off by more than the projection tests allow).
    static let maximumLevels = 2

    /// Makes this level the reduction of `source` (`sourceWidth` x `height`) by `factor`
    /// texels to one, reusing its storage; its runs are made later, when first needed.
    mutating func reduce(from source: UnsafeBufferPointer<UInt32>, sourceWidth: Int, height: Int, factor: Int) {
        let reduced = (sourceWidth + factor - 1) / factor
        width = reduced
        self.height = height
        if texels.count != reduced * height { texels = [UInt32](repeating: 0, count: reduced * height) }
        texels.withUnsafeMutableBufferPointer { out in
            let rows = Rows(
                from: source.baseAddress!, sourceWidth: sourceWidth, to: out.baseAddress!, width: reduced,
                factor: factor)
            // A whole page is millions of texels, made in the middle of a turn: on both cores.
            RowBands.run(rows: height, pixelsPerRow: reduced) { _, range in rows.reduce(range) }
        }
        isCurrent = true
        runsAreCurrent = false
    }

    /// Makes `runs` for the texels, unless they are current.
    mutating func makeRuns() {
        guard !runsAreCurrent else { return }
        texels.withUnsafeBufferPointer { FlatRuns.make(&runs, for: $0, width: width, height: height) }
        runsAreCurrent = true
    }

    /// Rows of a reduction. Unchecked: the pointers are the source texels and this level's,
    /// valid for the call, and each band writes its own rows.
    private struct Rows: @unchecked Sendable {
        let from: UnsafePointer<UInt32>
        let sourceWidth: Int
        let to: UnsafeMutablePointer<UInt32>
        let width: Int
        let factor: Int

        func reduce(_ range: Range<Int>) {
            // Whole groups of two or four by the loops below (the same rounded means, a few
            // instructions each instead of `mean`'s general loop), a last partial one by `mean`.
            let whole = factor == 2 || factor == 4 ? sourceWidth / factor : 0
            for row in range {
                let source = from + row * sourceWidth
                let out = to + row * width
                if factor == 2 {
                    for x in 0..<whole { out[x] = SidewaysMip.meanOfTwo(source[2 * x], source[2 * x + 1]) }
                } else if factor == 4 {
                    for x in 0..<whole {
                        let group = source + 4 * x
                        out[x] = SidewaysMip.meanOfFour(group[0], group[1], group[2], group[3])
                    }
                }
                for x in whole..<width {
                    let first = x * factor
                    out[x] = SidewaysMip.mean(source + first, count: min(factor, sourceWidth - first))
                }
            }
        }
    }

    /// `mean` of two texels: each byte `(a + b + 1) / 2`, as the ceiling of the half sum
    /// (`a | b` less half of the bits they differ in).
    @inline(__always)
    static func meanOfTwo(_ a: UInt32, _ b: UInt32) -> UInt32 {
        (a | b) &- (((a ^ b) & 0xFEFE_FEFE) >> 1)
    }

    /// `mean` of four texels: each byte `(a + b + c + d + 2) / 4`, two bytes at a time in 16-bit
    /// lanes (at most 4 · 255 + 2 each).
    @inline(__always)
    static func meanOfFour(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        let m: UInt32 = 0x00FF_00FF
        let evens = (a & m) &+ (b & m) &+ (c & m) &+ (d & m) &+ 0x0002_0002
        let odds = ((a >> 8) & m) &+ ((b >> 8) & m) &+ ((c >> 8) & m) &+ ((d >> 8) & m) &+ 0x0002_0002
        return ((evens >> 2) & m) | ((odds << 6) & 0xFF00_FF00)
    }

    /// The mean of `count` premultiplied ARGB8888 texels, channel by channel, rounded to
    /// nearest (halves up): each texel's four channels spread into the 16-bit lanes of one
    /// 64-bit word, summed, then divided by a shift when `count` is a power of two (every
    /// whole group), by a division only for a row's last, partial group.
    @inline(__always)
    static func mean(_ texels: UnsafePointer<UInt32>, count: Int) -> UInt32 {
        var sum: UInt64 = 0
        for i in 0..<count {
            let t = UInt64(texels[i])
            sum &+= (t & 0xFF) | (t & 0xFF00) << 8 | (t & 0xFF_0000) << 16 | (t & 0xFF00_0000) << 24
        }
        let lanes: UInt64
        if count & (count - 1) == 0 {
            let shift = UInt64(count.trailingZeroBitCount)
            let half = UInt64(count / 2) * 0x0001_0001_0001_0001
            lanes = ((sum &+ half) >> shift) & 0x00FF_00FF_00FF_00FF
        } else {
            let n = UInt64(count)
            var out: UInt64 = 0
            for lane in 0..<4 {
                let value = (sum >> (16 * UInt64(lane))) & 0xFFFF
                out |= ((value + n / 2) / n) << (16 * UInt64(lane))
            }
            lanes = out
        }
        return UInt32(
            truncatingIfNeeded: (lanes & 0xFF) | (lanes >> 8 & 0xFF00) | (lanes >> 16 & 0xFF_0000)
                | (lanes >> 24 & 0xFF00_0000))
    }
}

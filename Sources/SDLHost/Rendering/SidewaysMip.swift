/// One level of a texture's pixels shrunk in width by a power of two (a ripmap level along x
/// only): each texel the mean of `factor` neighbours in a row of the texture, premultiplied
/// ARGB8888 like `SDLTexture.texels`, rounded to nearest, full height.
///
/// Why only sideways: the cube and the flip turn pages about the vertical axis, so a steep
/// turn shrinks a page along its rows (by about cos φ) while its columns keep nearly their
/// height. Sampling a page squeezed 3:1 sideways from full-width texels skips two of every
/// three (text breaks up, stripes shimmer); from a level halved in width, bilinearly, each
/// pixel averages what it covers, and its height stays sharp (docs/ARCHITECTURE.md §5).
/// Every level is made from the texture itself, not from the level above, so rounding does
/// not pile up from one level to the next.
struct SidewaysMip {
    /// The texels, `width` to a row.
    var texels: [UInt32] = []
    /// Texels a row: the texture's divided by the factor, rounded up (a last partial group is
    /// the mean of the texels it has).
    var width = 0
    var height = 0

    /// The most levels made: down to a quarter of the width (a page squeezed further is a
    /// sliver a few pixels wide; a third level, an eighth, read the far edge of a deep turn
    /// off by more than the projection tests allow).
    static let maximumLevels = 2

    /// Makes this level the reduction of `source` (`sourceWidth` x `height`) by `factor`
    /// texels to one, reusing its storage.
    mutating func reduce(from source: UnsafeBufferPointer<UInt32>, sourceWidth: Int, height: Int, factor: Int) {
        let reduced = (sourceWidth + factor - 1) / factor
        width = reduced
        self.height = height
        if texels.count != reduced * height { texels = [UInt32](repeating: 0, count: reduced * height) }
        texels.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                let from = source.baseAddress! + row * sourceWidth
                let to = out.baseAddress! + row * reduced
                for x in 0..<reduced {
                    let first = x * factor
                    to[x] = Self.mean(from + first, count: min(factor, sourceWidth - first))
                }
            }
        }
    }

    /// The mean of `count` premultiplied ARGB8888 texels, channel by channel, rounded to
    /// nearest: alpha and green in one 64-bit lane pair, red and blue in the other.
    @inline(__always)
    static func mean(_ texels: UnsafePointer<UInt32>, count: Int) -> UInt32 {
        // Two channels to a 64-bit lane, 32 bits apart: sums of up to 2^24 texels stay apart.
        var ag: UInt64 = 0
        var rb: UInt64 = 0
        for i in 0..<count {
            let t = UInt64(texels[i])
            ag &+= (t >> 24) << 32 | (t >> 8 & 0xFF)
            rb &+= (t >> 16 & 0xFF) << 32 | (t & 0xFF)
        }
        let n = UInt64(count)
        let half = n / 2
        let a = UInt32(((ag >> 32) + half) / n)
        let g = UInt32(((ag & 0xFFFF_FFFF) + half) / n)
        let r = UInt32(((rb >> 32) + half) / n)
        let b = UInt32(((rb & 0xFFFF_FFFF) + half) / n)
        return a << 24 | r << 16 | g << 8 | b
    }
}

/// One level of a texture's pixels halved in width (a ripmap level along x only): each texel
/// the mean of the two beside it in the level above, premultiplied ARGB8888 like
/// `SDLTexture.texels`, full height.
///
/// Why only sideways: the cube and the flip turn pages about the vertical axis, so a steep
/// turn shrinks a page along its rows (by about cos φ) while its columns keep nearly their
/// height. Sampling a page squeezed 3:1 sideways from full-width texels skips two of every
/// three (text breaks up, stripes shimmer); from a level halved in width, bilinearly, each
/// pixel averages what it covers, and its height stays sharp (docs/ARCHITECTURE.md §5).
struct SidewaysMip {
    /// The texels, `width` to a row.
    var texels: [UInt32] = []
    /// Texels a row: half the level above's, rounded up (a last odd texel is kept as it is).
    var width = 0
    var height = 0

    /// The most levels made (a page squeezed past 16:1 is samples of a sliver).
    static let maximumLevels = 3

    /// Makes this level the half-width reduction of `source` (`sourceWidth` x `height`),
    /// reusing its storage.
    mutating func reduce(from source: UnsafeBufferPointer<UInt32>, sourceWidth: Int, height: Int) {
        let half = (sourceWidth + 1) / 2
        width = half
        self.height = height
        if texels.count != half * height { texels = [UInt32](repeating: 0, count: half * height) }
        texels.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                let from = source.baseAddress! + row * sourceWidth
                let to = out.baseAddress! + row * half
                for x in 0..<(sourceWidth / 2) {
                    to[x] = Self.mean(from[2 * x], from[2 * x + 1])
                }
                if sourceWidth % 2 == 1 { to[half - 1] = from[sourceWidth - 1] }
            }
        }
    }

    /// The mean of two premultiplied ARGB8888 texels, channel by channel (rounded down): the
    /// bits they share plus half of those they do not, with no carry between channels.
    @inline(__always)
    static func mean(_ a: UInt32, _ b: UInt32) -> UInt32 {
        (a & b) &+ (((a ^ b) & 0xFEFE_FEFE) >> 1)
    }
}

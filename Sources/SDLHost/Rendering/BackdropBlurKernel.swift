import Layers

/// The CPU side of a backdrop blur: ARGB8888 pixels averaged down by a whole factor, then
/// blurred by three box blurs in each direction, which approximate a Gaussian of the asked
/// standard deviation (W. Jarosz, "Fast image convolutions"; box widths after I. Kutskir),
/// with the edge pixels repeated beyond the edges. Its buffers are kept between blurs, so a
/// blur of the same size allocates nothing.
struct BackdropBlurKernel {
    /// The blurred pixels, `width` x `height` of them (the source's size divided by the factor).
    private(set) var output: [UInt32] = []
    private var padded: [UInt32] = []
    private var scratch: [UInt32] = []
    private(set) var width = 0
    private(set) var height = 0

    /// How many source pixels across one blurred pixel stands for: the blur is computed at a
    /// lower resolution once it is wide enough that the difference does not show (a Gaussian
    /// of σ pixels hides detail finer than about σ / 2), up to 4.
    static func downsampleFactor(sigma: Double) -> Int { max(1, min(4, Int(sigma / 5))) }

    /// The radii (half widths) of three boxes whose succession has the variance of a Gaussian
    /// of standard deviation `sigma` (Kutskir's `boxesForGauss`): odd widths wl and wl + 2,
    /// the first m of them the smaller.
    static func boxRadii(sigma: Double) -> (Int, Int, Int) {
        guard sigma > 0 else { return (0, 0, 0) }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(wl, 1)
        let w = Double(wl)
        let m = Int(((12 * sigma * sigma - n * w * w - 4 * n * w - 3 * n) / (-4 * w - 4)).rounded())
        func radius(_ i: Int) -> Int { ((i < m ? wl : wl + 2) - 1) / 2 }
        return (radius(0), radius(1), radius(2))
    }

    /// Blurs `source` (`sourceWidth` x `sourceHeight` ARGB8888 pixels, rows packed) with a
    /// Gaussian of standard deviation `sigma` source pixels, at 1 / `factor` of its resolution
    /// into `output`. The edge pixels are repeated once, into a margin as wide as the three
    /// boxes reach, before any box runs: repeating each pass's own blurred edge instead would
    /// pull the edges towards the inside. Returns whether every pixel is opaque.
    @discardableResult
    mutating func blur(
        _ source: UnsafeBufferPointer<UInt32>, sourceWidth: Int, sourceHeight: Int, sigma: Double, factor: Int
    ) -> Bool {
        let f = max(1, factor)
        width = (sourceWidth + f - 1) / f
        height = (sourceHeight + f - 1) / f
        let (r0, r1, r2) = Self.boxRadii(sigma: sigma / Double(f))
        let margin = r0 + r1 + r2
        let (w, h) = (width, height)
        let (pw, ph) = (w + 2 * margin, h + 2 * margin)
        if output.count < w * h { output = [UInt32](repeating: 0, count: w * h) }
        if padded.count < pw * ph { padded = [UInt32](repeating: 0, count: pw * ph) }
        if scratch.count < pw * ph { scratch = [UInt32](repeating: 0, count: pw * ph) }
        let opaque = output.withUnsafeMutableBufferPointer { out in
            Self.downsample(source, width: sourceWidth, height: sourceHeight, factor: f, into: out)
        }
        output.withUnsafeMutableBufferPointer { out in
            padded.withUnsafeMutableBufferPointer { a in
                // The downsampled pixels in the middle, each edge pixel repeated outward.
                for y in 0..<ph {
                    let row = min(max(y - margin, 0), h - 1) * w
                    for x in 0..<pw {
                        a[y * pw + x] = out[row + min(max(x - margin, 0), w - 1)]
                    }
                }
                scratch.withUnsafeMutableBufferPointer { b in
                    for pass in 0..<3 {
                        let r = pass == 0 ? r0 : pass == 1 ? r1 : r2
                        guard r > 0 else { continue }
                        // Rows from a into b, then columns from b back into a.
                        Self.boxPass(from: a, to: b, lines: ph, length: pw, lineStride: pw, step: 1, radius: r)
                        Self.boxPass(from: b, to: a, lines: pw, length: ph, lineStride: 1, step: pw, radius: r)
                    }
                }
                for y in 0..<h {
                    for x in 0..<w {
                        out[y * w + x] = a[(y + margin) * pw + x + margin]
                    }
                }
            }
        }
        return opaque
    }

    /// Multiplies the alpha of the output's corner pixels by their coverage of a box of the
    /// output's size rounded by `radius` output pixels at the `corners` named.
    mutating func cutCorners(radius: Double, corners: CornerMask) {
        guard radius > 0 else { return }
        let (w, h) = (width, height)
        let outline = RoundedBox(minX: 0, minY: 0, maxX: Double(w), maxY: Double(h), radius: radius)
        let k = min(Int(radius.rounded(.up)), w, h)
        output.withUnsafeMutableBufferPointer { out in
            for (x0, y0) in [(0, 0), (w - k, 0), (0, h - k), (w - k, h - k)] {
                for y in y0..<(y0 + k) {
                    for x in x0..<(x0 + k) {
                        let cx = Double(x) + 0.5
                        let cy = Double(y) + 0.5
                        guard corners.rounds(x: cx, y: cy, width: Double(w), height: Double(h)) else { continue }
                        let coverage = outline.coverage(x: cx, y: cy)
                        guard coverage < 1 else { continue }
                        let p = out[y * w + x]
                        out[y * w + x] = UInt32((Double(p >> 24) * coverage).rounded()) << 24 | (p & 0x00FF_FFFF)
                    }
                }
            }
        }
    }

    /// Each output pixel is the mean of the `factor` x `factor` source pixels it covers (fewer
    /// at the right and bottom edges). Returns whether every pixel is opaque.
    private static func downsample(
        _ source: UnsafeBufferPointer<UInt32>, width: Int, height: Int, factor f: Int,
        into out: UnsafeMutableBufferPointer<UInt32>
    ) -> Bool {
        let ow = (width + f - 1) / f
        let oh = (height + f - 1) / f
        var alphaAnd: UInt32 = 0xFF
        for oy in 0..<oh {
            let y0 = oy * f
            let y1 = min(y0 + f, height)
            for ox in 0..<ow {
                let x0 = ox * f
                let x1 = min(x0 + f, width)
                var a: UInt32 = 0
                var r: UInt32 = 0
                var g: UInt32 = 0
                var b: UInt32 = 0
                for y in y0..<y1 {
                    var i = y * width + x0
                    for _ in x0..<x1 {
                        let p = source[i]
                        a &+= p >> 24
                        r &+= (p >> 16) & 0xFF
                        g &+= (p >> 8) & 0xFF
                        b &+= p & 0xFF
                        i += 1
                    }
                }
                let n = UInt32((y1 - y0) * (x1 - x0))
                let half = n / 2
                let pa = (a + half) / n
                alphaAnd &= pa
                out[oy * ow + ox] =
                    pa << 24 | ((r + half) / n) << 16 | ((g + half) / n) << 8 | ((b + half) / n)
            }
        }
        return alphaAnd == 0xFF
    }

    /// One box blur of `radius` along `lines` lines of `length` pixels: pixel i of line l is
    /// at l × `lineStride` + i × `step`. Beyond a line's ends its end pixels repeat.
    private static func boxPass(
        from src: UnsafeMutableBufferPointer<UInt32>, to dst: UnsafeMutableBufferPointer<UInt32>, lines: Int,
        length: Int, lineStride: Int, step: Int, radius r: Int
    ) {
        let span = UInt32(2 * r + 1)
        let half = span / 2
        let last = length - 1
        for line in 0..<lines {
            let base = line * lineStride
            @inline(__always) func at(_ i: Int) -> UInt32 { src[base + min(max(i, 0), last) * step] }
            var a: UInt32 = 0
            var rr: UInt32 = 0
            var g: UInt32 = 0
            var b: UInt32 = 0
            for i in -r...r {
                let p = at(i)
                a &+= p >> 24
                rr &+= (p >> 16) & 0xFF
                g &+= (p >> 8) & 0xFF
                b &+= p & 0xFF
            }
            for i in 0..<length {
                dst[base + i * step] =
                    ((a + half) / span) << 24 | ((rr + half) / span) << 16 | ((g + half) / span) << 8
                    | ((b + half) / span)
                let incoming = at(i + r + 1)
                let outgoing = at(i - r)
                a = a &+ (incoming >> 24) &- (outgoing >> 24)
                rr = rr &+ ((incoming >> 16) & 0xFF) &- ((outgoing >> 16) & 0xFF)
                g = g &+ ((incoming >> 8) & 0xFF) &- ((outgoing >> 8) & 0xFF)
                b = b &+ (incoming & 0xFF) &- (outgoing & 0xFF)
            }
        }
    }
}

import Foundation
import Geometry

/// A texture drawn through a projective quad on the CPU, filtered: what SDL's software
/// renderer cannot do. Its `SDL_RenderGeometry` reads the nearest texel whatever the
/// texture's scale mode (Rendering.md and MeasuredSDLFacts.md), so text on a page turned in
/// perspective came out jagged.
///
/// Each pixel whose centre lies within half a pixel of the projected quad is mapped back
/// through the inverse of the projection to a point of the texture, which is read bilinearly
/// from its four nearest texels, clamped to the source rectangle. The quad's own edges are
/// antialiased: a pixel's coverage is its centre's distance inside the nearest edge plus a
/// half, clamped to 0...1. The output is straight-alpha ARGB8888, as SDL blends it.
///
/// Made for speed (a whole turned page is about a million pixels a frame):
/// - Each row is split where the edges cross it: the few pixels near an edge get their
///   coverage and exact texel position; the interior is full coverage, and its texel
///   positions are exact every few columns (16 for most turns, `stretch`) and stepped
///   linearly (16.16 fixed point) between them, so there is one division per stretch rather
///   than per pixel, and positions stay within 1/16 of a pixel's footprint of exact.
/// - The interior is drawn in vertical strips, so the texels a strip reads stay in the
///   cache for the rows below (a turned row runs diagonally through the texture).
/// - Texels are premultiplied (`SDLTexture.texels`), so transparent ones do not darken their
///   neighbours and no texel is converted while sampling; four equal texels (a flat area of
///   a page, or transparent space around text) are taken as they are.
/// - Bilinear weights are 8-bit, two channels at a time in 32-bit lanes.
struct QuadSampler {
    /// A line on the surface: `a·x + b·y + c` is a point's distance from it in pixels,
    /// positive on the quad's side.
    struct Edge {
        var a: Double
        var b: Double
        var c: Double

        @inline(__always)
        func distance(_ x: Double, _ y: Double) -> Double { a * x + b * y + c }
    }

    // docs-number: filtered quads: longest stretch between exact sample points (columns)
    /// The most interior columns over which sample points are stepped linearly between exact
    /// ones (`stretch(x0:py:first:last:)` takes fewer where the perspective is deep).
    static let longestStretch = 16

    /// Texel coordinates from surface coordinates, homogeneous: (u·w, v·w, w) is
    /// (m0·x + m1·y + m2, m3·x + m4·y + m5, m6·x + m7·y + m8).
    private let m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)
    private let edges: (Edge, Edge, Edge, Edge)
    /// Where bilinear samples may be centred, in texels with texel i's centre at i: from the
    /// source rectangle's first texel centre to its last.
    private let uRange: ClosedRange<Double>
    private let vRange: ClosedRange<Double>
    private let lastColumn: Int
    private let lastRow: Int
    /// The projected quad's bounding box on the surface.
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double

    /// The sampler for `rect` (layer-local) carried onto the surface by `transform`, showing
    /// the source rectangle of a texture (whole texels). Nil when the quad is edge-on or the
    /// projection cannot be inverted. Every corner must be in front of the eye (w > 0).
    init?(rect: Rect, transform t: Transform3D, sourceX: Int, sourceY: Int, sourceWidth: Int, sourceHeight: Int) {
        guard rect.width > 0, rect.height > 0, sourceWidth > 0, sourceHeight > 0 else { return nil }
        // The projection of the z = 0 plane as a 3 × 3 matrix (Core Animation's row vectors,
        // so the columns of a 4 × 4 one without its third row and column):
        // (X, Y, W) = H · (x, y, 1).
        let h = (t.m11, t.m21, t.m41, t.m12, t.m22, t.m42, t.m14, t.m24, t.m44)
        let c0 = h.4 * h.8 - h.5 * h.7
        let c1 = h.5 * h.6 - h.3 * h.8
        let c2 = h.3 * h.7 - h.4 * h.6
        let det = h.0 * c0 + h.1 * c1 + h.2 * c2
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        // H⁻¹ up to scale (the adjugate): a homogeneous result needs no division by det.
        let inv = (
            c0, h.2 * h.7 - h.1 * h.8, h.1 * h.5 - h.2 * h.4,
            c1, h.0 * h.8 - h.2 * h.6, h.2 * h.3 - h.0 * h.5,
            c2, h.1 * h.6 - h.0 * h.7, h.0 * h.4 - h.1 * h.3
        )
        // Layer-local to texels: u = sourceX + (x − minX)·kx, v = sourceY + (y − minY)·ky.
        let kx = Double(sourceWidth) / rect.width
        let ky = Double(sourceHeight) / rect.height
        let ox = Double(sourceX) - rect.minX * kx
        let oy = Double(sourceY) - rect.minY * ky
        m = (
            kx * inv.0 + ox * inv.6, kx * inv.1 + ox * inv.7, kx * inv.2 + ox * inv.8,
            ky * inv.3 + oy * inv.6, ky * inv.4 + oy * inv.7, ky * inv.5 + oy * inv.8,
            inv.6, inv.7, inv.8
        )
        lastColumn = sourceX + sourceWidth - 1
        lastRow = sourceY + sourceHeight - 1
        uRange = Double(sourceX)...Double(lastColumn)
        vRange = Double(sourceY)...Double(lastRow)

        let p = (
            t.project(Point(x: rect.minX, y: rect.minY)), t.project(Point(x: rect.maxX, y: rect.minY)),
            t.project(Point(x: rect.maxX, y: rect.maxY)), t.project(Point(x: rect.minX, y: rect.maxY))
        )
        minX = min(p.0.x, p.1.x, p.2.x, p.3.x)
        minY = min(p.0.y, p.1.y, p.2.y, p.3.y)
        maxX = max(p.0.x, p.1.x, p.2.x, p.3.x)
        maxY = max(p.0.y, p.1.y, p.2.y, p.3.y)
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        // The projection of a rectangle wholly in front of the eye is convex; which way round
        // its corners go depends on whether it is seen from the front or mirrored.
        let area =
            (p.0.x * p.1.y - p.1.x * p.0.y) + (p.1.x * p.2.y - p.2.x * p.1.y)
            + (p.2.x * p.3.y - p.3.x * p.2.y) + (p.3.x * p.0.y - p.0.x * p.3.y)
        guard abs(area) > 1e-6 else { return nil }
        let side = area > 0 ? 1.0 : -1.0
        func edge(_ from: Point, _ to: Point) -> Edge {
            let dx = to.x - from.x
            let dy = to.y - from.y
            let length = (dx * dx + dy * dy).squareRoot()
            // Two corners in one place (a quad drawn as a triangle): no edge there.
            guard length > 1e-9 else { return Edge(a: 0, b: 0, c: .greatestFiniteMagnitude) }
            let k = side / length
            return Edge(a: -dy * k, b: dx * k, c: (dy * from.x - dx * from.y) * k)
        }
        edges = (edge(p.0, p.1), edge(p.1, p.2), edge(p.2, p.3), edge(p.3, p.0))
    }

    /// Texels of the source one pixel spans along its row at surface point (x, y): above 1
    /// the quad shrinks the texture sideways there (du/dx of u = U/w).
    func horizontalFootprint(x: Double, y: Double) -> Double {
        let w = m.6 * x + m.7 * y + m.8
        guard abs(w) > 1e-12 else { return 1 }
        let u = m.0 * x + m.1 * y + m.2
        return abs((m.0 * w - u * m.6) / (w * w))
    }

    /// The level halved in width to sample from (0: the texture itself): the footprint at
    /// the quad's middle halved until it is under 2 texels a pixel, at most
    /// `SidewaysMip.maximumLevels` times. Under 2 bilinear filtering still reads every texel
    /// a pixel covers, more or less; past it, texels are skipped.
    var sidewaysLevel: Int {
        var footprint = horizontalFootprint(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
        var level = 0
        while footprint >= 2, level < SidewaysMip.maximumLevels {
            footprint /= 2
            level += 1
        }
        return level
    }

    /// The pixels it may touch, `x0..<x1` × `y0..<y1`, clamped to what SDL can address.
    var pixelBounds: (x0: Int, y0: Int, x1: Int, y1: Int) {
        func whole(_ v: Double) -> Int { Int(min(max(v, -16_777_216), 16_777_216)) }
        return (
            whole(minX.rounded(.down)) - 1, whole(minY.rounded(.down)) - 1,
            whole(maxX.rounded(.up)) + 1, whole(maxY.rounded(.up)) + 1
        )
    }

    /// Writes the region `x0..<x0+width` × `y0..<y0+height` of the surface into
    /// `destination` (`pitch` pixels to a row): the quad's pixels tinted by `tint` (alpha is
    /// opacity), transparent black elsewhere. `texels` are premultiplied ARGB8888,
    /// `textureWidth` to a row, all of them opaque when `opaque`; nil draws the quad in the
    /// plain colour `tint`; `runs`, when given, are the texels' `FlatRuns`, and let flat
    /// stretches be filled. With `blendsOnto`, `destination` is the surface itself (32-bit,
    /// one byte a channel): the quad's pixels are blended onto it as SDL blends a
    /// straight-alpha copy (`StraightAlphaBlend`) and nothing outside the quad is touched.
    func render(
        texels: UnsafePointer<UInt32>?, runs: UnsafePointer<UInt8>? = nil, textureWidth: Int, opaque: Bool = false,
        tint: RGBA8, x0: Int, y0: Int,
        width: Int, height: Int, into destination: UnsafeMutablePointer<UInt32>, pitch: Int,
        blendsOnto: Bool = false, interiors: inout [Interior]
    ) {
        let shade = Shade(tint)
        let grid = texels.map {
            TexelGrid(
                base: $0, runs: runs, stride: textureWidth, lastColumn: lastColumn, lastRow: lastRow, isOpaque: opaque)
        }
        if interiors.count < height { interiors = [Interior](repeating: Interior(), count: height) }
        // Row by row: what lies outside the quad, the pixels near its edges, and (for a plain
        // colour) its interior; a texture's interior is noted for the pass below.
        for row in 0..<height {
            let out = destination + row * pitch
            let py = Double(y0 + row) + 0.5
            let (first, last, innerFirst, innerLast) = spans(x0: x0, py: py, width: width)
            interiors[row] = Interior()
            guard first <= last else {
                if !blendsOnto { out.update(repeating: 0, count: width) }
                continue
            }
            if !blendsOnto {
                if first > 0 { out.update(repeating: 0, count: first) }
                if last < width - 1 { (out + last + 1).update(repeating: 0, count: width - 1 - last) }
            }
            for column in first..<innerFirst {
                let pixel = edgePixel(grid, shade, x: Double(x0 + column) + 0.5, y: py)
                out[column] = blendsOnto ? StraightAlphaBlend.over(out[column], pixel) : pixel
            }
            if innerFirst <= innerLast {
                if grid != nil {
                    interiors[row] = Interior(first: Int32(innerFirst), last: Int32(innerLast))
                } else if blendsOnto && shade.opacity < 255 {
                    for column in innerFirst...innerLast {
                        out[column] = StraightAlphaBlend.over(out[column], shade.solid)
                    }
                } else {
                    (out + innerFirst).update(repeating: shade.solid, count: innerLast - innerFirst + 1)
                }
            }
            if innerLast < last {
                for column in (innerLast + 1)...last {
                    let pixel = edgePixel(grid, shade, x: Double(x0 + column) + 0.5, y: py)
                    out[column] = blendsOnto ? StraightAlphaBlend.over(out[column], pixel) : pixel
                }
            }
        }
        guard let grid else { return }
        // The interior in vertical strips, top to bottom: under a turn a row of the surface
        // runs diagonally through the texture, and a strip keeps the texels it reads in the
        // cache for the rows below.
        for strip in stride(from: 0, to: width, by: Self.stripWidth) {
            let stripLast = strip + Self.stripWidth - 1
            for row in 0..<height {
                let span = interiors[row]
                let first = max(Int(span.first), strip)
                let last = min(Int(span.last), stripLast)
                guard first <= last else { continue }
                interior(
                    grid, shade, x0: x0, py: Double(y0 + row) + 0.5, from: first, through: last,
                    into: destination + row * pitch, blendsOnto: blendsOnto)
            }
        }
    }

    /// The columns of a row wholly inside the quad (none when `first > last`).
    struct Interior {
        var first: Int32 = 1
        var last: Int32 = 0
    }

    // docs-number: filtered quads: interior strip width (columns)
    /// Columns in a strip of the interior pass: wide enough for the rows to stream, narrow
    /// enough that a strip's texels stay cached from one row to the next.
    static let stripWidth = 128

    /// A pixel near an edge: its coverage, and its texel read at its exact position.
    @inline(__always)
    private func edgePixel(_ grid: TexelGrid?, _ shade: Shade, x: Double, y: Double) -> UInt32 {
        let (e0, e1, e2, e3) = edges
        let inside = min(
            min(e0.distance(x, y), e1.distance(x, y)), min(e2.distance(x, y), e3.distance(x, y)))
        let alpha = Self.coverage(inside, opacity: shade.opacity)
        guard alpha > 0 else { return 0 }
        guard let grid else { return alpha << 24 | shade.colour }
        let (u, v) = samplePoint(x: x, y: y)
        return shade.straight(grid.sample(u, v), alpha: alpha)
    }

    /// Columns `first...last` of a row wholly inside the quad: sample points exact every
    /// `stretch` columns and stepped in between (between two points inside the source
    /// rectangle, every step is inside it too).
    @inline(__always)
    private func interior(
        _ grid: TexelGrid, _ shade: Shade, x0: Int, py: Double, from first: Int, through last: Int,
        into out: UnsafeMutablePointer<UInt32>, blendsOnto: Bool
    ) {
        var column = first
        var (u, v) = samplePoint(x: Double(x0 + column) + 0.5, y: py)
        let opacity = shade.opacity
        let opaque = grid.isOpaque && shade.plain && opacity == 255
        let stretch = stretch(x0: x0, py: py, first: first, last: last)
        // Every sample of a flat stretch is its one colour: the same pixels, filled.
        @inline(__always)
        func fill(_ pixel: UnsafeMutablePointer<UInt32>, count: Int, with flat: UInt32) {
            let colour = opaque ? flat : shade.straight(flat, alpha: opacity)
            if !blendsOnto || colour >> 24 == 255 {
                pixel.update(repeating: colour, count: count)
            } else if colour >> 24 != 0 {
                for i in 0..<count { pixel[i] = StraightAlphaBlend.over(pixel[i], colour) }
            }
        }
        // Columns before which no long flat stretch is tried again (one just failed there).
        var longTriedUntil = first
        while column <= last {
            // A long flat stretch first (a page's background, a bar): u and v are monotonic
            // along a row inside the quad, so every exact sample point between its ends, and
            // every point stepped between two of them, lies in the box its ends span. It is a
            // whole number of stretches, so the stretches after it, and their samples, are
            // those of a row sampled stretch by stretch.
            if column >= longTriedUntil, last + 1 - column > stretch {
                let end = min(column + max(1, Self.longFlatStretch / stretch) * stretch, last + 1)
                let (endU, endV) = samplePoint(x: Double(x0 + end) + 0.5, y: py)
                if let flat = grid.flatColour(u, v, endU, endV) {
                    fill(out + column, count: end - column, with: flat)
                    column = end
                    u = endU
                    v = endV
                    continue
                }
                longTriedUntil = end
            }
            let end = min(column + stretch, last + 1)
            let (nextU, nextV) = samplePoint(x: Double(x0 + end) + 0.5, y: py)
            let count = end - column
            let du = (nextU - u) / count
            let dv = (nextV - v) / count
            var pixel = out + column
            if count >= Self.shortestFlatStretch, let flat = grid.flatColour(u, v, nextU, nextV) {
                fill(pixel, count: count, with: flat)
            } else if opaque {
                // Premultiplied is straight when every texel is opaque, and an opaque pixel
                // blended onto the surface is the pixel itself.
                for _ in 0..<count {
                    pixel.pointee = grid.sample(u, v)
                    pixel += 1
                    u &+= du
                    v &+= dv
                }
            } else if blendsOnto {
                for _ in 0..<count {
                    pixel.pointee = StraightAlphaBlend.over(
                        pixel.pointee, shade.straight(grid.sample(u, v), alpha: opacity))
                    pixel += 1
                    u &+= du
                    v &+= dv
                }
            } else {
                for _ in 0..<count {
                    pixel.pointee = shade.straight(grid.sample(u, v), alpha: opacity)
                    pixel += 1
                    u &+= du
                    v &+= dv
                }
            }
            column = end
            u = nextU
            v = nextV
        }
    }

    // docs-number: filtered quads: long stretch tried for one colour first (columns)
    /// The columns a long stretch tried for one colour spans (`FlatRuns`): a page's flat
    /// areas are filled this many columns at a time, with one exact sample point and one test.
    static let longFlatStretch = 64

    // docs-number: filtered quads: shortest stretch tested for one colour (columns)
    /// The fewest columns a stretch must have to be tested for one colour (`FlatRuns`):
    /// below it the test costs more than sampling.
    static let shortestFlatStretch = 4

    /// How many columns of `first...last` to step linearly between exact sample points.
    ///
    /// Along a row, u = U/w with U and w linear in x. Stepped linearly over L columns, u is
    /// off by about L² × |dw/dx| / (4|w|) pixels' worth of texels at most (texels where the
    /// texture is magnified, a pixel's footprint where it is shrunk); L is the longest (up to
    /// `longestStretch`) that keeps that under 1/16, with w at the segment's end nearer the
    /// eye. A page turned by the flip steps 16 columns at a time up to about 60°; a cube face
    /// close to the eye steps one by one.
    @inline(__always)
    private func stretch(x0: Int, py: Double, first: Int, last: Int) -> Int {
        let slope = abs(m.6)
        guard slope > 1e-12 else { return Self.longestStretch }
        let w0 = abs(m.6 * (Double(x0 + first) + 0.5) + m.7 * py + m.8)
        let w1 = abs(m.6 * (Double(x0 + last) + 0.5) + m.7 * py + m.8)
        let length = (min(w0, w1) / (4 * slope)).squareRoot()
        return length >= Double(Self.longestStretch) ? Self.longestStretch : max(1, Int(length))
    }

    /// Where the sample for surface point (x, y) is centred, in 16.16 fixed point texels with
    /// texel i's centre at i, clamped to the source rectangle's texel centres.
    @inline(__always)
    private func samplePoint(x: Double, y: Double) -> (Int, Int) {
        let w = m.6 * x + m.7 * y + m.8
        let reciprocal = 1 / w
        let u = (m.0 * x + m.1 * y + m.2) * reciprocal - 0.5
        let v = (m.3 * x + m.4 * y + m.5) * reciprocal - 0.5
        // Comparisons written so that NaN (a point at infinity) lands on the lower bound.
        let cu = u >= uRange.lowerBound ? (u <= uRange.upperBound ? u : uRange.upperBound) : uRange.lowerBound
        let cv = v >= vRange.lowerBound ? (v <= vRange.upperBound ? v : vRange.upperBound) : vRange.lowerBound
        return (Int(cu * 65536), Int(cv * 65536))
    }

    /// The first and last column (inclusive) of the row whose pixel centres may lie within
    /// half a pixel of the quad (a column more on each side, to be safe from rounding: the
    /// coverage decides), and the columns between them wholly inside it (coverage 1); an
    /// empty inner span is `last + 1 ... last`.
    private func spans(x0: Int, py: Double, width: Int) -> (Int, Int, Int, Int) {
        let px = Double(x0) + 0.5
        var span = (first: 0, last: width - 1, innerFirst: 0, innerLast: width - 1)
        let (e0, e1, e2, e3) = edges
        guard
            Self.narrow(&span, by: e0, px: px, py: py, width: width)
                && Self.narrow(&span, by: e1, px: px, py: py, width: width)
                && Self.narrow(&span, by: e2, px: px, py: py, width: width)
                && Self.narrow(&span, by: e3, px: px, py: py, width: width)
        else { return (1, 0, 1, 0) }
        let first = span.first
        let last = span.last
        let innerFirst = max(span.innerFirst, first)
        let innerLast = min(span.innerLast, last)
        return innerFirst > innerLast ? (first, last, last + 1, last) : (first, last, innerFirst, innerLast)
    }

    /// Narrows the spans to the columns on the inner side of `e`; false when the whole row
    /// lies outside it.
    @inline(__always)
    private static func narrow(
        _ span: inout (first: Int, last: Int, innerFirst: Int, innerLast: Int), by e: Edge, px: Double, py: Double,
        width: Int
    ) -> Bool {
        let d = e.distance(px, py)
        if abs(e.a) < 1e-12 {
            // Parallel to the row: all of it or none.
            if d <= -0.5 { return false }
            if d < 0.5 { span.innerFirst = width }
            return true
        }
        // d + a·k is −0.5 (no coverage) at column `outer` and +0.5 (full) at `inner`.
        let outer = column((-0.5 - d) / e.a, width: width)
        let inner = column((0.5 - d) / e.a, width: width)
        if e.a > 0 {
            span.first = max(span.first, Int(outer.rounded(.down)) - 1)
            span.innerFirst = max(span.innerFirst, Int(inner.rounded(.up)))
        } else {
            span.last = min(span.last, Int(outer.rounded(.up)) + 1)
            span.innerLast = min(span.innerLast, Int(inner.rounded(.down)))
        }
        return true
    }

    /// A column position clamped to just beyond the row (NaN to before it).
    @inline(__always)
    private static func column(_ k: Double, width: Int) -> Double {
        k >= -2 ? (k <= Double(width) + 2 ? k : Double(width) + 2) : -2
    }

    /// A pixel's alpha from its centre's distance `inside` the nearest edge (coverage
    /// `inside + 0.5`, clamped to 0...1) and the opacity (0...255).
    @inline(__always)
    private static func coverage(_ inside: Double, opacity: UInt32) -> UInt32 {
        if inside >= 0.5 { return opacity }
        if inside <= -0.5 { return 0 }
        return UInt32(Double(opacity) * (inside + 0.5) + 0.5)
    }

    /// A texture's premultiplied texels, read bilinearly.
    struct TexelGrid {
        let base: UnsafePointer<UInt32>
        /// The texels' `FlatRuns` (the same layout), or nil.
        let runs: UnsafePointer<UInt8>?
        /// Texels to a row.
        let stride: Int
        /// The source rectangle's last column and row: neighbours beyond them are not read.
        let lastColumn: Int
        let lastRow: Int
        /// Every texel is opaque.
        let isOpaque: Bool

        /// The colour of every texel a sample centred between (u0, v0) and (u1, v1) reads (16.16
        /// fixed point, within the source rectangle), when they are all one colour; nil when
        /// they are not, or no runs are known. Those texels lie in the rectangle the two points
        /// span, a texel wider and taller (the bilinear neighbours), clamped as `sample` clamps.
        @inline(__always)
        func flatColour(_ u0: Int, _ v0: Int, _ u1: Int, _ v1: Int) -> UInt32? {
            guard let runs else { return nil }
            let first = Swift.min(u0, u1) >> 16
            let last = Swift.min((Swift.max(u0, u1) >> 16) + 1, lastColumn)
            let top = Swift.min(v0, v1) >> 16
            let bottom = Swift.min((Swift.max(v0, v1) >> 16) + 1, lastRow)
            let span = last - first
            guard span < FlatRuns.longest else { return nil }
            var index = top &* stride &+ first
            let colour = base[index]
            for _ in top...bottom {
                if Int(runs[index]) <= span || base[index] != colour { return nil }
                index &+= stride
            }
            return colour
        }

        /// The mix of the four texels around (u, v) (16.16 fixed point, texel i's centre at i,
        /// within the source rectangle).
        @inline(__always)
        func sample(_ u: Int, _ v: Int) -> UInt32 {
            let x = u >> 16
            let y = v >> 16
            let top = base + y &* stride
            let bottom = y < lastRow ? top + stride : top
            let x1 = x < lastColumn ? x + 1 : x
            let t00 = top[x]
            let t10 = top[x1]
            let t01 = bottom[x]
            let t11 = bottom[x1]
            if t00 == t10 && t01 == t11 && t00 == t01 { return t00 }
            let fx = UInt32(truncatingIfNeeded: u >> 8) & 0xFF
            let fy = UInt32(truncatingIfNeeded: v >> 8) & 0xFF
            return QuadSampler.mix(QuadSampler.mix(t00, t10, fx), QuadSampler.mix(t01, t11, fx), fy)
        }
    }

    /// `a` and `b` mixed by `f`/256 of `b` (f in 0...255), two channels at a time: each lane
    /// holds at most 255 × 256, and a flat colour stays exact.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g = 256 &- f
        let rbA: UInt32 = (a & 0x00FF_00FF) &* g
        let rbB: UInt32 = (b & 0x00FF_00FF) &* f
        let rb = ((rbA &+ rbB) >> 8) & 0x00FF_00FF
        let agA: UInt32 = ((a >> 8) & 0x00FF_00FF) &* g
        let agB: UInt32 = ((b >> 8) & 0x00FF_00FF) &* f
        let ag = (agA &+ agB) & 0xFF00_FF00
        return rb | ag
    }

    /// The tint and opacity a quad is drawn with, and premultiplied samples made straight
    /// alpha with them.
    struct Shade {
        let tint: RGBA8
        /// White: samples keep their colour.
        let plain: Bool
        /// The tint's alpha, the quad's opacity (0...255).
        let opacity: UInt32
        /// The tint's colour, RGB.
        let colour: UInt32
        /// A plain colour quad's inner pixels.
        let solid: UInt32

        init(_ tint: RGBA8) {
            self.tint = tint
            plain = tint.r == 255 && tint.g == 255 && tint.b == 255
            opacity = UInt32(tint.a)
            colour = UInt32(tint.r) << 16 | UInt32(tint.g) << 8 | UInt32(tint.b)
            solid = opacity << 24 | colour
        }

        /// A premultiplied sample as straight ARGB, tinted, its alpha scaled by `alpha`/255
        /// (opacity × edge coverage).
        @inline(__always)
        func straight(_ p: UInt32, alpha: UInt32) -> UInt32 {
            let a = p >> 24
            if a == 0 { return 0 }
            if a == 255 && alpha == 255 && plain { return p }
            var r = (p >> 16) & 0xFF
            var g = (p >> 8) & 0xFF
            var b = p & 0xFF
            if a < 255 {
                r = min(255, (r * 255 + a / 2) / a)
                g = min(255, (g * 255 + a / 2) / a)
                b = min(255, (b * 255 + a / 2) / a)
            }
            if !plain {
                r = Self.product(r, UInt32(tint.r))
                g = Self.product(g, UInt32(tint.g))
                b = Self.product(b, UInt32(tint.b))
            }
            let outA = alpha == 255 ? a : Self.product(a, alpha)
            return outA << 24 | r << 16 | g << 8 | b
        }

        /// x·y/255, rounded (x, y in 0...255).
        @inline(__always)
        static func product(_ x: UInt32, _ y: UInt32) -> UInt32 {
            let t = x * y + 128
            return (t + (t >> 8)) >> 8
        }
    }
}

/// Anti-aliased coverage masks of the shapes the renderer stretches and tints: rounded
/// rectangles, rings (rounded strokes) and blurred silhouettes (shadows). Pure Swift, one
/// `Float` in 0...1 a pixel, rows top to bottom.
struct CoverageMask: Equatable {
    let width: Int
    let height: Int
    var values: [Float]

    init(width: Int, height: Int, values: [Float]) {
        precondition(values.count == width * height)
        self.width = width
        self.height = height
        self.values = values
    }

    subscript(x: Int, y: Int) -> Float { values[y * width + x] }

    /// White ARGB8888 pixels whose alpha is the coverage.
    var argbWhite: [UInt32] {
        values.map { UInt32((min(max($0, 0), 1) * 255).rounded()) << 24 | 0x00FF_FFFF }
    }

    /// A rounded rectangle `inset` pixels inside a `width` x `height` mask.
    static func roundedRect(
        width: Int, height: Int, inset: Double = 0, cornerRadius: Double
    ) -> CoverageMask {
        let shape = RoundedBox(
            minX: inset, minY: inset, maxX: Double(width) - inset, maxY: Double(height) - inset,
            radius: cornerRadius)
        var values = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                values[y * width + x] = Float(shape.coverage(x: Double(x) + 0.5, y: Double(y) + 0.5))
            }
        }
        return CoverageMask(width: width, height: height, values: values)
    }

    /// A stroke of `lineWidth` inside the edge of a rounded rectangle filling the mask.
    static func ring(width: Int, height: Int, cornerRadius: Double, lineWidth: Double) -> CoverageMask {
        let outer = RoundedBox(
            minX: 0, minY: 0, maxX: Double(width), maxY: Double(height), radius: cornerRadius)
        let inner = RoundedBox(
            minX: lineWidth, minY: lineWidth, maxX: Double(width) - lineWidth,
            maxY: Double(height) - lineWidth, radius: max(cornerRadius - lineWidth, 0))
        var values = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let px = Double(x) + 0.5
                let py = Double(y) + 0.5
                let innerCoverage = inner.isEmpty ? 0 : inner.coverage(x: px, y: py)
                values[y * width + x] = Float(max(outer.coverage(x: px, y: py) - innerCoverage, 0))
            }
        }
        return CoverageMask(width: width, height: height, values: values)
    }

    /// A rounded rectangle `inset` pixels inside the mask, blurred by a Gaussian of standard
    /// deviation `sigma` (approximated by three box blurs).
    static func shadow(
        width: Int, height: Int, inset: Double, cornerRadius: Double, sigma: Double
    ) -> CoverageMask {
        var mask = roundedRect(width: width, height: height, inset: inset, cornerRadius: cornerRadius)
        mask.gaussianBlur(sigma: sigma)
        return mask
    }

    /// Blurs in place; pixels beyond the edges count as empty.
    mutating func gaussianBlur(sigma: Double) {
        guard sigma > 0 else { return }
        var scratch = [Float](repeating: 0, count: values.count)
        for size in Self.boxSizes(sigma: sigma, passes: 3) {
            let radius = (size - 1) / 2
            Self.boxBlur(&values, into: &scratch, width: width, height: height, radius: radius, horizontal: true)
            Self.boxBlur(&scratch, into: &values, width: width, height: height, radius: radius, horizontal: false)
        }
    }

    /// Odd box widths whose successive application approximates a Gaussian of `sigma`.
    static func boxSizes(sigma: Double, passes n: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let nd = Double(n)
        let m = ((12 * sigma * sigma - nd * l * l - 4 * nd * l - 3 * nd) / (-4 * l - 4)).rounded()
        return (0..<n).map { Double($0) < m ? lower : upper }
    }

    private static func boxBlur(
        _ source: inout [Float], into target: inout [Float], width: Int, height: Int, radius: Int,
        horizontal: Bool
    ) {
        let lines = horizontal ? height : width
        let length = horizontal ? width : height
        let stride = horizontal ? 1 : width
        let scale = 1 / Float(2 * radius + 1)
        for line in 0..<lines {
            let base = horizontal ? line * width : line
            var sum: Float = 0
            for i in 0...min(radius, length - 1) { sum += source[base + i * stride] }
            for i in 0..<length {
                target[base + i * stride] = sum * scale
                let incoming = i + radius + 1
                let outgoing = i - radius
                if incoming < length { sum += source[base + incoming * stride] }
                if outgoing >= 0 { sum -= source[base + outgoing * stride] }
            }
        }
    }
}

/// A rounded rectangle as a signed distance field.
struct RoundedBox {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    let radius: Double

    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// Distance from the outline: negative inside.
    func distance(x: Double, y: Double) -> Double {
        let halfW = (maxX - minX) / 2
        let halfH = (maxY - minY) / 2
        let r = Self.min(Self.min(Self.max(radius, 0), halfW), halfH)
        let qx = (x - (minX + halfW)).magnitude - (halfW - r)
        let qy = (y - (minY + halfH)).magnitude - (halfH - r)
        let outside = (Self.max(qx, 0) * Self.max(qx, 0) + Self.max(qy, 0) * Self.max(qy, 0)).squareRoot()
        return outside + Self.min(Self.max(qx, qy), 0) - r
    }

    /// The share of a one-pixel square centred at (x, y) that lies inside.
    func coverage(x: Double, y: Double) -> Double {
        Self.min(Self.max(0.5 - distance(x: x, y: y), 0), 1)
    }

    // Swift's `max` and `min` for Doubles, to the bit (the same comparisons): the generic
    // functions, called for every pixel of a shape, are reached through witness tables in a
    // debug build, most of a debug frame's shapes (MeasuredSDLFacts.md, "Text and shapes").
    private static func max(_ x: Double, _ y: Double) -> Double { y >= x ? y : x }
    private static func min(_ x: Double, _ y: Double) -> Double { y < x ? y : x }
}

import Geometry
import Layers

@testable import SDLHost

/// Drawing at 2 pixels per point (MeasuredSDLFacts.md, "HiDPI"): layout in points,
/// pixels twice as many each way, text rasterized at its pixel size.
@MainActor
struct ScalePixelTests {
    func testAWindowAtScale2HasTwiceThePixels() throws {
        let renderer = try HostFixture.renderer(width: 120, height: 80, scale: 2)
        expectEqual(renderer.window.size, Size(width: 120, height: 80))
        expectEqual(renderer.window.pixelSize, Size(width: 240, height: 160))
        try renderer.renderFrame(DisplayList(size: Size(width: 120, height: 80), background: .white, items: []))
        let pixels = try renderer.readPixels()
        expectTrue(pixels.width == 240 && pixels.height == 160)
    }

    /// A 1-point separator covers two pixel rows, a half-point hairline one.
    func testAOnePointSeparatorCoversTwoPixelRows() throws {
        let pixels = try HostFixture.render(
            [
                .fill(quad: quad(10, 20, 80, 1), color: .black, cornerRadius: 0, opacity: 1),
                .fill(quad: quad(10, 40, 80, 0.5), color: .black, cornerRadius: 0, opacity: 1),
            ], width: 100, height: 60, scale: 2)
        let column = 100
        let darkRows = (0..<120).filter { pixels[column, $0].r < 128 }
        expectEqual(darkRows, [40, 41, 80])
        // Across: from x = 10 points (pixel 20) to 90 points (pixel 180).
        expectTrue(
            pixels[19, 40] == white && pixels[20, 40].r < 128 && pixels[179, 40].r < 128 && pixels[180, 40] == white)
    }

    /// Text at scale 2 halved (each 2 x 2 block averaged) looks like the same text at scale 1:
    /// the ink is in the same place, at the same darkness overall, within a tolerance (glyphs
    /// are hinted at two sizes); and it is drawn from a raster of its pixel size, not a scaled-up
    /// one: the glyphs are twice as tall in pixels and as sharp (as many fully dark pixels per
    /// ink).
    func testTextAtScale2HalvedMatchesTextAtScale1() throws {
        let items: [DisplayItem] = [
            .text(
                quad: quad(10, 10, 180, 40), text: "Segue",
                style: TextStyle(font: .system(size: 17), color: .black), opacity: 1)
        ]
        let one = try HostFixture.render(items, width: 200, height: 60, scale: 1)
        let two = try HostFixture.render(items, width: 200, height: 60, scale: 2)
        expectEqual(two.width, 400)

        // Ink (0 white ... 1 black) per point: scale 1 as drawn, scale 2 averaged over 2 x 2.
        func ink(_ p: RGBA) -> Double { Double(255 - p.r) / 255 }
        var inkOne = [[Double]](repeating: [Double](repeating: 0, count: 200), count: 60)
        var inkTwo = inkOne
        for y in 0..<60 {
            for x in 0..<200 {
                inkOne[y][x] = ink(one[x, y])
                inkTwo[y][x] =
                    (ink(two[2 * x, 2 * y]) + ink(two[2 * x + 1, 2 * y]) + ink(two[2 * x, 2 * y + 1])
                        + ink(two[2 * x + 1, 2 * y + 1])) / 4
            }
        }
        func total(_ g: [[Double]]) -> Double { g.joined().reduce(0, +) }
        func box(_ g: [[Double]]) -> [Int] {
            let ys = g.indices.filter { g[$0].contains { $0 > 0.25 } }
            let xs = (0..<200).filter { x in g.contains { $0[x] > 0.25 } }
            return [xs.first ?? -1, ys.first ?? -1, xs.last ?? -1, ys.last ?? -1]
        }
        // Glyph edges move by a fraction of a point between the two hintings: compare the
        // ink blurred over 3 x 3 points.
        func blurred(_ g: [[Double]]) -> [[Double]] {
            var out = g
            for y in 1..<59 {
                for x in 1..<199 {
                    var sum = 0.0
                    for dy in -1...1 { for dx in -1...1 { sum += g[y + dy][x + dx] } }
                    out[y][x] = sum / 9
                }
            }
            return out
        }
        let (b1, b2) = (blurred(inkOne), blurred(inkTwo))
        var difference = 0.0
        for y in 0..<60 { for x in 0..<200 { difference += abs(b1[y][x] - b2[y][x]) } }
        let perInk = difference / total(inkOne)
        expectLess(abs(total(inkTwo) - total(inkOne)) / total(inkOne), 0.25)
        expectTrue(
            zip(box(inkOne), box(inkTwo)).allSatisfy { abs($0 - $1) <= 2 },
            "ink boxes \(box(inkOne)) and \(box(inkTwo))")
        expectLess(perInk, 0.5, "blurred difference per unit of ink \(perInk)")

        func inkRows(_ p: PixelBuffer) -> Int {
            (0..<p.height).filter { y in (0..<p.width).contains { p[$0, y].r < 128 } }.count
        }
        func sharpness(_ p: PixelBuffer) -> Double {
            var dark = 0
            var any = 0
            for y in 0..<p.height {
                for x in 0..<p.width where p[x, y].r < 250 {
                    any += 1
                    if p[x, y].r < 64 { dark += 1 }
                }
            }
            return Double(dark) / Double(any)
        }
        expectLessOrEqual(abs(inkRows(two) - 2 * inkRows(one)), 2)
        expectGreaterOrEqual(sharpness(two), sharpness(one) - 0.02)
    }

    /// Snapshots (a page's rasterization) are made at pixel resolution and say their scale,
    /// so they are drawn back one texel per pixel.
    func testRasterizedImagesAreAtPixelResolution() throws {
        let renderer = try HostFixture.renderer(width: 100, height: 60, scale: 2)
        let list = DisplayList(
            size: Size(width: 50, height: 30), background: .white,
            items: [.fill(quad: quad(0, 0, 25, 0.5), color: .black, cornerRadius: 0, opacity: 1)])
        let image = try renderer.rasterize(list)
        expectEqual(image.scale, 2)
        expectEqual(image.size, Size(width: 50, height: 30))
        expectTrue(image.pixels.width == 100 && image.pixels.height == 60)
        // The half-point line is one pixel row, 50 pixels long.
        expectTrue(RGBA(image.pixels.color(x: 49, y: 0)).r < 128 && RGBA(image.pixels.color(x: 50, y: 0)).r > 200)
        expectGreater(RGBA(image.pixels.color(x: 10, y: 1)).r, 200)
    }

    /// A cached group (a page drawn from its rasterization while it moves) is drawn at pixel
    /// resolution: its half-point line stays one pixel sharp.
    func testCachedGroupsAreDrawnAtPixelResolution() throws {
        let renderer = try HostFixture.renderer(width: 100, height: 60, scale: 2, wholeFrames: true)
        let owner = Layer()
        let content = DisplayList(
            size: Size(width: 50, height: 30), background: .white,
            items: [.fill(quad: quad(0, 10, 50, 0.5), color: .black, cornerRadius: 0, opacity: 1)])
        let group = Group(
            quad: quad(20, 10, 50, 30), opacity: 1, cornerRadius: 0,
            cacheKey: RasterCacheKey(owner: ObjectIdentifier(owner), version: 1), content: { content })
        for _ in 0..<2 {
            try renderer.renderFrame(
                DisplayList(size: Size(width: 100, height: 60), background: .white, items: [.group(group)]))
        }
        expectEqual(renderer.statistics.groupCacheHits, 1)
        let pixels = try renderer.readPixels()
        // The line is at y = 10 + 10 points = pixel row 40, from x = 40 to 140 pixels.
        let dark = (0..<120).filter { pixels[80, $0].r < 128 }
        expectEqual(dark, [40])
        expectTrue(
            pixels[39, 40].r > 200 && pixels[40, 40].r < 128 && pixels[139, 40].r < 128 && pixels[140, 40].r > 200)
    }
}

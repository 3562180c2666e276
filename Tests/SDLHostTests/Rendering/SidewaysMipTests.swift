import Foundation
import Geometry
import Layers

@testable import SDLHost

/// A page shrunk sideways past 2:1 by a steep turn is sampled from a level of its texels
/// halved in width (`SidewaysMip`): fine vertical stripes average to grey instead of breaking
/// into a shimmering pattern, and the levels are made once per change of the page.
@MainActor
struct SidewaysMipTests {
    init() throws {
        try skipUnless(
            HostFixture.rendererRequest == .software,
            "the CPU path draws for the software renderer; the GPU renderers filter geometry themselves")
    }

    func testALevelIsTheRoundedMeanOfEachGroupAndKeepsALastPartialOne() {
        func mean(_ texels: [UInt32]) -> UInt32 {
            texels.withUnsafeBufferPointer { SidewaysMip.mean($0.baseAddress!, count: texels.count) }
        }
        expectEqual(mean([0xFF00_0000, 0xFFFF_FFFF]), 0xFF80_8080, "127.5 rounds to 128")
        expectEqual(mean([0x0000_0000, 0x8040_2010]), 0x4020_1008)
        expectEqual(mean([0x0101_0101, 0x0101_0101, 0x0101_0101, 0x0000_0000]), 0x0101_0101, "0.75 rounds to 1")
        expectEqual(mean([0xFF00_0000, 0xFF03_0603, 0xFF03_0604]), 0xFF02_0402, "a group of three: 7/3 rounds to 2")
        let source: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0xFF10_2030, 0xFF10_2030, 0xFF00_00FE]
        var level = SidewaysMip()
        source.withUnsafeBufferPointer { level.reduce(from: $0, sourceWidth: 5, height: 1, factor: 2) }
        expectTrue(level.width == 3 && level.height == 1)
        expectEqual(level.texels, [0xFF80_8080, 0xFF10_2030, 0xFF00_00FE])
        source.withUnsafeBufferPointer { level.reduce(from: $0, sourceWidth: 5, height: 1, factor: 4) }
        expectEqual(level.width, 2)
        expectEqual(level.texels, [0xFF48_5058, 0xFF00_00FE])
    }

    /// A page of one-point black and white stripes, as a group (cached, then turned).
    static let stripes: DisplayList = {
        let size = TurnedPagePixelTests.page
        let items = stride(from: 0.0, to: size.width, by: 2).map { x in
            DisplayItem.fill(quad: quad(x, 0, 1, size.height), color: .black, cornerRadius: 0, opacity: 1)
        }
        return DisplayList(size: size, background: .white, items: items)
    }()

    /// The grey levels of a patch in the middle of the turned page (inside it at every angle
    /// tested).
    static func middlePatch(_ pixels: PixelBuffer) -> [Int] {
        let cx = Int(TurnedPagePixelTests.windowWidth / 2)
        let cy = Int(TurnedPagePixelTests.windowHeight / 2)
        var values: [Int] = []
        for y in (cy - 20)...(cy + 20) {
            for x in (cx - 12)...(cx + 12) { values.append(pixels[x, y].g) }
        }
        return values
    }

    static func spread(_ values: [Int]) -> (mean: Double, deviation: Double) {
        let mean = Double(values.reduce(0, +)) / Double(values.count)
        let variance = values.reduce(0.0) { $0 + (Double($1) - mean) * (Double($1) - mean) } / Double(values.count)
        return (mean, variance.squareRoot())
    }

    func testStripesShrunkThreeToOneSidewaysAverageToAnEvenGrey() throws {
        let (pixels, statistics) = try TurnedPagePixelTests.draw([
            TurnedPagePixelTests.turnedPage(Self.stripes, degrees: 70)
        ])
        expectEqual(statistics.sidewaysMipQuads, 1)
        let (mean, deviation) = Self.spread(Self.middlePatch(pixels))
        // Half black, half white: 127.5 on average; filtered from the halved level, every
        // pixel is close to it (sampled from the full texels, pixels land on whole stripes and
        // the patch is a pattern of near black and near white, a deviation near 100).
        expectLess(abs(mean - 127.5), 12, "mean \(mean)")
        expectLess(deviation, 25, "deviation \(deviation)")
    }

    func testAModestTurnSamplesTheTextureItself() throws {
        let (_, statistics) = try TurnedPagePixelTests.draw([TurnedPagePixelTests.turnedPage(Self.stripes, degrees: 35)]
        )
        expectEqual(statistics.filteredQuads, 1)
        expectEqual(statistics.sidewaysMipQuads, 0)
        expectEqual(statistics.sidewaysMipReductions, 0)
    }

    func testTheLevelsAreMadeOncePerChangeOfThePage() throws {
        let renderer = try HostFixture.renderer(
            width: TurnedPagePixelTests.windowWidth, height: TurnedPagePixelTests.windowHeight)
        let size = Size(width: TurnedPagePixelTests.windowWidth, height: TurnedPagePixelTests.windowHeight)
        let owner = Layer()
        func frame(degrees: Double) throws {
            let group = Group(
                quad: Quad(rect: TurnedPagePixelTests.pageRect, transform: TurnedPagePixelTests.card(degrees: degrees)),
                opacity: 1, cacheKey: RasterCacheKey(owner: ObjectIdentifier(owner), version: 1)
            ) { Self.stripes }
            try renderer.renderFrame(DisplayList(size: size, background: .black, items: [.group(group)]))
        }
        try frame(degrees: 72)
        try frame(degrees: 75)
        expectEqual(renderer.statistics.sidewaysMipQuads, 2)
        expectEqual(renderer.statistics.sidewaysMipReductions, 1, "one level, made once for the cached page")
        try frame(degrees: 84)
        expectEqual(renderer.statistics.sidewaysMipReductions, 2, "a steeper turn makes the next level")
    }
}

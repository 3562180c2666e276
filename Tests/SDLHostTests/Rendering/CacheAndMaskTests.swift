import Geometry
import Layers

@testable import SDLHost

@MainActor
struct CacheAndMaskTests {
    func testSameTextIsRasterizedOnceAndTintedPerDraw() throws {
        let renderer = try HostFixture.renderer()
        let items: [DisplayItem] = [
            .text(quad: quad(0, 0, 200, 30), text: "Cached", style: TextStyle(color: .red), opacity: 1),
            .text(quad: quad(0, 40, 200, 30), text: "Cached", style: TextStyle(color: .blue), opacity: 0.5),
            .text(quad: quad(0, 80, 200, 30), text: "Cached", style: TextStyle(font: .system(size: 24)), opacity: 1),
        ]
        let list = DisplayList(size: Size(width: 200, height: 200), background: .white, items: items)
        try renderer.renderFrame(list)
        try renderer.renderFrame(list)
        // One rendering per (text, font, size): the colour is applied when drawing.
        expectEqual(renderer.statistics.textRasterizations, 2)
        expectEqual(renderer.cachedTextureCounts.texts, 2)
    }

    func testTextureCacheDropsTheLeastRecentlyUsed() throws {
        let window = try SDLWindow(
            platform: try HostFixture.platform(), title: "lru", size: Size(width: 10, height: 10),
            renderer: HostFixture.rendererRequest, scale: 1)
        let cache = TextureCache<Int>(maxEntries: 4, maxBytes: 1 << 20)
        for key in 0..<4 {
            cache.insert(try SDLTexture(window: window, width: 2, height: 2, target: false), for: key)
        }
        _ = cache.texture(for: 0)  // 0 is now the most recent; 1 the least
        cache.insert(try SDLTexture(window: window, width: 2, height: 2, target: false), for: 4)
        expectLessOrEqual(cache.count, 4)
        expectNil(cache.texture(for: 1))
        expectNotNil(cache.texture(for: 0))
        expectNotNil(cache.texture(for: 4))
        expectEqual(cache.byteCount, cache.count * 16)
    }

    func testTextureCacheRespectsItsByteBudget() throws {
        let window = try SDLWindow(
            platform: try HostFixture.platform(), title: "bytes", size: Size(width: 10, height: 10),
            renderer: HostFixture.rendererRequest, scale: 1)
        let cache = TextureCache<Int>(maxEntries: 100, maxBytes: 1000)
        for key in 0..<10 {
            cache.insert(try SDLTexture(window: window, width: 8, height: 8, target: false), for: key)
        }
        expectLessOrEqual(cache.byteCount, 1000)
        expectNotNil(cache.texture(for: 9))
    }

    func testRoundedMaskIsSolidInsideEmptyOutsideAndSoftOnTheArc() {
        let mask = CoverageMask.roundedRect(width: 21, height: 21, cornerRadius: 10)
        expectEqual(mask[10, 10], 1)
        expectEqual(mask[0, 10], 1)
        expectEqual(mask[0, 0], 0)
        let arc = mask[2, 3]  // about 10 from the centre
        expectTrue(arc > 0 && arc < 1)
    }

    func testRingMaskIsOnlyTheStroke() {
        let mask = CoverageMask.ring(width: 30, height: 30, cornerRadius: 0, lineWidth: 3)
        expectEqual(mask[1, 15], 1)
        expectEqual(mask[15, 28], 1)
        expectEqual(mask[15, 15], 0)
        expectEqual(mask[3, 15], 0)
    }

    func testShadowBlurKeepsTheSilhouettesMassAndSpreadsIt() {
        let sharp = CoverageMask.roundedRect(width: 60, height: 60, inset: 20, cornerRadius: 0)
        let soft = CoverageMask.shadow(width: 60, height: 60, inset: 20, cornerRadius: 0, sigma: 3)
        let sharpMass: Float = sharp.values.reduce(0, +)
        let softMass: Float = soft.values.reduce(0, +)
        expectLess(abs(sharpMass - softMass), 1)
        expectTrue(sharp[17, 30] == 0 && soft[17, 30] > 0.02)  // beside the edge
        expectGreater(soft[30, 30], 0.99)  // deep inside
        expectLess(soft[1, 1], 0.001)  // far away
        // Half coverage sits on the edge, as a Gaussian's would.
        let onTheEdge: Double = Double(soft[19, 30] + soft[20, 30]) / 2
        expectLess(abs(onTheEdge - 0.5), 0.08)
    }

    func testBoxSizesApproximateTheGaussian() {
        for sigma in [1.0, 2.5, 6, 15] {
            let sizes = CoverageMask.boxSizes(sigma: sigma, passes: 3)
            let variance = sizes.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
            expectLess(abs(variance.squareRoot() - sigma), 0.6, "sigma \(sigma): boxes \(sizes)")
            expectTrue(sizes.allSatisfy { $0 % 2 == 1 })
        }
    }
}

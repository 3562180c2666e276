import Geometry
import Layers

@testable import SDLHost

/// A page turned on the CPU keeps a copy of its texels (`SDLTexture.texels`: as much memory
/// again as its texture, 4 MB at 1280x800); the caches count it in their budgets. The CPU
/// path is forced on every renderer here (`filtersQuadsOnCPU`), so these run on all three.
@MainActor
struct TexelBudgetTests {
    /// Turned about the vertical axis in perspective, centred at (100, 100).
    static let turn = Transform3D(rotationAngle: 40 * Double.pi / 180, x: 0, y: 1, z: 0)
        .concatenating(.perspective(eyeDistance: 300))
        .concatenating(Transform3D(translationX: 100, y: 100, z: 0))

    /// What a texture really holds, counted here rather than by the cache.
    static func bytes(_ textures: [SDLTexture]) -> Int {
        textures.reduce(0) {
            $0 + $1.width * $1.height * 4 + $1.texels.capacity * 4 + $1.texelRuns.capacity + $1.coverage.capacity
        }
    }

    /// A group of `side` x `side` points turned over the window, cached for `owner` or not.
    static func turnedGroup(side: Double, owner: ObjectIdentifier?) -> DisplayList {
        let group = Group(
            quad: quad(-side / 2, -side / 2, side, side, turn), opacity: 1,
            cacheKey: owner.map { RasterCacheKey(owner: $0, version: 1) }
        ) {
            DisplayList(
                size: Size(width: side, height: side), background: .red,
                items: [.fill(quad: quad(10, 10, 20, 20), color: .blue, cornerRadius: 0, opacity: 1)])
        }
        return DisplayList(size: Size(width: 200, height: 200), background: .white, items: [.group(group)])
    }

    /// Ten pages of different sizes (so none takes another's texture), each turned in its own
    /// frame: the cache drops the oldest to stay within its budget, texels included.
    func testCachedTurnedPagesStayWithinTheGroupBudget() throws {
        let renderer = try HostFixture.renderer()
        renderer.filtersQuadsOnCPU = true
        // Three of the largest pages with their texels and runs (4 + 4 + 1 bytes a pixel).
        renderer.groupCacheMaxBytes = 3 * 9 * 118 * 118
        final class Owner {}
        let owners = (0..<10).map { _ in Owner() }
        for (i, owner) in owners.enumerated() {
            try renderer.renderFrame(Self.turnedGroup(side: Double(100 + 2 * i), owner: ObjectIdentifier(owner)))
            let textures = renderer.groups.entries.values.map(\.texture)
            expectTrue(textures.allSatisfy { !$0.texels.isEmpty }, "every cached page was turned on the CPU")
            expectLessOrEqual(Self.bytes(textures), renderer.groupCacheMaxBytes, "frame \(i): \(textures.count) pages")
            expectEqual(renderer.groups.byteCount, Self.bytes(textures))
        }
        expectEqual(renderer.statistics.texelReadbacks, 10)
        expectEqual(renderer.cachedTextureCounts.groups, 3)
        expectPixel(try renderer.readPixels(), 100, 100, RGBA(255, 0, 0))
    }

    /// Uncached turned groups of different sizes: each frame releases a target with texels to
    /// the pool, which keeps its idle bytes within budget (the last two frames' targets aside).
    func testIdleTurnedTargetsStayWithinThePoolBudget() throws {
        let renderer = try HostFixture.renderer()
        renderer.filtersQuadsOnCPU = true
        renderer.targets.maxIdleBytes = 3 * 9 * 118 * 118
        for i in 0..<10 {
            try renderer.renderFrame(Self.turnedGroup(side: Double(100 + 2 * i), owner: nil))
            let idle = renderer.targets.idleTextures
            expectTrue(idle.contains { !$0.texels.isEmpty })
            expectLessOrEqual(Self.bytes(idle), renderer.targets.maxIdleBytes, "frame \(i): \(idle.count) idle targets")
            expectEqual(renderer.targets.idleBytes, Self.bytes(idle))
        }
        expectEqual(renderer.targets.idleCount, 3)
    }

    /// A cache of textures that get texels after they were cached (as text or a mask drawn
    /// sheared does) counts them once told, and evicts to its budget.
    func testTextureCacheCountsTexelsLoadedLater() throws {
        let renderer = try HostFixture.renderer()
        let textureBytes = 64 * 64 * 4
        let cache = TextureCache<Int>(maxEntries: 100, maxBytes: 5 * textureBytes)
        var textures: [SDLTexture] = []
        for i in 0..<4 {
            let texture = try SDLTexture(window: renderer.window, width: 64, height: 64, target: false)
            cache.insert(texture, for: i)
            textures.append(texture)
        }
        expectEqual(cache.byteCount, 4 * textureBytes)
        for texture in textures { texture.texels = [UInt32](repeating: 0, count: 64 * 64) }
        cache.recount()
        // Eight textures' worth was over the budget of five: the least recently used went.
        expectLess(cache.count, 4)
        let kept = (0..<4).compactMap { cache.texture(for: $0) }
        expectEqual(cache.byteCount, Self.bytes(kept))
        expectLessOrEqual(cache.byteCount, cache.maxBytes)
    }

    /// Text drawn sheared on the CPU reads its texture's texels, and the text cache counts
    /// them.
    func testShearedTextCountsItsTexelsInTheTextCache() throws {
        let renderer = try HostFixture.renderer()
        renderer.filtersQuadsOnCPU = true
        let shear = Transform3D(AffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 20, ty: 60))
        let text = DisplayItem.text(
            quad: quad(0, 0, 160, 40, shear), text: "Sheared", style: TextStyle(font: .system(size: 20)), opacity: 1)
        try renderer.renderFrame(DisplayList(size: Size(width: 200, height: 200), background: .white, items: [text]))
        expectEqual(renderer.statistics.filteredQuads, 1)
        let texture = try require(renderer.texts.textures.first)
        expectEqual(renderer.texts.count, 1)
        expectNotEmpty(texture.texels)
        expectEqual(renderer.texts.byteCount, Self.bytes([texture]))
        expectGreaterOrEqual(renderer.texts.byteCount, 2 * texture.width * texture.height * 4)
    }
}

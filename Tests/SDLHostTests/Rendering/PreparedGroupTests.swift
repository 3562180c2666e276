import Foundation
import Geometry
import Layers
import Navigation

@testable import SDLHost

/// A preparation-only group (a hidden page about to turn into view) draws nothing, but its
/// image is made and, on the software renderer, its texels read: the frame in which it first
/// shows turned draws it from the cache without reading anything back.
@MainActor
struct PreparedGroupTests {
    func testAPreparedPageIsDrawnNextFrameWithoutRasterizingOrReadingBack() throws {
        let renderer = try HostFixture.renderer(
            width: TurnedPagePixelTests.windowWidth, height: TurnedPagePixelTests.windowHeight)
        let size = Size(width: TurnedPagePixelTests.windowWidth, height: TurnedPagePixelTests.windowHeight)
        let owner = Layer()
        let key = RasterCacheKey(owner: ObjectIdentifier(owner), version: 1)
        func group(degrees: Double, preparing: Bool) -> DisplayItem {
            var group = Group(
                quad: Quad(rect: TurnedPagePixelTests.pageRect, transform: TurnedPagePixelTests.card(degrees: degrees)),
                opacity: preparing ? 0 : 1, cacheKey: key
            ) { TurnedPagePixelTests.bandPage }
            group.isPreparationOnly = preparing
            return .group(group)
        }
        try renderer.renderFrame(
            DisplayList(size: size, background: .black, items: [group(degrees: 90, preparing: true)]))
        let prepared = try renderer.readPixels()
        expectTrue(
            (0..<prepared.height).allSatisfy { y in (0..<prepared.width).allSatisfy { prepared[$0, y] == RGBA(0, 0, 0) }
            },
            "nothing drawn")
        let before = renderer.statistics
        expectEqual(before.preparedGroups, 1)
        expectEqual(before.groupRenders, 1)
        if HostFixture.rendererRequest == .software { expectEqual(before.texelReadbacks, 1) }
        try renderer.renderFrame(
            DisplayList(size: size, background: .black, items: [group(degrees: 35, preparing: false)]))
        let after = renderer.statistics
        expectEqual(after.groupRenders, before.groupRenders, "drawn from the prepared image")
        expectEqual(after.texelReadbacks, before.texelReadbacks, "its texels were ready")
        expectEqual(after.groupCacheHits, before.groupCacheHits + 1)
    }

    /// Preparing makes only what the first turned frame needs (the narrowest level and its
    /// runs); the page's own runs and its other level wait for the frames that draw from them,
    /// so a push's first frame does not make them all.
    func testPreparingMakesOnlyTheNarrowestLevel() throws {
        guard HostFixture.rendererRequest == .software else { return }
        let renderer = try HostFixture.renderer(
            width: TurnedPagePixelTests.windowWidth, height: TurnedPagePixelTests.windowHeight)
        let size = Size(width: TurnedPagePixelTests.windowWidth, height: TurnedPagePixelTests.windowHeight)
        let owner = Layer()
        func frame(degrees: Double, preparing: Bool = false) throws {
            var group = Group(
                quad: Quad(rect: TurnedPagePixelTests.pageRect, transform: TurnedPagePixelTests.card(degrees: degrees)),
                opacity: preparing ? 0 : 1, cacheKey: RasterCacheKey(owner: ObjectIdentifier(owner), version: 1)
            ) { TurnedPagePixelTests.bandPage }
            group.isPreparationOnly = preparing
            try renderer.renderFrame(DisplayList(size: size, background: .black, items: [.group(group)]))
        }
        try frame(degrees: 90, preparing: true)
        let texture = try require(renderer.groups[ObjectIdentifier(owner)]?.texture)
        expectEqual(renderer.statistics.sidewaysMipReductions, 1, "the narrowest level only")
        expectEqual(texture.sidewaysMips.count, SidewaysMip.maximumLevels)
        expectEqual(texture.sidewaysMips.last?.runsAreCurrent, true)
        expectEqual(texture.sidewaysMips.first?.isCurrent, false)
        expectFalse(texture.texelRunsAreCurrent, "the page's own runs wait until drawn from")
        try frame(degrees: 35)
        expectTrue(texture.texelRunsAreCurrent)
        expectEqual(renderer.statistics.sidewaysMipReductions, 1)
        expectEqual(renderer.statistics.texelReadbacks, 1)
    }
}

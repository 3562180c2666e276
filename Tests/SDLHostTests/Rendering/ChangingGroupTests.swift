import Geometry
import Layers

@_spi(SegueTools) @testable import SDLHost

/// A cached page whose content changes every frame (a row fading with an interactive pop) is
/// drawn straight onto the window, and its pixels are exactly those of drawing its image again
/// and copying it (MeasuredSDLFacts.md, "Hidden items").
@MainActor
struct ChangingGroupTests {
    final class Owner {}
    static let owner = Owner()

    /// The page in its `frame`-th state: a white background, a row whose grey changes, a clipped
    /// band, a turned inner group and a rounded fill, at `x`.
    static func page(frame: Int, x: Double, opacity: Double = 1) -> DisplayItem {
        let grey = Color(red: 0.2 + 0.05 * Double(frame % 10), green: 0.5, blue: 0.7, alpha: 1)
        return .group(
            Group(
                quad: quad(x, 10, 150, 100), opacity: opacity,
                cacheKey: RasterCacheKey(owner: ObjectIdentifier(owner), version: UInt64(frame))
            ) {
                DisplayList(
                    size: Size(width: 150, height: 100),
                    items: [
                        .fill(quad: quad(0, 0, 150, 100), color: .white, cornerRadius: 0, opacity: 1),
                        .fill(quad: quad(0, 20, 150, 24), color: grey, cornerRadius: 0, opacity: 1),
                        .pushClip(Rect(x: 10.5, y: 50, width: 60, height: 20)),
                        .fill(quad: quad(0, 45, 150, 40), color: .blue, cornerRadius: 0, opacity: 1),
                        .popClip,
                        .group(
                            Group(
                                quad: quad(90, 50, 40, 30, Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1)),
                                opacity: 0.8
                            ) {
                                DisplayList(size: Size(width: 40, height: 30), background: .red)
                            }),
                        .fill(quad: quad(20, 75, 50, 20), color: .black, cornerRadius: 6, opacity: 0.6),
                    ])
            })
    }

    static func frames(x: Double, scale: Double, opacity: Double = 1, direct: Bool) throws -> (
        [PixelBuffer], RenderStatistics
    ) {
        let renderer = try HostFixture.renderer(width: 200, height: 120, scale: scale, wholeFrames: true)
        renderer.drawsChangingGroupsDirectly = direct
        var shots: [PixelBuffer] = []
        for frame in 0..<4 {
            try renderer.renderFrame(
                DisplayList(
                    size: Size(width: 200, height: 120), background: .green,
                    items: [Self.page(frame: frame, x: x, opacity: opacity)]))
            shots.append(try renderer.readPixels())
        }
        // Then it stops changing: drawn once more into its image, then copied from it.
        for _ in 0..<2 {
            try renderer.renderFrame(
                DisplayList(
                    size: Size(width: 200, height: 120), background: .green,
                    items: [Self.page(frame: 3, x: x, opacity: opacity)]))
            shots.append(try renderer.readPixels())
        }
        return (shots, renderer.statistics)
    }

    func testContentChangingEveryFrameIsDrawnDirectlyWithTheSamePixels() throws {
        try forEachArgument([(0.0, 1.0), (-20.5, 1.0), (33.25, 1.0), (12.5, 2.0)]) {
            try Self().contentChangingEveryFrameIsDrawnDirectlyWithTheSamePixels(x: $0.0, scale: $0.1)
        }
    }

    func contentChangingEveryFrameIsDrawnDirectlyWithTheSamePixels(x: Double, scale: Double) throws {
        let (direct, statistics) = try Self.frames(x: x, scale: scale, direct: true)
        let (cached, _) = try Self.frames(x: x, scale: scale, direct: false)
        for (index, (a, b)) in zip(direct, cached).enumerated() {
            expectEqual(a.differingPixels(from: b), 0, "frame \(index)")
        }
        // The first frame makes the image; the content then changes in the frames that follow
        // it, which are drawn directly; once still, the image is made again, then copied.
        expectEqual(statistics.changingGroupsDrawnDirectly, 3)
        expectEqual(statistics.groupCacheHits, 1)
    }

    func testATranslucentPageIsStillDrawnIntoItsImage() throws {
        let (direct, statistics) = try Self.frames(x: 10, scale: 1, opacity: 0.5, direct: true)
        let (cached, _) = try Self.frames(x: 10, scale: 1, opacity: 0.5, direct: false)
        expectEqual(statistics.changingGroupsDrawnDirectly, 0)
        for (a, b) in zip(direct, cached) { expectEqual(a.differingPixels(from: b), 0) }
    }

    /// The lists flattened ahead are the frame's own: none is kept past it, with the hidden
    /// items found or not (a page changing every frame would otherwise pile up its lists).
    func testNoFlattenedContentOutlivesItsFrame() throws {
        for skipsHidden in [true, false] {
            let renderer = try HostFixture.renderer(width: 200, height: 120, wholeFrames: true)
            renderer.skipsHiddenItems = skipsHidden
            for frame in 0..<5 {
                try renderer.renderFrame(
                    DisplayList(
                        size: Size(width: 200, height: 120), background: .green,
                        items: [Self.page(frame: frame, x: 10)]))
                expectEmpty(renderer.contentsFlattenedAhead, "skipsHiddenItems \(skipsHidden), frame \(frame)")
            }
            expectEqual(renderer.statistics.changingGroupsDrawnDirectly, 4)
        }
    }
}

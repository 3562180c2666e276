import CSDL2
import Geometry
import Layers

@_spi(SegueTools) @testable import SDLHost

/// Items of the window's list that later items cover opaquely are left out, those covered on a
/// side are clipped to the rest, and the frame's pixels are exactly those of drawing every item
/// whole (`SDLRenderer.skipsHiddenItems`; MeasuredSDLFacts.md, "Hidden items").
@MainActor
struct HiddenItemsTests {
    /// Owners of the cached pages' keys (a key names its layer by identity).
    final class Owner {}
    static let underneath = Owner()
    static let onTop = Owner()

    /// A cached page: a white background with a coloured band and a stripe of text-like fills,
    /// so that a misplaced or missing part shows.
    static func page(_ owner: Owner, x: Double, version: UInt64 = 1, opacity: Double = 1, cornerRadius: Double = 0)
        -> DisplayItem
    {
        .group(
            Group(
                quad: quad(x, 0, 160, 120), opacity: opacity, cornerRadius: cornerRadius,
                cacheKey: RasterCacheKey(owner: ObjectIdentifier(owner), version: version)
            ) {
                DisplayList(
                    size: Size(width: 160, height: 120),
                    items: [
                        .fill(quad: quad(0, 0, 160, 120), color: .white, cornerRadius: 0, opacity: 1),
                        .fill(quad: quad(0, 0, 160, 20), color: .blue, cornerRadius: 0, opacity: 1),
                        .fill(quad: quad(10, 40, 120, 8), color: .black, cornerRadius: 4, opacity: 1),
                        .fill(quad: quad(150, 60, 10, 60), color: .red, cornerRadius: 0, opacity: 1),
                    ])
            })
    }

    /// A pop's frame: the window's background, the page underneath moved left, its dim, the
    /// page on top moved right.
    static func popFrame(topX: Double) -> [DisplayItem] {
        [
            .fill(quad: quad(0, 0, 160, 120), color: .green, cornerRadius: 0, opacity: 1),
            page(underneath, x: -0.3 * (160 - topX)),
            .fill(quad: quad(0, 0, topX, 120), color: .black, cornerRadius: 0, opacity: 0.1),
            page(onTop, x: topX),
        ]
    }

    /// Two 160x120 windows drawing whole frames, one leaving hidden items out and one not.
    static func renderers(scale: Double = 1) throws -> (skipping: SDLRenderer, whole: SDLRenderer) {
        let skipping = try HostFixture.renderer(width: 160, height: 120, scale: scale, wholeFrames: true)
        let whole = try HostFixture.renderer(width: 160, height: 120, scale: scale, wholeFrames: true)
        whole.skipsHiddenItems = false
        return (skipping, whole)
    }

    /// Draws `items` twice in a 160x120 window (the second frame from cached pages), with and
    /// without leaving hidden items out (in `renderers`, else in two new windows); returns both
    /// frames and the statistics of the first renderer's second frame.
    static func drawBothWays(
        _ items: [DisplayItem], scale: Double = 1, in renderers: (skipping: SDLRenderer, whole: SDLRenderer)? = nil
    ) throws -> (
        skipping: PixelBuffer, whole: PixelBuffer, statistics: RenderStatistics
    ) {
        let list = DisplayList(size: Size(width: 160, height: 120), background: .white, items: items)
        let (skipping, whole) = try renderers ?? Self.renderers(scale: scale)
        try skipping.renderFrame(list)
        try whole.renderFrame(list)
        let before = skipping.statistics
        try skipping.renderFrame(list)
        try whole.renderFrame(list)
        var statistics = skipping.statistics
        statistics.hiddenItems -= before.hiddenItems
        statistics.clippedItems -= before.clippedItems
        statistics.groupRenders -= before.groupRenders
        return (try skipping.readPixels(), try whole.readPixels(), statistics)
    }

    func testAPopFrameLeavesOutTheBackgroundAndClipsThePageUnderneath() throws {
        try forEachArgument([0.0, 40.5, 100.0, 159.0]) {
            try Self().aPopFrameLeavesOutTheBackgroundAndClipsThePageUnderneath(topX: $0)
        }
    }

    func aPopFrameLeavesOutTheBackgroundAndClipsThePageUnderneath(topX: Double) throws {
        let (skipping, whole, statistics) = try Self.drawBothWays(Self.popFrame(topX: topX))
        expectEqual(skipping.differingPixels(from: whole), 0)
        // The background lies under the two pages; the page underneath shows left of the top
        // one only, wholly hidden (and its dim empty) when the top page covers the window.
        expectEqual(statistics.hiddenItems, (topX == 0 ? 2 : 1))
        expectEqual(statistics.clippedItems, (topX == 0 ? 0 : 1))
    }

    func testATranslucentOrRoundedPageOnTopHidesNothing() throws {
        for top in [Self.page(Self.onTop, x: 20, opacity: 0.5), Self.page(Self.onTop, x: 20, cornerRadius: 12)] {
            let items: [DisplayItem] = [
                .fill(quad: quad(0, 0, 160, 120), color: .green, cornerRadius: 0, opacity: 1),
                Self.page(Self.underneath, x: 0), top,
            ]
            let (skipping, whole, statistics) = try Self.drawBothWays(items)
            expectEqual(skipping.differingPixels(from: whole), 0)
            // Only the page underneath covers the background.
            expectEqual(statistics.hiddenItems, 1)
            expectEqual(statistics.clippedItems, 0)
        }
    }

    func testAPageWhoseImageIsDrawnAgainStillCoversAndIsFlattenedOnce() throws {
        var calls = 0
        let changing = DisplayItem.group(
            Group(
                quad: quad(0, 0, 160, 120), opacity: 1,
                cacheKey: RasterCacheKey(owner: ObjectIdentifier(Self.onTop), version: 1)
            ) {
                calls += 1
                return DisplayList(
                    size: Size(width: 160, height: 120),
                    items: [.fill(quad: quad(0, 0, 160, 120), color: .white, cornerRadius: 0, opacity: 1)])
            })
        let renderer = try HostFixture.renderer(width: 160, height: 120, wholeFrames: true)
        try renderer.renderFrame(
            DisplayList(
                size: Size(width: 160, height: 120), background: .white,
                items: [.fill(quad: quad(0, 0, 160, 120), color: .green, cornerRadius: 0, opacity: 1), changing]))
        expectEqual(renderer.statistics.hiddenItems, 1)
        expectEqual(calls, 1)
        expectEqual(renderer.statistics.groupRenders, 1)
    }

    func testItemsBeforeABackdropBlurAreDrawnWhole() throws {
        let blurOwner = Owner()
        let items: [DisplayItem] = [
            .fill(quad: quad(0, 0, 160, 120), color: .green, cornerRadius: 0, opacity: 1),
            .backdropBlur(
                BackdropBlur(
                    quad: quad(0, 60, 160, 60), radius: 8, cornerRadius: 0, maskedCorners: .all, opacity: 1,
                    owner: ObjectIdentifier(blurOwner))),
            Self.page(Self.onTop, x: 0),
        ]
        let (skipping, whole, statistics) = try Self.drawBothWays(items)
        expectEqual(skipping.differingPixels(from: whole), 0)
        expectEqual(statistics.hiddenItems, 0)
    }

    func testItemsInsideAClipNeitherCoverNorAreCovered() throws {
        let items: [DisplayItem] = [
            .pushClip(Rect(x: 0, y: 0, width: 80, height: 120)),
            .fill(quad: quad(0, 0, 160, 120), color: .green, cornerRadius: 0, opacity: 1),
            .popClip,
            .fill(quad: quad(0, 0, 160, 120), color: .red, cornerRadius: 0, opacity: 0.5),
            .pushClip(Rect(x: 40, y: 0, width: 80, height: 120)),
            .fill(quad: quad(0, 0, 160, 120), color: .blue, cornerRadius: 0, opacity: 1),
            .popClip,
        ]
        let (skipping, whole, statistics) = try Self.drawBothWays(items)
        expectEqual(skipping.differingPixels(from: whole), 0)
        expectEqual(statistics.hiddenItems, 0)
        expectEqual(statistics.clippedItems, 0)
    }

    /// A list whose clips do not balance (a push never popped) is drawn whole: which items
    /// lie inside a clip cannot be told from its end.
    func testAListWithUnbalancedClipsIsDrawnWhole() throws {
        for items: [DisplayItem] in [
            [
                .fill(quad: quad(0, 0, 160, 120), color: .green, cornerRadius: 0, opacity: 1),
                .pushClip(Rect(x: 0, y: 0, width: 40, height: 120)),
                .fill(quad: quad(0, 0, 160, 120), color: .blue, cornerRadius: 0, opacity: 1),
            ],
            // The window must still be cleared: the fill covers only the clip.
            [
                .pushClip(Rect(x: 0, y: 0, width: 40, height: 120)),
                .fill(quad: quad(0, 0, 160, 120), color: .blue, cornerRadius: 0, opacity: 1),
            ],
        ] {
            let (skipping, whole, statistics) = try Self.drawBothWays(items)
            expectEqual(skipping.differingPixels(from: whole), 0)
            expectEqual(statistics.hiddenItems, 0)
        }
    }

    /// Random frames of opaque and translucent fills, pages moved, turned, scaled and faded,
    /// clips and images, at one and two pixels a point: the pixels never differ from drawing
    /// every item whole. One pair of windows draws them all, one frame after another (a GL
    /// window costs more to make than its frames to draw: 400 pairs were two thirds of the
    /// SDLHost tests' time on Mesa's llvmpipe).
    func testRandomFramesDrawTheSamePixelsEitherWay() throws {
        try forEachArgument([1.0, 2.0]) { try Self().randomFramesDrawTheSamePixelsEitherWay(scale: $0) }
    }

    func randomFramesDrawTheSamePixelsEitherWay(scale: Double) throws {
        let renderers = try Self.renderers(scale: scale)
        var random = SeededRandom(seed: 20_261_125)
        var hidden = 0
        for frame in 0..<200 {
            var items: [DisplayItem] = []
            var openClips = 0
            for _ in 0..<random.int(2...9) {
                let x = Double(random.int(-80...150)) + random.pick([0.0, 0.5, 0.25])
                let y = Double(random.int(-40...100))
                let w = Double(random.int(10...200))
                let h = Double(random.int(10...140))
                switch random.int(0...9) {
                case 0...3:
                    let opacity = random.pick([1.0, 1, 0.5])
                    let radius = random.pick([0.0, 0, 6])
                    let color = random.pick([Color.red, .blue, .green, .black])
                    items.append(.fill(quad: quad(x, y, w, h), color: color, cornerRadius: radius, opacity: opacity))
                case 4...6:
                    let owner = random.pick([Self.underneath, Self.onTop])
                    var item = Self.page(
                        owner, x: x, version: UInt64(frame), opacity: random.pick([1.0, 1, 0.7]))
                    if case .group(var group) = item {
                        group.quad.rect.origin.y = y
                        switch random.int(0...3) {
                        case 0: group.quad.transform = Transform3D(scaleX: 0.5, y: 0.75, z: 1)
                        case 1: group.quad.transform = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
                        default: break
                        }
                        item = .group(group)
                    }
                    items.append(item)
                case 7:
                    items.append(.pushClip(Rect(x: x, y: y, width: w, height: h)))
                    openClips += 1
                case 8 where openClips > 0:
                    items.append(.popClip)
                    openClips -= 1
                default:
                    items.append(
                        .image(
                            quad: quad(x, y, w, h), image: Image(pixels: PixelBuffer(width: 4, height: 4, color: .red)),
                            opacity: 1))
                }
            }
            let (skipping, whole, statistics) = try Self.drawBothWays(items, scale: scale, in: renderers)
            expectEqual(skipping.differingPixels(from: whole), 0, "frame \(frame): \(items)")
            hidden += statistics.hiddenItems + statistics.clippedItems
        }
        // The frames are not all trivially visible.
        expectGreater(hidden, 50)
    }
}

/// Rectangle arithmetic of the cover.
struct OpaqueCoverTests {
    static func rect(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) -> SDL_Rect { SDL_Rect(x: x, y: y, w: w, h: h) }

    func testASideSpanningCoverTakesThatSideOff() {
        let box = Self.rect(0, 0, 100, 50)
        expectTrue(
            OpaqueCover.subtract(Self.rect(60, -10, 100, 80), from: box).hasSameBounds(as: Self.rect(0, 0, 60, 50)))
        expectTrue(
            OpaqueCover.subtract(Self.rect(-5, 0, 30, 50), from: box).hasSameBounds(as: Self.rect(25, 0, 75, 50)))
        expectTrue(
            OpaqueCover.subtract(Self.rect(0, 40, 100, 10), from: box).hasSameBounds(as: Self.rect(0, 0, 100, 40)))
        expectTrue(
            OpaqueCover.subtract(Self.rect(-1, -1, 102, 11), from: box).hasSameBounds(as: Self.rect(0, 10, 100, 40)))
    }

    func testACoverInTheMiddleOrShortOfTheBoxTakesNothing() {
        let box = Self.rect(0, 0, 100, 50)
        expectTrue(OpaqueCover.subtract(Self.rect(40, 0, 20, 50), from: box).hasSameBounds(as: box))
        expectTrue(OpaqueCover.subtract(Self.rect(60, 1, 100, 50), from: box).hasSameBounds(as: box))
        expectTrue(OpaqueCover.subtract(Self.rect(100, 0, 10, 50), from: box).hasSameBounds(as: box))
    }

    func testTwoCoversTogetherHideWhatNeitherHidesAlone() {
        var cover = OpaqueCover()
        cover.add(Self.rect(50, 0, 100, 50))
        cover.add(Self.rect(-30, 0, 90, 50))
        expectEqual(cover.uncovered(Self.rect(0, 0, 100, 50)).w, 0)
        expectTrue(cover.uncovered(Self.rect(0, 0, 70, 60)).hasSameBounds(as: Self.rect(0, 0, 70, 60)))
        cover.add(Self.rect(0, 40, 100, 30))
        expectEqual(cover.uncovered(Self.rect(0, 0, 70, 60)).w, 0)
    }

    func testPastItsCapacityTheLargestRectanglesAreKept() {
        var cover = OpaqueCover()
        for i in 0..<OpaqueCover.capacity { cover.add(Self.rect(Int32(i) * 10, 0, 1, 1)) }
        cover.add(Self.rect(0, 100, 100, 100))
        expectEqual(cover.rects.count, OpaqueCover.capacity)
        expectEqual(cover.uncovered(Self.rect(10, 110, 50, 50)).w, 0)
    }
}

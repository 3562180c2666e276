import CSDL2
import Foundation
import Geometry
import Layers
import Navigation

@_spi(SegueTools) @testable import SDLHost

/// Turned pages blended straight into the software renderer's window pixels
/// (`SDLRenderer.drawsQuadsDirectly`, `StraightAlphaBlend`) and their flat stretches filled
/// (`FlatRuns`) give the pixels the canvas path gives (a canvas SDL blends over the quad's
/// bounding box, every texel sampled), bit for bit.
@MainActor
struct DirectQuadTests {
    init() throws {
        try skipUnless(
            HostFixture.rendererRequest == .software,
            "the CPU path draws for the software renderer; the GPU renderers filter geometry themselves")
    }

    /// Every source alpha over 256 backgrounds (each channel different), six source colours,
    /// against `SDL_BlitSurface` blending an ARGB8888 surface onto an XRGB8888 one (what the
    /// software renderer's blended copy of the canvas does).
    func testEveryAlphaBlendsAsSDLDoes() throws {
        _ = try HostFixture.platform()
        let (w, h) = (256, 256)
        for colour: UInt32 in [0xFF_FFFF, 0x00_0000, 0x12_3456, 0xFE_01A7, 0x80_8080, 0x7F_3FC0] {
            var source = (0..<w * h).map { i -> UInt32 in
                UInt32(i % w) << 24 | (colour ^ (UInt32(i / w) &* 0x01_0203 & 0xFF_FFFF))
            }
            let background = (0..<w * h).map { i -> UInt32 in
                let y = UInt32(i / w)
                return y << 16 | (255 - y) << 8 | (y &* 7 &+ UInt32(i % w)) & 0xFF
            }
            var viaSDL = background
            try source.withUnsafeMutableBytes { src in
                try viaSDL.withUnsafeMutableBytes { dst in
                    guard
                        let from = SDL_CreateRGBSurfaceWithFormatFrom(
                            src.baseAddress, Int32(w), Int32(h), 32, Int32(w * 4), SDL_PIXELFORMAT_ARGB8888.rawValue),
                        let to = SDL_CreateRGBSurfaceWithFormatFrom(
                            dst.baseAddress, Int32(w), Int32(h), 32, Int32(w * 4), SDL_PIXELFORMAT_RGB888.rawValue)
                    else { throw HostError.sdl("SDL_CreateRGBSurfaceWithFormatFrom") }
                    defer {
                        SDL_FreeSurface(from)
                        SDL_FreeSurface(to)
                    }
                    SDL_SetSurfaceBlendMode(from, SDL_BLENDMODE_BLEND)
                    guard SDL_UpperBlit(from, nil, to, nil) == 0 else { throw HostError.sdl("SDL_BlitSurface") }
                }
            }
            let direct = (0..<w * h).map { StraightAlphaBlend.over(background[$0], source[$0]) }
            let differing = (0..<w * h).filter { direct[$0] & 0x00FF_FFFF != viaSDL[$0] & 0x00FF_FFFF }
            let first = differing.first.map { "first at alpha \($0 % w), row \($0 / w)" } ?? ""
            expectEmpty(differing, "colour \(String(colour, radix: 16)): \(differing.count) differ \(first)")
        }
    }

    /// A page of text, bars and rows (flat areas and detail), in 320 × 240.
    static let page: DisplayList = {
        let size = TurnedPagePixelTests.page
        var items: [DisplayItem] = [
            .fill(
                quad: quad(0, 0, size.width, 30), color: Color(red: 0.9, green: 0.92, blue: 0.95), cornerRadius: 0,
                opacity: 1)
        ]
        for row in 0..<6 {
            let y = 34 + Double(row) * 21
            items.append(
                .text(
                    quad: quad(8, y, 200, 20), text: "Row \(row) of the turned page",
                    style: TextStyle(font: .system(size: 13)),
                    opacity: 1))
            items.append(
                .fill(quad: quad(8, y + 20, size.width - 8, 1), color: Color(white: 0.8), cornerRadius: 0, opacity: 1))
        }
        items.append(.fill(quad: quad(180, 40, 40, 40), color: .blue, cornerRadius: 8, opacity: 0.6))
        return DisplayList(size: size, background: .white, items: items)
    }()

    /// What is drawn: a page turned by `degrees` as the flip turns it, at `opacity`, over a
    /// coloured window, clipped or not; a translucent plain colour the same way.
    static func items(degrees: Double, opacity: Double, clipped: Bool) -> [DisplayItem] {
        let card = TurnedPagePixelTests.card(degrees: degrees)
        var items: [DisplayItem] = [
            .fill(
                quad: quad(0, 0, 160, 240), color: Color(red: 0.2, green: 0.5, blue: 0.3), cornerRadius: 0, opacity: 1)
        ]
        if clipped { items.append(.pushClip(Rect(x: 70, y: 50, width: 170, height: 133))) }
        items.append(
            .group(
                Group(quad: Quad(rect: TurnedPagePixelTests.pageRect, transform: card), opacity: opacity) { Self.page })
        )
        items.append(
            .fill(
                quad: Quad(rect: Rect(x: -30, y: -20, width: 60, height: 40), transform: card),
                color: Color(red: 0.8, green: 0.1, blue: 0.1), cornerRadius: 0, opacity: 0.5))
        if clipped { items.append(.popClip) }
        return items
    }

    func testDirectFramesGiveTheCanvasPixels() throws {
        try forEachArgument([
            (20.0, 1.0, false), (-45, 1, true), (70, 1, false), (82, 1, false), (35, 0.6, false), (-60, 0.3, true),
        ]) { try Self().directFramesGiveTheCanvasPixels(degrees: $0.0, opacity: $0.1, clipped: $0.2) }
    }

    func directFramesGiveTheCanvasPixels(degrees: Double, opacity: Double, clipped: Bool) throws {
        let list = DisplayList(
            size: Size(width: TurnedPagePixelTests.windowWidth, height: TurnedPagePixelTests.windowHeight),
            background: .black, items: Self.items(degrees: degrees, opacity: opacity, clipped: clipped))
        func draw(directly: Bool) throws -> (PixelBuffer, RenderStatistics) {
            let renderer = try HostFixture.renderer(
                width: TurnedPagePixelTests.windowWidth, height: TurnedPagePixelTests.windowHeight)
            renderer.drawsQuadsDirectly = directly
            try renderer.renderFrame(list)
            return (try renderer.readPixels(), renderer.statistics)
        }
        let (direct, directStatistics) = try draw(directly: true)
        let (canvas, canvasStatistics) = try draw(directly: false)
        expectTrue(directStatistics.filteredQuads == 2 && directStatistics.directQuads == 2)
        expectTrue(canvasStatistics.filteredQuads == 2 && canvasStatistics.directQuads == 0)
        expectEqual(direct.differingPixels(from: canvas), 0)
    }

    /// Filling the stretches whose texels are all one colour gives what sampling every pixel
    /// gives, turned as the cube and a door turn, opaque and translucent, on two textures: flat
    /// blocks with detail between them, and a page (white, with blocks of detail like lines of
    /// text and separators), whose long flat stretches are filled 64 columns at a time.
    func testFilledFlatStretchesAreTheSampledPixels() throws {
        try forEachArgument([
            FilteredQuadTests.TurnedFace.cube(degrees: 30), FilteredQuadTests.TurnedFace.cube(degrees: -60),
            FilteredQuadTests.TurnedFace.cube(degrees: 80), FilteredQuadTests.TurnedFace.door(degrees: 40),
            FilteredQuadTests.TurnedFace.door(degrees: 70),
        ]) { try Self().filledFlatStretchesAreTheSampledPixels(face: $0) }
    }

    func filledFlatStretchesAreTheSampledPixels(face: FilteredQuadTests.TurnedFace) throws {
        let (w, h) = (256, 256)
        let sampler = try require(
            QuadSampler(
                rect: FilteredQuadTests.TurnedFace.rect, transform: face.transform, sourceX: 0, sourceY: 0,
                sourceWidth: w, sourceHeight: h))
        let (width, height) = (
            Int(FilteredQuadTests.TurnedFace.window.width), Int(FilteredQuadTests.TurnedFace.window.height)
        )
        // What the quad is drawn onto: noise, made once.
        let background = (0..<width * height).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) & 0x00FF_FFFF }
        for pageLike in [false, true] {
            var seed: UInt32 = 12345
            let texels = (0..<w * h).map { i -> UInt32 in
                let (x, y) = (i % w, i / w)
                let detail =
                    pageLike ? (y % 40 < 12 && x % 90 < 50) || y % 40 == 39 : (x / 24 + y / 16) % 3 == 0
                if !detail { return pageLike || (x / 24) % 2 == 0 ? 0xFFFF_FFFF : 0xFF20_4060 }
                seed = seed &* 1_664_525 &+ 1_013_904_223
                return 0xFF00_0000 | seed >> 8
            }
            let translucent = texels.map { t -> UInt32 in
                // Premultiplied at alpha 128, a channel at a time (no array a texel: this test
                // runs in a debug build).
                let r = ((t >> 16) & 0xFF) * 128 / 255
                let g = ((t >> 8) & 0xFF) * 128 / 255
                let b = (t & 0xFF) * 128 / 255
                return 0x8000_0000 | r << 16 | g << 8 | b
            }
            for (source, opaque) in [(texels, true), (translucent, false)] {
                var runs: [UInt8] = []
                source.withUnsafeBufferPointer { FlatRuns.make(&runs, for: $0, width: w, height: h) }
                for onto in [false, true] {
                    func render(withRuns: Bool) -> [UInt32] {
                        var out = background
                        var notes: [QuadSampler.Interior] = []
                        source.withUnsafeBufferPointer { t in
                            runs.withUnsafeBufferPointer { r in
                                out.withUnsafeMutableBufferPointer { o in
                                    sampler.render(
                                        texels: t.baseAddress, runs: withRuns ? r.baseAddress : nil, textureWidth: w,
                                        opaque: opaque, tint: RGBA8(r: 255, g: 255, b: 255, a: opaque ? 255 : 230),
                                        x0: 0, y0: 0, width: width, height: height, into: o.baseAddress!,
                                        pitch: width, blendsOnto: onto, interiors: &notes)
                                }
                            }
                        }
                        return out
                    }
                    let filled = render(withRuns: true)
                    let sampled = render(withRuns: false)
                    let differing =
                        filled == sampled ? 0 : (0..<filled.count).filter { filled[$0] != sampled[$0] }.count
                    expectEqual(
                        differing, 0,
                        "\(face), page-like \(pageLike), opaque \(opaque), onto \(onto): \(differing) pixels differ")
                }
            }
        }
    }

    func testRunsCountEqualTexelsToTheRightUpTo255() {
        let row: [UInt32] = [1, 1, 1, 2, 3, 3] + [UInt32](repeating: 7, count: 300)
        var runs: [UInt8] = []
        row.withUnsafeBufferPointer { FlatRuns.make(&runs, for: $0, width: row.count, height: 1) }
        expectEqual(Array(runs[0..<6]), [3, 2, 1, 1, 2, 1])
        expectTrue(runs[6] == 255 && runs[row.count - 255] == 255 && runs[row.count - 1] == 1)
        expectEqual(runs[row.count - 2], 2)
    }

    /// Runs made eight texels at a time where a row is flat are those counted one by one, on
    /// rows of flat stretches of every length up to 600 broken by single texels and detail.
    func testRunsMadeEightAtATimeAreTheCountedOnes() {
        var seed: UInt32 = 7
        func random(_ n: UInt32) -> UInt32 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return (seed >> 8) % n
        }
        let (w, h) = (1000, 40)
        var texels: [UInt32] = []
        for _ in 0..<h {
            var row: [UInt32] = []
            while row.count < w {
                let colour = random(3)
                let length = random(4) == 0 ? Int(random(600)) : Int(random(12))
                row += [UInt32](repeating: colour, count: max(1, length))
            }
            texels += row[0..<w]
        }
        var runs: [UInt8] = []
        texels.withUnsafeBufferPointer { FlatRuns.make(&runs, for: $0, width: w, height: h) }
        var expected = [UInt8](repeating: 0, count: w * h)
        for row in 0..<h {
            var run = 0
            for x in stride(from: w - 1, through: 0, by: -1) {
                let i = row * w + x
                run = x < w - 1 && texels[i] == texels[i + 1] ? min(run + 1, 255) : 1
                expected[i] = UInt8(run)
            }
        }
        expectEqual(runs, expected)
    }

    /// Runs made while setting the alpha bytes of texels read in the window's layout, row by
    /// row, are the runs of those texels with their alpha set first, and the texels end up
    /// the same: on rows of flat stretches and detail whose unused bytes vary.
    func testRunsMadeSettingAlphaAreThoseOfTheSetTexels() {
        var seed: UInt32 = 11
        func random(_ n: UInt32) -> UInt32 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return (seed >> 8) % n
        }
        let (w, h) = (700, 30)
        var read: [UInt32] = []
        while read.count < w * h {
            let colour = random(3) * 0x0010_2030
            let length = random(4) == 0 ? Int(random(500)) : Int(random(10))
            for _ in 0..<max(1, length) { read.append(colour | (random(2) == 0 ? 0 : 0xFF00_0000)) }
        }
        read = Array(read[0..<w * h])
        let set = read.map { $0 | 0xFF00_0000 }
        var expected: [UInt8] = []
        set.withUnsafeBufferPointer { FlatRuns.make(&expected, for: $0, width: w, height: h) }
        var texels = read
        var runs: [UInt8] = []
        texels.withUnsafeMutableBufferPointer { FlatRuns.make(&runs, settingAlphaOf: $0, width: w, height: h) }
        expectEqual(texels, set)
        expectEqual(runs, expected)
    }

    /// The halved and quartered levels' whole groups (made by their own loops) are the
    /// rounded means `SidewaysMip.mean` makes, on random texels and a width with a partial
    /// last group.
    func testFastLevelsAreTheRoundedMeans() {
        var seed: UInt64 = 99
        let (w, h) = (37, 5)
        let texels = (0..<w * h).map { _ -> UInt32 in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: seed >> 29)
        }
        for factor in [2, 4] {
            var level = SidewaysMip()
            texels.withUnsafeBufferPointer { level.reduce(from: $0, sourceWidth: w, height: h, factor: factor) }
            let expected = texels.withUnsafeBufferPointer { t in
                (0..<h).flatMap { row in
                    (0..<level.width).map { x in
                        SidewaysMip.mean(t.baseAddress! + row * w + x * factor, count: min(factor, w - x * factor))
                    }
                }
            }
            expectEqual(level.texels, expected, "factor \(factor)")
        }
    }
}

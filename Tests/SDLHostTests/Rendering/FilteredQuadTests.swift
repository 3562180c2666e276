import CSDL2
import Geometry
import Layers
import Navigation

@_spi(SegueTools) @testable import SDLHost

/// Perspective quads drawn filtered on the CPU (`SDLRenderer+FilteredQuads`, `QuadSampler`):
/// colour inside, exact coverage along the edges, opacity, clipping, and texels that follow
/// the texture when its pixels change (Rendering.md).
@MainActor
struct FilteredQuadTests {
    init() throws {
        try skipUnless(
            HostFixture.rendererRequest == .software,
            "the CPU path draws for the software renderer; the GPU renderers filter geometry themselves")
    }

    /// A 120-point square turned 40° about the vertical axis, seen from 400 points, centred
    /// in a 200 × 200 window: its near (left) edge is taller than its far one, and its top
    /// and bottom edges slant.
    static let turned = Transform3D(rotationAngle: 40 * Double.pi / 180, x: 0, y: 1, z: 0)
        .concatenating(.perspective(eyeDistance: 400))
        .concatenating(Transform3D(translationX: 100, y: 100, z: 0))
    static let square = Quad(rect: Rect(x: -60, y: -60, width: 120, height: 120), transform: turned)

    /// What is turned: a plain colour (drawn without texels) or a page (a render target).
    enum Content: String, CaseIterable, CustomTestStringConvertible {
        case colour, page
        var testDescription: String { rawValue }

        @MainActor func item(_ color: Color, opacity: Double = 1) -> DisplayItem {
            switch self {
            case .colour:
                return .fill(quad: FilteredQuadTests.square, color: color, cornerRadius: 0, opacity: opacity)
            case .page:
                return .group(
                    Group(quad: FilteredQuadTests.square, opacity: opacity) {
                        DisplayList(size: Size(width: 120, height: 120), background: color)
                    })
            }
        }
    }

    /// The y of the line through `a` and `b` at `x`.
    static func y(onLineFrom a: Point, to b: Point, atX x: Double) -> Double {
        a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }

    func testTurnedOpaqueQuadHasItsColourInsideAndExactCoverageAlongItsEdges() throws {
        try forEachArgument(Content.allCases) {
            try Self().turnedOpaqueQuadHasItsColourInsideAndExactCoverageAlongItsEdges(content: $0)
        }
    }

    func turnedOpaqueQuadHasItsColourInsideAndExactCoverageAlongItsEdges(content: Content) throws {
        let renderer = try HostFixture.renderer()
        try renderer.renderFrame(
            DisplayList(size: Size(width: 200, height: 200), background: .black, items: [content.item(.white)]))
        expectEqual(renderer.statistics.filteredQuads, 1)
        let pixels = try renderer.readPixels()
        let c = Self.square.surfaceCorners  // top left, top right, bottom right, bottom left
        expectLess(c[0].y, c[1].y - 5, "the near edge should be the taller: \(c)")

        // Inside, a few pixels in from each corner, and the centre: the colour itself.
        expectPixel(pixels, 100, 100, white, tolerance: 0)
        expectPixel(pixels, Int(c[0].x) + 3, Int(c[0].y) + 4, white, tolerance: 0)
        expectPixel(pixels, Int(c[1].x) - 4, Int(c[1].y) + 4, white, tolerance: 0)
        expectPixel(pixels, Int(c[2].x) - 4, Int(c[2].y) - 4, white, tolerance: 0)
        expectPixel(pixels, Int(c[3].x) + 3, Int(c[3].y) - 4, white, tolerance: 0)
        // Outside: untouched.
        expectPixel(pixels, Int(c[0].x) - 3, 100, RGBA(0, 0, 0), tolerance: 0)
        expectPixel(pixels, Int(c[1].x) + 3, 100, RGBA(0, 0, 0), tolerance: 0)
        expectPixel(pixels, Int(c[1].x) - 4, Int(c[1].y) - 3, RGBA(0, 0, 0), tolerance: 0)

        // Down each column under the slanted top edge, the coverage adds up to the area below
        // the edge: rows − the edge's height at the column's centre (nearest sampling can only
        // give whole pixels, so it misses by up to half a pixel).
        var worst = 0.0
        for column in (Int(c[0].x) + 3)..<(Int(c[1].x) - 3) {
            let edge = Self.y(onLineFrom: c[0], to: c[1], atX: Double(column) + 0.5)
            let first = Int(edge.rounded(.down)) - 3
            let end = Int(edge.rounded(.down)) + 4
            let covered = (first..<end).reduce(0.0) { $0 + Double(pixels[column, $1].g) / 255 }
            worst = max(worst, abs(covered - (Double(end) - edge)))
        }
        expectLess(worst, 0.15, "coverage along the top edge is off by up to \(worst) pixels")
        // Across the rows through the vertical near edge, the same from the left.
        worst = 0
        for row in (Int(c[0].y) + 4)..<(Int(c[3].y) - 4) {
            let first = Int(c[0].x.rounded(.down)) - 3
            let end = first + 7
            let covered = (first..<end).reduce(0.0) { $0 + Double(pixels[$1, row].g) / 255 }
            worst = max(worst, abs(covered - (Double(end) - c[0].x)))
        }
        expectLess(worst, 0.15, "coverage along the near edge is off by up to \(worst) pixels")
    }

    func testTurnedTranslucentQuadBlendsByItsOpacity() throws {
        try forEachArgument(Content.allCases) { try Self().turnedTranslucentQuadBlendsByItsOpacity(content: $0) }
    }

    func turnedTranslucentQuadBlendsByItsOpacity(content: Content) throws {
        let pixels = try HostFixture.render([content.item(.red, opacity: 0.5)])
        expectPixel(pixels, 100, 100, RGBA(255, 128, 128), tolerance: 2)
        expectPixel(pixels, 10, 100, white, tolerance: 0)
    }

    /// Red turned over blue: every pixel is a mix of red and blue, neither darker nor paler,
    /// because texels are mixed premultiplied (a transparent texel adds nothing, whatever
    /// colour it holds). As text (a static texture, white where transparent, tinted red), as
    /// text on a transparent page (a render target, black where transparent), and as a
    /// texture of red stripes between transparent white ones, which mixed straight would
    /// fringe the red with pink.
    enum RedOverBlue: String, CaseIterable, CustomTestStringConvertible {
        case text, textOnAPage, stripes
        var testDescription: String { rawValue }
    }

    func testTurnedRedMixesWithTheBlueUnderItAlone() throws {
        try forEachArgument(RedOverBlue.allCases) { try Self().turnedRedMixesWithTheBlueUnderItAlone(content: $0) }
    }

    func turnedRedMixesWithTheBlueUnderItAlone(content: RedOverBlue) throws {
        let renderer = try HostFixture.renderer()
        let style = TextStyle(font: .boldSystem(size: 60), color: .red, alignment: .center)
        let text = DisplayItem.text(quad: quad(0, 0, 120, 120), text: "TW", style: style, opacity: 1)
        let items: [DisplayItem]
        switch content {
        case .text:
            items = [.text(quad: Self.square, text: "TW", style: style, opacity: 1)]
        case .textOnAPage:
            items = [
                .group(
                    Group(quad: Self.square, opacity: 1) {
                        DisplayList(size: Size(width: 120, height: 120), background: .clear, items: [text])
                    })
            ]
        case .stripes:
            items = []
        }
        try renderer.renderFrame(DisplayList(size: Size(width: 200, height: 200), background: .blue, items: items))
        if content == .stripes {
            // Columns of 3 red, 3 transparent white texels, drawn over the frame just shown.
            let texture = try SDLTexture(window: renderer.window, width: 24, height: 24, target: false)
            let texels = (0..<(24 * 24)).map { (i: Int) -> UInt32 in (i % 24) / 3 % 2 == 0 ? 0xFFFF_0000 : 0x00FF_FFFF }
            try texels.withUnsafeBytes { try texture.update(argb: $0.baseAddress!, rowLength: 24) }
            renderer.beginSurface(width: nil, height: nil)
            try renderer.drawTexture(
                texture, source: nil, over: Self.square.rect, transform: Self.turned,
                color: RGBA8(r: 255, g: 255, b: 255, a: 255))
        }
        expectEqual(renderer.statistics.filteredQuads, 1)
        let pixels = try renderer.readPixels()
        var red = 0
        var worst = 0
        for y in 0..<200 {
            for x in 0..<200 {
                let p = pixels[x, y]
                if p.r > 240 { red += 1 }
                worst = max(worst, abs(p.r + p.b - 255), p.g)
            }
        }
        expectGreater(red, 200, "the red should show: \(red) red pixels")
        expectLessOrEqual(worst, 4, "a pixel is not a mix of red and blue alone (off by \(worst))")
    }

    func testClipLimitsATurnedQuad() throws {
        let renderer = try HostFixture.renderer()
        try renderer.renderFrame(
            DisplayList(
                size: Size(width: 200, height: 200), background: .white,
                items: [.pushClip(Rect(x: 0, y: 0, width: 100, height: 200)), Content.page.item(.blue), .popClip]))
        let pixels = try renderer.readPixels()
        expectPixel(pixels, 95, 100, RGBA(0, 0, 255), tolerance: 0)
        expectPixel(pixels, 100, 100, white, tolerance: 0)
        expectPixel(pixels, 120, 100, white, tolerance: 0)
    }

    /// A page whose content changes (its text changed, say) is drawn again into the same
    /// cached texture; the turned page shows the new pixels, read back once per change.
    func testRedrawnPageIsTurnedWithItsNewPixels() throws {
        let renderer = try HostFixture.renderer()
        let owner = Layer()
        func frame(version: UInt64, text: Color) throws -> PixelBuffer {
            let key = RasterCacheKey(owner: ObjectIdentifier(owner), version: version)
            let page = Group(quad: Self.square, opacity: 1, cacheKey: key) {
                DisplayList(
                    size: Size(width: 120, height: 120), background: .white,
                    items: [
                        .text(
                            quad: quad(0, 0, 120, 120), text: "T",
                            style: TextStyle(font: .boldSystem(size: 90), color: text, alignment: .center), opacity: 1)
                    ])
            }
            try renderer.renderFrame(
                DisplayList(size: Size(width: 200, height: 200), background: .white, items: [.group(page)]))
            return try renderer.readPixels()
        }
        /// Pixels that are clearly ink: dark (black text) or red (red text).
        func ink(_ pixels: PixelBuffer) -> (dark: Int, red: Int) {
            var dark = 0
            var red = 0
            for y in 0..<200 {
                for x in 0..<200 {
                    let p = pixels[x, y]
                    if p.r < 100 && p.g < 100 { dark += 1 }
                    if p.r > 200 && p.g < 100 { red += 1 }
                }
            }
            return (dark, red)
        }
        let before = ink(try frame(version: 1, text: .black))
        expectTrue(before.dark > 300 && before.red == 0, "\(before)")
        expectEqual(renderer.statistics.texelReadbacks, 1)
        _ = try frame(version: 1, text: .black)
        expectEqual(renderer.statistics.texelReadbacks, 1, "an unchanged page is not read back again")
        let after = ink(try frame(version: 2, text: .red))
        expectEqual(renderer.statistics.groupRenders, 2)
        expectEqual(renderer.statistics.texelReadbacks, 2)
        expectTrue(after.red > 300 && after.dark == 0, "the turned page still shows the old text: \(after)")
    }

    /// An uncached group is drawn into a pooled target every frame: the same texture, new pixels.
    func testPooledTargetIsReadAgainEveryFrame() throws {
        let renderer = try HostFixture.renderer()
        for (color, expected) in [(Color.red, RGBA(255, 0, 0)), (.green, RGBA(0, 255, 0)), (.blue, RGBA(0, 0, 255))] {
            try renderer.renderFrame(
                DisplayList(size: Size(width: 200, height: 200), background: .white, items: [Content.page.item(color)]))
            expectPixel(try renderer.readPixels(), 100, 100, expected, tolerance: 0)
        }
        expectEqual(renderer.targets.idleCount, 1)
        expectEqual(renderer.statistics.texelReadbacks, 3)
    }

    /// A static texture (text, images and masks are) keeps no stale copy: after `update` it is
    /// read again.
    func testUpdatedStaticTextureIsSampledAfresh() throws {
        let renderer = try HostFixture.renderer()
        let texture = try SDLTexture(window: renderer.window, width: 8, height: 8, target: false)
        func draw(_ argb: UInt32) throws -> RGBA {
            let pixels = [UInt32](repeating: argb, count: 64)
            try pixels.withUnsafeBytes { try texture.update(argb: $0.baseAddress!, rowLength: 8) }
            renderer.beginSurface(width: nil, height: nil)
            SDL_SetRenderDrawColor(renderer.renderer, 255, 255, 255, 255)
            SDL_RenderClear(renderer.renderer)
            try renderer.drawTexture(
                texture, source: nil, over: Self.square.rect, transform: Self.turned,
                color: RGBA8(r: 255, g: 255, b: 255, a: 255))
            return try renderer.readPixels()[100, 100]
        }
        try expectEqual(draw(0xFFFF_0000), RGBA(255, 0, 0))
        try expectEqual(draw(0xFF00_FF00), RGBA(0, 255, 0))
        expectEqual(renderer.statistics.filteredQuads, 2)
        expectEqual(renderer.statistics.texelReadbacks, 2)
    }

    /// Where the texture is read follows the projection closely, also where it is deep: a
    /// texture whose texels hold their own coordinates (red = column, green = row) shows, at
    /// each pixel, the texel the exact inverse of the projection lands on. Turned as the cube
    /// turns its faces, and as a door swinging towards the eye; stepping sample points
    /// linearly over 16 columns everywhere would drift by several texels in most of them.
    func testSamplesFollowTheProjection() throws {
        try forEachArgument([
            TurnedFace.cube(degrees: 30), TurnedFace.cube(degrees: -60), TurnedFace.cube(degrees: 80),
            TurnedFace.door(degrees: 40), TurnedFace.door(degrees: 60), TurnedFace.door(degrees: 70),
        ]) { try Self().samplesFollowTheProjection(face: $0) }
    }

    func samplesFollowTheProjection(face: TurnedFace) throws {
        let renderer = try HostFixture.renderer(width: TurnedFace.window.width, height: TurnedFace.window.height)
        let texture = try SDLTexture(window: renderer.window, width: 256, height: 256, target: false)
        let ramp = (0..<(256 * 256)).map { (i: Int) -> UInt32 in
            let column = UInt32(i % 256)
            let row = UInt32(i / 256)
            return 0xFF00_0000 | column << 16 | row << 8
        }
        try ramp.withUnsafeBytes { try texture.update(argb: $0.baseAddress!, rowLength: 256) }
        texture.isOpaque = true
        renderer.beginSurface(width: nil, height: nil)
        SDL_SetRenderDrawColor(renderer.renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer.renderer)
        try renderer.drawTexture(
            texture, source: nil, over: TurnedFace.rect, transform: face.transform,
            color: RGBA8(r: 255, g: 255, b: 255, a: 255))
        expectEqual(renderer.statistics.filteredQuads, 1)
        let pixels = try renderer.readPixels()
        let width = pixels.width
        let texels = (0..<(width * pixels.height)).map { face.texel(atPixel: $0 % width, $0 / width) }
        // Off by at most 1.5 texels (8-bit channels, bilinear weights), or an eighth of the
        // pixel's footprint where the texture is shrunk (many texels to a pixel).
        var worst = 0.0
        var checked = 0
        for y in 1..<(pixels.height - 1) {
            for x in 1..<(width - 1) {
                // Away from the face's edges (coverage: the eight neighbours are on it too) and
                // the texture's border (clamping).
                guard let (u, v) = texels[y * width + x], u > 3, u < 253, v > 3, v < 253,
                    (-1...1).allSatisfy({ dy in (-1...1).allSatisfy { texels[(y + dy) * width + x + $0] != nil } }),
                    let (nextU, nextV) = texels[y * width + x + 1]
                else { continue }
                let p = pixels[x, y]
                let error = max(abs(Double(p.r) - (u - 0.5)), abs(Double(p.g) - (v - 0.5)))
                let footprint = max(abs(nextU - u), abs(nextV - v))
                worst = max(worst, error / max(1.5, footprint / 8))
                checked += 1
            }
        }
        expectGreater(checked, 150, "the face should show: \(checked) pixels")
        expectLessOrEqual(worst, 1, "\(face): a sample is off by \(worst) times what is allowed")
    }

    /// A 160 × 100 face in a 160 × 100 window, a 256 × 256 texture stretched over it, turned
    /// about a vertical axis with perspective; and the exact inverse of its projection.
    struct TurnedFace: Sendable, CustomTestStringConvertible {
        static let window = Size(width: 160, height: 100)
        static let rect = Rect(x: -80, y: -50, width: 160, height: 100)
        let name: String
        let transform: Transform3D

        var testDescription: String { name }

        /// The cube animator's face turned by `degrees` (eye at 1.5 widths).
        static func cube(degrees: Double) -> TurnedFace {
            TurnedFace(
                name: "cube face \(degrees)°",
                transform: Transform3D(translationX: 0, y: 0, z: 80)
                    .concatenating(Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0))
                    .concatenating(Transform3D(translationX: 0, y: 0, z: -80))
                    .concatenating(.perspective(eyeDistance: 240))
                    .concatenating(Transform3D(translationX: 80, y: 50, z: 0)))
        }

        /// Turned by `degrees` about its left edge, its right side coming towards the eye (at
        /// 200 points), the edge 20 points in from the window's left.
        static func door(degrees: Double) -> TurnedFace {
            TurnedFace(
                name: "door \(degrees)°",
                transform: Transform3D(translationX: 80, y: 0, z: 0)
                    .concatenating(Transform3D(rotationAngle: -degrees * .pi / 180, x: 0, y: 1, z: 0))
                    .concatenating(.perspective(eyeDistance: 200))
                    .concatenating(Transform3D(translationX: 20, y: 50, z: 0)))
        }

        /// The texel position (texel i spans i..<i+1) seen at the centre of pixel (x, y); nil
        /// off the face (or behind the eye).
        func texel(atPixel x: Int, _ y: Int) -> (Double, Double)? {
            // (X, Y, W) = H · (x, y, 1) for points of the z = 0 plane: X − px·W = 0 and
            // Y − py·W = 0 are linear in the local (x, y).
            let t = transform
            let px = Double(x) + 0.5
            let py = Double(y) + 0.5
            let a1 = t.m11 - px * t.m14
            let b1 = t.m21 - px * t.m24
            let c1 = t.m41 - px * t.m44
            let a2 = t.m12 - py * t.m14
            let b2 = t.m22 - py * t.m24
            let c2 = t.m42 - py * t.m44
            let det = a1 * b2 - a2 * b1
            let local = Point(x: (b1 * c2 - b2 * c1) / det, y: (a2 * c1 - a1 * c2) / det)
            let rect = Self.rect
            guard t.w(at: local) > 0, rect.contains(local) else { return nil }
            return ((local.x - rect.minX) * 256 / rect.width, (local.y - rect.minY) * 256 / rect.height)
        }
    }

    /// Steady frames reuse the streaming texture the quads are written into where they are not
    /// blended straight into the window (`drawsQuadsDirectly` off, or offscreen).
    func testFilterCanvasIsKeptAcrossFrames() throws {
        let renderer = try HostFixture.renderer()
        renderer.drawsQuadsDirectly = false
        let list = DisplayList(
            size: Size(width: 200, height: 200), background: .white, items: [Content.colour.item(.red)])
        try renderer.renderFrame(list)
        let canvas = try require(renderer.filterCanvas)
        for _ in 0..<3 { try renderer.renderFrame(list) }
        expectIdentical(renderer.filterCanvas, canvas)
        expectEqual(renderer.statistics.texelReadbacks, 0, "a plain colour needs no texels")
    }

    /// On the window they are blended straight into its pixels: no canvas is made.
    func testWindowFramesMakeNoCanvas() throws {
        let renderer = try HostFixture.renderer()
        let list = DisplayList(
            size: Size(width: 200, height: 200), background: .white, items: [Content.page.item(.red)])
        for _ in 0..<2 { try renderer.renderFrame(list) }
        expectNil(renderer.filterCanvas)
        expectEqual(renderer.statistics.directQuads, 2)
        expectPixel(try renderer.readPixels(), 100, 100, RGBA(255, 0, 0), tolerance: 0)
    }
}

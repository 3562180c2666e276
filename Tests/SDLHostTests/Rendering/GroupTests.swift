import Geometry
import Layers

@testable import SDLHost

@MainActor
struct GroupTests {
    /// Two overlapping opaque squares, red then blue, in a group's own coordinates.
    static func overlapping() -> DisplayList {
        DisplayList(
            size: Size(width: 120, height: 120),
            items: [
                .fill(quad: quad(0, 0, 80, 80), color: .red, cornerRadius: 0, opacity: 1),
                .fill(quad: quad(40, 40, 80, 80), color: .blue, cornerRadius: 0, opacity: 1),
            ])
    }

    func testGroupOpacityAppliesOnceToTheComposite() throws {
        let pixels = try HostFixture.render([
            .group(Group(quad: quad(40, 40, 120, 120), opacity: 0.5, content: Self.overlapping))
        ])
        expectPixel(pixels, 60, 60, RGBA(255, 128, 128), tolerance: 6)  // red only
        // The overlap shows blue at half opacity over white, not blue over half-red.
        expectPixel(pixels, 100, 100, RGBA(128, 128, 255), tolerance: 6)
        expectPixel(pixels, 140, 140, RGBA(128, 128, 255), tolerance: 6)
        expectPixel(pixels, 140, 60, white)  // inside the group, outside both squares
    }

    func testTranslucentContentKeepsItsColourThroughTheGroup() throws {
        // Half-transparent red inside an opaque group must match drawing it directly.
        let direct = try HostFixture.render([
            .fill(quad: quad(40, 40, 80, 80), color: .red, cornerRadius: 0, opacity: 0.5)
        ])
        let grouped = try HostFixture.render([
            .group(
                Group(quad: quad(40, 40, 80, 80), opacity: 1) {
                    DisplayList(
                        size: Size(width: 80, height: 80),
                        items: [.fill(quad: quad(0, 0, 80, 80), color: .red, cornerRadius: 0, opacity: 0.5)])
                })
        ])
        expectPixel(grouped, 80, 80, direct[80, 80], tolerance: 3)
    }

    func testNestedGroupsRenderIntoTheirParents() throws {
        let inner = Group(quad: quad(20, 20, 40, 40), opacity: 1) {
            DisplayList(
                size: Size(width: 40, height: 40), background: .green,
                items: [.fill(quad: quad(10, 10, 20, 20), color: .blue, cornerRadius: 0, opacity: 1)])
        }
        let outer = Group(quad: quad(50, 50, 100, 100), opacity: 1) {
            DisplayList(
                size: Size(width: 100, height: 100), background: .red,
                items: [
                    .pushClip(Rect(x: 0, y: 0, width: 50, height: 100)),
                    .group(inner),
                    .fill(quad: quad(0, 80, 100, 20), color: .black, cornerRadius: 0, opacity: 1),
                    .popClip,
                ])
        }
        let pixels = try HostFixture.render([.group(outer)])
        expectPixel(pixels, 55, 55, RGBA(255, 0, 0))
        expectPixel(pixels, 72, 72, RGBA(0, 255, 0))  // inner background
        expectPixel(pixels, 90, 90, RGBA(0, 0, 255))  // inner content
        expectPixel(pixels, 60, 140, RGBA(0, 0, 0))  // parent's clip still applies after the inner group
        expectPixel(pixels, 120, 140, RGBA(255, 0, 0))  // ... and cut the black bar at x = 50
        expectPixel(pixels, 30, 30, white)
    }

    func testRoundedGroupCutsItsCorners() throws {
        let pixels = try HostFixture.render([
            .group(
                Group(quad: quad(50, 50, 100, 100), opacity: 1, cornerRadius: 20) {
                    DisplayList(size: Size(width: 100, height: 100), background: .red)
                })
        ])
        expectPixel(pixels, 50, 50, white)
        expectPixel(pixels, 149, 149, white)
        expectPixel(pixels, 100, 100, RGBA(255, 0, 0))
        expectPixel(pixels, 100, 50, RGBA(255, 0, 0))
    }

    func testCachedGroupIsReusedUntilItsVersionChanges() throws {
        let renderer = try HostFixture.renderer(wholeFrames: true)
        final class Owner {}
        let owner = Owner()
        var calls = 0
        var color = Color.red
        func frame(version: UInt64) throws -> PixelBuffer {
            let group = Group(
                quad: quad(50, 50, 100, 100), opacity: 1,
                cacheKey: RasterCacheKey(owner: ObjectIdentifier(owner), version: version)
            ) {
                calls += 1
                return DisplayList(size: Size(width: 100, height: 100), background: color)
            }
            try renderer.renderFrame(
                DisplayList(size: Size(width: 200, height: 200), background: .white, items: [.group(group)]))
            return try renderer.readPixels()
        }
        expectPixel(try frame(version: 1), 100, 100, RGBA(255, 0, 0))
        expectEqual(calls, 1)
        color = .blue
        // Same version: the cached image (still red) is drawn, content is not asked for.
        expectPixel(try frame(version: 1), 100, 100, RGBA(255, 0, 0))
        expectPixel(try frame(version: 1), 100, 100, RGBA(255, 0, 0))
        expectEqual(calls, 1)
        expectEqual(renderer.statistics.groupCacheHits, 2)
        // A new version renders the content again.
        expectPixel(try frame(version: 2), 100, 100, RGBA(0, 0, 255))
        expectEqual(calls, 2)
    }

    func testANewCachedGroupTakesTheTextureOfTheImageDrawnLongestAgo() throws {
        let renderer = try HostFixture.renderer(wholeFrames: true)
        final class Owner {}
        let (first, second, third) = (Owner(), Owner(), Owner())
        var renders: [ObjectIdentifier: Int] = [:]
        func frame(_ owners: [(Owner, Color)]) throws -> PixelBuffer {
            let items: [DisplayItem] = owners.map { owner, color in
                let id = ObjectIdentifier(owner)
                return .group(
                    Group(quad: quad(50, 50, 100, 100), opacity: 1, cacheKey: RasterCacheKey(owner: id, version: 1)) {
                        renders[id, default: 0] += 1
                        return DisplayList(size: Size(width: 100, height: 100), background: color)
                    })
            }
            try renderer.renderFrame(DisplayList(size: Size(width: 200, height: 200), background: .white, items: items))
            return try renderer.readPixels()
        }
        _ = try frame([(first, .red)])
        // The first image was drawn in the last frame: it is kept.
        expectPixel(try frame([(second, .blue)]), 100, 100, RGBA(0, 0, 255))
        expectEqual(renderer.cachedTextureCounts.groups, 2)
        _ = try frame([])
        // Both are idle now: the third image takes the first's texture (drawn longest ago).
        expectPixel(try frame([(third, .green)]), 100, 100, RGBA(0, 255, 0))
        expectEqual(renderer.cachedTextureCounts.groups, 2)
        // The second is still cached; the first is rendered again when it comes back.
        expectPixel(try frame([(second, .blue)]), 100, 100, RGBA(0, 0, 255))
        expectPixel(try frame([(first, .red)]), 100, 100, RGBA(255, 0, 0))
        expectEqual(renders[ObjectIdentifier(second)], 1)
        expectEqual(renders[ObjectIdentifier(first)], 2)
    }

    func testSteadyUncachedGroupsReuseTheirOffscreenTargets() throws {
        let renderer = try HostFixture.renderer(wholeFrames: true)
        let list = DisplayList(
            size: Size(width: 200, height: 200),
            items: [
                .group(Group(quad: quad(0, 0, 120, 120), opacity: 0.5, content: Self.overlapping)),
                .group(Group(quad: quad(80, 80, 120, 120), opacity: 0.5, content: Self.overlapping)),
            ])
        try renderer.renderFrame(list)
        let idleAfterFirst = renderer.targets.idleCount
        for _ in 0..<5 { try renderer.renderFrame(list) }
        expectEqual(idleAfterFirst, 1)
        expectEqual(renderer.targets.idleCount, 1)
    }

    /// Drawn filtered on the CPU on the software renderer (`filtersQuadsOnCPU`), through
    /// `SDL_RenderGeometry` where the renderer filters geometry itself: the same shape.
    func testPerspectiveQuadNarrowsTheFarEdge() throws {
        try forEachArgument([true, false]) { try Self().perspectiveQuadNarrowsTheFarEdge(filteredOnCPU: $0) }
    }

    func perspectiveQuadNarrowsTheFarEdge(filteredOnCPU: Bool) throws {
        let renderer = try HostFixture.renderer(wholeFrames: true)
        expectEqual(
            renderer.filtersQuadsOnCPU, !renderer.window.filtersGeometry,
            "the CPU filters what the renderer would not (the software renderer)")
        renderer.filtersQuadsOnCPU = filteredOnCPU
        // Turned 50° about the vertical axis, seen from 400 points: the far (right) edge shrinks.
        let transform = Transform3D(rotationAngle: 50 * Double.pi / 180, x: 0, y: 1, z: 0)
            .concatenating(.perspective(eyeDistance: 400))
            .concatenating(Transform3D(translationX: 100, y: 100, z: 0))
        let q = quad(-60, -60, 120, 120, transform)
        expectFalse(q.transform.isAffine)
        try renderer.renderFrame(
            DisplayList(
                size: Size(width: 200, height: 200), background: .white,
                items: [.fill(quad: q, color: .red, cornerRadius: 0, opacity: 1)]))
        expectEqual(renderer.statistics.geometryDraws, (filteredOnCPU ? 0 : 1))
        expectEqual(renderer.statistics.filteredQuads, (filteredOnCPU ? 1 : 0))
        let pixels = try renderer.readPixels()
        let corners = q.surfaceCorners
        expectPixel(pixels, 100, 100, RGBA(255, 0, 0))
        // Just inside the left (near) edge at the height the far edge does not reach.
        let leftX = Int(corners[0].x) + 3
        let farTop = corners[1].y
        let nearTop = corners[0].y
        let probeY = Int((farTop + nearTop) / 2)
        expectLess(nearTop, farTop - 5, "the near edge should be taller: \(corners)")
        expectPixel(pixels, leftX, probeY, RGBA(255, 0, 0))
        expectPixel(pixels, Int(corners[1].x) - 3, probeY, white)
    }

    func testQuadBehindTheEyeIsSkipped() throws {
        let renderer = try HostFixture.renderer(wholeFrames: true)
        var transform = Transform3D.perspective(eyeDistance: 100)
        transform.m44 = -1  // every point has w < 0
        try renderer.renderFrame(
            DisplayList(
                size: Size(width: 200, height: 200), background: .white,
                items: [.fill(quad: quad(0, 0, 200, 200, transform), color: .red, cornerRadius: 0, opacity: 1)]))
        expectTrue(renderer.statistics.geometryDraws == 0 && renderer.statistics.filteredQuads == 0)
        expectPixel(try renderer.readPixels(), 100, 100, white)
    }

    func testTurnWithoutPerspectiveIsAPlainScaledCopy() throws {
        let renderer = try HostFixture.renderer(wholeFrames: true)
        // 60° about the vertical axis with no eye distance: the quad just narrows to half.
        let transform = Transform3D(rotationAngle: Double.pi / 3, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(translationX: 100, y: 100, z: 0))
        try renderer.renderFrame(
            DisplayList(
                size: Size(width: 200, height: 200), background: .white,
                items: [.fill(quad: quad(-60, -60, 120, 120, transform), color: .red, cornerRadius: 0, opacity: 1)]))
        expectTrue(renderer.statistics.geometryDraws == 0 && renderer.statistics.filteredQuads == 0)
        let pixels = try renderer.readPixels()
        expectPixel(pixels, 72, 100, RGBA(255, 0, 0))
        expectPixel(pixels, 67, 100, white)
        expectPixel(pixels, 133, 100, white)
    }

    func testOffscreenAndBehindTheEyeGroupsAreNotAskedForContent() throws {
        let renderer = try HostFixture.renderer(wholeFrames: true)
        var calls = 0
        let content: @MainActor () -> DisplayList = {
            calls += 1
            return DisplayList(size: Size(width: 50, height: 50), background: .red)
        }
        var behind = Transform3D.perspective(eyeDistance: 100)
        behind.m44 = -1
        try renderer.renderFrame(
            DisplayList(
                size: Size(width: 200, height: 200), background: .white,
                items: [
                    .group(Group(quad: quad(300, 0, 50, 50), opacity: 1, content: content)),
                    .group(Group(quad: quad(0, 0, 50, 50, behind), opacity: 1, content: content)),
                    .group(Group(quad: quad(0, 0, 50, 50), opacity: 0, content: content)),
                ]))
        expectEqual(calls, 0)
    }

    func testShearedQuadIsDrawnAsAParallelogram() throws {
        try forEachArgument([true, false]) { try Self().shearedQuadIsDrawnAsAParallelogram(filteredOnCPU: $0) }
    }

    func shearedQuadIsDrawnAsAParallelogram(filteredOnCPU: Bool) throws {
        let renderer = try HostFixture.renderer(wholeFrames: true)
        renderer.filtersQuadsOnCPU = filteredOnCPU
        let shear = Transform3D(AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 40, ty: 50))
        try renderer.renderFrame(
            DisplayList(
                size: Size(width: 200, height: 200), background: .white,
                items: [.fill(quad: quad(0, 0, 80, 100, shear), color: .red, cornerRadius: 0, opacity: 1)]))
        expectEqual(renderer.statistics.geometryDraws, (filteredOnCPU ? 0 : 1))
        expectEqual(renderer.statistics.filteredQuads, (filteredOnCPU ? 1 : 0))
        let pixels = try renderer.readPixels()
        expectPixel(pixels, 45, 55, RGBA(255, 0, 0))  // top left
        expectPixel(pixels, 45, 145, white)  // bottom left is pushed right by 50
        expectPixel(pixels, 165, 145, RGBA(255, 0, 0))
    }

    func testRasterizedImageDrawsLikeTheDirectRendering() throws {
        let content = DisplayList(
            size: Size(width: 100, height: 80), background: .clear,
            items: [
                .fill(quad: quad(0, 0, 100, 80), color: Color(white: 0.9), cornerRadius: 12, opacity: 1),
                .fill(quad: quad(10, 10, 40, 40), color: .red, cornerRadius: 0, opacity: 0.6),
                .border(quad: quad(30, 30, 60, 40), width: 3, color: .blue, cornerRadius: 6, opacity: 1),
                .text(
                    quad: quad(0, 50, 100, 30), text: "Snap",
                    style: TextStyle(font: .system(size: 15), alignment: .center),
                    opacity: 1),
            ])
        let renderer = try HostFixture.renderer(wholeFrames: true)
        let image = try renderer.rasterize(content)
        expectTrue(image.pixels.width == 100 && image.pixels.height == 80)
        // Transparent outside the rounded corner, straight (not premultiplied) colour inside.
        expectEqual(image.pixels[0, 0].a, 0)
        expectPixel(image.pixels, 30, 30, RGBA(245, 92, 92), tolerance: 4)

        let offset = Transform3D(translationX: 50, y: 60, z: 0)
        var direct = content
        direct.background = Color(red: 0.2, green: 0.5, blue: 0.3)
        direct.size = Size(width: 200, height: 200)
        direct.items = content.items.map { $0.translated(by: offset) }
        try renderer.renderFrame(direct)
        let expected = try renderer.readPixels()
        try renderer.renderFrame(
            DisplayList(
                size: Size(width: 200, height: 200), background: direct.background,
                items: [.image(quad: quad(0, 0, 100, 80, offset), image: image, opacity: 1)]))
        let actual = try renderer.readPixels()
        var worst = 0
        for y in 0..<200 {
            for x in 0..<200 { worst = max(worst, actual[x, y].distance(to: expected[x, y])) }
        }
        expectLessOrEqual(worst, 8, "largest channel difference \(worst)")
    }
}

extension DisplayItem {
    /// The same item moved by `offset` (for comparing against a translated rendering).
    func translated(by offset: Transform3D) -> DisplayItem {
        func move(_ q: Quad) -> Quad { Quad(rect: q.rect, transform: q.transform.concatenating(offset)) }
        switch self {
        case .fill(let q, let c, let r, let o): return .fill(quad: move(q), color: c, cornerRadius: r, opacity: o)
        case .border(let q, let w, let c, let r, let o):
            return .border(quad: move(q), width: w, color: c, cornerRadius: r, opacity: o)
        case .text(let q, let t, let s, let o): return .text(quad: move(q), text: t, style: s, opacity: o)
        case .image(let q, let i, let o): return .image(quad: move(q), image: i, opacity: o)
        default: return self
        }
    }
}

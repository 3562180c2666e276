import Geometry
import Layers

@testable import SDLHost

/// Translucent groups over a colour, on every renderer: straight-alpha surfaces fixed up on the
/// CPU (software), premultiplied surfaces composited on the GPU without reading anything back
/// (opengl, opengles2; MeasuredSDLFacts.md, "Group surfaces").
@MainActor
struct GroupCompositingTests {
    static let blue = RGBA(0, 0, 255)

    /// Half-transparent groups over blue: plain, nested, rounded, turned in perspective, and
    /// one cached. Every expected colour is what a straight-alpha reference gives.
    static func frame(cacheOwner: ObjectIdentifier) -> DisplayList {
        // Red, and green at half opacity overlapping it, the rest transparent.
        let overlapping = Group(
            quad: quad(10, 10, 80, 80), opacity: 0.5,
            cacheKey: RasterCacheKey(owner: cacheOwner, version: 1)
        ) {
            DisplayList(
                size: Size(width: 80, height: 80), background: .clear,
                items: [
                    .fill(quad: quad(0, 0, 60, 60), color: .red, cornerRadius: 0, opacity: 1),
                    .fill(quad: quad(30, 30, 50, 50), color: .green, cornerRadius: 0, opacity: 0.5),
                ])
        }
        let inner = Group(quad: quad(0, 0, 80, 80), opacity: 0.5) {
            DisplayList(size: Size(width: 80, height: 80), background: .red)
        }
        let nested = Group(quad: quad(110, 10, 80, 80), opacity: 0.5) {
            DisplayList(size: Size(width: 80, height: 80), background: .clear, items: [.group(inner)])
        }
        let rounded = Group(quad: quad(10, 110, 80, 80), opacity: 0.5, cornerRadius: 20) {
            DisplayList(size: Size(width: 80, height: 80), background: .red)
        }
        let turn = Transform3D(rotationAngle: 30 * Double.pi / 180, x: 0, y: 1, z: 0)
            .concatenating(.perspective(eyeDistance: 400))
            .concatenating(Transform3D(translationX: 150, y: 150, z: 0))
        let turned = Group(quad: quad(-40, -40, 80, 80, turn), opacity: 0.5) {
            DisplayList(
                size: Size(width: 80, height: 80), background: .clear,
                items: [.fill(quad: quad(0, 0, 80, 80), color: .red, cornerRadius: 0, opacity: 0.5)])
        }
        return DisplayList(
            size: Size(width: 200, height: 200), background: .blue,
            items: [.group(overlapping), .group(nested), .group(rounded), .group(turned)])
    }

    func testHalfTransparentGroupsOverAColour() throws {
        let renderer = try HostFixture.renderer()
        final class Owner {}
        let owner = Owner()
        for pass in 0..<2 {
            try renderer.renderFrame(Self.frame(cacheOwner: ObjectIdentifier(owner)))
            let pixels = try renderer.readPixels()
            // The second frame draws the first group from its cached image.
            expectEqual(renderer.statistics.groupCacheHits, pass)
            expectPixel(pixels, 20, 20, RGBA(128, 0, 128), tolerance: 3)  // red at 0.5
            expectPixel(pixels, 55, 55, RGBA(64, 64, 128), tolerance: 3)  // (green 0.5 over red) at 0.5
            expectPixel(pixels, 80, 80, RGBA(0, 64, 191), tolerance: 3)  // green at 0.25
            expectPixel(pixels, 80, 20, Self.blue)  // transparent in the group
            expectPixel(pixels, 150, 50, RGBA(64, 0, 191), tolerance: 3)  // red at 0.5 inside 0.5
            expectPixel(pixels, 50, 150, RGBA(128, 0, 128), tolerance: 3)
            expectPixel(pixels, 11, 111, Self.blue, tolerance: 3)  // cut corner
            expectPixel(pixels, 89, 189, Self.blue, tolerance: 3)
            expectPixel(pixels, 50, 111, RGBA(128, 0, 128), tolerance: 3)  // the edge between corners
            expectPixel(pixels, 150, 150, RGBA(64, 0, 191), tolerance: 3)  // turned: red 0.5 at 0.5
        }
    }

    /// A read-back waits for a GPU renderer to finish everything queued (the interactive pop's
    /// frames spiked to 0.4–2 s on llvmpipe): on the GPU renderers group opacity, nesting,
    /// rounded corners and turned groups read nothing back.
    func testGpuRenderersReadNothingBackForGroups() throws {
        let renderer = try HostFixture.renderer()
        expectEqual(renderer.premultipliesGroups, renderer.window.filtersGeometry)
        final class Owner {}
        let owner = Owner()
        try renderer.renderFrame(Self.frame(cacheOwner: ObjectIdentifier(owner)))
        expectEqual(renderer.statistics.groupRenders, 5)
        if renderer.window.filtersGeometry {
            expectEqual(renderer.statistics.pixelReadbacks, 0)
            expectEqual(renderer.statistics.surfaceFixups, 0)
        } else {
            // The software renderer fixes its surfaces up on the CPU.
            expectGreater(renderer.statistics.surfaceFixups, 0)
            expectGreaterOrEqual(renderer.statistics.pixelReadbacks, renderer.statistics.surfaceFixups)
        }
    }

    /// A translucent background of an offscreen surface ends up as itself, not brightened:
    /// the surface is cleared to the premultiplied colour.
    func testTranslucentBackgroundOfAGroup() throws {
        let pixels = try HostFixture.render(
            [
                .group(
                    Group(quad: quad(50, 50, 100, 100), opacity: 1) {
                        DisplayList(size: Size(width: 100, height: 100), background: Color(white: 0.4, alpha: 0.5))
                    })
            ], background: .blue)
        // 102 grey at half over blue.
        expectPixel(pixels, 100, 100, RGBA(51, 51, 178), tolerance: 3)
    }
}

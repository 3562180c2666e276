import CSDL2
import Geometry
import Layers

@testable import SDLHost

/// Cached opaque groups on the software renderer are kept in the window's own pixel layout
/// (so SDL copies them with `memcpy`), and they look the same as any other: drawn whole, and
/// faded over what is under them.
@MainActor
struct GroupSurfaceFormatTests {
    static func group(_ owner: AnyObject, at x: Double, opaque: Bool, opacity: Double) -> DisplayItem {
        .group(
            Group(
                quad: quad(x, 20, 100, 80), opacity: opacity,
                cacheKey: RasterCacheKey(owner: ObjectIdentifier(owner), version: 1)
            ) {
                DisplayList(
                    size: Size(width: 100, height: 80),
                    items: [
                        .fill(
                            quad: quad(0, 0, opaque ? 100 : 50, 80), color: Color(red: 0, green: 0.5, blue: 1),
                            cornerRadius: 0, opacity: 1),
                        .fill(quad: quad(10, 10, 20, 20), color: .black, cornerRadius: 0, opacity: 1),
                    ])
            })
    }

    func testAnOpaqueCachedGroupUsesTheWindowsLayoutAndLooksTheSame() throws {
        let renderer = try HostFixture.renderer(width: 260, height: 120)
        let opaqueOwner = Layer()
        let clearOwner = Layer()
        let list = DisplayList(
            size: Size(width: 260, height: 120), background: .red,
            items: [
                Self.group(opaqueOwner, at: 20, opaque: true, opacity: 0.5),
                Self.group(clearOwner, at: 140, opaque: false, opacity: 1),
            ])
        try renderer.renderFrame(list)
        let opaque = try require(renderer.groups[ObjectIdentifier(opaqueOwner)]?.texture)
        let clear = try require(renderer.groups[ObjectIdentifier(clearOwner)]?.texture)
        expectEqual(clear.pixelFormat, SDLTexture.format)
        if HostFixture.rendererRequest == .software {
            let windowFormat = try require(renderer.window.softwareSurface?.pointee.format?.pointee.format)
            expectEqual(opaque.pixelFormat, windowFormat)
        } else {
            expectEqual(opaque.pixelFormat, SDLTexture.format)
        }
        // The opaque group at half opacity over red, both times (drawn, then from the cache).
        for _ in 0..<2 {
            let pixels = try renderer.readPixels()
            expectPixel(pixels, 100, 60, RGBA(128, 64, 128), tolerance: 3)
            expectPixel(pixels, 45, 35, RGBA(128, 0, 0), tolerance: 3)
            // The half-covered group: blue where it paints, red through the rest.
            expectPixel(pixels, 180, 60, RGBA(0, 128, 255), tolerance: 3)
            expectPixel(pixels, 230, 60, RGBA(255, 0, 0), tolerance: 3)
            try renderer.renderFrame(list)
        }
    }
}

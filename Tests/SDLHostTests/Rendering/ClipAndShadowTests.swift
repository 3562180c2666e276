import Geometry
import Layers

@testable import SDLHost

@MainActor
struct ClipAndShadowTests {
    func testPushClipLeavesNothingOutsideTheClip() throws {
        let pixels = try HostFixture.render([
            .pushClip(Rect(x: 50, y: 60, width: 80, height: 70)),
            .fill(quad: quad(0, 0, 200, 200), color: .red, cornerRadius: 0, opacity: 1),
            .popClip,
        ])
        for y in 0..<200 {
            for x in 0..<200 {
                let inside = x >= 50 && x < 130 && y >= 60 && y < 130
                let expected = inside ? RGBA(255, 0, 0) : white
                if pixels[x, y] != expected {
                    recordIssue("pixel (\(x), \(y)) is \(pixels[x, y]), expected \(expected)")
                    return
                }
            }
        }
    }

    func testNestedClipsIntersectAndPopRestoresTheOuterOne() throws {
        let pixels = try HostFixture.render([
            .pushClip(Rect(x: 20, y: 20, width: 100, height: 100)),
            .pushClip(Rect(x: 80, y: 80, width: 100, height: 100)),
            .fill(quad: quad(0, 0, 200, 200), color: .red, cornerRadius: 0, opacity: 1),
            .popClip,
            .fill(quad: quad(0, 0, 60, 60), color: .blue, cornerRadius: 0, opacity: 1),
            .popClip,
            .fill(quad: quad(180, 0, 20, 20), color: .green, cornerRadius: 0, opacity: 1),
        ])
        expectPixel(pixels, 100, 100, RGBA(255, 0, 0))
        expectPixel(pixels, 130, 130, white)  // in the inner clip only
        expectPixel(pixels, 60, 100, white)  // in the outer clip only
        expectPixel(pixels, 30, 30, RGBA(0, 0, 255))
        expectPixel(pixels, 10, 10, white)
        expectPixel(pixels, 190, 10, RGBA(0, 255, 0))
    }

    func testDisjointClipsDrawNothing() throws {
        let pixels = try HostFixture.render([
            .pushClip(Rect(x: 0, y: 0, width: 50, height: 50)),
            .pushClip(Rect(x: 100, y: 100, width: 50, height: 50)),
            .fill(quad: quad(0, 0, 200, 200), color: .red, cornerRadius: 0, opacity: 1),
            .popClip, .popClip,
        ])
        expectPixel(pixels, 25, 25, white)
        expectPixel(pixels, 125, 125, white)
    }

    func testShadowDarkensBesideTheRectButNotFarAway() throws {
        let pixels = try HostFixture.render([
            .shadow(quad: quad(60, 60, 80, 80), color: .black, cornerRadius: 8, radius: 6, opacity: 0.8)
        ])
        // Just outside each edge: darker than the background, softer further out.
        let near = pixels[57, 100]
        let further = pixels[52, 100]
        expectLess(near.r, 200, "beside the left edge: \(near)")
        expectGreater(further.r, near.r, "the shadow should fade: \(further) vs \(near)")
        expectLess(pixels[100, 143].r, 200)
        expectLess(pixels[143, 100].r, 200)
        expectLess(pixels[100, 57].r, 200)
        // Far away: untouched.
        expectPixel(pixels, 20, 100, white)
        expectPixel(pixels, 100, 180, white)
        // Under the silhouette: the full shadow colour at its opacity.
        expectPixel(pixels, 100, 100, RGBA(51, 51, 51), tolerance: 4)
    }

    func testRotatedShadowStillDarkensBesideItsEdge() throws {
        let transform = Transform3D(
            AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 100, y: 100)))
        let pixels = try HostFixture.render([
            .shadow(quad: quad(-40, -40, 80, 80, transform), color: .black, cornerRadius: 0, radius: 5, opacity: 1)
        ])
        expectPixel(pixels, 100, 100, RGBA(0, 0, 0), tolerance: 4)
        expectPixel(pixels, 10, 10, white)
        expectLess(pixels[100, 100 - 47].r, 240, "beside the top edge: \(pixels[100, 53])")
        expectPixel(pixels, 100, 100 - 60, white)
    }
}

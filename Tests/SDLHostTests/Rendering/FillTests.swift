import Geometry
import Layers

@testable import SDLHost

@MainActor
struct FillTests {
    func testHalfOpaqueRedOverWhiteIsPink() throws {
        let pixels = try HostFixture.render([
            .fill(quad: quad(50, 50, 100, 100), color: .red, cornerRadius: 0, opacity: 0.5)
        ])
        expectPixel(pixels, 100, 100, RGBA(255, 128, 128), tolerance: 6)
        expectPixel(pixels, 20, 20, white)
    }

    func testRotatedSquareCoversItsDiamondAndNotTheCorners() throws {
        // A 100-point square centred at (100, 100), turned 45°: a diamond reaching ±70.7.
        let transform = Transform3D(
            AffineTransform(rotationAngle: Double.pi / 4).concatenating(AffineTransform(translationX: 100, y: 100)))
        let renderer = try HostFixture.renderer()
        try renderer.renderFrame(
            DisplayList(
                size: Size(width: 200, height: 200), background: .white,
                items: [.fill(quad: quad(-50, -50, 100, 100, transform), color: .blue, cornerRadius: 0, opacity: 1)]))
        expectEqual(renderer.statistics.rotatedCopies, 1)
        expectEqual(renderer.statistics.geometryDraws, 0)
        let pixels = try renderer.readPixels()
        // On the diamond's axis beyond the unrotated square's edge (x = 150).
        expectPixel(pixels, 165, 100, RGBA(0, 0, 255), tolerance: 3)
        expectPixel(pixels, 100, 35, RGBA(0, 0, 255), tolerance: 3)
        // The unrotated square's corner, outside the diamond.
        expectPixel(pixels, 56, 56, white)
        expectPixel(pixels, 145, 145, white)
    }

    func testRoundedCornersLeaveTheCornerPixelBackground() throws {
        let pixels = try HostFixture.render([
            .fill(quad: quad(40, 40, 120, 80), color: .red, cornerRadius: 20, opacity: 1)
        ])
        expectPixel(pixels, 40, 40, white)
        expectPixel(pixels, 159, 40, white)
        expectPixel(pixels, 40, 119, white)
        expectPixel(pixels, 159, 119, white)
        expectPixel(pixels, 100, 80, RGBA(255, 0, 0))
        // Edges away from the corners are filled right to the boundary.
        expectPixel(pixels, 100, 40, RGBA(255, 0, 0))
        expectPixel(pixels, 40, 80, RGBA(255, 0, 0))
        // Anti-aliased: pixels on the arc are blends of red and white.
        let arc = pixels[45, 46]
        expectTrue(arc.g > 10 && arc.g < 245, "arc pixel \(arc) should be a blend")
    }

    func testBorderColoursTheEdgeAndNotTheInside() throws {
        let pixels = try HostFixture.render([
            .border(quad: quad(50, 50, 100, 100), width: 4, color: .blue, cornerRadius: 0, opacity: 1)
        ])
        expectPixel(pixels, 51, 100, RGBA(0, 0, 255))
        expectPixel(pixels, 100, 148, RGBA(0, 0, 255))
        expectPixel(pixels, 100, 100, white)
        expectPixel(pixels, 55, 100, white)
        expectPixel(pixels, 48, 100, white)
    }

    func testRoundedBorderColoursTheEdgeAndNotTheInsideOrCorner() throws {
        let pixels = try HostFixture.render([
            .border(quad: quad(50, 50, 100, 100), width: 3, color: .blue, cornerRadius: 16, opacity: 1)
        ])
        expectPixel(pixels, 51, 100, RGBA(0, 0, 255))
        expectPixel(pixels, 100, 51, RGBA(0, 0, 255))
        expectPixel(pixels, 100, 100, white)
        expectPixel(pixels, 50, 50, white)
        expectPixel(pixels, 59, 59, white)
        expectPixel(pixels, 56, 56, RGBA(0, 0, 255), tolerance: 40)
    }
}

import Foundation
import Geometry
import Layers

@testable import SDLHost

/// A scene with one of everything, kept as a PNG so a person can look at it (rounded corners,
/// shadow softness, text; `ReviewImages`), and checked at a few points.
@MainActor
struct SceneSnapshotTests {
    static func scene() -> DisplayList {
        let card = quad(40, 40, 240, 140)
        let rotated = Transform3D(
            AffineTransform(rotationAngle: -0.25).concatenating(AffineTransform(translationX: 420, y: 120)))
        var perspective = Transform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0)
            .concatenating(.perspective(eyeDistance: 500))
        perspective = perspective.concatenating(Transform3D(translationX: 160, y: 330, z: 0))
        let checker = Image(pixels: checkerboard(width: 40, height: 40, cell: 10))
        return DisplayList(
            size: Size(width: 560, height: 440), background: Color(white: 0.94),
            items: [
                .shadow(quad: quad(40, 44, 240, 140), color: .black, cornerRadius: 14, radius: 10, opacity: 0.35),
                .fill(quad: card, color: .white, cornerRadius: 14, opacity: 1),
                .text(
                    quad: quad(56, 52, 208, 40), text: "Settings",
                    style: TextStyle(font: .boldSystem(size: 22), color: .black, alignment: .left), opacity: 1),
                .text(
                    quad: quad(56, 92, 208, 30), text: "General · Display & Brightness",
                    style: TextStyle(font: .system(size: 15), color: .gray, alignment: .left), opacity: 1),
                .fill(quad: quad(56, 134, 100, 34), color: .orange, cornerRadius: 17, opacity: 1),
                .text(
                    quad: quad(56, 134, 100, 34), text: "Back",
                    style: TextStyle(font: .boldSystem(size: 15), color: .white, alignment: .center), opacity: 1),
                .border(quad: quad(170, 134, 94, 34), width: 2, color: .blue, cornerRadius: 8, opacity: 1),
                .shadow(
                    quad: quad(-60, -40, 120, 80, rotated), color: .black, cornerRadius: 10, radius: 8, opacity: 0.5),
                .fill(
                    quad: quad(-60, -40, 120, 80, rotated), color: Color(red: 0.2, green: 0.6, blue: 0.3),
                    cornerRadius: 10, opacity: 1),
                .text(
                    quad: quad(-60, -40, 120, 80, rotated), text: "Rotated",
                    style: TextStyle(font: .system(size: 17), color: .white, alignment: .center), opacity: 1),
                .group(
                    Group(quad: quad(-80, -60, 160, 120, perspective), opacity: 1, cornerRadius: 12) {
                        DisplayList(
                            size: Size(width: 160, height: 120), background: Color(red: 0.3, green: 0.4, blue: 0.9),
                            items: [
                                .image(quad: quad(10, 10, 60, 60), image: checker, opacity: 1),
                                .text(
                                    quad: quad(0, 80, 160, 30), text: "Perspective",
                                    style: TextStyle(font: .system(size: 16), color: .white, alignment: .center),
                                    opacity: 1),
                            ])
                    }),
                .group(
                    Group(quad: quad(330, 250, 180, 140), opacity: 0.5, cornerRadius: 20) {
                        DisplayList(
                            size: Size(width: 180, height: 140),
                            items: [
                                .fill(quad: quad(0, 0, 120, 100), color: .red, cornerRadius: 0, opacity: 1),
                                .fill(quad: quad(60, 40, 120, 100), color: .blue, cornerRadius: 0, opacity: 1),
                            ])
                    }),
                .pushClip(Rect(x: 20, y: 400, width: 200, height: 24)),
                .text(
                    quad: quad(20, 396, 400, 40), text: "Clipped to a 200-point box, this line is cut off",
                    style: TextStyle(font: .system(size: 17)), opacity: 1),
                .popClip,
            ])
    }

    func testSceneRendersAndIsWrittenForInspection() throws {
        let renderer = try HostFixture.renderer(width: 560, height: 440)
        try renderer.renderFrame(Self.scene())
        let pixels = try renderer.readPixels()
        try ReviewImages.keep(pixels, as: "host-scene")
        // Background away from everything; the card's rounded corner is not card-white.
        expectPixel(pixels, 300, 220, RGBA(240, 240, 240), tolerance: 1)
        expectLess(pixels[40, 40].r, 240, "card corner \(pixels[40, 40])")
        expectPixel(pixels, 260, 60, white)
        expectLess(pixels[160, 190].r, 230)
        // The translucent group: pink where only red is, a blue blend in the overlap.
        expectPixel(pixels, 360, 280, RGBA(248, 120, 120), tolerance: 8)
        expectPixel(pixels, 440, 330, RGBA(120, 120, 248), tolerance: 8)
    }
}

/// A black-and-white checkerboard.
func checkerboard(width: Int, height: Int, cell: Int) -> PixelBuffer {
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width where (x / cell + y / cell) % 2 == 0 {
            let i = (y * width + x) * 4
            bytes[i] = 0
            bytes[i + 1] = 0
            bytes[i + 2] = 0
        }
    }
    return PixelBuffer(width: width, height: height, bytes: bytes)
}

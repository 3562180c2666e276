import Geometry
import Layers

@testable import SDLHost

/// `TTFTextMeasurer.ascent(of:)` is where a drawn line's baseline falls: capitals, which stand
/// on the baseline with nothing below it, end their ink there (what baseline-aligned stack
/// views line up), at scale 1 and 2 alike.
@MainActor
struct TextAscentTests {
    func testCapitalsEndTheirInkAtTheAscentBelowTheLinesTop() throws {
        try forEachArgument([1.0, 2.0]) { try Self().capitalsEndTheirInkAtTheAscentBelowTheLinesTop(scale: $0) }
    }

    func capitalsEndTheirInkAtTheAscentBelowTheLinesTop(scale: Double) throws {
        let measurer = TTFTextMeasurer(platform: try HostFixture.platform(), scale: scale)
        for size in [17.0, 34.0] {
            let font = Font.system(size: size)
            let lineHeight = try measurer.lineHeight(of: font)
            let ascent = try measurer.ascent(of: font)
            expectTrue(ascent > 0.7 * lineHeight && ascent < 0.9 * lineHeight)
            // The line's box exactly one line high at y = 40: its top is the line's top.
            let pixels = try HostFixture.render(
                [
                    .text(
                        quad: Quad(rect: Rect(x: 10, y: 40, width: 180, height: lineHeight), transform: .identity),
                        text: "HHHH", style: TextStyle(font: font, color: .black), opacity: 1)
                ], scale: scale)
            var lowestInk = -1
            for y in 0..<pixels.height {
                for x in 0..<pixels.width where pixels[x, y].r < 128 {
                    lowestInk = y
                    break
                }
            }
            // The baseline in pixels: the last inked row ends on it.
            let baseline = (40 + ascent) * scale
            expectLessOrEqual(
                abs(Double(lowestInk + 1) - baseline), 1.0,
                "size \(size): ink ends at \(lowestInk + 1), baseline \(baseline)")
        }
    }
}

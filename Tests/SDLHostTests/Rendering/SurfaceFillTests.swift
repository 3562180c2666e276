import CPixelBlend
import Geometry
import Layers

@_spi(SegueTools) @testable import SDLHost

/// Fills written straight into the software renderer's window pixels (`SurfaceFill`, the loops
/// of `CPixelBlend`) give SDL's own blended fill, bit for bit.
@MainActor
struct SurfaceFillTests {
    func testLanesDivideBy255RoundingDownForEveryProductOfTwoBytes() {
        for x in UInt32(0)...(255 * 255) {
            let lanes = x | (255 * 255 - x) << 16
            let expected = x / 255 | ((255 * 255 - x) / 255) << 16
            if segue_divide_lanes_by_255(lanes) != expected {
                recordIssue("lanes \(x) and \(255 * 255 - x)")
                return
            }
        }
    }

    func testEveryByteBlendsAsSDLDoes() {
        // SDL (SDL_blendfillrect.c): each byte becomes a·c/255 + dst·(255 − a)/255, both
        // divisions rounding down.
        for a in UInt32(0)...255 {
            for dst in UInt32(0)...255 {
                let channels: [UInt32] = [0, 255, 77, a]
                var source: UInt32 = 0
                var expected: UInt32 = 0
                for (i, c) in channels.enumerated() {
                    let premultiplied = c * a / 255
                    source |= premultiplied << (8 * i)
                    expected |= (premultiplied + dst * (255 - a) / 255) << (8 * i)
                }
                let got = segue_fill_pixel(dst * 0x0101_0101, source, 255 - a)
                if got != expected {
                    recordIssue("a \(a) dst \(dst): \(got) not \(expected)")
                    return
                }
            }
        }
    }

    /// Overlapping translucent and opaque fills, some clipped, some running off the window:
    /// the same pixels whether filled directly or by SDL.
    func testDirectFillsGiveTheSamePixelsAsSDLFills() throws {
        let items: [DisplayItem] = [
            .fill(
                quad: quad(-30, 20, 140, 90), color: Color(red: 0.1, green: 0.5, blue: 0.9), cornerRadius: 0, opacity: 1
            ),
            .fill(quad: quad(40, -10, 200, 70), color: .black, cornerRadius: 0, opacity: 0.37),
            .pushClip(Rect(x: 25, y: 30, width: 101, height: 77)),
            .fill(
                quad: quad(10, 10, 180, 180), color: Color(red: 1, green: 0.6, blue: 0.2), cornerRadius: 0,
                opacity: 0.61),
            .fill(quad: quad(60, 60, 15, 150), color: .white, cornerRadius: 0, opacity: 0.02),
            .popClip,
            .fill(
                quad: quad(150, 150, 90, 90), color: Color(red: 0.2, green: 0.9, blue: 0.3, alpha: 0.8),
                cornerRadius: 0, opacity: 0.9),
        ]
        let list = DisplayList(size: Size(width: 200, height: 200), background: Color(white: 0.8), items: items)
        let direct = try HostFixture.renderer()
        try direct.renderFrame(list)
        let viaSDL = try HostFixture.renderer()
        viaSDL.fillsDirectly = false
        try viaSDL.renderFrame(list)
        expectEqual(viaSDL.statistics.directFills, 0)
        if HostFixture.rendererRequest == .software {
            expectEqual(direct.statistics.directFills, 5)
        } else {
            // GPU renderers have no window pixels to write: SDL fills there.
            expectEqual(direct.statistics.directFills, 0)
        }
        let a = try direct.readPixels()
        let b = try viaSDL.readPixels()
        expectEqual(a.differingPixels(from: b), 0)
        // And the blend is really there: black at 0.37 over the blue fill.
        expectPixel(a, 45, 25, RGBA(16, 80, 145), tolerance: 2)
    }

    /// A fill drawn after other items lands on top of them: the queued SDL commands draw
    /// before the pixels are written.
    func testDirectFillsKeepDrawingOrder() throws {
        let pixels = try HostFixture.render([
            .fill(quad: quad(0, 0, 100, 100), color: .red, cornerRadius: 0, opacity: 1),
            .fill(quad: quad(50, 50, 100, 100), color: .blue, cornerRadius: 0, opacity: 0.5),
            .fill(quad: quad(75, 75, 10, 10), color: .green, cornerRadius: 8, opacity: 1),
        ])
        expectPixel(pixels, 60, 60, RGBA(127, 0, 128), tolerance: 2)
        expectPixel(pixels, 120, 120, RGBA(127, 127, 255), tolerance: 2)
        expectPixel(pixels, 80, 80, RGBA(Color.green), tolerance: 2)
    }
}

import Animation
import Geometry
import Layers
import SegueTestSupport

@testable import SDLHost

/// A page moved to a half pixel keeps its size in pixels, wherever it is: the page underneath
/// an interactive pop sits at a negative half pixel for half of the drag (its parallax moves
/// it by 0.3 of the pointer's motion), and rounding its two edges away from zero made it a
/// pixel wider, a stretched copy, blurred and many times slower than a plain one
/// (MeasuredSDLFacts.md, "Whole pixels").
@MainActor
struct HalfPixelPlacementPixelTests {
    static let pageWidth = 120.0

    /// A rasterized page of one-point black and white columns (black at even x) at `x`, in a
    /// 200x60 window, drawn and read back.
    static func pageOfColumns(at x: Double) throws -> (PixelBuffer, RenderStatistics) {
        let scene = Scene(size: Size(width: 200, height: 60), clock: ManualClock(), background: .white)
        let page = Layer()
        page.frame = Rect(x: x, y: 0, width: pageWidth, height: 60)
        page.backgroundColor = .white
        page.shouldRasterize = true
        for column in stride(from: 0.0, to: pageWidth, by: 2) {
            let line = Layer()
            line.frame = Rect(x: column, y: 0, width: 1, height: 60)
            line.backgroundColor = .black
            page.addSublayer(line)
        }
        scene.rootLayer.addSublayer(page)
        let renderer = try HostFixture.renderer(width: 200, height: 60)
        try scene.renderFrameIfNeeded(with: renderer)
        return (try renderer.readPixels(), renderer.statistics)
    }

    /// Every pixel of the window's middle row: the page's column `x − left` where the page
    /// lies, white past its right edge.
    static func expectColumns(_ pixels: PixelBuffer, pageLeft left: Int) {
        var wrong: [Int] = []
        for x in 0..<200 {
            let column = x - left
            let expected = column >= 0 && column < Int(pageWidth) && column % 2 == 0 ? RGBA(0, 0, 0) : white
            if pixels[x, 30] != expected { wrong.append(x) }
        }
        expectEmpty(wrong, "columns not where the page's own are: \(wrong.prefix(12))…")
    }

    func testAPageAtANegativeHalfPixelIsCopiedUnstretched() throws {
        try forEachArgument([-20.5, -0.5, -59.5]) { try Self().aPageAtANegativeHalfPixelIsCopiedUnstretched(x: $0) }
    }

    func aPageAtANegativeHalfPixelIsCopiedUnstretched(x: Double) throws {
        let (pixels, _) = try Self.pageOfColumns(at: x)
        // A half rounds up, as on the positive side: the page's left edge is at x + 0.5.
        Self.expectColumns(pixels, pageLeft: Int(x + 0.5))
    }

    func testAPageElsewhereLandsOnTheNearestWholePixel() throws {
        try forEachArgument([20.5, 0.5, 33.25, -7.75]) { try Self().aPageElsewhereLandsOnTheNearestWholePixel(x: $0) }
    }

    func aPageElsewhereLandsOnTheNearestWholePixel(x: Double) throws {
        let (pixels, _) = try Self.pageOfColumns(at: x)
        Self.expectColumns(pixels, pageLeft: Int((x + 0.5).rounded(.down)))
    }
}

import Foundation
import Geometry
import Layers
import Navigation

@testable import SDLHost

/// A page turned in perspective (a flip animator's card, Rendering.md) is drawn
/// filtered: an edge that is straight on the page stays smooth on the screen.
///
/// Under `rotateY` with perspective a horizontal edge of the page becomes a slightly slanted
/// line on the screen, so walking along a row next to it crosses it gradually. Sampled with
/// the nearest texel (what SDL's software `SDL_RenderGeometry` does) it is a staircase: each
/// row jumps from white to black in one step. Filtered (bilinear), the value changes by about
/// 255 × the slope per pixel. The measure: in the rows the projected edge passes through, the
/// largest difference between two horizontally neighbouring pixels (`maxStep`, 0...255), and
/// how many pixels are neither near black nor near white (`intermediates`): a bilinear ramp
/// one pixel tall leaves about 0.75 of them per column along the edge, a staircase none.
@MainActor
struct TurnedPagePixelTests {
    static let windowWidth = 320.0
    static let windowHeight = 240.0
    static let page = Size(width: 240, height: 160)
    /// The largest step allowed between neighbours along a turned edge: a quarter of the range.
    static let maxStepAlongEdge = 64

    /// The flip animator's card turned by `degrees`, centred in the window.
    static func card(degrees: Double) -> Transform3D {
        FlipAnimator.cardTransform(angle: degrees * .pi / 180, eyeDistance: 2 * page.width)
            .concatenating(Transform3D(translationX: windowWidth / 2, y: windowHeight / 2, z: 0))
    }

    /// The page's rectangle about its centre, as the card transform expects it.
    static let pageRect = Rect(x: -page.width / 2, y: -page.height / 2, width: page.width, height: page.height)

    /// Maps page points (origin at the top left) to window points under `transform`.
    static func toWindow(_ transform: Transform3D) -> (Point) -> Point {
        { p in transform.project(Point(x: p.x - page.width / 2, y: p.y - page.height / 2)) }
    }

    /// Draws `items` (window coordinates) over black in a fresh window; with
    /// `nearestGeometry`, through `SDL_RenderGeometry` as before the CPU path existed.
    static func draw(_ items: [DisplayItem], nearestGeometry: Bool = false) throws -> (PixelBuffer, RenderStatistics) {
        let renderer = try HostFixture.renderer(width: windowWidth, height: windowHeight)
        if nearestGeometry { renderer.filtersQuadsOnCPU = false }
        try renderer.renderFrame(
            DisplayList(size: Size(width: windowWidth, height: windowHeight), background: .black, items: items))
        return (try renderer.readPixels(), renderer.statistics)
    }

    /// `content` (page coordinates) as a group turned by `degrees`: a page in a flip.
    static func turnedPage(_ content: DisplayList, degrees: Double) -> DisplayItem {
        .group(Group(quad: Quad(rect: pageRect, transform: card(degrees: degrees)), opacity: 1) { content })
    }

    struct EdgeProfile: CustomStringConvertible {
        var maxStep = 0
        var intermediates = 0
        var columns = 0
        var pixels = 0
        var description: String {
            "max step \(maxStep), \(intermediates) of \(pixels) pixels in between over \(columns) columns"
        }
    }

    /// Walks the rows the page's horizontal edge from `x0` to `x1` at height `y` passes
    /// through (two more above and below), between the edge's ends moved `inset` points in.
    static func profile(
        _ pixels: PixelBuffer, edgeFrom x0: Double, to x1: Double, atY y: Double, inset: Double,
        toWindow: (Point) -> Point
    ) -> EdgeProfile {
        let a = toWindow(Point(x: x0 + inset, y: y))
        let b = toWindow(Point(x: x1 - inset, y: y))
        let columns = Int(min(a.x, b.x).rounded(.up))..<Int(max(a.x, b.x).rounded(.down))
        let rows = (Int(min(a.y, b.y).rounded(.down)) - 2)...(Int(max(a.y, b.y).rounded(.up)) + 2)
        var profile = EdgeProfile()
        profile.columns = columns.count
        for row in rows {
            var previous: Int?
            for column in columns {
                let value = pixels[column, row].g
                profile.pixels += 1
                if value > 32 && value < 223 { profile.intermediates += 1 }
                if let previous { profile.maxStep = max(profile.maxStep, abs(value - previous)) }
                previous = value
            }
        }
        return profile
    }

    /// A white page with a black band: the band's top edge is a sharp 255 → 0 step on the page.
    static let band = Rect(x: 40, y: 30, width: 160, height: 60)
    static let bandPage = DisplayList(
        size: page, background: .white,
        items: [
            .fill(quad: quad(band.minX, band.minY, band.width, band.height), color: .black, cornerRadius: 0, opacity: 1)
        ]
    )

    static func bandEdge(degrees: Double, nearestGeometry: Bool = false) throws -> (EdgeProfile, RenderStatistics) {
        let (pixels, statistics) = try draw([turnedPage(bandPage, degrees: degrees)], nearestGeometry: nearestGeometry)
        let profile = profile(
            pixels, edgeFrom: band.minX, to: band.maxX, atY: band.minY, inset: 8,
            toWindow: toWindow(card(degrees: degrees)))
        return (profile, statistics)
    }

    func testSharpEdgeOnATurnedPageIsSmooth() throws {
        try forEachArgument([25.0, 35.0, -50.0]) { try Self().sharpEdgeOnATurnedPageIsSmooth(degrees: $0) }
    }

    func sharpEdgeOnATurnedPageIsSmooth(degrees: Double) throws {
        let (top, statistics) = try Self.bandEdge(degrees: degrees)
        // The software renderer's turned quads go through the CPU filter; a GPU renderer
        // filters its own geometry.
        if HostFixture.rendererRequest == .software {
            expectTrue(statistics.filteredQuads == 1 && statistics.geometryDraws == 0)
        } else {
            expectTrue(statistics.filteredQuads == 0 && statistics.geometryDraws == 1)
        }
        expectLessOrEqual(top.maxStep, Self.maxStepAlongEdge, "jagged along the turned edge: \(top)")
        expectGreaterOrEqual(top.intermediates, top.columns / 3, "too few values between black and white: \(top)")
    }

    /// The measure tells the two apart: through SDL's nearest-texel geometry the same edge is
    /// a staircase.
    func testNearestSampledGeometryIsJaggedByTheSameMeasure() throws {
        try skipUnless(
            HostFixture.rendererRequest == .software,
            "only SDL's software renderer samples geometry with the nearest texel")
        let (top, statistics) = try Self.bandEdge(degrees: 35, nearestGeometry: true)
        expectTrue(statistics.geometryDraws == 1 && statistics.filteredQuads == 0)
        expectGreater(top.maxStep, 200, "nearest sampling should step from black to white at once: \(top)")
        expectLess(top.intermediates, top.columns / 10, "\(top)")
    }

    /// How the glyph is turned: inside a page (a group, a render target) or as a text item
    /// with the perspective transform itself (a static text texture).
    enum Carrier: String, CaseIterable, CustomTestStringConvertible {
        case page, textItem
        var testDescription: String { rawValue }
    }

    func testGlyphEdgeOnATurnedPageIsSmooth() throws {
        try forEachArgument(Carrier.allCases) { try Self().glyphEdgeOnATurnedPageIsSmooth(carrier: $0) }
    }

    func glyphEdgeOnATurnedPageIsSmooth(carrier: Carrier) throws {
        // A large bold T: the top of its crossbar is a straight horizontal edge on the page.
        let style = TextStyle(font: .boldSystem(size: 110), color: .black, alignment: .center)
        let text = DisplayItem.text(
            quad: quad(0, 0, Self.page.width, Self.page.height), text: "T", style: style, opacity: 1)
        let content = DisplayList(size: Self.page, background: .white, items: [text])
        let flat = try HostFixture.renderer().rasterize(content).pixels
        // The crossbar's top: the first row with ink, and that row's ink columns.
        var topRow: Int?
        var inkColumns: [Int] = []
        for y in 0..<flat.height where topRow == nil {
            inkColumns = (0..<flat.width).filter { flat[$0, y].g < 128 }
            if !inkColumns.isEmpty { topRow = y }
        }
        let row = try require(topRow)
        let x0 = Double(try require(inkColumns.min()))
        let x1 = Double(try require(inkColumns.max())) + 1
        expectGreater(x1 - x0, 60, "the crossbar should be wide: \(x0)...\(x1)")

        let transform = Self.card(degrees: 35)
        let items: [DisplayItem]
        switch carrier {
        case .page:
            items = [Self.turnedPage(content, degrees: 35)]
        case .textItem:
            // The same page drawn item by item, each with the perspective transform.
            let shift = Transform3D(translationX: -Self.page.width / 2, y: -Self.page.height / 2, z: 0)
                .concatenating(transform)
            items = [
                .fill(
                    quad: Quad(rect: Self.pageRect, transform: transform), color: .white, cornerRadius: 0, opacity: 1),
                .text(
                    quad: Quad(rect: Rect(origin: .zero, size: Self.page), transform: shift), text: "T", style: style,
                    opacity: 1),
            ]
        }
        let (pixels, statistics) = try Self.draw(items)
        expectEqual(
            (HostFixture.rendererRequest == .software ? statistics.filteredQuads : statistics.geometryDraws),
            items.count)
        let top = Self.profile(
            pixels, edgeFrom: x0, to: x1, atY: Double(row), inset: 6, toWindow: Self.toWindow(transform))
        expectLessOrEqual(top.maxStep, Self.maxStepAlongEdge, "jagged along the turned glyph edge: \(top)")
        expectGreaterOrEqual(top.intermediates, top.columns / 3, "too few values between black and white: \(top)")
    }
}

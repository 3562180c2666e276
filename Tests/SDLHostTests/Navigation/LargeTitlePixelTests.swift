import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// A page whose view is a list of white rows, titled `title`.
@MainActor
final class LargeTitleRowsPage: ViewController {
    let list = ScrollList(rows: (0..<60).map { ListRow(title: "Row \($0)") })

    init(_ name: String, mode: NavigationItem.LargeTitleDisplayMode = .automatic, bar: Color = .white) {
        super.init(name: name)
        title = name
        navigationItem.largeTitleDisplayMode = mode
        let look = NavigationBarAppearance()
        look.backgroundColor = bar
        navigationItem.standardAppearance = look
    }

    override func loadView() {
        list.backgroundColor = .white
        setView(list)
    }
}

/// Large titles drawn with the real fonts (LargeTitles.md): at rest, half folded
/// away by the list, half-way through a push, and part-way through a pop dragged back and
/// cancelled. Run on the software renderer and again on the GPU ones (`SEGUE_RENDERER`).
@MainActor
struct LargeTitlePixelTests {
    let fruits = LargeTitleRowsPage("Fruits")
    let still: BarStill

    init() throws {
        still = try BarStill(root: fruits)
        still.nav.navigationBar.prefersLargeTitles = true
        still.scene.layoutIfNeeded()
    }

    /// The rows with ink in the rectangle, top to bottom.
    func inkRows(_ pixels: PixelBuffer, x: Range<Int>, y: Range<Int>) -> [Int] {
        y.filter { pixels.ink(x: x, y: $0..<($0 + 1)) > 0 }
    }

    func inkColumns(_ pixels: PixelBuffer, x: Range<Int>, y: Range<Int>) -> [Int] {
        x.filter { pixels.ink(x: $0..<($0 + 1), y: y) > 0 }
    }

    func testAtRestTheTitleIsLargeUnderTheBarAtIOSsPlace() throws {
        let pixels = try still.render(savingAs: "large-title-rest")
        // Nothing in the bar's row: the inline title waits for the large one to scroll away.
        expectEqual(pixels.ink(x: 0..<400, y: 0..<49), 0)
        // "Fruits" in 34-point bold at the leading margin; its baseline (no descenders) about
        // 36 points under the area's top (y = 50), its capitals about 25 points tall.
        let rows = inkRows(pixels, x: 0..<400, y: 50..<102)
        let columns = inkColumns(pixels, x: 0..<400, y: 50..<102)
        let bottom = try require(rows.last)
        let top = try require(rows.first)
        expectTrue((84...88).contains(bottom), "baseline at \(bottom)")
        expectTrue((22...28).contains(bottom - top + 1), "cap height \(bottom - top + 1)")
        expectTrue((16...20).contains(columns.first ?? 0), "left edge at \(columns.first ?? 0)")
        expectTrue((100...140).contains((columns.last ?? 0) - (columns.first ?? 0)), "width")
        // The hairline under the area, the rows below it.
        expectPixel(pixels, 200, 101, RGBA(Color(white: 0.78)))
        expectGreater(pixels.ink(x: 16..<200, y: 110..<140), 20, "row 0's text")
    }

    func testHalfFoldedTheTitleGoesUnderTheBarAndTheInlineTitleFadesIn() throws {
        let rest = try still.render(savingAs: "large-title-rest-2")
        fruits.list.contentOffset = 18  // 34 points of area left: the title's top 15 cut
        still.scene.layoutIfNeeded()
        let pixels = try still.render(savingAs: "large-title-half-folded")
        // The title moved up by 18 with the rows and is cut at the bar's edge.
        let rows = inkRows(pixels, x: 0..<400, y: 50..<84)
        expectEqual(rows.first, 50, "cut at the bar's edge: \(rows.first ?? -1)")
        let restRows = inkRows(rest, x: 0..<400, y: 50..<102)
        expectEqual(rows.last, (restRows.last ?? 0) - 18)
        // The inline title has not started to show (34 > 28).
        expectEqual(pixels.ink(x: 0..<400, y: 0..<49), 0)
        // Further: 12 points of area left, the inline title at 0.8, the large title nearly gone.
        fruits.list.contentOffset = 40
        still.scene.layoutIfNeeded()
        let more = try still.render(savingAs: "large-title-mostly-folded")
        expectGreater(more.ink(x: 160..<240, y: 15..<35), 20, "inline title")
        expectLess(more.ink(x: 0..<400, y: 50..<62), rest.ink(x: 0..<400, y: 50..<102) / 4)
    }

    func testHalfWayThroughAPushTheTitleShrinksTowardsTheBackButton() throws {
        let before = try still.render(savingAs: "large-title-before-push")
        let details = LargeTitleRowsPage("Details", mode: .never)
        still.nav.pushViewController(details, animated: true)
        expectTrue(still.isSlide)
        still.hold(at: 0)
        try expectEqual(
            still.render(savingAs: "large-title-push-0").differences(from: before, x: 0..<400, y: 0..<102), 0)
        still.hold(at: 0.5)
        let half = try still.render(savingAs: "large-title-push-half")
        // Half-way between (16, 73.5) and the back text's (27, 25): left edge 21.5, middle about
        // 49, at three quarters of its size: its ink within y 36…62 and right of x = 20.
        let rows = inkRows(half, x: 21..<150, y: 30..<70)
        expectTrue((34...44).contains(rows.first ?? 0), "top row \(rows.first ?? 0)")
        expectTrue((56...64).contains(rows.last ?? 0), "bottom row \(rows.last ?? 0)")
        expectTrue((20...25).contains(inkColumns(half, x: 18..<150, y: 36..<62).first ?? 0))
        // The large title's old place is empty; the bar's background reaches 76.
        expectEqual(half.ink(x: 0..<200, y: 66..<76), 0)
        expectPixel(half, 300, 75, RGBA(Color(white: 0.78)))
        still.hold(at: 1)
        let end = try still.render(savingAs: "large-title-push-1")
        still.release(finishing: true)
        let rest = try still.render(savingAs: "large-title-pushed")
        expectEqual(rest.differences(from: end, x: 0..<400, y: 0..<50), 0)
        // "‹ Fruits" at rest.
        expectGreater(rest.ink(x: 27..<80, y: 15..<35), 20)
    }

    func testAPopDraggedPartWayAndCancelledIsExactlyAsBefore() throws {
        let berries = LargeTitleRowsPage("Berries")  // large too
        still.nav.pushViewController(berries, animated: false)
        still.scene.layoutIfNeeded()
        let before = try still.render(savingAs: "large-title-before-drag")
        still.nav.popViewController(animated: true)
        still.hold(at: 0)
        try expectEqual(
            still.render(savingAs: "large-title-drag-0").differences(from: before, x: 0..<400, y: 0..<300), 0)
        still.hold(at: 0.3)
        let drag = try still.render(savingAs: "large-title-drag-0.3")
        // The leaving page's large title moves with its page: "Berries" starts 120 points in.
        expectEqual(inkColumns(drag, x: 100..<400, y: 60..<95).first.map { (134...140).contains($0) }, true)
        // Fruits grows out of the back button: at 0.3 of the way, 0.65 of its size, its left
        // edge near 27 − 0.3 × 11.
        let columns = inkColumns(drag, x: 0..<120, y: 36..<60)
        expectTrue((22...28).contains(columns.first ?? 0), "left edge \(columns.first ?? 0)")
        still.release(finishing: false)
        expectIdentical(still.nav.topViewController, berries)
        let after = try still.render(savingAs: "large-title-drag-cancelled")
        expectEqual(after.differingPixels(from: before), 0)
    }

    func testTheWholePageSlideCarriesTheTitleBetweenThePages() throws {
        let before = try still.render(savingAs: "large-title-before-whole-page")
        let orange = LargeTitleRowsPage("Orange", mode: .never, bar: .orange)
        still.nav.pushViewController(orange, animated: true)
        expectTrue(still.isWholePageSlide)
        still.hold(at: 0)
        // (The top page's shadow already shows at its edge, x = 400, as before.)
        try expectEqual(
            still.render(savingAs: "large-title-whole-page-0").differences(from: before, x: 0..<380, y: 0..<300),
            0)
        still.hold(at: 0.5)
        let half = try still.render(savingAs: "large-title-whole-page-half")
        // The title between the page underneath (at −120) and the back button of the page
        // coming in (at 200): its left edge at (16 − 120 + 27 + 200) / 2.
        let columns = inkColumns(half, x: 0..<400, y: 36..<62)
        expectTrue((60...66).contains(columns.first ?? 0), "left edge \(columns.first ?? 0)")
        still.release(finishing: true)
        expectIdentical(still.nav.topViewController, orange)
    }
}

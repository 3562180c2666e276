import Geometry
import Layers
import SegueTestSupport
import Views

/// A list's rows under the pointer, through the window's dispatch: the row under it shows the
/// light grey hover background, and a press on a row still reaches the list (which selects).
/// The list is 220 points high at (0, 40) in a 320 × 480 window; rows are 44 high, so row 3
/// spans 172...216 in the window.
@MainActor
struct ListRowHoverTests {
    let t = TestWindow()
    let list = ScrollList(
        frame: Rect(x: 0, y: 40, width: 320, height: 220), rows: (0..<20).map { ListRow(title: "Row \($0)") })
    let selected = ScrollListTests.Selections()

    init() {
        t.window.addSubview(list)
        let selected = selected
        list.onSelect = { selected.indices.append($0) }
        t.frame()
    }

    func play(_ script: InputScript) {
        t.window.play(script)
        t.frame()
    }

    /// The fills of the hover colour in the last frame, in window coordinates.
    func hoverFills() throws -> [Rect] {
        try require(t.renderer.lastFrame).fills.filter { $0.color == ListRowView.hoverBackgroundColor.light }.map {
            $0.quad.surfaceBounds
        }
    }

    func testTheRowUnderThePointerIsHoveredAndDrawsItsBackground() throws {
        try expectEmpty(hoverFills())
        play(InputScript().move(to: pt(100, 190)))
        let row = try require(list.rowView(at: 3))
        expectTrue(row.isHovered)
        try expectEqual(hoverFills(), [Rect(x: 0, y: 172, width: 320, height: 44)])
        // The next row down: the hover moves with the pointer.
        play(InputScript(start: 1).move(to: pt(100, 230)))
        expectFalse(row.isHovered)
        try expectEqual(hoverFills(), [Rect(x: 0, y: 216, width: 320, height: 44)])
        // Off the list: none.
        play(InputScript(start: 2).move(to: pt(100, 400)))
        try expectEmpty(hoverFills())
    }

    func testAReusedViewDoesNotCarryTheHoverToAnotherRow() throws {
        play(InputScript().move(to: pt(100, 190)))
        let hovered = try require(list.rowView(at: 3))
        // A reload hands the views out again: the hovered one now shows another row elsewhere.
        list.reloadData()
        t.frame()
        expectNotEqual(hovered.index, 3)
        try expectTrue(hoverFills().allSatisfy { $0 == Rect(x: 0, y: 172, width: 320, height: 44) })
        // The next move hovers the view that shows row 3 now.
        play(InputScript(start: 1).move(to: pt(101, 190)))
        try expectEqual(hoverFills(), [Rect(x: 0, y: 172, width: 320, height: 44)])
    }

    func testTheHoverIsDrawnUnderTheRowsTitle() throws {
        play(InputScript().move(to: pt(100, 190)))
        let items = try require(t.renderer.lastFrame).items
        let hover = items.firstIndex {
            if case .fill(_, let color, _, _) = $0 { return color == ListRowView.hoverBackgroundColor.light }
            return false
        }
        let title = items.firstIndex {
            if case .text(_, "Row 3", _, _) = $0 { return true }
            return false
        }
        expectTrue(hover != nil && title != nil && hover! < title!)
    }

    func testAClickOnAHoveredRowIsStillTheListsAndSelectsIt() throws {
        play(InputScript().move(to: pt(100, 190)).down(at: pt(100, 190)).wait(0.1).up())
        expectEqual(selected.indices, [3])
        try expectTrue(require(list.rowView(at: 3)).isHovered)
        t.run(for: 0.5)
        expectTrue(t.isIdle)
    }

    func testAPressDraggedAwayFromTheRowSelectsNothing() {
        play(InputScript().down(at: pt(100, 190)).move(to: pt(100, 250)).up())
        expectEmpty(selected.indices)
    }

    func testTheWheelOverARowStillScrollsTheList() {
        t.window.handle(.wheel(WheelEvent(location: pt(100, 190), delta: Point(x: 0, y: -1), timestamp: 0)))
        // A notch glides over 0.2 s.
        t.run(for: 0.5)
        expectEqual(list.contentOffset, 48)
    }
}

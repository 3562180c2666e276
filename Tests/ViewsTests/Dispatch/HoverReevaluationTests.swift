import Geometry
import Layers
import SegueTestSupport
import Views

/// A still pointer over views that move: after each layout pass the window looks again at what
/// is under the pointer, so a control that moved away loses its hover look and the one that came
/// under the pointer gets it (the "bar hidden, list scrolled").
@MainActor
struct HoverReevaluationTests {
    /// A view that places its one button where `buttonFrame` says, in its layout pass (as a
    /// bar's items are placed by their bar).
    final class Holder: View {
        let button = Button(title: "OK")
        var buttonFrame = Rect(x: 100, y: 100, width: 120, height: 44) {
            didSet { setNeedsLayout() }
        }
        override func layoutSubviews() {
            if button.superview == nil { addSubview(button) }
            button.frame = buttonFrame
        }
    }

    func testAButtonThatMovesAwayFromTheStillPointerIsNoLongerHovered() {
        let t = TestWindow()
        let holder = Holder(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        t.window.addSubview(holder)
        t.frame()
        t.window.play(InputScript().move(to: pt(150, 120)))
        t.frame()
        expectTrue(holder.button.isHovered && holder.button.state.contains(.hovered))
        // The button slides away (a bar hidden); the pointer does not move.
        holder.buttonFrame = Rect(x: 100, y: -60, width: 120, height: 44)
        t.frame()
        expectTrue(!holder.button.isHovered && !holder.button.state.contains(.hovered))
        // And back under the pointer: hovered again, with no move.
        holder.buttonFrame = Rect(x: 100, y: 100, width: 120, height: 44)
        t.frame()
        expectTrue(holder.button.isHovered)
    }

    func testAListScrolledUnderTheStillPointerHoversTheRowNowUnderIt() throws {
        let t = TestWindow()
        let list = ScrollList(
            frame: Rect(x: 0, y: 40, width: 320, height: 220), rows: (0..<20).map { ListRow(title: "Row \($0)") })
        t.window.addSubview(list)
        t.frame()
        // Row 3 spans 172...216 in the window.
        t.window.play(InputScript().move(to: pt(100, 190)))
        t.frame()
        let row3 = try require(list.rowView(at: 3))
        expectTrue(row3.isHovered)
        list.contentOffset = 44
        t.frame()
        // Row 4 is under the pointer now, drawn with the hover background where row 3 was.
        let row4 = try require(list.rowView(at: 4))
        expectTrue(row4.isHovered && !row3.isHovered)
        let hovered = try require(t.renderer.lastFrame).fills.filter {
            $0.color == ListRowView.hoverBackgroundColor.light
        }.map { $0.quad.surfaceBounds }
        expectEqual(hovered, [Rect(x: 0, y: 172, width: 320, height: 44)])
    }

    func testNothingIsHoveredAgainOnceThePointerLeftTheWindow() {
        let t = TestWindow()
        let holder = Holder(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        t.window.addSubview(holder)
        t.frame()
        t.window.play(InputScript().move(to: pt(150, 120)))
        t.window.handle(.pointerLeft(timestamp: 1))
        t.frame()
        holder.buttonFrame = Rect(x: 100, y: 110, width: 120, height: 44)
        t.frame()
        expectFalse(holder.button.isHovered)
    }
}

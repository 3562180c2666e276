import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// A bar item and the back button under the pointer, drawn by SDL: a faint rounded grey round
/// the content shows where the focus ring goes, and nothing else changes.
@MainActor
struct BarHoverPixelTests {
    let still: BarStill
    let page = ColourPage("B", color: .white, title: "Message")

    init() throws {
        still = try BarStill(root: ColourPage("A", color: .white, title: "Inbox"))
        still.nav.pushViewController(page, animated: false)
        page.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        still.scene.layoutIfNeeded()
    }

    func movePointer(to point: Point) {
        still.window.handle(.pointer(PointerEvent(phase: .move, location: point, button: nil, timestamp: 0)))
    }

    /// Renders with the pointer over `view`'s middle and away, and checks the difference: only
    /// inside the highlight's rectangle, where the bar's white turns 6% darker.
    func expectHighlight(on view: View, ring: Rect, name: String) throws {
        movePointer(to: Point(x: 200, y: 200))
        let rest = try still.render(savingAs: "bar-hover-\(name)-rest")
        movePointer(to: view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil))
        let hovered = try still.render(savingAs: "bar-hover-\(name)")
        let r = view.convert(ring, to: nil)
        let inside = (x: Int(r.minX)..<Int(r.maxX), y: Int(r.minY)..<Int(r.maxY))
        // Inside, left of the content and clear of the rounded corners: 255 under 6% black.
        expectPixel(rest, inside.x.lowerBound + 2, Int(r.midY), white)
        expectPixel(hovered, inside.x.lowerBound + 2, Int(r.midY), RGBA(240, 240, 240))
        expectGreater(hovered.differences(from: rest, x: inside.x, y: inside.y), Int(r.width * r.height) / 2)
        // Outside the rectangle nothing changed.
        var outside = 0
        for y in 0..<Int(BarStill.height) {
            for x in 0..<Int(BarStill.width) where !(inside.x.contains(x) && inside.y.contains(y)) {
                if hovered[x, y].distance(to: rest[x, y]) > 1 { outside += 1 }
            }
        }
        expectEqual(outside, 0)
    }

    func testAHoveredBarItemShowsAFaintRoundedGrey() throws {
        let right = try require(still.bar(of: page).rightItemView)
        try expectHighlight(on: right, ring: right.focusRingRect, name: "item")
    }

    func testTheHoveredBackButtonToo() throws {
        let back = try require(still.bar(of: page).backButton)
        try expectHighlight(on: back, ring: back.focusRingRect, name: "back")
    }
}

import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// UIKit's `clearsSelectionOnViewWillAppear`: the row that pushed a page stays highlighted
/// during the push and fades back as the page is popped, following a back-drag and coming back
/// if it is cancelled (`ScrollList.deselectSelectedRow(alongside:)`).
@MainActor
struct ListDeselectionTests {
    final class ListPage: ViewController {
        let list = ScrollList(rows: (0..<30).map { ListRow(title: "Row \($0)") })

        override func loadView() {
            list.keepsSelection = true
            setView(list)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            list.deselectSelectedRow(alongside: transitionCoordinator)
        }
    }

    let h = NavigationHarness(stack: ["A"])
    let page = ListPage(name: "list")

    init() {
        h.nav.setViewControllers([page], animated: false)
        h.settle()
    }

    /// The highlight of row 2 as drawn now.
    var highlight: Double {
        page.list.rowView(at: 2)?.selectedBackgroundView.layer.presentation.opacity ?? -1
    }

    /// Selects row 2 as a click does, pushing a page from `onSelect`, and lets the push land.
    func selectAndPush() {
        page.list.onSelect = { [h] _ in h.nav.pushViewController(h.page("B"), animated: true) }
        let row = page.list.convert(page.list.rectForRow(at: 2), to: nil)
        h.play(InputScript(start: h.clock.now, location: row.center).down(at: row.center).wait(0.05).up())
        h.step()
        expectEqual(highlight, 1, "highlighted as the push starts")
        h.settle()
        expectEqual(page.list.selectedRow, 2)
    }

    /// Drags the top page back from the left edge to `x` and holds it there.
    func dragBack(to x: Double) {
        let y = 300.0
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 4, y: y)).down(at: Point(x: 4, y: y))
                .drag(to: Point(x: x, y: y), duration: 0.2, steps: 10).wait(0.2))
        h.step()
    }

    func testTheSelectionStaysThroughThePushAndFadesWithAnAnimatedPop() {
        selectAndPush()
        h.nav.popViewController(animated: true)
        h.step(0.02)
        h.step(0.1)
        expectTrue(highlight > 0 && highlight < 1, "fading with the pop: \(highlight)")
        h.settle()
        expectEqual(highlight, 0)
        expectNil(page.list.selectedRow)
    }

    func testTheHighlightFollowsABackDragAndComesBackWhenItIsCancelled() throws {
        selectAndPush()
        dragBack(to: h.width * 0.4)
        let coordinator = try require(h.nav.transitionCoordinator)
        let progress = coordinator.percentComplete
        expectTrue(progress > 0.3 && progress < 0.5, "\(progress)")
        expectLess(abs(highlight - (1 - progress)), 0.01, "alpha \(highlight), progress \(progress)")
        dragBack(to: h.width * 0.2)
        expectLess(abs(highlight - (1 - coordinator.percentComplete)), 0.02, "follows the drag back")
        h.play(InputScript(start: h.clock.now, location: Point(x: h.width * 0.2, y: 300)).up())
        h.settle()
        expectEqual(h.stack, ["list", "B"], "cancelled")
        expectEqual(highlight, 1, "the highlight came back")
        expectEqual(page.list.selectedRow, 2)
    }

    func testABackDragThatCompletesDeselects() {
        selectAndPush()
        dragBack(to: h.width * 0.7)
        expectLess(highlight, 0.5)
        h.play(InputScript(start: h.clock.now, location: Point(x: h.width * 0.7, y: 300)).up())
        h.settle()
        expectEqual(h.stack, ["list"])
        expectEqual(highlight, 0)
        expectNil(page.list.selectedRow)
    }
}

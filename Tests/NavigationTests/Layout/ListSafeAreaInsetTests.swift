import Geometry
import SegueTestSupport
import Views

@testable import Navigation

/// A list on a page under a translucent bar extends beneath it, its rows starting below the
/// bar (`contentInsetAdjustmentBehavior` `.automatic`) and scrolling on under it.
@MainActor
struct ListSafeAreaInsetTests {
    final class ListPage: ViewController {
        let list = ScrollList(rows: (0..<40).map { ListRow(title: "Row \($0)") })
        override func viewDidLoad() {
            list.frame = view.bounds
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(list)
        }
    }

    func testRowsStartBelowATranslucentBar() {
        let stage = ManualClockWindow()
        let page = ListPage()
        let nav = NavigationController(rootViewController: page)
        nav.navigationBar.standardAppearance = barLook(background: Color(white: 0.97, alpha: 0.8))
        stage.setRootViewController(nav)
        _ = stage.settle()
        expectEqual(page.list.frame, Rect(x: 0, y: 0, width: 800, height: 600))
        expectEqual(page.list.adjustedContentInset, EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        expectEqual(page.list.rectForRow(at: 0).minY, 50)
        expectEqual(page.list.rowView(at: 0)?.frame.minY, 50)
        expectEqual(page.list.indexForRow(at: Point(x: 10, y: 60)), 0)
        expectNil(page.list.indexForRow(at: Point(x: 10, y: 40)))
        // 40 rows of 44 under a 50-point inset in 600: the last row's bottom reaches the bottom.
        expectEqual(page.list.maximumContentOffset, 50 + 40 * 44 - 600)
        page.list.contentOffset = 100
        stage.step()
        expectNotNil(page.list.rowView(at: 1))
        // Never: no adjustment.
        page.list.contentInsetAdjustmentBehavior = .never
        expectEqual(page.list.adjustedContentInset, .zero)
        expectEqual(page.list.rectForRow(at: 0).minY, 0)
    }

    func testUnderAnOpaqueBarNothingChanges() {
        let stage = ManualClockWindow()
        let page = ListPage()
        stage.setRootViewController(NavigationController(rootViewController: page))
        _ = stage.settle()
        expectEqual(page.list.frame, Rect(x: 0, y: 0, width: 800, height: 550))
        expectEqual(page.list.adjustedContentInset, .zero)
        expectEqual(page.list.rectForRow(at: 0).minY, 0)
        page.list.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let bottom: Double = 10 + 40 * 44 + 20 - 550
        expectEqual(page.list.maximumContentOffset, bottom)
    }
}

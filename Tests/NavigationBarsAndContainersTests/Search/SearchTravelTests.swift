import Animation
import Geometry
import Layers
import Views

@testable import Navigation

/// The search bar travels with its page (SearchInTheBar.md): in a
/// shared-bar slide it stays in its page, moving with it, while the title rows stay still; in
/// a whole-page slide it moves with its page's bar; in the back-drag it follows the pointer
/// with its page; at the end it is back in its bar.
@MainActor
struct SearchTravelTests {
    let a = SearchListPage("A")
    let b = SearchListPage("B")
    let s: SearchStage

    init() {
        s = SearchStage(root: a)
    }

    func pageX(_ vc: ViewController) -> Double { screenX(of: s.page(vc)) }
    func searchX(_ vc: SearchListPage) -> Double { screenX(of: vc.search.searchBar) }

    func expectAtRest() {
        for vc in [a, b] {
            let bar = s.page(vc).navigationBar
            expectIdentical(vc.search.searchBar.superview, bar)
            expectTrue(vc.search.searchBar.backgroundColor == nil && vc.search.searchBar.bottomLine.isHidden)
        }
    }

    func testInASharedBarSlideTheFieldMovesWithItsPageAndTheTitleRowsStayStill() {
        s.nav.pushViewController(b, animated: true)
        for _ in 0..<9 { s.stage.step() }
        let bx = pageX(b)
        let ax = pageX(a)
        expectTrue(bx > 100 && bx < 700 && ax < 0)
        expectLess(abs(searchX(b) - bx), 1e-9, "B's field follows its page")
        expectLess(abs(searchX(a) - ax), 1e-9, "A's field follows its page")
        expectTrue(screenX(of: s.page(b).navigationBar) == 0 && screenX(of: s.page(a).navigationBar) == 0)
        // In its page, under the title row, with the bar's background and a hairline of its own.
        let field = b.search.searchBar
        expectTrue(field.superview === s.page(b) && field.frame.minY == 50 && field.frame.height == 52)
        expectEqual(field.backgroundColor, s.page(b).navigationBar.appearance.backgroundColor)
        expectFalse(field.bottomLine.isHidden)
        s.settle()
        expectAtRest()
        expectEqual(s.frame(of: b.search.searchBar), Rect(x: 0, y: 50, width: 800, height: 52))
        s.nav.popViewController(animated: true)
        for _ in 0..<9 { s.stage.step() }
        expectTrue(abs(searchX(b) - pageX(b)) < 1e-9 && pageX(b) > 100)
        expectLess(abs(searchX(a) - pageX(a)), 1e-9)
        s.settle()
        expectAtRest()
        // Back on the root, whose first focus stop is the field: it does not start editing.
        expectTrue(!a.search.isActive && !a.search.searchBar.isEditing && s.window.firstResponder == nil)
    }

    func testInAWholePageSlideTheFieldMovesWithItsBar() {
        b.navigationItem.standardAppearance = barLook(background: Color(red: 1, green: 0.6, blue: 0))
        s.nav.pushViewController(b, animated: true)
        for _ in 0..<9 { s.stage.step() }
        let bx = pageX(b)
        expectTrue(bx > 100 && bx < 700)
        expectLess(abs(screenX(of: s.page(b).navigationBar) - bx), 1e-9)
        expectLess(abs(searchX(b) - bx), 1e-9)
        expectIdentical(b.search.searchBar.superview, s.page(b).navigationBar)
        s.settle()
        expectAtRest()
    }

    func testInTheBackDragTheFieldFollowsThePointerWithItsPage() {
        s.nav.pushViewController(b, animated: false)
        s.scene.layoutIfNeeded()
        var t = 10.0
        func pointer(_ phase: PointerEvent.Phase, _ x: Double) {
            t += 0.016
            s.window.handle(
                .pointer(PointerEvent(phase: phase, location: Point(x: x, y: 300), button: .left, timestamp: t)))
            s.stage.step()
        }
        pointer(.down, 5)
        for x in stride(from: 25.0, through: 305, by: 40) { pointer(.move, x) }
        let bx = pageX(b)
        expectLess(abs(bx - 300), 1e-6, "the page follows the pointer: \(bx)")
        expectLess(abs(searchX(b) - bx), 1e-9)
        expectLess(abs(searchX(a) - pageX(a)), 1e-9)
        pointer(.up, 305)
        s.settle()
        expectAtRest()
    }

    func testPushingAPageWithoutSearchLeavesTheFieldWithItsPage() {
        let plain = ViewController(name: "Plain")
        plain.title = "Plain"
        s.nav.pushViewController(plain, animated: true)
        for _ in 0..<9 { s.stage.step() }
        expectTrue(abs(searchX(a) - pageX(a)) < 1e-9 && pageX(a) < 0)
        expectEqual(s.frame(of: plain.view).minY, 50)
        s.settle()
        expectIdentical(a.search.searchBar.superview, s.page(a).navigationBar)
        expectEqual(s.page(plain).navigationBar.totalHeight, 50)
    }
}

import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// A window resized while the user drags: what is under the pointer stays under it, and what
/// travels with a page keeps to its edges.
@MainActor
struct ResizeMidDragTests {
    static let newSize = Size(width: 1000, height: 700)

    func testACardDraggedDownStaysUnderThePointerThroughAResize() {
        let h = NavigationHarness(stack: ["A"])
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .card
        h.page("A").present(card, animated: false)
        h.scene.layoutIfNeeded()
        let grab = Point(x: 400, y: 300)
        h.play(
            InputScript(start: h.clock.now, location: grab).down(at: grab)
                .drag(to: Point(x: 400, y: 400), duration: 0.2, steps: 8))
        // The card rests `topInset` below the window's top, at any window size.
        let rest = CardPresentationController(presentedViewController: card, presenting: h.nav).topInset
        expectLess(abs(card.view.layer.presentationFrameInRoot.minY - (rest + 100)), 1e-6, "100 down, with the pointer")
        h.play(InputScript(start: h.clock.now, location: .zero).resize(to: Self.newSize))
        expectLess(abs(card.view.layer.presentationFrameInRoot.minY - (rest + 100)), 1e-6, "still 100 down")
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 400)).move(to: Point(x: 400, y: 410)))
        expectLess(abs(card.view.layer.presentationFrameInRoot.minY - (rest + 110)), 1e-6, "and it goes on 1:1")
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 410)).wait(0.2).up())
        h.settle()
    }

    func testTheLentTabBarStaysFullWidthAtTheMovingPagesBottomThroughAResize() {
        let h = TabBarHarness()
        let detail = ViewController(name: "D")
        detail.hidesBottomBarWhenPushed = true
        h.nav.pushViewController(detail, animated: false)
        h.scene.layoutIfNeeded()
        let underPage = h.nav.page(for: h.nav.viewControllers[0])
        var script = InputScript(start: h.clock.now, location: Point(x: 5, y: 300)).down(at: Point(x: 5, y: 300))
        for i in 1...20 { script = script.move(to: Point(x: 5 + 10 * Double(i), y: 300)) }
        h.play(script)
        expectIdentical(h.tabs.tabBar.superview, underPage, "lent to the page that shows it")
        h.play(InputScript(start: h.clock.now, location: .zero).resize(to: Self.newSize))
        expectEqual(underPage.bounds.size, Self.newSize)
        expectEqual(h.tabs.tabBar.frame, Rect(x: 0, y: 700 - 50, width: 1000, height: 50))
        h.play(InputScript(start: h.clock.now, location: Point(x: 205, y: 300)).move(to: Point(x: 700, y: 300)).up())
        h.settle()
        expectIdentical(h.tabs.tabBar.superview, h.tabs.view)
        expectEqual(h.tabs.tabBar.frame, Rect(x: 0, y: 650, width: 1000, height: 50))
    }
}

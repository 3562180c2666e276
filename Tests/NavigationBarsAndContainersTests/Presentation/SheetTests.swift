import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// Cards as UIKit's sheets (their place, corners and chrome) and the Done item of a presented
/// navigation controller, on the manual clock.
@MainActor
struct SheetTests {
    /// The centre of `view` in window coordinates.
    private func centre(of view: View) -> Point {
        view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    private func rootBar(_ navigation: NavigationController) -> NavigationBar {
        navigation.page(for: navigation.viewControllers[0]).navigationBar
    }

    func testAPresentedStacksRootBarShowsDoneAndItsClickDismissesTheStack() {
        let h = NavigationHarness(stack: ["A"])
        let inner = NavigationController(rootViewController: LoggingPage("R", log: h.log), name: "modal-nav")
        inner.modalPresentationStyle = .card
        expectEmpty(rootBar(inner).rightItemViews, "not presented: no Done")
        h.page("A").present(inner, animated: true)
        h.settle()
        let done = try! require(rootBar(inner).rightItemView)
        expectEqual(done.titleLabel.text, "Done")
        expectIdentical(done.item, inner.doneItem)
        h.play(InputScript(start: h.clock.now, location: centre(of: done)).down(at: centre(of: done)).up())
        h.settle()
        expectEmpty(h.window.presentedViewControllers, "Done dismissed the stack")
        expectEmpty(rootBar(inner).rightItemViews, "dismissed: no Done")
    }

    func testDoneShowsOnlyOnTheRootPageAndNotWhenItHasItsOwnRightItemOrItIsTurnedOff() {
        let h = NavigationHarness(stack: ["A"])
        let root = LoggingPage("R", log: h.log)
        let inner = NavigationController(rootViewController: root, name: "modal-nav")
        h.page("A").present(inner, animated: false)
        h.settle()
        expectEqual(rootBar(inner).rightItemView?.titleLabel.text, "Done")
        // A pushed page shows its back button and no Done.
        let detail = LoggingPage("D", log: h.log)
        inner.pushViewController(detail, animated: false)
        h.settle()
        expectEmpty(inner.page(for: detail).navigationBar.rightItemViews)
        inner.popViewController(animated: false)
        h.settle()
        // The page's own right item wins, and Done comes back when it goes.
        let own = BarButtonItem(title: "Save")
        root.navigationItem.rightBarButtonItem = own
        expectEqual(rootBar(inner).rightItemViews.map(\.titleLabel.text), ["Save"])
        root.navigationItem.rightBarButtonItem = nil
        expectEqual(rootBar(inner).rightItemViews.map(\.titleLabel.text), ["Done"])
        // Turned off: the bar is as the page set it.
        inner.showsDoneItemWhenPresented = false
        expectEmpty(rootBar(inner).rightItemViews)
        inner.showsDoneItemWhenPresented = true
        inner.doneItem.title = "Close"
        inner.refreshBars()
        expectEqual(rootBar(inner).rightItemViews.map(\.titleLabel.text), ["Close"])
    }

    func testACardIsAPageSheetFlushWithTheBottomOrACentredFormSheetInAWideWindow() {
        let h = NavigationHarness(stack: ["A"])
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .card
        h.page("A").present(card, animated: true)
        h.settle()
        // 800 wide: a page sheet, down to the bottom edge, rounded only at the top.
        expectEqual(card.view.frame, Rect(x: 40, y: 40, width: 720, height: 560))
        expectEqual(card.view.layer.cornerRadius, 12)
        expectEqual(card.view.layer.maskedCorners, .top)
        expectTrue(card.view.clipsToBounds)
        // 1600 × 900: a 540 × 620 form sheet, centred, inset from every edge, all corners round.
        h.play(InputScript(start: h.clock.now, location: .zero).resize(to: Size(width: 1600, height: 900)))
        expectEqual(card.view.frame, Rect(x: 530, y: 140, width: 540, height: 620))
        expectEqual(card.view.layer.maskedCorners, .all)
        // Wide but too short for the form sheet and its insets: a page sheet again.
        h.play(InputScript(start: h.clock.now, location: .zero).resize(to: Size(width: 1600, height: 680)))
        expectEqual(card.view.frame, Rect(x: 440, y: 40, width: 720, height: 640))
        expectEqual(card.view.layer.maskedCorners, .top)
    }

    func testTheShadowLiesUnderTheCardAndTheGrabberOverIt() {
        for animated in [true, false] {
            let h = NavigationHarness(stack: ["A"])
            let card = ViewController(name: "card")
            card.modalPresentationStyle = .card
            h.page("A").present(card, animated: animated)
            h.step()
            let container = h.window.presentationLayer.presentations[0].container
            expectEqual(
                container.subviews.map { $0 === card.view ? "card" : $0.name ?? "?" },
                ["dimming", "card-shadow", "card", "card-grabber"], "animated: \(animated)")
            expectTrue(
                container.subviews.allSatisfy {
                    $0 === card.view || $0.name == "dimming" || !$0.isUserInteractionEnabled
                })
        }
    }

    func testTheGrabberIsDrawnWhileTheCardCanBeDraggedDown() {
        let h = NavigationHarness(stack: ["A"])
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .card
        h.page("A").present(card, animated: false)
        h.settle()
        func grabberFills() -> [Rect] {
            h.scene.displayList().items.compactMap {
                guard case .fill(let quad, let color, _, _) = $0, color == CardGrabberView.color.light else {
                    return nil
                }
                return quad.surfaceBounds
            }
        }
        // 36 × 5, centred on the card (x 40...760), 5 points below its top (y 40).
        expectEqual(grabberFills(), [Rect(x: 382, y: 45, width: 36, height: 5)])
        card.isModalInPresentation = true
        expectEmpty(grabberFills(), "a card that stays shows no grabber")
        card.isModalInPresentation = false
        card.allowsDragToDismiss = false
        expectEmpty(grabberFills(), "nor one that opts out of the drag")
    }
}

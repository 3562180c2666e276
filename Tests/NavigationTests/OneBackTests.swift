import Animation
import Geometry
import Layers
@_spi(SegueTools) import Navigation
import SegueTestSupport
import Views

/// One "back" for every input (TransitionMachinery.md): Alt+Left, the mouse's back button,
/// the bar's back button, Escape for a presentation. Through the public API and real input
/// values, as a user gives them.
@MainActor
struct OneBackTests {
    let y = 300.0

    func drag(_ h: NavigationHarness, to x: Double, frames: Int) -> InputScript {
        var script = InputScript(start: h.clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
        for i in 1...frames { script = script.move(to: Point(x: 5 + (x - 5) * Double(i) / Double(frames), y: y)) }
        return script
    }

    func altLeft(_ h: NavigationHarness) -> InputScript {
        InputScript(start: h.clock.now, location: Point(x: 400, y: y)).key(.left, modifiers: .alt)
    }

    func mouseBack(_ h: NavigationHarness, at point: Point) -> InputScript {
        InputScript(start: h.clock.now, location: point).down(at: point, button: .back).up(at: point, button: .back)
    }

    func testFiveAltLeftsInOneFrameDuringAPushPopFivePagesInOneAnimation() {
        let h = NavigationHarness(stack: ["A", "B", "C", "D", "E", "F"])
        h.nav.pushViewController(h.page("G"), animated: true)
        h.step()
        // Handled before the frame's tick, as a host loop does with the events of one frame.
        for _ in 1...5 {
            for event in altLeft(h).events { h.window.handle(event) }
        }
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        let begins = h.transitions.filter { $0.phase == .begin }.map(\.operation)
        expectEqual(begins, [.push, .pop], "the push, then one pop of five pages")
    }

    func testMouseBacksDuringADragWaitForItsEndAndGoBackThatFarInOnePop() {
        let cancelled = NavigationHarness(stack: ["A", "B", "C", "D"])
        cancelled.play(drag(cancelled, to: 105, frames: 10))
        for _ in 1...2 { cancelled.play(mouseBack(cancelled, at: Point(x: 600, y: y))) }
        expectEqual(cancelled.stack, ["A", "B", "C"], "the drag is still the only thing going")
        cancelled.play(InputScript(start: cancelled.clock.now, location: Point(x: 105, y: y)).wait(0.2).up())
        cancelled.settle()
        expectEqual(cancelled.stack, ["A", "B"], "the drag cancelled (D came back), then two backs popped D and C")
        expectEqual(cancelled.transitions.filter { $0.phase == .end }.map(\.completed), [false, true])

        let completed = NavigationHarness(stack: ["A", "B", "C", "D"])
        completed.play(drag(completed, to: 605, frames: 10))
        for _ in 1...2 { completed.play(mouseBack(completed, at: Point(x: 700, y: y))) }
        completed.play(InputScript(start: completed.clock.now, location: Point(x: 605, y: y)).wait(0.2).up())
        completed.settle()
        expectEqual(completed.stack, ["A"], "the drag popped D, then two backs popped C and B")
        expectEqual(completed.transitions.filter { $0.phase == .end }.map(\.completed), [true, true])
    }

    func testEscapeDuringAPresentationDismissesOnceThePageHasLanded() {
        let h = NavigationHarness(stack: ["A"])
        let modal = LoggingPage("M", log: h.log)
        h.page("A").present(modal, animated: true)
        h.step(0.1)
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: y)).key(.escape))
        expectEqual(h.window.presentedViewControllers.map(\.name), ["M"], "still arriving")
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
        let log = h.log.take()
        let landed = log.firstIndex(of: "M.viewDidAppear")
        let leaves = log.firstIndex(of: "M.viewWillDisappear")
        expectTrue(landed != nil && leaves != nil && landed! < leaves!, "it landed, then went: \(log)")
    }

    func testBackOnAPageStackInsideANavigationControllerPopsTheInnerStackFirst() {
        let h = NavigationHarness(stack: ["A"])
        let inner = PageStackView(rootView: View())
        let cards = InnerStackPage(stack: inner)
        h.nav.pushViewController(cards, animated: false)
        h.scene.layoutIfNeeded()
        inner.push(View(), animated: false)
        inner.push(View(), animated: false)
        h.scene.layoutIfNeeded()
        expectEqual(inner.views.count, 3)

        h.play(altLeft(h))
        h.settle()
        expectEqual(inner.views.count, 2, "Alt+Left popped a card")
        expectEqual(h.stack, ["A", "cards"])

        h.play(mouseBack(h, at: Point(x: 400, y: y)))
        h.settle()
        expectEqual(inner.views.count, 1, "the mouse's back button popped a card too")
        expectEqual(h.stack, ["A", "cards"])

        h.play(altLeft(h))
        h.settle()
        expectEqual(h.stack, ["A"], "at the inner stack's root, back leaves the page")
    }

    func testAFullScreenPageDoesNotFollowADragDownButACardDoes() {
        for style in [ModalPresentationStyle.fullScreen, .card] {
            let h = NavigationHarness(stack: ["A"])
            let modal = ViewController(name: "M")
            modal.modalPresentationStyle = style
            h.page("A").present(modal, animated: false)
            h.scene.layoutIfNeeded()
            let restY = modal.view.frame.minY
            h.play(
                InputScript(start: h.clock.now, location: Point(x: 400, y: 200)).down(at: Point(x: 400, y: 200))
                    .drag(to: Point(x: 400, y: 350), duration: 0.3, steps: 10))
            let y = modal.view.layer.presentationFrameInRoot.minY
            if style == .card {
                expectLess(abs(y - (restY + 150)), 1e-6, "a card follows the pointer")
            } else {
                expectEqual(y, restY, "a full-screen page stays")
                expectNil(h.window.activePresentationContext)
            }
            h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 350)).up())
            h.settle()
        }
    }

    func testFiveBackButtonClicksDuringAPopPopOnce() {
        // The bar's back button is the same request; during a pop the shield takes the
        // clicks, so the user's five clicks make one pop (the one they clicked first).
        let h = NavigationHarness(stack: ["A", "B", "C"])
        let back = Point(x: 30, y: 25)
        for _ in 1...5 {
            h.play(InputScript(start: h.clock.now, location: back).down(at: back).up(at: back))
            h.step()
        }
        h.settle()
        expectEqual(h.stack, ["A", "B"])
    }
}

/// A page whose view is a page stack of cards (the demo's page-stack page).
@MainActor
private final class InnerStackPage: ViewController {
    let stack: PageStackView
    init(stack: PageStackView) {
        self.stack = stack
        super.init(name: "cards")
    }
    override func loadView() { setView(stack) }
}

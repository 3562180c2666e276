import Geometry
import SegueTestSupport
import Views

@_spi(SegueTools) @testable import Navigation

/// Nothing a finished transition used stays alive: popped controllers and views, their
/// animators and contexts are freed (no cycle through the stage's layout handlers).
@MainActor
struct ReleaseAfterTransitionTests {
    func testAPoppedControllerAndItsPageAreFreedAfterEveryKindOfTransition() {
        for kind in EveryAnimatorTests.Kind.allCases {
            let h = NavigationHarness(stack: ["A"])
            let delegate = AnimatorDelegate(interactive: false) { kind.make($0) }
            h.nav.delegate = delegate
            weak var controller: ViewController?
            weak var page: PageView?
            weak var context: TransitionContext?
            do {
                let b = ViewController(name: "B")
                controller = b
                h.nav.pushViewController(b, animated: true)
                page = h.nav.page(for: b)
                context = h.nav.activeTransitionContext
                h.settle()
                h.nav.popViewController(animated: true)
                h.settle()
            }
            expectNil(controller, "\(kind.rawValue): the controller")
            expectNil(page, "\(kind.rawValue): its page")
            expectNil(context, "\(kind.rawValue): the push's context")
        }
    }

    func testAPoppedPlainViewIsFreedAfterADraggedPop() {
        let h = PageStackHarness()
        weak var popped: View?
        do {
            let view = View()
            popped = view
            h.stack.push(view, animated: true)
            h.settle()
        }
        var script = InputScript(start: h.clock.now, location: Point(x: 5, y: 300)).down(at: Point(x: 5, y: 300))
        for i in 1...20 { script = script.move(to: Point(x: 5 + 30 * Double(i), y: 300)) }
        h.play(script.wait(0.2).up())
        h.settle()
        expectEqual(h.stack.views.count, 1)
        // Kept only where going forward leads (a browser's forward list), and freed once a
        // push clears that list: nothing else holds it.
        expectTrue(h.stack.forwardViews.count == 1 && h.stack.forwardViews[0] === popped)
        h.stack.push(View(), animated: true)
        h.settle()
        expectEmpty(h.stack.forwardViews)
        expectNil(popped)
    }
}

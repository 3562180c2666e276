import Geometry
@_spi(SegueTools) import Navigation
import SegueTestSupport
import Views

/// A subclass that sees every push and pop, and may keep its pops from super.
@MainActor
private final class OverridingNavigationController: NavigationController {
    var pushes: [String] = []
    var pops = 0
    var popsCallSuper = true

    @discardableResult
    override func pushViewController(
        _ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> Bool {
        pushes.append(viewController.name)
        return super.pushViewController(viewController, animated: animated, completion: completion)
    }

    @discardableResult
    override func popViewController(
        animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> ViewController? {
        pops += 1
        guard popsCallSuper else { return nil }
        return super.popViewController(animated: animated, completion: completion)
    }
}

/// Changes the stack decided before it calls its own overridable methods (a completed
/// back-drag's pop, reported; a touchpad swipe's forward push, driven) reach the subclass, and
/// what the stack passed down that call is gone after it, whatever the subclass did.
@MainActor
struct DecidedChangesThroughOverridesTests {
    let stage = ManualClockWindow()
    fileprivate let nav: OverridingNavigationController
    let y = 300.0

    init() {
        nav = OverridingNavigationController(rootViewController: ViewController(name: "A"))
        nav.setViewControllers(["A", "B", "C"].map { ViewController(name: $0) }, animated: false)
        stage.setRootViewController(nav)
    }

    var names: [String] { nav.viewControllers.map(\.name) }

    func testAReportKeptFromSuperLeavesTheNextPopARealOne() {
        nav.popsCallSuper = false
        var drag = InputScript(start: stage.clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
        for i in 1...12 { drag = drag.move(to: Point(x: 5 + 50 * Double(i), y: y)) }
        stage.play(drag.wait(0.2).up())
        stage.settle()
        expectEqual(names, ["A", "B"], "the drag's pop was made before it was reported")
        expectEqual(nav.pops, 1)
        nav.popsCallSuper = true
        nav.popViewController(animated: false)
        stage.settle()
        expectEqual(names, ["A"], "an app's own pop after the report pops")
    }

    func testAForwardSwipeIsDrivenAndTheNextForwardIsNot() {
        stage.play(InputScript(start: stage.clock.now, location: Point(x: 400, y: y)).key(.left, modifiers: .alt))
        stage.settle()
        expectEqual(names, ["A", "B"])
        var swipe = InputScript(start: stage.clock.now, location: Point(x: 400, y: y))
        for _ in 0..<2 { swipe = swipe.wheel(by: Point(x: 1, y: 0)) }
        stage.play(swipe)
        expectEqual(nav.pushes, ["C"], "the subclass saw the forward swipe's push")
        expectEqual(nav.activeTransitionContext?.isInteractive, true, "the swipe drives it")
        stage.settle()
        expectEqual(names, ["A", "B"], "a short swipe cancels")
        stage.play(InputScript(start: stage.clock.now, location: Point(x: 400, y: y)).key(.right, modifiers: .alt))
        expectEqual(nav.pushes, ["C", "C"])
        expectEqual(nav.activeTransitionContext?.isInteractive, false, "Alt+Right animates on its own")
        stage.settle()
        expectEqual(names, ["A", "B", "C"])
    }
}

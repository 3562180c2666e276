import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// Seed 000's `TenNavigationController`, ported as an iOS developer writes it: a subclass
/// that overrides push and the pops to keep one screenshot per page below the top, sets
/// `hidesBottomBarWhenPushed` on every non-root push and refuses to push the top page again.
/// Every back input must go through its overrides, or its screenshots go out of step.
@MainActor
final class TenNavigationController: NavigationController {
    var screenshots: [Image] = []
    let renderer = RecordingRenderer()
    var pushes = 0
    var pops = 0

    /// 截图保存功能, 在push前截图 (a screenshot before each push).
    private func screenShoot() {
        guard let root = view.window?.rootViewController, let scene = view.window?.scene else { return }
        if let shot = try? scene.snapshot(of: root.view.layer, with: renderer) { screenshots.append(shot) }
    }

    @discardableResult
    override func pushViewController(
        _ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> Bool {
        pushes += 1
        if viewControllers.count >= 1 {
            viewController.hidesBottomBarWhenPushed = true
            screenShoot()
        }
        // 同一视图不push两遍: the same page is not pushed twice.
        if topViewController === viewController { return false }
        return super.pushViewController(viewController, animated: animated, completion: completion)
    }

    @discardableResult
    override func popViewController(
        animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> ViewController? {
        pops += 1
        if !screenshots.isEmpty { screenshots.removeLast() }
        return super.popViewController(animated: animated, completion: completion)
    }

    @discardableResult
    override func popToViewController(
        _ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> [ViewController]? {
        pops += 1
        var i = viewControllers.count - 1
        while i > 0 {
            if viewController === viewControllers[i] { break }
            if !screenshots.isEmpty { screenshots.removeLast() }
            i -= 1
        }
        return super.popToViewController(viewController, animated: animated, completion: completion)
    }

    @discardableResult
    override func popToRootViewController(
        animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> [ViewController]? {
        pops += 1
        screenshots.removeAll()
        return super.popToRootViewController(animated: animated, completion: completion)
    }
}

@MainActor
struct TenNavigationControllerTests {
    let stage = ManualClockWindow()
    let nav: TenNavigationController
    let y = 300.0
    var clock: ManualClock { stage.clock }

    init() {
        nav = TenNavigationController(rootViewController: ViewController(name: "root"))
        stage.setRootViewController(nav)
    }

    func step() { stage.step() }
    func settle() { stage.settle() }
    func play(_ script: InputScript) { stage.play(script) }

    /// One screenshot per page below the top: the seed's invariant.
    func inStep(_ comment: Comment) {
        expectEqual(nav.screenshots.count, nav.viewControllers.count - 1, comment)
    }

    func push(_ name: String) {
        nav.pushViewController(ViewController(name: name), animated: true)
        settle()
    }

    func testEveryBackInputGoesThroughTheOverrides() {
        for name in ["A", "B", "C", "D", "E", "F"] { push(name) }
        inStep("after six pushes")
        expectTrue(nav.viewControllers.dropFirst().allSatisfy { $0.hidesBottomBarWhenPushed })
        expectFalse(nav.viewControllers[0].hidesBottomBarWhenPushed)

        // Alt+Left.
        play(InputScript(start: clock.now, location: Point(x: 400, y: y)).key(.left, modifiers: .alt))
        settle()
        expectEqual(nav.viewControllers.map(\.name), ["root", "A", "B", "C", "D", "E"])
        inStep("after Alt+Left")

        // The mouse's back button.
        let point = Point(x: 400, y: y)
        play(InputScript(start: clock.now, location: point).down(at: point, button: .back).up(at: point, button: .back))
        settle()
        expectEqual(nav.viewControllers.count, 5)
        inStep("after the mouse's back button")

        // The bar's back button.
        let back = Point(x: 30, y: 25)
        play(InputScript(start: clock.now, location: back).down(at: back).up(at: back))
        settle()
        expectEqual(nav.viewControllers.count, 4)
        inStep("after the back button")

        // The back-drag, completing: reported when it is done.
        let popsBefore = nav.pops
        play(
            InputScript(start: clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
                .drag(to: Point(x: 600, y: y), duration: 0.3, steps: 12).wait(0.1).up())
        settle()
        expectEqual(nav.viewControllers.count, 3)
        expectEqual(nav.pops, popsBefore + 1)
        inStep("after a completed back-drag")

        // A cancelled back-drag changes nothing and tells the subclass nothing.
        play(
            InputScript(start: clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
                .drag(to: Point(x: 100, y: y), duration: 0.3, steps: 12).wait(0.2).up())
        settle()
        expectEqual(nav.viewControllers.count, 3)
        expectEqual(nav.pops, popsBefore + 1)
        inStep("after a cancelled back-drag")

        // A touchpad swipe to the left.
        var swipe = InputScript(start: clock.now, location: Point(x: 400, y: y))
        for _ in 1...12 { swipe = swipe.wheel(by: Point(x: -1, y: 0)) }
        play(swipe)
        settle()
        expectEqual(nav.viewControllers.count, 2)
        inStep("after a touchpad swipe")

        // Three back requests during a push merge into one pop-to, seen as one pop-to.
        push("G")
        push("H")
        nav.pushViewController(ViewController(name: "I"), animated: true)
        step()
        for _ in 1...3 {
            play(InputScript(start: clock.now, location: Point(x: 400, y: y)).key(.left, modifiers: .alt))
        }
        settle()
        expectEqual(nav.viewControllers.map(\.name), ["root", "A"])
        inStep("after three Alt+Left during a push")

        // The duplicate guard and popToRoot.
        let top = nav.topViewController!
        expectFalse(nav.pushViewController(top, animated: true))
        nav.popToRootViewController(animated: true)
        settle()
        inStep("after popToRoot")
        expectEmpty(nav.screenshots)
    }
}

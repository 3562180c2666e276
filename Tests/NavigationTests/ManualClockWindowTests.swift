import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// A view that notes the clock's time at every pointer event it gets.
@MainActor
private final class TimeNotingView: View {
    var times: [Double] = []
    override func pointerBegan(_ event: PointerEvent) { note() }
    override func pointerMoved(_ event: PointerEvent) { note() }
    override func pointerEnded(_ event: PointerEvent) { note() }
    private func note() { times.append(window?.scene.clock.now ?? -1) }
}

/// `ManualClockWindow`, SegueTestSupport's window on a manual clock, through the public API
/// only, as an app's tests use it.
@MainActor
struct ManualClockWindowTests {
    func testAWindowOfTheGivenSizeAtTimeZeroMeasuringTextWithRoundNumbers() throws {
        let stage = ManualClockWindow(size: Size(width: 640, height: 480))
        expectEqual(stage.now, 0)
        expectEqual(stage.scene.size, Size(width: 640, height: 480))
        expectIdentical(stage.window.scene, stage.scene)
        let size = try stage.window.textMeasurer.size(of: "abcd", font: Font(name: "any", size: 10))
        expectEqual(size, Size(width: 20, height: 12.5))
        expectTrue(stage.isIdle)
    }

    func testTheRootControllerIsLaidOutAtOnce() {
        let stage = ManualClockWindow()
        let navigation = NavigationController(rootViewController: ViewController(name: "A"))
        stage.setRootViewController(navigation)
        expectIdentical(stage.rootViewController, navigation)
        expectEqual(navigation.view.frame, Rect(x: 0, y: 0, width: 800, height: 600))
        // Laid out inside too: the page fills the navigation controller's container.
        expectEqual(
            navigation.page(for: navigation.viewControllers[0]).frame, Rect(x: 0, y: 0, width: 800, height: 600))
    }

    func testStepsMoveAPushFrameByFrameAndSettleEndsIt() {
        let stage = ManualClockWindow()
        let navigation = NavigationController(rootViewController: ViewController(name: "A"))
        stage.setRootViewController(navigation)
        let b = ViewController(name: "B")
        navigation.pushViewController(b, animated: true)
        let page = navigation.page(for: b)

        stage.step(0.15)  // half the 0.3 s ease-in-out push: half-way across
        expectEqual(stage.now, 0.15)
        expectLess(abs(page.layer.presentationFrameInRoot.minX - 400), 1e-6)
        expectFalse(stage.isIdle)
        stage.step(frames: 3)
        expectLess(abs(stage.now - (0.15 + 3.0 / 60)), 1e-9)
        expectLess(page.layer.presentationFrameInRoot.minX, 400)

        expectTrue(stage.settle())
        expectTrue(stage.isIdle)
        expectLess(stage.now, 0.3 + 2.0 / 60)
        expectEqual(navigation.viewControllers.map(\.name), ["A", "B"])
        expectFalse(navigation.isTransitioning)
        expectEqual(page.layer.presentationFrameInRoot.minX, 0)
    }

    func testAPlayedDragFromTheEdgeTakesThePageBack() {
        // The example of SegueTestSupport's documentation page.
        let stage = ManualClockWindow()
        let navigation = NavigationController(rootViewController: ViewController(name: "home"))
        stage.setRootViewController(navigation)
        navigation.pushViewController(ViewController(name: "details"), animated: true)
        expectTrue(stage.settle())
        let drag = InputScript(start: stage.now)
            .drag(from: Point(x: 5, y: 300), to: Point(x: 600, y: 300), duration: 0.4, steps: 24)
        stage.play(drag)
        expectTrue(navigation.isTransitioning)
        expectTrue(stage.settle())
        expectEqual(navigation.viewControllers.map(\.name), ["home"])
        expectFalse(navigation.isTransitioning)
    }

    func testSettleGivesUpAtItsLimitAndSaysSo() {
        let stage = ManualClockWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        stage.setContentView(view)
        stage.scene.animate(withDuration: 10, animations: { view.alpha = 0 })
        expectFalse(stage.settle(limit: 0.5))
        expectFalse(stage.isIdle)
        let oneFrame: Double = 1.0 / 60 + 1e-9
        expectLess(abs(stage.now - 0.5), oneFrame)
        expectTrue(stage.settle(limit: 10))
        expectEqual(view.layer.presentation.opacity, 0)
    }

    func testPlayDeliversEachEventAtItsTimeAndNeverTurnsTheClockBack() {
        let stage = ManualClockWindow()
        let view = TimeNotingView(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        stage.setContentView(view)
        stage.step(1)
        stage.play(
            InputScript(start: stage.now + 0.1).down(at: Point(x: 10, y: 10))
                .drag(to: Point(x: 110, y: 10), duration: 0.2, steps: 2).up())
        expectEqual(view.times.count, 4)
        for (time, expected) in zip(view.times, [1.1, 1.2, 1.3, 1.3]) {
            expectLess(abs(time - expected), 1e-9)
        }
        // A script from the past comes at once, at the time it is now.
        stage.play(InputScript(start: 0).down(at: Point(x: 10, y: 10)).up())
        expectTrue(view.times.suffix(2).allSatisfy { abs($0 - 1.3) < 1e-9 })
        expectLess(abs(stage.now - 1.3), 1e-9)
    }
}

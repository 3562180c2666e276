import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// UIKit's pattern: in `viewWillAppear` (and `viewWillDisappear`) of a page pushed, popped or
/// dragged back, `transitionCoordinator` is there, and an animation given to it runs with the
/// transition (scrubbed with a drag, undone if it cancels), its completion at the end.
@MainActor
struct CoordinatorInWillAppearTests {
    /// A page whose view's colour goes to `target` alongside its appearance transition.
    final class FadingPage: ViewController {
        var target = Color.black
        var sawCoordinator: [String] = []
        var completions: [Bool] = []
        let swatch = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))

        override func viewDidLoad() {
            view.addSubview(swatch)
            swatch.backgroundColor = .white
        }

        override func viewWillAppear(_ animated: Bool) {
            guard let coordinator = transitionCoordinator else {
                sawCoordinator.append("none")
                return
            }
            sawCoordinator.append(coordinator.operation.rawValue)
            coordinator.animate(
                alongsideTransition: { [swatch, target] _ in swatch.backgroundColor = target },
                completion: { [unowned self] c in completions.append(c.isCancelled) })
        }
    }

    func testAPushedPageAnimatesAlongsideFromItsWillAppear() {
        let h = NavigationHarness(stack: ["A"])
        let page = FadingPage(name: "B")
        h.nav.pushViewController(page, animated: true)
        expectEqual(page.sawCoordinator, ["push"])
        h.step(0.02)
        h.step(0.1)
        let mid = page.swatch.layer.presentation.backgroundColor
        expectTrue(mid != .white && mid != .black, "half-way the colour is between: \(mid)")
        h.settle()
        expectEqual(page.swatch.backgroundColor, .black)
        expectEqual(page.completions, [false])
    }

    func testADragBackThatCancelsUndoesTheAnimationOfThePageUnderneath() {
        let h = NavigationHarness(stack: ["A"])
        let under = FadingPage(name: "under")
        under.title = "under"
        h.nav.setViewControllers([under, h.page("B")], animated: false)
        h.settle()
        under.sawCoordinator = []
        let y = 300.0
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 4, y: y)).down(at: Point(x: 4, y: y))
                .drag(to: Point(x: 300, y: y), duration: 0.2, steps: 10))
        h.step()
        expectEqual(under.sawCoordinator, ["pop"])
        let dragged = under.swatch.layer.presentation.backgroundColor
        expectTrue(dragged != .white && dragged != .black, "follows the drag: \(dragged)")
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 300, y: y)).wait(0.3).move(to: Point(x: 60, y: y)).wait(
                0.3
            ).up())
        h.settle()
        expectEqual(under.completions, [true], "cancelled")
        expectEqual(under.swatch.layer.presentation.backgroundColor, .white, "undone")
    }
}

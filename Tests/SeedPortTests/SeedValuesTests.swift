import Animation
import Geometry
import Layers
@_spi(SegueTools) import Navigation
import SegueTestSupport
import Views

/// The seeds' values, offered as one-line settings (the defaults round them differently; the
/// README's seed table says which is which).
@MainActor
struct SeedValuesTests {
    /// A window on a manual clock whose root is a navigation controller over `pages`.
    @MainActor
    final class World {
        let stage = ManualClockWindow()
        let nav: NavigationController
        var clock: ManualClock { stage.clock }
        var window: Window { stage.window }
        init(pages: [ViewController]) {
            nav = NavigationController(rootViewController: pages[0])
            nav.setViewControllers(pages, animated: false)
            stage.setRootViewController(nav)
        }
        func step(_ seconds: Double = 1 / 60) { stage.step(seconds) }
    }

    func testTheSeedsReleaseLastsPointThreeSeconds() {
        let world = World(pages: [ViewController(name: "A"), ViewController(name: "B")])
        world.nav.popReleasePolicy.timing = .seeds
        var ended: Double?
        world.window.observeTransitions { event in
            if event.phase == .end { ended = world.clock.now }
        }
        let y = 300.0
        var script = InputScript(start: world.clock.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
        for i in 1...10 { script = script.move(to: Point(x: 5 + 20 * Double(i), y: y)) }
        script = script.wait(0.2).up()
        world.stage.play(script)
        let released = world.clock.now
        for _ in 0..<60 where ended == nil { world.step() }
        // The end comes on the tick after the animation's last frame.
        let took = (ended ?? .infinity) - released
        expectTrue(took >= 0.3 - 1e-9 && took <= 0.3 + 2.0 / 60, "the release took \(took) s")
    }

    func testTheSeedsWholePagePopBringsThePageUnderneathFromAWholeWidth() {
        let b = ViewController(name: "B")
        b.prefersNavigationBarHidden = true  // bars differ: the whole-page slide
        let world = World(pages: [ViewController(name: "A"), b])
        world.nav.wholePageAnimatedPopParallax = 1
        world.nav.popViewController(animated: true)
        world.step(0)
        let under = world.nav.page(for: world.nav.viewControllers[0])
        expectLess(abs(under.layer.presentationFrameInRoot.minX - -800), 1e-6, "a whole width off at the start")
        for _ in 0..<40 { world.step() }
        expectEqual(world.nav.viewControllers.count, 1)
    }
}

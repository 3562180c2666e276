import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Testing
import Views

/// The seeds' values, offered as one-line settings (the defaults round them differently; the
/// README's seed table says which is which).
@MainActor
struct SeedValuesTests {
    @MainActor
    final class World {
        let clock = ManualClock()
        let scene: Scene
        let window: Window
        let nav: NavigationController
        init(pages: [ViewController]) {
            scene = Scene(size: Size(width: 800, height: 600), clock: clock)
            window = Window(scene: scene, textMeasurer: FixedAdvanceTextMeasurer())
            nav = NavigationController(rootViewController: pages[0])
            nav.setViewControllers(pages, animated: false)
            window.setRootViewController(nav)
            scene.layoutIfNeeded()
        }
        func step(_ seconds: Double = 1 / 60) {
            clock.advance(by: seconds)
            scene.tick()
            scene.layoutIfNeeded()
        }
    }

    @Test func theSeedsReleaseLastsPointThreeSeconds() {
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
        for event in script.events {
            if event.timestamp > world.clock.now { world.clock.set(to: event.timestamp) }
            world.window.handle(event)
            world.scene.tick()
        }
        let released = world.clock.now
        for _ in 0..<60 where ended == nil { world.step() }
        // The end comes on the tick after the animation's last frame.
        let took = (ended ?? .infinity) - released
        #expect(took >= 0.3 - 1e-9 && took <= 0.3 + 2.0 / 60, "the release took \(took) s")
    }

    @Test func theSeedsWholePagePopBringsThePageUnderneathFromAWholeWidth() {
        let b = ViewController(name: "B")
        b.prefersNavigationBarHidden = true  // bars differ: the whole-page slide
        let world = World(pages: [ViewController(name: "A"), b])
        world.nav.wholePageAnimatedPopParallax = 1
        world.nav.popViewController(animated: true)
        world.step(0)
        let under = world.nav.page(for: world.nav.viewControllers[0])
        #expect(abs(under.layer.presentationFrameInRoot.minX - -800) < 1e-6, "a whole width off at the start")
        for _ in 0..<40 { world.step() }
        #expect(world.nav.viewControllers.count == 1)
    }
}

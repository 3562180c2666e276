import Animation
import Geometry
import Layers
import Navigation
import TestSupport
import Views

/// A window on a manual clock whose root is a tab bar controller: tab "one" a navigation
/// controller (root "R"), tabs "two" and "three" plain logging pages.
@MainActor
final class TabBarHarness {
    let clock = ManualClock()
    let scene: Scene
    let window: Window
    let tabs: TabBarController
    let nav: NavigationController
    let log = EventLog()
    static let size = Size(width: 800, height: 600)

    init() {
        scene = Scene(size: Self.size, clock: clock)
        window = Window(scene: scene, textMeasurer: FixedAdvanceTextMeasurer())
        let root = LoggingPage("R", log: log)
        nav = NavigationController(rootViewController: root, name: "one")
        nav.tabBarItem.title = "One"
        let two = LoggingPage("two", log: log)
        let three = LoggingPage("three", log: log)
        tabs = TabBarController(viewControllers: [nav, two, three])
        window.setRootViewController(tabs)
        scene.layoutIfNeeded()
        _ = log.take()
    }

    var tabViews: [ViewController] { tabs.viewControllers }

    func step(_ seconds: Double = 1 / 60) {
        clock.advance(by: seconds)
        scene.tick()
        scene.layoutIfNeeded()
    }

    func settle(limit: Double = 3) {
        var t = 0.0
        while !scene.engine.isIdle && t < limit {
            step()
            t += 1 / 60
        }
        scene.layoutIfNeeded()
    }

    func play(_ script: InputScript) {
        for event in script.events {
            if event.timestamp > clock.now { clock.set(to: event.timestamp) }
            window.handle(event)
            scene.tick()
            scene.layoutIfNeeded()
        }
    }

    /// A view's left edge in the window now (through transforms).
    func x(_ view: View) -> Double { view.layer.presentationFrameInRoot.minX }
}

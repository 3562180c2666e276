import Animation
import Geometry

@testable import Layers

/// `Scene.tearDown`: what a window going away ends.
@MainActor
struct SceneTeardownTests {
    func testHandlersRunOnceInOrderAndRemovedOnesNot() {
        let scene = Scene(size: Size(width: 100, height: 100), clock: ManualClock())
        var ran: [String] = []
        _ = scene.addTeardownHandler { ran.append("a") }
        let removed = scene.addTeardownHandler { ran.append("removed") }
        _ = scene.addTeardownHandler { ran.append("b") }
        scene.removeTeardownHandler(removed)
        scene.tearDown()
        scene.tearDown()
        expectEqual(ran, ["a", "b"])
    }

    func testRunningAnimationsStopWhereTheyAreAndLetGoOfTheScene() {
        let clock = ManualClock()
        weak var weakScene: Scene?
        let layer = Layer()
        do {
            let scene = Scene(size: Size(width: 100, height: 100), clock: clock)
            weakScene = scene
            scene.rootLayer.addSublayer(layer)
            // A completion that holds the scene, as a transition's closures do.
            scene.animate(withDuration: 1, curve: .linear) {
                layer.opacity = 0
            } completion: { _ in
                _ = scene.size
            }
            clock.advance(by: 0.5)
            scene.tick()
            expectFalse(scene.engine.isIdle)
            scene.tearDown()
            expectTrue(scene.engine.isIdle)
        }
        expectNil(weakScene)
        expectTrue(layer.presentation.opacity > 0.2 && layer.presentation.opacity < 0.8)
    }
}

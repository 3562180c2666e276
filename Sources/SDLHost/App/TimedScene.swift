import Animation
import Geometry
import Layers

/// The app's scene as its frame loop sees it, timing each frame drawn for
/// `Application.observeFrameTimes(_:)`.
@MainActor
final class TimedScene: FrameSource {
    let scene: Scene
    /// Hear each frame drawn, with the seconds it took.
    var observers: [(Double) -> Void] = []
    private let stopwatch = MonotonicClock()

    init(scene: Scene) {
        self.scene = scene
    }

    var needsFrame: Bool { scene.needsFrame }

    func renderFrameIfNeeded(with renderer: any FrameRenderer) throws -> Bool {
        guard !observers.isEmpty else { return try scene.renderFrameIfNeeded(with: renderer) }
        let start = stopwatch.now
        guard try scene.renderFrameIfNeeded(with: renderer) else { return false }
        let seconds = stopwatch.now - start
        for observer in observers { observer(seconds) }
        return true
    }

    func resize(to size: Size) {
        scene.resize(to: size)
    }
}

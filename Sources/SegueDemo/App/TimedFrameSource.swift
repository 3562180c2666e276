import Animation
import Foundation
import Geometry
import Layers
import Views

/// The scene as the frame loop sees it, timing each frame for the F1 overlay.
@MainActor
final class TimedFrameSource: FrameSource {
    let scene: Scene
    let overlay: Label
    private let stopwatch = MonotonicClock()
    private var recent: [Double] = []
    private var lastShown = -1.0

    init(scene: Scene, overlay: Label) {
        self.scene = scene
        self.overlay = overlay
    }

    var needsFrame: Bool { scene.needsFrame }

    func renderFrameIfNeeded(with renderer: any FrameRenderer) throws -> Bool {
        let start = stopwatch.now
        let drawn = try scene.renderFrameIfNeeded(with: renderer)
        guard drawn else { return false }
        recent.append((stopwatch.now - start) * 1000)
        if recent.count > 60 { recent.removeFirst(recent.count - 60) }
        // At most four updates a second, and only while frames are drawn anyway, so the
        // overlay never keeps an idle window drawing.
        if !overlay.isHidden, stopwatch.now - lastShown > 0.25 {
            lastShown = stopwatch.now
            let last = recent.last ?? 0
            let worst = recent.max() ?? 0
            overlay.text = String(format: "frame %.1f ms  max %.1f", last, worst)
        }
        return true
    }

    func resize(to size: Size) {
        scene.resize(to: size)
        place(in: size)
    }

    func place(in size: Size) {
        overlay.frame = Rect(x: size.width - 200, y: size.height - 32, width: 192, height: 24)
    }
}

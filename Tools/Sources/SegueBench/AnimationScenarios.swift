import Animation
import Geometry
import Layers

/// The animation-engine scenarios: what one frame's `tick()` costs while one `scene.animate`
/// block moves many layers. Nothing is drawn, so the numbers are the engine and the layers'
/// presentation updates alone.
extension BenchmarkRun {
    /// The block sizes, in layers.
    nonisolated static let animatedLayerCounts = [200, 800, 3200]

    /// `animate-block-N`: N small layers in a grid; one `scene.animate` block (linear) moves
    /// every one of them 40 points right and fades it to 0.2, so 2N layer properties animate.
    /// Timed: `scene.tick()` at 60 Hz steps of a `ManualClock`, all of them mid-animation
    /// (the block lasts longer than the warm-up and timed frames together).
    func animateBlock(layers count: Int) {
        let clock = ManualClock()
        let scene = Scene(size: window.size, clock: clock, background: .white)
        let columns = 80
        let layers = (0..<count).map { i in
            let layer = Layer()
            layer.frame = Rect(x: Double(i % columns) * 15, y: Double(i / columns) * 15, width: 12, height: 12)
            layer.backgroundColor = .blue
            scene.rootLayer.addSublayer(layer)
            return layer
        }
        let frameTime = 1.0 / 60
        // Still moving after the last timed frame, so every timed tick steps all of them.
        let duration = Double(warmup + frames + 60) * frameTime
        scene.animate(withDuration: duration, curve: .linear) {
            for layer in layers {
                layer.position.x += 40
                layer.opacity = 0.2
            }
        }
        let stats = measure { _ in
            clock.advance(by: frameTime)
            scene.tick()
        }
        report(
            "animate-block-\(count)", layers: count, stats,
            counts: [("animations", 2 * count), ("engine_entries", scene.engine.runningCount)])
        // Leave nothing running behind (and check the block really lasted the whole run).
        precondition(!scene.engine.isIdle, "animate-block-\(count) ended before its last timed tick")
        for layer in layers { layer.removeAllAnimations() }
    }
}

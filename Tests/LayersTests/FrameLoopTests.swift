import Animation
import Geometry
import SegueTestSupport

@testable import Layers

/// The frame contract of TheFrameLoop.md: render only when something changed.
@MainActor
struct FrameLoopTests {
    let clock = ManualClock()
    let renderer = RecordingRenderer()
    let scene: Scene

    init() {
        scene = Scene(size: Size(width: 320, height: 200), clock: clock)
        let layer = Layer()
        layer.frame = Rect(x: 10, y: 10, width: 50, height: 50)
        layer.backgroundColor = .red
        scene.rootLayer.addSublayer(layer)
    }

    /// Runs the loop for `seconds` of simulated time at 60 Hz.
    func run(seconds: Double) throws {
        for _ in 0..<Int((seconds * 60).rounded()) {
            clock.advance(by: 1 / 60)
            if scene.needsFrame { try scene.renderFrameIfNeeded(with: renderer) }
        }
    }

    func testAnIdleWindowRendersNoFramesOverASimulatedSecond() throws {
        try scene.renderFrameIfNeeded(with: renderer)  // the first frame
        expectEqual(renderer.frameCount, 1)
        expectFalse(scene.needsFrame)
        try run(seconds: 1)
        expectEqual(renderer.frameCount, 1)
        expectEqual(scene.renderedFrameCount, 1)
    }

    func testAChangeRendersExactlyOneFrame() throws {
        try scene.renderFrameIfNeeded(with: renderer)
        scene.rootLayer.sublayers[0].backgroundColor = .blue
        try run(seconds: 1)
        expectEqual(renderer.frameCount, 2)
    }

    func testAnAnimationRendersWhileItRunsThenStops() throws {
        try scene.renderFrameIfNeeded(with: renderer)
        scene.animate(withDuration: 0.25, curve: .linear) {
            scene.rootLayer.sublayers[0].position.x = 200
        }
        try run(seconds: 1)
        // 15 frames of motion (0.25 s at 60 Hz), give or take the first and last.
        expectTrue((14...17).contains(renderer.frameCount - 1))
        expectTrue(scene.engine.isIdle)
        expectFalse(scene.needsFrame)
    }

    func testMotionDependsOnTimeNotOnFrameCount() throws {
        try scene.renderFrameIfNeeded(with: renderer)
        let layer = scene.rootLayer.sublayers[0]
        scene.animate(withDuration: 0.3, curve: .linear) { layer.position.x = 335 }
        clock.advance(by: 0.2)  // one late frame
        try scene.renderFrameIfNeeded(with: renderer)
        expectLess(abs(layer.presentation.position.x - 235), 1e-9)
        clock.advance(by: 0.2)
        try scene.renderFrameIfNeeded(with: renderer)
        expectTrue(scene.engine.isIdle)
    }
}

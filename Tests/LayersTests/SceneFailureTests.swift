import Animation
import Geometry
import SegueTestSupport

@testable import Layers

/// What layout cannot throw it reports (`Scene.reportFailure`), and every frame fails with it
/// from then on, rather than drawing a page laid out wrong (TheFrameLoop.md).
@MainActor
struct SceneFailureTests {
    struct Broken: Error, Equatable {
        let what: String
    }

    let renderer = RecordingRenderer()
    let scene = Scene(size: Size(width: 100, height: 100), clock: ManualClock())

    func testAFailureReportedDuringLayoutFailsThatFrameAndEveryOneAfter() throws {
        let layer = Layer()
        scene.rootLayer.addSublayer(layer)
        let scene = self.scene
        layer.layoutHandler = { _ in scene.reportFailure(Broken(what: "text")) }
        layer.setNeedsLayout()
        for _ in 0..<3 {
            expectThrows(Broken(what: "text")) { try scene.renderFrameIfNeeded(with: renderer) }
            // Still wanted: a frame loop keeps trying, and stops after its limit.
            expectTrue(scene.needsFrame)
        }
        expectEqual(renderer.frameCount, 0)
        expectEqual(scene.renderedFrameCount, 0)
    }

    func testTheFirstFailureIsTheOneKept() throws {
        try scene.renderFrameIfNeeded(with: renderer)
        expectTrue(!scene.needsFrame && scene.failure == nil)
        scene.reportFailure(Broken(what: "first"))
        scene.reportFailure(Broken(what: "second"))
        expectTrue(scene.needsFrame)
        expectThrows(Broken(what: "first")) { try scene.renderFrameIfNeeded(with: renderer) }
        expectEqual(renderer.frameCount, 1)
    }
}

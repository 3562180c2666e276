import Animation
import Geometry
import SegueTestSupport
import Testing

@testable import Layers

/// What layout cannot throw it reports (`Scene.reportFailure`), and every frame fails with it
/// from then on, rather than drawing a page laid out wrong (TheFrameLoop.md).
@MainActor
@Suite struct SceneFailureTests {
    struct Broken: Error, Equatable {
        let what: String
    }

    let renderer = RecordingRenderer()
    let scene = Scene(size: Size(width: 100, height: 100), clock: ManualClock())

    @Test func aFailureReportedDuringLayoutFailsThatFrameAndEveryOneAfter() throws {
        let layer = Layer()
        scene.rootLayer.addSublayer(layer)
        let scene = self.scene
        layer.layoutHandler = { _ in scene.reportFailure(Broken(what: "text")) }
        layer.setNeedsLayout()
        for _ in 0..<3 {
            #expect(throws: Broken(what: "text")) { try scene.renderFrameIfNeeded(with: renderer) }
            // Still wanted: a frame loop keeps trying, and stops after its limit.
            expectTrue(scene.needsFrame)
        }
        expectEqual(renderer.frameCount, 0)
        expectEqual(scene.renderedFrameCount, 0)
    }

    @Test func theFirstFailureIsTheOneKept() throws {
        try scene.renderFrameIfNeeded(with: renderer)
        #expect(!scene.needsFrame && scene.failure == nil)
        scene.reportFailure(Broken(what: "first"))
        scene.reportFailure(Broken(what: "second"))
        expectTrue(scene.needsFrame)
        #expect(throws: Broken(what: "first")) { try scene.renderFrameIfNeeded(with: renderer) }
        expectEqual(renderer.frameCount, 1)
    }
}

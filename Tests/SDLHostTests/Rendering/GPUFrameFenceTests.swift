import Geometry
import Layers

@testable import SDLHost

/// An OpenGL renderer keeps its CPU at most a frame ahead of the GPU (`GPUFrameFence`).
@MainActor
struct GPUFrameFenceTests {
    /// Mesa (llvmpipe here, and any GPU driver of this decade) has sync objects in both the
    /// opengl and the opengles2 renderer's context.
    func testOpenGLRenderersFenceEveryFrame() throws {
        let renderer = try HostFixture.renderer()
        for _ in 0..<3 {
            try renderer.renderFrame(DisplayList(size: Size(width: 200, height: 200), background: .red))
        }
        if renderer.window.filtersGeometry {
            expectEqual(renderer.frameFence?.isActive, true)
        } else {
            expectNil(renderer.frameFence, "the software renderer draws as it is called")
        }
        expectPixel(try renderer.readPixels(), 100, 100, RGBA(255, 0, 0))
    }
}

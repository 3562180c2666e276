import CSDL2
import Geometry

@testable import SDLHost

/// Which renderer a window gets (MeasuredSDLFacts.md, "Renderers").
@MainActor
struct RendererChoiceTests {
    func testNamesParseCaseInsensitively() {
        expectEqual(RendererRequest(name: "Software"), .software)
        expectEqual(RendererRequest(name: "auto"), .automatic)
        expectEqual(RendererRequest(name: " OpenGL "), .driver("opengl"))
        expectNil(RendererRequest(name: ""))
    }

    func testTheEnvironmentVariableChoosesElseAutomatic() {
        expectEqual(RendererRequest.fromEnvironment([:]), .automatic)
        expectEqual(RendererRequest.fromEnvironment(["SEGUE_RENDERER": "software"]), .software)
        expectEqual(RendererRequest.fromEnvironment(["SEGUE_RENDERER": "opengles2"]), .driver("opengles2"))
        expectEqual(RendererRequest.fromEnvironment(["SEGUE_RENDERER": ""]), .automatic)
    }

    func testSoftwareIsTheCPURenderer() throws {
        let window = try window(.software)
        expectEqual(window.rendererName, "software")
        expectFalse(window.filtersGeometry)
        expectFalse(window.presentsWithVSync, "the software renderer is not asked for vsync")
    }

    /// An accelerated renderer is asked for vsync. Here the offscreen driver's EGL context
    /// grants a swap interval of 1 (read independently of SDL's renderer flags), though its
    /// presents do not wait: the pacer's floor (`FramePacer`) is for that.
    func testAcceleratedRenderersPresentWithVSync() throws {
        try forEachArgument(["opengl", "opengles2"]) { try Self().acceleratedRenderersPresentWithVSync(name: $0) }
    }

    func acceleratedRenderersPresentWithVSync(name: String) throws {
        let window = try window(.driver(name))
        expectTrue(window.presentsWithVSync)
        // Presenting makes the window's GL context current.
        SDL_RenderPresent(window.renderer)
        expectEqual(SDL_GL_GetSwapInterval(), 1)
    }

    /// Mesa's llvmpipe gives the offscreen driver an OpenGL context on every machine we run on
    /// (scripts/setup --for-tests installs it), so these are not skipped.
    func testANamedDriverIsTheOneUsed() throws {
        try forEachArgument(["opengl", "opengles2"]) { try Self().aNamedDriverIsTheOneUsed(name: $0) }
    }

    func aNamedDriverIsTheOneUsed(name: String) throws {
        let window = try window(.driver(name))
        expectEqual(window.rendererName, name)
        expectTrue(window.filtersGeometry)
    }

    /// Automatic takes the GPU's renderer, but not OpenGL on a CPU rasterizer (Mesa's
    /// llvmpipe on this GPU-less machine): there the software renderer is chosen, and says why.
    func testAutomaticPrefersAGPURendererButNotACPURasterizer() throws {
        let gl = try window(.driver("opengl"))
        let rasterizer = SDLWindow.cpuRasterizer(behind: gl.renderer)
        let window = try window(.automatic)
        if let rasterizer {
            expectEqual(window.rendererName, "software")
            expectEqual(window.rendererNote, "accelerated rendering would run on \(rasterizer), a CPU rasterizer")
        } else {
            expectEqual(window.rendererName, "opengl")
            expectNil(window.rendererNote)
        }
    }

    /// SDL's own variable wins over the rasterizer check: asked for, OpenGL is what you get.
    func testAutomaticHonoursSDLsRenderDriverHint() throws {
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl")
        defer { SDL_ResetHint(SDL_HINT_RENDER_DRIVER) }
        let window = try window(.automatic)
        expectEqual(window.rendererName, "opengl")
        expectNil(window.rendererNote)
    }

    func testAnUnknownDriverIsAClearError() throws {
        expectThrows {
            _ = try window(.driver("metal"))
        } matching: { error in
            guard case HostError.rendererUnavailable(let requested, let available, nil) = error else { return false }
            return requested == "metal" && available.contains("software")
                && "\(error)".contains("SDL offers no \"metal\" renderer; it has: opengl, opengles2, software")
        }
    }

    private func window(_ request: RendererRequest) throws -> SDLWindow {
        try SDLWindow(
            platform: HostFixture.platform(), title: "renderer", size: Size(width: 64, height: 48), resizable: false,
            renderer: request, scale: 1)
    }
}

import Geometry

@testable import SDLHost

/// The headless SDL platform of the torture's SDL tests, and their renderers (as SDLHostTests'
/// HostFixture makes them: SDL counts its starts, so a platform of each lives side by side).
@MainActor
enum SDLFixture {
    private static let started = Result { try SDLPlatform(headless: true) }

    /// The renderer every window here uses: software, unless `SEGUE_RENDERER` names another
    /// (scripts/test runs the pixel tests once more with `SEGUE_RENDERER=opengl`).
    nonisolated static let rendererRequest: RendererRequest = {
        let request = RendererRequest.fromEnvironment()
        return request == .automatic ? .software : request
    }()

    /// A hidden offscreen window of `width` x `height` points at one pixel a point, and its
    /// renderer, drawing only what changed.
    static func renderer(width: Double, height: Double) throws -> SDLRenderer {
        let window = try SDLWindow(
            platform: started.get(), title: "TortureTests", size: Size(width: width, height: height),
            resizable: false, renderer: rendererRequest, scale: 1)
        return try SDLRenderer(window: window)
    }
}

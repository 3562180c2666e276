import Foundation
import Layers
import Torture

@testable import SDLHost

/// The torture run drawn by SDL's own renderer (offscreen), so that its texture caches are
/// the real ones: after every settle the images, text lines, shape masks, cached group images
/// and idle offscreen targets it holds stay within bounds (`SEGUE_TORTURE_SDL_OPS` operations,
/// default 2,000, from `SEGUE_TORTURE_SEED`).
@MainActor
struct TortureOnSDLRendererTests {
    static let rendering = TortureRendering(
        make: { try SDLFixture.renderer(width: 800, height: 600) },
        caches: { drawn in
            guard let renderer = drawn as? SDLRenderer else { return [] }
            let counts = renderer.cachedTextureCounts
            return [
                // One texture per live image (chevrons, tab icons): a handful.
                .init(name: "image textures", count: counts.images, limit: 64),
                .init(name: "text textures", count: counts.texts, limit: 1024),
                .init(name: "shape masks", count: counts.shapes, limit: 256),
                // Pages cached while they moved, dropped after 120 frames without being drawn.
                .init(name: "cached groups", count: counts.groups, limit: 256),
                .init(name: "idle targets", count: renderer.targets.idleCount, limit: 64),
            ]
        })

    func testTheTexturesCachesStayBoundedUnderTheTortureRun() throws {
        let environment = ProcessInfo.processInfo.environment
        var configuration = try TortureConfiguration.fromEnvironment(environment)
        configuration.operations = Int(environment["SEGUE_TORTURE_SDL_OPS"] ?? "") ?? 2000
        let report = try TortureRunner.run(configuration, rendering: Self.rendering)
        print(report.summary)
        if let failure = report.failure { recordIssue("\(failure)") }
        expectGreater(report.frames, 0)
        expectGreater(report.largestCaches["text textures"] ?? 0, 0, "the renderer drew text")
    }
}

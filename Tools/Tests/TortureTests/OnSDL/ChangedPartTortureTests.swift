import Foundation
import Torture

@_spi(SegueTools) @testable import SDLHost

/// Window frames drawn only where they changed (`SDLRenderer.drawsOnlyChanges`) have exactly the
/// pixels of frames drawn whole, through every frame of a torture run (SDLHostTests'
/// ChangedPartPixelTests do the same for an editing session; Rendering.md, "Only what changed").
@MainActor
struct ChangedPartTortureTests {
    func testATortureRunGivesTheWholeFramesPixels() throws {
        let environment = ProcessInfo.processInfo.environment
        var configuration = try TortureConfiguration.fromEnvironment(environment)
        configuration.operations = 400
        final class Made { var renderers: [ComparingRenderer] = [] }
        let made = Made()
        let rendering = TortureRendering(
            make: {
                let renderer = try ComparingRenderer(width: 800, height: 600, stride: 3)
                made.renderers.append(renderer)
                return renderer
            },
            caches: { _ in [] })
        let report = try TortureRunner.run(configuration, rendering: rendering)
        if let failure = report.failure { recordIssue("\(failure)") }
        expectGreater(report.frames, 0)
        for renderer in made.renderers {
            // The GPU renderers draw whole frames (their back buffers do not last).
            expectEqual((renderer.changes.statistics.partialFrames > 0), renderer.drawsInPart)
        }
        for renderer in made.renderers {
            expectEmpty(renderer.mismatches, "frames differing from whole ones: \(renderer.mismatches.prefix(5))")
        }
    }
}

import Foundation
import Geometry
import SDLHost

/// segue-bench [--frames N] [--warmup N] [--size WxH] [--renderer NAME] [--no-gpu-sync] [--trace]
///             [--nearest-geometry] [--sdl-fills] [--only NAME]
/// Prints one JSON object per scenario and line: scenario, layers, frames, p50_ms, p99_ms,
/// max_ms (and mean_ms, width, height). Build with -c release for numbers worth quoting.
@MainActor
func runBenchmarks() -> Int32 {
    var frames = 300
    var warmup = 30
    var only: String?
    var trace = false
    var size = Size(width: 1280, height: 800)
    var request = RendererRequest.software
    var nearestGeometry = false
    var sdlFills = false
    var gpuSync: Bool?
    var args = CommandLine.arguments.dropFirst()
    while let arg = args.popFirst() {
        switch arg {
        case "--frames": frames = Int(args.popFirst() ?? "") ?? frames
        case "--warmup": warmup = Int(args.popFirst() ?? "") ?? warmup
        case "--only": only = args.popFirst()
        case "--trace": trace = true
        case "--size", "--window":
            guard let parsed = args.popFirst().flatMap(parseSize) else {
                FileHandle.standardError.write(
                    "segue-bench: --size takes WIDTHxHEIGHT, e.g. 2560x1600\n".data(using: .utf8)!)
                return 2
            }
            size = parsed
        case "--renderer":
            guard let parsed = args.popFirst().flatMap(RendererRequest.init(name:)) else {
                FileHandle.standardError.write(
                    "segue-bench: --renderer takes software, opengl, opengles2 or auto\n".data(using: .utf8)!)
                return 2
            }
            request = parsed
        case "--nearest-geometry": nearestGeometry = true
        case "--sdl-fills": sdlFills = true
        case "--gpu-sync": gpuSync = true
        case "--no-gpu-sync": gpuSync = false
        case "-h", "--help":
            print(
                """
                usage: segue-bench [--frames N] [--warmup N] [--size WxH] [--renderer NAME] [--no-gpu-sync]
                                   [--trace] [--nearest-geometry] [--sdl-fills] [--only NAME]
                NAME: static-100, static-1000, static-5000, slide, slide-plain-sdl, turned-page, translucent-card,
                      push-50, push-500, push-2000, pop-interactive-50, pop-interactive-500,
                      pop-interactive-2000, push-cube-50, push-flip-50,
                      animate-block-200, animate-block-800, animate-block-3200
                --frames: timed frames per scenario (at least; push and pop time whole transitions)
                --warmup: untimed frames before the drawing and animate-block scenarios (push and pop
                          warm up with one untimed transition)
                --size (or --window): the window in pixels (default 1280x800)
                --trace writes every timed frame of the push and pop scenarios to standard error
                --renderer: software (the default), opengl, opengles2 or auto
                --no-gpu-sync: on a GPU renderer, time only queuing each frame's work (by default a
                          frame's time runs until the GPU has drawn it: glFinish)
                --nearest-geometry draws perspective quads through SDL_RenderGeometry (nearest
                          texels, as before they were filtered on the CPU) for comparison
                --sdl-fills fills through SDL_RenderFillRect instead of writing the software
                          renderer's window pixels (SurfaceFill), for comparison
                """)
            return 0
        default:
            FileHandle.standardError.write("segue-bench: unknown argument \(arg)\n".data(using: .utf8)!)
            return 2
        }
    }
    do {
        let platform = try SDLPlatform(headless: true)
        let window = try SDLWindow(platform: platform, title: "segue-bench", size: size, renderer: request, scale: 1)
        let renderer = try SDLRenderer(window: window)
        if nearestGeometry { renderer.filtersQuadsOnCPU = false }
        if sdlFills { renderer.fillsDirectly = false }
        let run = BenchmarkRun(
            window: window, renderer: renderer, textMeasurer: TTFTextMeasurer(platform: platform), frames: frames,
            warmup: warmup, trace: trace, gpuSync: gpuSync ?? window.filtersGeometry)
        var scenarios: [(String, () throws -> Void)] = [
            ("static-100", { try run.staticScene(count: 100) }),
            ("static-1000", { try run.staticScene(count: 1000) }),
            ("static-5000", { try run.staticScene(count: 5000) }),
            ("slide", { try run.slide() }),
            ("slide-plain-sdl", { try run.plainSDLSlide() }),
            ("turned-page", { try run.turnedPage() }),
            ("translucent-card", { try run.translucentCard() }),
        ]
        for views in BenchmarkRun.pageSizes {
            scenarios.append(("push-\(views)", { try run.push(views: views) }))
            scenarios.append(("pop-interactive-\(views)", { try run.interactivePop(views: views) }))
        }
        for animator in BenchmarkRun.turningAnimators {
            scenarios.append(("push-\(animator)-50", { try run.turnedPush(views: 50, animator: animator) }))
        }
        for layers in BenchmarkRun.animatedLayerCounts {
            scenarios.append(("animate-block-\(layers)", { run.animateBlock(layers: layers) }))
        }
        if let only, !scenarios.contains(where: { $0.0 == only }) {
            FileHandle.standardError.write("segue-bench: no scenario named \(only)\n".data(using: .utf8)!)
            return 2
        }
        for (name, body) in scenarios where only == nil || only == name {
            try body()
        }
        _ = platform
        return 0
    } catch {
        FileHandle.standardError.write("segue-bench: \(error)\n".data(using: .utf8)!)
        return 1
    }
}

/// "2560x1600" as a size; nil unless both numbers are positive.
func parseSize(_ text: String) -> Size? {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0 else { return nil }
    return Size(width: w, height: h)
}

exit(MainActor.assumeIsolated { runBenchmarks() })

import ArgumentParser
import SDLHost
import SegueCommandLine

/// segue-bench's command line (swift-argument-parser): every value is checked, the scenario
/// name included, before SDL starts; a bad one exits 2 with one line and the usage.
struct BenchOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue-bench",
        abstract: "Frame times of Segue's drawing, navigation and animation scenarios.",
        discussion: """
            Prints one JSON object per scenario and line: scenario, layers, frames, p50_ms, p99_ms, \
            max_ms, mean_ms, width and height (the window in points, which at scale 1 are its pixels), \
            renderer and gpu_sync; the navigation scenarios add views and a breakdown. Everything runs \
            in one headless window drawn at scale 1: a point is a pixel. Build with -c release for \
            numbers worth quoting.

            Scenarios (--only): \(BenchmarkRun.scenarioNames.joined(separator: ", ")).
            """,
        version: SegueVersion.current)

    @Option(
        help: ArgumentHelp(
            "Timed frames per scenario (at least: push and pop time whole transitions).", valueName: "n"))
    var frames = 300

    @Option(
        help: ArgumentHelp(
            "Untimed frames before the drawing and animate-block scenarios (push and pop warm up with one"
                + " untimed transition).", valueName: "n"))
    var warmup = 30

    @Option(
        name: [.customLong("window"), .customLong("size")],
        help: ArgumentHelp(
            "The window's size in points (--size is the same option); drawn at scale 1, so also its size in pixels.",
            valueName: "WxH"))
    var window = WindowSize(width: 1280, height: 800)

    @Option(
        help: ArgumentHelp(
            "Draw with SDL's software renderer (the default), opengl, opengles2 or auto.", valueName: "name"),
        transform: BenchOptions.parseRenderer)
    var renderer = RendererRequest.software

    @Flag(
        inversion: .prefixedNo,
        help: """
            On a GPU renderer, a timed frame lasts until the GPU has drawn it (glFinish), as a swap chain \
            keeps the CPU at most a frame or two ahead; --no-gpu-sync times only queuing each frame's \
            work. (default: on for a GPU renderer)
            """)
    var gpuSync: Bool?

    @Flag(help: "Write every timed frame of the push and pop scenarios to standard error.")
    var trace = false

    @Flag(
        help: """
            Draw perspective quads through SDL_RenderGeometry (nearest texels, as before they were \
            filtered on the CPU), for comparison.
            """)
    var nearestGeometry = false

    @Flag(
        help: """
            Fill through SDL_RenderFillRect instead of writing the software renderer's window pixels \
            (SurfaceFill), for comparison.
            """)
    var sdlFills = false

    @Flag(
        help: """
            Blend tinted text and shape masks through SDL's blit instead of writing the software \
            renderer's window pixels (SurfaceBlit), for comparison.
            """)
    var sdlBlits = false

    @Flag(
        help: """
            Write perspective quads filtered on the CPU into a canvas that SDL blends onto the window \
            (as before they were blended straight into its pixels), for comparison.
            """)
    var quadCanvas = false

    @Flag(
        help: """
            Draw every item of the window's list whole, even where later items cover it \
            opaquely (the window's background, the page underneath a push), for comparison.
            """)
    var drawHidden = false

    @Flag(
        help: """
            Connect the navigation scenarios' window to the desktop's accessibility bus (the AT-SPI \
            bridge, idle while no client listens), for comparison with it off.
            """)
    var accessibility = false

    @Flag(
        help: """
            Draw every window frame whole, also where only part of it changed (a line typed into \
            a text view), for comparison.
            """)
    var fullFrames = false

    @Option(help: ArgumentHelp("Run only the scenario of this name (the list is above).", valueName: "name"))
    var only: String?

    @Option(
        help: ArgumentHelp(
            "Draw every (100 / percent)-th frame twice: about that much more work, to see scripts/bench-check"
                + " fail on a slowdown (default: 0, off).", valueName: "percent"))
    var slowdown = 0

    mutating func validate() throws {
        guard frames >= 1 else { throw ValidationError("--frames takes a whole number of at least 1, got \(frames)") }
        guard warmup >= 0 else { throw ValidationError("--warmup takes a whole number of at least 0, got \(warmup)") }
        guard (0...100).contains(slowdown) else {
            throw ValidationError("--slowdown takes a percentage from 0 to 100, got \(slowdown)")
        }
        if let only, !BenchmarkRun.scenarioNames.contains(only) {
            throw ValidationError("no scenario named \(only) (segue-bench --help lists them)")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated { try runBenchmarks(self) }
    }

    static func parseRenderer(_ text: String) throws -> RendererRequest {
        guard let request = RendererRequest(name: text) else {
            throw ValidationError("takes software, opengl, opengles2 or auto")
        }
        return request
    }
}

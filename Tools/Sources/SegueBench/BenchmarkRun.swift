import Animation
import Foundation
import Geometry
import Layers
import Navigation
@_spi(SegueTools) import SDLHost

/// Runs each scenario in one headless window (1280x800 unless `--size`, on the software
/// renderer unless `--renderer`) and prints one JSON object per scenario, one per line.
@MainActor
struct BenchmarkRun {
    let window: SDLWindow
    let renderer: SDLRenderer
    let textMeasurer: TTFTextMeasurer
    let frames: Int
    let warmup: Int
    /// Writes every timed frame of the navigation scenarios to standard error.
    let trace: Bool
    /// Each timed frame ends when the GPU has drawn it (`SDLWindow.waitForGPU`), as a swap
    /// chain keeps the CPU at most a frame or two ahead; off, a GPU renderer's frame times
    /// are only what queuing the work took.
    let gpuSync: Bool
    /// Off unless `--slowdown`: frames drawn twice on purpose.
    let slowdown: DeliberateSlowdown
    /// The navigation scenarios' window is on the accessibility bus (`--accessibility`).
    var accessibility = false
    private let stopwatch = MonotonicClock()

    /// Times `frames` calls of `drawFrame(i)` after `warmup` untimed ones.
    func measure(_ drawFrame: (Int) throws -> Void) rethrows -> FrameStatistics {
        for i in 0..<warmup {
            try drawFrame(i)
            if gpuSync { window.waitForGPU() }
        }
        var stats = FrameStatistics()
        for i in 0..<frames {
            let start = stopwatch.now
            try drawFrame(warmup + i)
            if slowdown.repeats(frame: i) {
                // Drawn again whole: only the changes of an unchanged frame are nothing.
                renderer.forgetPresentedFrame()
                try drawFrame(warmup + i)
            }
            if gpuSync { window.waitForGPU() }
            stats.add(milliseconds: (stopwatch.now - start) * 1000)
        }
        return stats
    }

    func report(
        _ scenario: String, layers: Int, _ stats: FrameStatistics, counts: [(String, Int)] = [],
        extra: [String: Double] = [:]
    ) {
        var fields: [(String, String)] = [("scenario", "\"\(scenario)\"")]
        fields += counts.map { ($0.0, "\($0.1)") }
        fields += [
            ("layers", "\(layers)"), ("frames", "\(stats.samples.count)"),
            ("width", "\(Int(window.size.width))"), ("height", "\(Int(window.size.height))"),
            ("renderer", "\"\(window.rendererName)\""), ("gpu_sync", "\(gpuSync)"),
            ("p50_ms", format(stats.percentile(0.5))), ("p99_ms", format(stats.percentile(0.99))),
            ("max_ms", format(stats.maximum)), ("mean_ms", format(stats.mean)),
        ]
        if accessibility { fields.append(("accessibility", "true")) }
        for (key, value) in extra.sorted(by: { $0.key < $1.key }) { fields.append((key, format(value))) }
        // Written straight to the file descriptor: one whole line per scenario, unbuffered.
        let line = "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
        FileHandle.standardOutput.write(line.data(using: .utf8)!)
    }

    private func format(_ v: Double) -> String { String(format: "%.3f", v) }

    func newScene() -> Scene {
        Scene(size: window.size, clock: ManualClock(), background: .white)
    }

    /// A full frame every time: flatten the whole tree, execute the list, present.
    func staticScene(count: Int) throws {
        let scene = newScene()
        BenchmarkScenes.staticScene(scene, count: count)
        let stats = try measure { _ in
            renderer.forgetPresentedFrame()
            try renderer.renderFrame(scene.displayList())
        }
        report("static-\(count)", layers: count, stats)
    }

    /// The same frame as `static-N` drawn with raw SDL calls: the floor we compare it with.
    func plainSDLStatic(count: Int) throws {
        let plain = try PlainSDLStaticFrame(window: window, count: count)
        let stats = measure { _ in plain.draw() }
        report("static-\(count)-plain-sdl", layers: count, stats)
    }

    /// Pages drawn from their cached rasterizations while they slide.
    func slide() throws {
        let scene = newScene()
        let slide = BenchmarkScenes.slide(scene)
        let layerCount = countLayers(scene.rootLayer) - 1
        let width = scene.size.width
        let stats = try measure { i in
            slide.apply(progress: Double(i % 120) / 120, width: width)
            try renderer.renderFrame(scene.displayList())
        }
        report("slide", layers: layerCount, stats)
    }

    /// A full-window page drawn from its cached rasterization, turned about its vertical
    /// centre line as the flip animator turns it (eye at 2 widths), by 0° to 80° and back
    /// over 120 frames (never exactly 0°, which would be a plain copy).
    func turnedPage() throws {
        let scene = newScene()
        scene.rootLayer.backgroundColor = .black
        let size = scene.size
        let page = BenchmarkScenes.page(size: size, title: "Detail", rows: 20, barColor: .orange)
        page.shouldRasterize = true
        scene.rootLayer.addSublayer(page)
        let layerCount = countLayers(scene.rootLayer) - 1
        let stats = try measure { i in
            let phase = Double(i % 120) / 120
            let degrees = 1 + 79 * (phase < 0.5 ? 2 * phase : 2 - 2 * phase)
            page.transform = FlipAnimator.cardTransform(angle: degrees * .pi / 180, eyeDistance: 2 * size.width)
            try renderer.renderFrame(scene.displayList())
        }
        report("turned-page", layers: layerCount, stats)
    }

    /// A rounded, translucent card fading between 0.3 and 0.9 over a cached page: the card
    /// is drawn offscreen every frame (on the software renderer its surface is then fixed up
    /// on the CPU, on a GPU renderer composited premultiplied).
    func translucentCard() throws {
        let scene = newScene()
        let card = BenchmarkScenes.translucentCard(scene)
        let layerCount = countLayers(scene.rootLayer) - 1
        let readbacks = renderer.statistics.pixelReadbacks
        let stats = try measure { i in
            let phase = Double(i % 120) / 120
            card.opacity = 0.3 + 0.6 * (phase < 0.5 ? 2 * phase : 2 - 2 * phase)
            try renderer.renderFrame(scene.displayList())
        }
        report(
            "translucent-card", layers: layerCount, stats,
            counts: [("readbacks", renderer.statistics.pixelReadbacks - readbacks)])
    }

    /// The same frame drawn with raw SDL calls: the floor we compare the slide with.
    func plainSDLSlide() throws {
        let plain = try PlainSDLSlideFrame(window: window)
        let stats = measure { i in plain.draw(progress: 1 - Double(i % 120) / 120) }
        report("slide-plain-sdl", layers: 4, stats)
    }

    private func countLayers(_ layer: Layer) -> Int {
        1 + layer.sublayers.reduce(0) { $0 + countLayers($1) }
    }
}

extension BenchmarkRun {
    /// A named scenario: what `--only` takes, and what it runs.
    typealias Scenario = (name: String, body: @MainActor (BenchmarkRun) throws -> Void)

    /// Every scenario, in the order a full run takes them.
    nonisolated static var scenarios: [Scenario] {
        var scenarios: [Scenario] = [
            ("static-100", { try $0.staticScene(count: 100) }),
            ("static-1000", { try $0.staticScene(count: 1000) }),
            ("static-5000", { try $0.staticScene(count: 5000) }),
            ("static-1000-plain-sdl", { try $0.plainSDLStatic(count: 1000) }),
            ("static-5000-plain-sdl", { try $0.plainSDLStatic(count: 5000) }),
            ("slide", { try $0.slide() }),
            ("slide-plain-sdl", { try $0.plainSDLSlide() }),
            ("turned-page", { try $0.turnedPage() }),
            ("translucent-card", { try $0.translucentCard() }),
            ("type-textview-\(textViewLines)", { try $0.typeIntoTextView() }),
            ("scroll-textview-\(textViewLines)", { try $0.scrollTextView() }),
            ("solve-resize-1200", { try $0.solveResize() }),
            ("solve-add-remove-1200", { try $0.solveAddRemove() }),
            ("autolayout-resize-\(AutoLayoutStage.viewCount)", { try $0.autoLayoutResize() }),
            ("autolayout-toggle-\(AutoLayoutStage.viewCount)", { try $0.autoLayoutToggle() }),
            ("autolayout-rest-\(AutoLayoutStage.viewCount)", { try $0.autoLayoutRest() }),
        ]
        for views in pageSizes {
            scenarios.append(("push-\(views)", { try $0.push(views: views) }))
            scenarios.append(("pop-interactive-\(views)", { try $0.interactivePop(views: views) }))
        }
        for animator in turningAnimators {
            scenarios.append(("push-\(animator)-50", { try $0.turnedPush(views: 50, animator: animator) }))
        }
        for layers in animatedLayerCounts {
            scenarios.append(("animate-block-\(layers)", { $0.animateBlock(layers: layers) }))
        }
        return scenarios
    }

    /// The scenarios' names, for `--only` and the help.
    nonisolated static var scenarioNames: [String] { scenarios.map(\.name) }
}

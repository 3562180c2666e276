import Foundation
import Geometry
@_spi(SegueTools) import SDLHost
import SegueCommandLine

/// Runs the scenarios `options` asks for, each in one headless window, and prints one JSON
/// object per scenario and line (`BenchOptions` says which fields).
@MainActor
func runBenchmarks(_ options: BenchOptions) throws {
    let platform = try SDLPlatform(headless: true)
    // Scale 1: the window's size in points is its size in pixels.
    let size = Size(width: options.window.width, height: options.window.height)
    let window = try SDLWindow(
        platform: platform, title: "segue-bench", size: size, renderer: options.renderer, scale: 1)
    let renderer = try SDLRenderer(window: window)
    if options.nearestGeometry { renderer.filtersQuadsOnCPU = false }
    if options.sdlFills { renderer.fillsDirectly = false }
    if options.sdlBlits { renderer.blitsDirectly = false }
    if options.quadCanvas { renderer.drawsQuadsDirectly = false }
    if options.drawHidden { renderer.skipsHiddenItems = false }
    if options.fullFrames { renderer.drawsOnlyChanges = false }
    let run = BenchmarkRun(
        window: window, renderer: renderer, textMeasurer: TTFTextMeasurer(platform: platform),
        frames: options.frames, warmup: options.warmup, trace: options.trace,
        gpuSync: options.gpuSync ?? window.filtersGeometry, slowdown: DeliberateSlowdown(percent: options.slowdown),
        accessibility: options.accessibility)
    for (name, body) in BenchmarkRun.scenarios where options.only == nil || options.only == name {
        try body(run)
    }
    _ = platform
}

// Every value is checked before SDL starts; SDL then runs on this, the main thread.
BenchOptions.mainOrExit()

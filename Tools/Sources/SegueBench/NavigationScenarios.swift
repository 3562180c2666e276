import Foundation
import Geometry
import Navigation
import SDLHost
import Views

/// The navigation scenarios: an animated push started by a click and an interactive pop
/// driven by a scripted back-drag, between two `BenchmarkPage`s of `views` views each.
extension BenchmarkRun {
    /// `push-N`: a click on the root page's Open button pushes the detail page with the
    /// default slide (0.3 s). Timed: the press, the release (which pushes) a frame later,
    /// and every frame until the scene is idle. Untimed: the pop back to the root (not
    /// animated) after it.
    func push(views: Int) throws {
        let stage = NavigationStage(
            renderer: renderer, textMeasurer: textMeasurer, views: views, waitsForGPU: gpuSync, slowdown: slowdown,
            accessibility: accessibility)
        try runCycles("push-\(views)", stage: stage) { try pushCycle(stage) }
    }

    /// `pop-interactive-N`: with the detail page on top, a press 5 points from the left edge,
    /// a drag to 70% of the width over 30 frames (about 1,780 points per second) and a release
    /// there, which completes the pop. Timed: every frame from the press until the scene is
    /// idle. Untimed: the push back (not animated) after it.
    func interactivePop(views: Int) throws {
        let stage = NavigationStage(
            renderer: renderer, textMeasurer: textMeasurer, views: views, waitsForGPU: gpuSync, slowdown: slowdown,
            accessibility: accessibility)
        try runCycles("pop-interactive-\(views)", stage: stage) { try popCycle(stage) }
    }

    /// `push-cube-N` and `push-flip-N`: the push of `push-N` with the cube (0.4 s) or the
    /// flip (0.5 s) animator, whose pages are drawn from their rasterizations as perspective
    /// quads (Rendering.md). Untimed: the pop back (not animated).
    func turnedPush(views: Int, animator: String) throws {
        let stage = NavigationStage(
            renderer: renderer, textMeasurer: textMeasurer, views: views, waitsForGPU: gpuSync, slowdown: slowdown,
            accessibility: accessibility
        ) {
            animator == "cube" ? CubeAnimator() as any AnimatedTransitioning : FlipAnimator()
        }
        try runCycles("push-\(animator)-\(views)", stage: stage) { try pushCycle(stage) }
    }

    /// The animators of the turned-page scenarios.
    nonisolated static let turningAnimators = ["cube", "flip"]

    /// The pages' sizes, in views.
    nonisolated static let pageSizes = [50, 500, 2000]
    static let dragFrames = 30
    static let dragEnd = 0.7

    private func pushCycle(_ stage: NavigationStage) throws -> [NavigationStage.Frame] {
        let button = stage.root.openButtonCenter
        var frames = [try stage.frame { [NavigationStage.pointer(.down, button, at: $0)] }]
        frames.append(try stage.frame { [NavigationStage.pointer(.up, button, at: $0)] })
        frames += try stage.framesUntilIdle()
        try expect(stage, ["list", "detail"], after: "the push")
        stage.navigationController.popViewController(animated: false)
        _ = try stage.framesUntilIdle()
        return frames
    }

    private func popCycle(_ stage: NavigationStage) throws -> [NavigationStage.Frame] {
        stage.navigationController.pushViewController(stage.detail, animated: false)
        _ = try stage.framesUntilIdle()
        let y = stage.scene.size.height / 2
        let start = Point(x: 5, y: y)
        let end = Point(x: Self.dragEnd * stage.scene.size.width, y: y)
        var frames = [try stage.frame { [NavigationStage.pointer(.down, start, at: $0)] }]
        for i in 1...Self.dragFrames {
            let point = Point.interpolate(from: start, to: end, fraction: Double(i) / Double(Self.dragFrames))
            frames.append(try stage.frame { [NavigationStage.pointer(.move, point, at: $0)] })
        }
        frames.append(try stage.frame { [NavigationStage.pointer(.up, end, at: $0)] })
        frames += try stage.framesUntilIdle()
        try expect(stage, ["list"], after: "the back-drag")
        return frames
    }

    /// Runs `cycle` once untimed (the warm-up: loading the pages, measuring and drawing their
    /// text for the first time), then again until at least `frames` frames are timed.
    ///
    /// Reported: p50/p99/max/mean over every timed frame that delivered input or drew
    /// something (frames with neither, which a frame loop would not run, are left out);
    /// `press_ms`, the median frame before the transition began (the press);
    /// `first_frame_ms` and `first_frame_max_ms`, the median and worst frame in which a
    /// transition began; `moving_p50_ms`, `moving_p99_ms` and `moving_max_ms`, the frames
    /// after it until the one in which it ended, whose median is `last_frame_ms`.
    private func runCycles(
        _ scenario: String, stage: NavigationStage, _ cycle: () throws -> [NavigationStage.Frame]
    ) throws {
        _ = try stage.framesUntilIdle()
        _ = try cycle()
        var all: [NavigationStage.Frame] = []
        var transitions = 0
        while all.count < frames {
            let cycleFrames = try cycle()
            transitions += 1
            if trace {
                for (i, f) in cycleFrames.enumerated() {
                    let marks = (f.began ? " began" : "") + (f.ended ? " ended" : "")
                    let line =
                        "\(scenario) cycle \(transitions) frame \(i): \(String(format: "%.3f", f.milliseconds)) ms"
                        + " drew \(f.drew) groups \(f.groupRenders) readbacks \(f.pixelReadbacks)\(marks)\n"
                    FileHandle.standardError.write(line.data(using: .utf8)!)
                }
            }
            all += cycleFrames.filter { $0.hadInput || $0.drew }
        }
        var stats = FrameStatistics()
        var press = FrameStatistics()
        var first = FrameStatistics()
        var moving = FrameStatistics()
        var last = FrameStatistics()
        var inTransition = false
        for f in all {
            stats.add(milliseconds: f.milliseconds)
            if f.began {
                first.add(milliseconds: f.milliseconds)
                inTransition = true
            } else if inTransition {
                moving.add(milliseconds: f.milliseconds)
            } else {
                press.add(milliseconds: f.milliseconds)
            }
            if f.ended {
                last.add(milliseconds: f.milliseconds)
                inTransition = false
            }
        }
        report(
            scenario, layers: stage.layersInTransition, stats,
            counts: [("views", stage.root.view.subtreeViewCount), ("transitions", transitions)],
            extra: [
                "press_ms": press.percentile(0.5), "first_frame_ms": first.percentile(0.5),
                "first_frame_max_ms": first.maximum, "moving_p50_ms": moving.percentile(0.5),
                "moving_p99_ms": moving.percentile(0.99), "moving_max_ms": moving.maximum,
                "last_frame_ms": last.percentile(0.5),
            ])
    }

    private func expect(_ stage: NavigationStage, _ stack: [String], after what: String) throws {
        guard stage.stack == stack else {
            throw BenchmarkError.unexpected("after \(what) the stack is \(stage.stack), not \(stack)")
        }
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case unexpected(String)

    var description: String {
        switch self {
        case .unexpected(let message): return message
        }
    }
}

import Animation
import Foundation
import Geometry
import Layers
import Navigation
@_spi(SegueTools) import SDLHost
import Views

/// A window with a navigation controller over two `BenchmarkPage`s, on a manual clock, driven
/// frame by frame: each frame advances the clock by 1/60 s, delivers that frame's scripted
/// pointer events to the `Window` and asks the scene for a frame (tick, layout, flatten,
/// render, present).
@MainActor
final class NavigationStage {
    let clock = ManualClock()
    let scene: Scene
    let window: Window
    let navigationController: NavigationController
    let root: BenchmarkPage
    let detail: BenchmarkPage
    let renderer: SDLRenderer
    /// Whether a frame's time includes the GPU drawing it (`BenchmarkRun.gpuSync`).
    let waitsForGPU: Bool
    /// Off unless `--slowdown`: frames drawn twice on purpose.
    let slowdown: DeliberateSlowdown
    private var drawnFrames = 0
    /// Held here: the navigation controller keeps its delegate weakly.
    private let animatorDelegate: TurningAnimatorDelegate?
    /// With `--accessibility`: the AT-SPI bridge on this window, and the loop (never run) that
    /// would hand it the bus's messages.
    private var accessibility: (loop: FrameLoop, bridge: AccessibilityBridge?)?
    private let stopwatch = MonotonicClock()
    /// The scene's layers in the last frame that began a transition (both pages and the
    /// transition's dim and shadow).
    private(set) var layersInTransition = 0

    static let frameInterval = 1.0 / 60

    /// `animator`, when given, makes the animator of every push and pop (the built-in slide
    /// otherwise).
    init(
        renderer: SDLRenderer, textMeasurer: any TextMeasuring, views: Int, waitsForGPU: Bool,
        slowdown: DeliberateSlowdown = DeliberateSlowdown(percent: 0), accessibility: Bool = false,
        animator: (@MainActor () -> any AnimatedTransitioning)? = nil
    ) {
        self.renderer = renderer
        self.waitsForGPU = waitsForGPU
        self.slowdown = slowdown
        animatorDelegate = animator.map { TurningAnimatorDelegate($0) }
        scene = Scene(size: renderer.window.size, clock: clock, background: .white)
        window = Window(scene: scene, textMeasurer: textMeasurer)
        root = BenchmarkPage(name: "list", title: "List", views: views)
        detail = BenchmarkPage(name: "detail", title: "Detail", views: views)
        navigationController = NavigationController(rootViewController: root)
        window.onNavigationWarning = { warning in
            FileHandle.standardError.write("segue-bench: unexpected warning: \(warning)\n".data(using: .utf8)!)
        }
        let detail = self.detail
        root.loadViewIfNeeded()
        root.openButton.addAction { [unowned root] in
            root.navigationController?.pushViewController(detail, animated: true)
        }
        navigationController.delegate = animatorDelegate
        window.setRootViewController(navigationController)
        if accessibility {
            let loop = FrameLoop(window: renderer.window, renderer: renderer, source: scene)
            let bridge = AccessibilityBridge.start(
                window: window, sdlWindow: renderer.window, loop: loop, applicationName: "segue-bench", forced: true)
            self.accessibility = (loop, bridge)
        }
    }

    /// One frame: what it took, whether it delivered input or drew anything, whether a
    /// transition began or ended in it, how many page images the renderer drew afresh (not
    /// from its cache) and how many times it read pixels back (each waits for a GPU).
    struct Frame {
        var milliseconds: Double
        var hadInput: Bool
        var drew: Bool
        var began: Bool
        var ended: Bool
        var groupRenders: Int
        var pixelReadbacks: Int
    }

    /// Runs one frame with `events` (built at the frame's time by `makeEvents`), timed from
    /// the first event delivered to the frame presented.
    @discardableResult
    func frame(_ makeEvents: (Double) -> [PointerEvent] = { _ in [] }) throws -> Frame {
        clock.advance(by: Self.frameInterval)
        let events = makeEvents(clock.now)
        let wasTransitioning = navigationController.isTransitioning
        let groupRenders = renderer.statistics.groupRenders
        let readbacks = renderer.statistics.pixelReadbacks
        let start = stopwatch.now
        for event in events { window.handle(.pointer(event)) }
        let drew = try scene.renderFrameIfNeeded(with: renderer)
        if drew {
            if slowdown.repeats(frame: drawnFrames) {
                // Drawn again whole: only the changes of an unchanged frame are nothing.
                renderer.forgetPresentedFrame()
                try renderer.renderFrame(scene.displayList())
            }
            drawnFrames += 1
        }
        if drew && waitsForGPU { renderer.window.waitForGPU() }
        let milliseconds = (stopwatch.now - start) * 1000
        let isTransitioning = navigationController.isTransitioning
        if !wasTransitioning && isTransitioning { layersInTransition = scene.rootLayer.subtreeLayerCount }
        return Frame(
            milliseconds: milliseconds, hadInput: !events.isEmpty, drew: drew,
            began: !wasTransitioning && isTransitioning,
            ended: wasTransitioning && !isTransitioning, groupRenders: renderer.statistics.groupRenders - groupRenders,
            pixelReadbacks: renderer.statistics.pixelReadbacks - readbacks)
    }

    /// Frames with no input until the scene needs none (at most `limit`).
    func framesUntilIdle(limit: Int = 600) throws -> [Frame] {
        var frames: [Frame] = []
        while scene.needsFrame && frames.count < limit {
            frames.append(try frame())
        }
        return frames
    }

    static func pointer(_ phase: PointerEvent.Phase, _ point: Point, at time: Double) -> PointerEvent {
        PointerEvent(phase: phase, location: point, button: .left, timestamp: time)
    }

    /// The stack, by page name.
    var stack: [String] { navigationController.viewControllers.map(\.name) }
}

extension ViewController {
    /// Loads the view now (as reading `view` does).
    func loadViewIfNeeded() { _ = view }
}

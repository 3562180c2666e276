import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SDLHost
import Views

/// `--headless --record DIR`: a scripted tour on a manual clock — a push, a drag back that
/// completes, another push and a drag that is cancelled — writing every frame drawn to
/// DIR/frame-0001.png and on.
@MainActor
struct DemoTour {
    let clock: ManualClock
    let scene: Scene
    let window: Window
    let renderer: SDLRenderer
    let navigationController: NavigationController
    let catalog: PageCatalog
    let directory: String
    private(set) var written = 0

    init(
        clock: ManualClock, scene: Scene, window: Window, renderer: SDLRenderer,
        navigationController: NavigationController, catalog: PageCatalog, directory: String
    ) {
        self.clock = clock
        self.scene = scene
        self.window = window
        self.renderer = renderer
        self.navigationController = navigationController
        self.catalog = catalog
        self.directory = directory
    }

    /// Runs the tour; returns the number of frames written.
    mutating func run() throws -> Int {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try frames(1)
        let y = scene.size.height / 2
        navigationController.pushViewController(try catalog.make("orange"), animated: true)
        try untilIdle()
        // A drag back past the middle, released moving: the pop completes.
        try drag(from: 5, y: y, step: 24, frames: 24, pauseBeforeRelease: false)
        try untilIdle()
        navigationController.pushViewController(try catalog.make("orange"), animated: true)
        try untilIdle()
        // A short drag, held still, then released: the pop is cancelled.
        try drag(from: 5, y: y, step: 10, frames: 20, pauseBeforeRelease: true)
        try untilIdle()
        return written
    }

    private mutating func drag(from x0: Double, y: Double, step: Double, frames count: Int, pauseBeforeRelease: Bool)
        throws
    {
        send(.down, x: x0, y: y)
        try frames(1)
        for i in 1...count {
            send(.move, x: x0 + step * Double(i), y: y)
            try frames(1)
        }
        if pauseBeforeRelease { try frames(12) }
        send(.up, x: x0 + step * Double(count), y: y)
    }

    private func send(_ phase: PointerEvent.Phase, x: Double, y: Double) {
        window.handle(
            .pointer(
                PointerEvent(
                    phase: phase, location: Point(x: x, y: y), button: phase == .move ? .left : .left,
                    timestamp: clock.now)))
    }

    /// Steps `count` frames of 1/60 s, writing each one drawn.
    private mutating func frames(_ count: Int) throws {
        for _ in 0..<count {
            clock.advance(by: 1 / 60)
            if try scene.renderFrameIfNeeded(with: renderer) {
                written += 1
                let name = String(format: "frame-%04d.png", written)
                try PNGWriter.write(try renderer.readPixels(), to: directory + "/" + name)
            }
        }
    }

    private mutating func untilIdle(limit: Int = 240) throws {
        var n = 0
        while scene.needsFrame && n < limit {
            try frames(1)
            n += 1
        }
    }
}

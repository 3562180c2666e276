import CSDL2
import Foundation
import Geometry
import Layers

@testable import SDLHost

/// A source that wants `framesWanted` more frames, each a different solid colour.
@MainActor
final class FakeSource: FrameSource {
    var framesWanted: Int
    var renders = 0
    var sizes: [Size] = []
    var afterFrame: (() -> Void)?
    static let colors: [Color] = [.red, .green, .blue]

    init(framesWanted: Int) {
        self.framesWanted = framesWanted
    }

    var needsFrame: Bool { framesWanted > 0 }

    func renderFrameIfNeeded(with renderer: any FrameRenderer) throws -> Bool {
        guard framesWanted > 0 else { return false }
        framesWanted -= 1
        try renderer.renderFrame(
            DisplayList(size: sizes.last ?? .zero, background: Self.colors[renders % Self.colors.count]))
        renders += 1
        afterFrame?()
        return true
    }

    func resize(to size: Size) {
        sizes.append(size)
    }
}

@MainActor
struct FrameLoopTests {
    static func loop(_ source: FakeSource, width: Double = 120, height: Double = 80) throws -> FrameLoop {
        let renderer = try HostFixture.renderer(width: width, height: height)
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        return FrameLoop(window: renderer.window, renderer: renderer, source: source)
    }

    func testIdleSourceGetsNoFramesHeadless() throws {
        let source = FakeSource(framesWanted: 0)
        let loop = try Self.loop(source)
        try expectEqual(loop.runHeadless(maxFrames: 100), 0)
        expectEqual(source.renders, 0)
        expectEqual(source.sizes, [Size(width: 120, height: 80)])
    }

    func testHeadlessRunDrawsUntilIdleAndWritesEachFrame() throws {
        let source = FakeSource(framesWanted: 3)
        let loop = try Self.loop(source)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-frames-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var stepped: [Int] = []
        let frames = try loop.runHeadless(maxFrames: 10, frameDirectory: directory) { stepped.append($0) }
        expectEqual(frames, 3)
        expectEqual(stepped, [1, 2, 3])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        expectEqual(files, ["frame-0001.png", "frame-0002.png", "frame-0003.png"])
        let loader = ImageLoader(platform: try HostFixture.platform())
        for (index, file) in files.enumerated() {
            let image = try loader.load(path: directory + "/" + file)
            expectTrue(image.pixels.width == 120 && image.pixels.height == 80)
            expectPixel(image.pixels, 60, 40, RGBA(FakeSource.colors[index]))
        }
    }

    func testHeadlessRunStopsAtMaxFrames() throws {
        let source = FakeSource(framesWanted: 50)
        let loop = try Self.loop(source)
        try expectEqual(loop.runHeadless(maxFrames: 4), 4)
        expectEqual(source.framesWanted, 46)
    }

    func testQuitEventEndsTheLoopWithoutAFrame() throws {
        let source = FakeSource(framesWanted: 0)
        let loop = try Self.loop(source)
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDL_PushEvent(&quit)
        try loop.run()
        expectEqual(source.renders, 0)
    }

    func testClosingTheWindowEndsTheLoop() throws {
        let source = FakeSource(framesWanted: 0)
        let loop = try Self.loop(source)
        var close = SDL_Event()
        close.type = SDL_WINDOWEVENT.rawValue
        close.window.windowID = loop.window.windowID
        close.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        SDL_PushEvent(&close)
        try loop.run()
        expectEqual(source.renders, 0)
    }

    func testIdleLoopHandsOtherEventsOnAndRendersNothing() throws {
        let source = FakeSource(framesWanted: 0)
        let loop = try Self.loop(source)
        var seen: [UInt32] = []
        loop.onEvent = { event in
            seen.append(event.type)
            if event.type == SDL_USEREVENT.rawValue { loop.stop() }
        }
        loop.wake()
        try loop.run()
        expectTrue(seen.contains(SDL_USEREVENT.rawValue))
        expectEqual(source.renders, 0)
    }

    func testLoopRendersWhileTheSourceNeedsFramesThenWaits() throws {
        let source = FakeSource(framesWanted: 3)
        let loop = try Self.loop(source)
        source.afterFrame = {
            if source.framesWanted == 0 { loop.wake() }
        }
        loop.onEvent = { event in
            if event.type == SDL_USEREVENT.rawValue { loop.stop() }
        }
        try loop.run()
        expectEqual(source.renders, 3)
        expectEqual(loop.framesRendered, 3)
    }

    func testResizeReachesTheSource() throws {
        let source = FakeSource(framesWanted: 0)
        let loop = try Self.loop(source)
        loop.window.setSize(Size(width: 150, height: 90))
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDL_PushEvent(&quit)
        try loop.run()
        expectEqual(source.sizes.last, Size(width: 150, height: 90))
        expectEqual(loop.window.size, Size(width: 150, height: 90))
    }

    func testPacerWaitsOneRefreshIntervalAfterAFrame() {
        var pacer = FramePacer(refreshRate: 0)
        expectLess(abs(pacer.interval - 1.0 / 60), 1e-12)
        expectEqual(pacer.millisecondsUntilDue(), 0)
        pacer.frameStarted()
        let wait = pacer.millisecondsUntilDue()
        expectTrue(wait > 0 && wait <= 16)
        // A frame started early (on time) keeps the grid: the next is due a whole interval on.
        pacer.frameStarted()
        expectGreater(pacer.millisecondsUntilDue(), 16)
        expectEqual(FramePacer(refreshRate: 144).interval, 1.0 / 144)
    }

    /// On a counter of 1,000 ticks a second (milliseconds), at 60 Hz (16.67 ms).
    func testWithoutVSyncFramesAreDueOnAGrid() {
        var pacer = FramePacer(refreshRate: 60, presentPaces: false, frequency: 1000)
        pacer.frameStarted(now: 1000)
        expectEqual(pacer.millisecondsUntilDue(now: 1000), 16)
        expectEqual(pacer.millisecondsUntilDue(now: 1010), 6)
        expectEqual(pacer.millisecondsUntilDue(now: 1016), 0)
        // Started 4 ms late: the next is still due on the grid, 12 ms on.
        pacer.frameStarted(now: 1020)
        expectEqual(pacer.millisecondsUntilDue(now: 1020), 12)
    }

    /// With vsync the present waits for the display, so the pacer does not sleep on top of it:
    /// a frame that took a whole interval (its present waited) is followed at once. It only
    /// keeps frames half an interval apart, for a driver that grants vsync and does not wait.
    func testWithVSyncThePresentPacesAndThePacerOnlyGuardsAgainstSpinning() {
        var pacer = FramePacer(refreshRate: 60, presentPaces: true, frequency: 1000)
        pacer.frameStarted(now: 1000)
        expectEqual(pacer.millisecondsUntilDue(now: 1016), 0)
        expectEqual(pacer.millisecondsUntilDue(now: 1009), 0)
        expectEqual(pacer.millisecondsUntilDue(now: 1002), 6)
        pacer.frameStarted(now: 1017)
        expectEqual(pacer.millisecondsUntilDue(now: 1017), 8)
        expectEqual(pacer.millisecondsUntilDue(now: 1034), 0)
    }

    /// On a counter of a million ticks a second (microseconds), at 60 Hz: a frame whose drawing
    /// ended early is handed over as long after its start as the slower of the recent frames
    /// took (the second slowest of the last 16, plus half a millisecond), so frames reach the
    /// display evenly spaced; a slower frame at once but for the margin.
    func testWithoutVSyncAPresentIsHeldToTheRecentDrawingTime() {
        var pacer = FramePacer(refreshRate: 60, presentPaces: false, frequency: 1_000_000)
        var start: UInt64 = 1_000_000
        // Sixteen frames: fifteen took 6 ms to draw, one 40 ms (a page drawn the first time).
        for index in 0..<16 {
            pacer.frameStarted(now: start)
            let drawing: UInt64 = index == 3 ? 40_000 : 6_000
            let hold = pacer.presentHold(now: start + drawing)
            // Nothing is held before there is a history.
            if index < 15 { expectEqual(hold, 0) }
            start += 16_667
        }
        // A frame drawn in 4 ms waits 2.5 ms more: the second slowest (6 ms) plus 0.5 ms.
        pacer.frameStarted(now: start)
        expectLess(abs(pacer.presentHold(now: start + 4_000) - 0.0025), 1e-9)
        // One slower than the recent ones waits no more than the margin.
        start += 16_667
        pacer.frameStarted(now: start)
        expectLessOrEqual(pacer.presentHold(now: start + 9_000), FramePacer.presentMargin + 1e-9)
    }

    func testAHeldPresentNeverWaitsPastEightTenthsOfAnInterval() {
        var pacer = FramePacer(refreshRate: 60, presentPaces: false, frequency: 1_000_000)
        var start: UInt64 = 1_000_000
        for _ in 0..<16 {
            pacer.frameStarted(now: start)
            _ = pacer.presentHold(now: start + 15_000)
            start += 16_667
        }
        pacer.frameStarted(now: start)
        expectLess(abs(pacer.presentHold(now: start + 1_000) - (0.8 / 60 - 0.001)), 1e-9)
    }

    func testWithVSyncNothingIsHeld() {
        var pacer = FramePacer(refreshRate: 60, presentPaces: true, frequency: 1_000_000)
        var start: UInt64 = 1_000_000
        for _ in 0..<20 {
            pacer.frameStarted(now: start)
            expectEqual(pacer.presentHold(now: start + 1_000), 0)
            start += 16_667
        }
    }

    /// What is left under a millisecond is reported to the microsecond, for the loop to sleep.
    func testTheLastFractionOfAMillisecondIsReported() {
        var pacer = FramePacer(refreshRate: 60, presentPaces: false, frequency: 1_000_000)
        pacer.frameStarted(now: 1_000_000)
        expectEqual(pacer.millisecondsUntilDue(now: 1_016_200), 0)
        expectLess(abs(pacer.secondsUntilDue(now: 1_016_200) - 0.000466), 1e-9)
        expectEqual(pacer.secondsUntilDue(now: 1_017_000), 0)
    }
}

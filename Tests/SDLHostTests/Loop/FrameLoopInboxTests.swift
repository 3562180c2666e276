import Animation
import CSDL2
import Foundation
import Geometry
import Layers
import Views

@testable import SDLHost

/// Work posted to a loop from another thread runs on the loop's thread before its next frame:
/// how the desktop's appearance, read by a monitor's thread, reaches the window (DarkMode.md).
@MainActor
struct FrameLoopInboxTests {
    func testAStyleChangePostedFromAnotherThreadIsDrawnInTheNextFrame() throws {
        let renderer = try HostFixture.renderer(width: 120, height: 80)
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        let scene = Scene(size: Size(width: 120, height: 80), clock: ManualClock())
        let window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: try HostFixture.platform()))
        let page = View(frame: Rect(x: 0, y: 0, width: 120, height: 80))
        page.backgroundColor = .systemBackground
        window.setContentView(page)
        let loop = FrameLoop(window: renderer.window, renderer: renderer, source: scene)
        try loop.runHeadless(maxFrames: 1)
        try expectEqual(renderer.readPixels()[60, 40], RGBA(255, 255, 255))

        let inbox = loop.inbox
        // Posted from a thread of its own while this one waits (no suspension: no other test
        // runs on the main actor meanwhile).
        let posted = DispatchSemaphore(value: 0)
        Thread {
            inbox.post { window.desktopUserInterfaceStyle = .dark }
            posted.signal()
        }.start()
        posted.wait()
        expectEqual(window.desktopUserInterfaceStyle, .light, "nothing runs until the loop takes it")
        try expectEqual(loop.runHeadless(maxFrames: 5), 1)
        expectEqual(window.desktopUserInterfaceStyle, .dark)
        try expectEqual(renderer.readPixels()[60, 40], RGBA(0, 0, 0))
    }
}

import CSDL2
import Foundation
import Layers

/// The synchronous loop of DESIGN.md §2 around one window's `FrameSource`:
/// drain input, then `renderFrameIfNeeded`, paced to the display's refresh. When the source
/// needs no frame, the loop blocks in `SDL_WaitEvent`: an idle window draws nothing and uses
/// no CPU.
@MainActor
public final class FrameLoop {
    public let window: SDLWindow
    public let renderer: SDLRenderer
    public let source: any FrameSource
    /// Events the loop does not handle itself (everything but quit, close and resize), for
    /// input translation.
    public var onEvent: ((SDL_Event) -> Void)?
    /// The longest an idle loop sleeps before looking at the source again; nil waits for an
    /// event however long it takes.
    public var idleTimeout: Double?
    /// Frames the source drew since the loop was created.
    public private(set) var framesRendered = 0
    private var running = false

    public init(window: SDLWindow, renderer: SDLRenderer, source: any FrameSource) {
        self.window = window
        self.renderer = renderer
        self.source = source
    }

    /// Runs until the window is closed, SDL quits or `stop()` is called.
    public func run() throws {
        running = true
        var pacer = FramePacer(refreshRate: window.refreshRate)
        source.resize(to: window.updateSize())
        var event = SDL_Event()
        while running {
            while running, SDL_PollEvent(&event) != 0 { handle(event) }
            guard running else { break }
            if source.needsFrame {
                let wait = pacer.millisecondsUntilDue()
                if wait > 0 {
                    // Sleep until the frame is due, waking for input (handled next turn).
                    if SDL_WaitEventTimeout(&event, wait) != 0 { handle(event) }
                    continue
                }
                pacer.frameStarted()
                if try source.renderFrameIfNeeded(with: renderer) { framesRendered += 1 }
            } else if let idleTimeout {
                if SDL_WaitEventTimeout(&event, Int32(idleTimeout * 1000)) != 0 { handle(event) }
            } else if SDL_WaitEvent(&event) != 0 {
                handle(event)
            }
        }
    }

    /// Ends `run()` after the current turn.
    public func stop() {
        running = false
    }

    /// Wakes a loop blocked waiting for events (from code that changed the source).
    public func wake() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        SDL_PushEvent(&event)
    }

    /// Renders without pacing or waiting: each turn drains events and asks the source for a
    /// frame, until it needs none (idle), `maxFrames` were drawn, or the window closes.
    /// `beforeFrame(n)` runs before frame n (from 1), for example to step a manual clock;
    /// with `frameDirectory`, frame n is written there as `frame-000n.png`.
    /// Returns the number of frames drawn.
    @discardableResult
    public func runHeadless(
        maxFrames: Int, frameDirectory: String? = nil, beforeFrame: ((Int) -> Void)? = nil
    ) throws -> Int {
        running = true
        defer { running = false }
        if let frameDirectory {
            try FileManager.default.createDirectory(atPath: frameDirectory, withIntermediateDirectories: true)
        }
        source.resize(to: window.updateSize())
        var drawn = 0
        var event = SDL_Event()
        while running, drawn < maxFrames {
            while running, SDL_PollEvent(&event) != 0 { handle(event) }
            guard running, source.needsFrame else { break }
            beforeFrame?(drawn + 1)
            guard try source.renderFrameIfNeeded(with: renderer) else { break }
            drawn += 1
            framesRendered += 1
            if let frameDirectory {
                let name = "frame-" + String(repeating: "0", count: max(0, 4 - String(drawn).count)) + "\(drawn).png"
                try PNGWriter.write(try renderer.readPixels(), to: frameDirectory + "/" + name)
            }
        }
        return drawn
    }

    /// Quit and close end the loop; a resize reaches the source; the rest goes to `onEvent`.
    private func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_WINDOWEVENT where event.window.windowID == window.windowID:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_CLOSE:
                running = false
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                source.resize(to: window.updateSize())
            default:
                onEvent?(event)
            }
        default:
            onEvent?(event)
        }
    }
}

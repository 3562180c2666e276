import CSDL2
import Foundation
import Layers
import Logging
import Views

/// The synchronous loop of TheFrameLoop.md around one window's `FrameSource`:
/// drain input, then `renderFrameIfNeeded`, paced to the display's refresh. When the source
/// needs no frame, the loop blocks in `SDL_WaitEvent`: an idle window draws nothing and uses
/// no CPU.
///
/// Input is drained as late as possible: every pending event is handled right before each
/// frame is drawn, so what a drag did is on screen in the next frame.
@MainActor
public final class FrameLoop {
    /// The window whose events are drained.
    public let window: SDLWindow
    /// The renderer frames are drawn with.
    public let renderer: SDLRenderer
    /// What is drawn: usually a `Scene`.
    public let source: any FrameSource
    /// The window's input, translated (`SDLEventTranslator`), in the order SDL queued it.
    ///
    /// `.resized` is not passed on: the loop resizes its source itself (with the renderer's
    /// drawable size), which is the one resize path; a `Window` whose scene is the source
    /// follows through layout.
    public var onInput: ((InputEvent) -> Void)?
    /// The raw events that are neither handled by the loop (quit, close, resize) nor input of
    /// the window: user events (`wake()`), other windows' events, and the like. Another
    /// window's `SDL_TEXTEDITING_EXT` comes with its text already freed (`SDLEventTranslator`).
    public var onEvent: ((SDL_Event) -> Void)?
    /// Work other threads hand to the loop, run on its thread before its next frame.
    public let inbox = FrameLoopInbox()
    /// Handlers for SDL event types registered by parts of the host (the accessibility bridge's
    /// bus waker), run when such an event arrives instead of `onEvent`.
    var eventHandlers: [UInt32: @MainActor () -> Void] = [:]
    /// The longest an idle loop sleeps before looking at the source again; nil waits for an
    /// event however long it takes.
    public var idleTimeout: Double?
    /// Frames the source drew since the loop was created.
    public internal(set) var framesRendered = 0
    /// Told when a frame could not be drawn (SDL failed to create a texture, a font could not
    /// be opened): that frame is skipped and drawn again next turn, since the source still
    /// needs it. By default the error goes to the `segue.host` logger (swift-log): the first
    /// failure of a run as an error, the same failure in the frames after it at `debug`, so a
    /// window that cannot draw says so once, not once a frame.
    public var onRenderError: (any Error) -> Void = { _ in }
    /// Where the default `onRenderError` writes.
    var logger = HostLog.host
    /// What the last failed frame's error said, while frames keep failing.
    private var lastFailure: String?
    // docs-number: failed frames in a row before the loop stops
    /// After this many frames in a row fail, the loop stops and throws the last error: a
    /// window that cannot draw at all ends with that error rather than retrying forever.
    public var maxConsecutiveRenderFailures = 60
    private var consecutiveRenderFailures = 0
    private var running = false
    private var pacer: FramePacer
    private var translator: SDLEventTranslator

    /// Creates a loop that draws `source` in `window` with `renderer`; `run()` starts it.
    public init(window: SDLWindow, renderer: SDLRenderer, source: any FrameSource) {
        self.window = window
        self.renderer = renderer
        self.source = source
        self.translator = SDLEventTranslator(windowID: window.windowID, unitsPerPoint: window.unitsPerPoint)
        pacer = FramePacer(refreshRate: window.refreshRate, presentPaces: window.presentsWithVSync)
        onRenderError = { [weak self] error in self?.logFailure(error) }
    }

    /// The default `onRenderError`: an error when the failure is new, `debug` when the frame
    /// before failed the same way.
    private func logFailure(_ error: any Error) {
        let text = "\(error)"
        logger.log(level: text == lastFailure ? .debug : .error, "a frame was not drawn: \(text)")
        lastFailure = text
    }

    /// Runs until the window is closed, SDL quits or `stop()` is called.
    public func run() throws {
        running = true
        // Each present waits for its place one interval after the last (`FramePacer.presentHold`).
        renderer.beforePresent = { [unowned self] in
            let hold = self.pacer.presentHold()
            if hold > 0 { Thread.sleep(forTimeInterval: hold) }
        }
        defer { renderer.beforePresent = nil }
        source.resize(to: window.updateSize())
        var event = SDL_Event()
        while running {
            // Drained right before drawing: the frame below follows only the pacer's check.
            drainEvents()
            guard running else { break }
            if source.needsFrame {
                let wait = pacer.millisecondsUntilDue()
                if wait > 0 {
                    // Sleep until the frame is due, waking for input (handled, then the rest
                    // drained, next turn).
                    if SDL_WaitEventTimeout(&event, wait) != 0 { handle(event) }
                    continue
                }
                // SDL waits in whole milliseconds; the rest is slept to the microsecond.
                let rest = pacer.secondsUntilDue()
                if rest > 0 { Thread.sleep(forTimeInterval: rest) }
                pacer.frameStarted()
                if try drawFrame() { framesRendered += 1 }
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
    /// `beforeFrame(n)` runs before frame n (from 1), for example to step a manual clock (again
    /// for the same n after a frame that failed: `onRenderError`);
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
        while running, drawn < maxFrames {
            drainEvents()
            guard running, source.needsFrame else { break }
            beforeFrame?(drawn + 1)
            // Input queued by `beforeFrame` (a script's events at this frame's time) lands in
            // this frame.
            drainEvents()
            guard running else { break }
            guard try drawFrame() else {
                if consecutiveRenderFailures > 0 { continue }
                break
            }
            drawn += 1
            framesRendered += 1
            if let frameDirectory {
                let name = "frame-" + String(repeating: "0", count: max(0, 4 - String(drawn).count)) + "\(drawn).png"
                try PNGWriter.write(try renderer.readPixels(), to: frameDirectory + "/" + name)
            }
        }
        return drawn
    }

    /// Asks the source for a frame; a frame that fails is reported (`onRenderError`) and
    /// counts as not drawn, until `maxConsecutiveRenderFailures` in a row rethrow.
    private func drawFrame() throws -> Bool {
        do {
            let drawn = try source.renderFrameIfNeeded(with: renderer)
            consecutiveRenderFailures = 0
            lastFailure = nil
            return drawn
        } catch {
            consecutiveRenderFailures += 1
            onRenderError(error)
            if consecutiveRenderFailures >= maxConsecutiveRenderFailures { throw error }
            return false
        }
    }

    /// Handles every pending event.
    private func drainEvents() {
        // Every turn, not only on the inbox's wake event: SDL's queue is the process's, so
        // another loop may take that event.
        inbox.runPending()
        var event = SDL_Event()
        while running, SDL_PollEvent(&event) != 0 { handle(event) }
    }

    /// Quit and close end the loop; a resize reaches the source; the window's input goes to
    /// `onInput`; the rest to `onEvent`.
    private func handle(_ event: SDL_Event) {
        if event.type == SDL_QUIT.rawValue {
            running = false
        } else if let input = translator.translate(event) {
            if case .resized = input {
                source.resize(to: window.updateSize())
            } else {
                onInput?(input)
            }
        } else if event.type == SDL_WINDOWEVENT.rawValue, event.window.windowID == window.windowID,
            event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        {
            running = false
        } else if event.type == SDL_USEREVENT.rawValue && event.user.code == FrameLoopInbox.wakeCode {
            inbox.runPending()
        } else if let handler = eventHandlers[event.type] {
            handler()
        } else {
            onEvent?(event)
        }
    }
}

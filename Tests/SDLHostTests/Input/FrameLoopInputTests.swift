import CSDL2
import Geometry
import Views

@testable import SDLHost

/// The loop drains SDL's queue right before each frame and hands the window's input to
/// `onInput`, in order.
@MainActor
struct FrameLoopInputTests {
    func testHeadlessRunDeliversQueuedInputInOrderBeforeRendering() throws {
        let source = FakeSource(framesWanted: 1)
        let loop = try FrameLoopTests.loop(source)
        let ours = loop.window.windowID
        SDLEvents.enqueue([
            SDLEvents.button(true, SDL_BUTTON_X1, x: 30, y: 40, window: ours, timestamp: 100),
            SDLEvents.motion(x: 31, y: 40, held: [SDL_BUTTON_X1], window: ours + 1, timestamp: 101),
            SDLEvents.motion(x: 130, y: 41, held: [SDL_BUTTON_X1], window: ours, timestamp: 116),
            SDLEvents.user(timestamp: 117),
            SDLEvents.button(false, SDL_BUTTON_X1, x: 131, y: 41, window: ours, timestamp: 133),
            SDLEvents.key(true, SDLK_ESCAPE, window: ours, timestamp: 150),
        ])
        var inputs: [InputEvent] = []
        var framesBeforeEachInput: [Int] = []
        loop.onInput = { input in
            inputs.append(input)
            framesBeforeEachInput.append(source.renders)
        }
        var otherTypes: [UInt32] = []
        loop.onEvent = { otherTypes.append($0.type) }

        try expectEqual(loop.runHeadless(maxFrames: 5), 1)

        expectEqual(
            inputs,
            [
                .pointer(PointerEvent(phase: .down, location: Point(x: 30, y: 40), button: .back, timestamp: 0.1)),
                .pointer(PointerEvent(phase: .move, location: Point(x: 130, y: 41), button: .back, timestamp: 0.116)),
                .pointer(PointerEvent(phase: .up, location: Point(x: 131, y: 41), button: .back, timestamp: 0.133)),
                .key(KeyEvent(phase: .down, key: .escape, timestamp: 0.15)),
            ])
        expectEqual(framesBeforeEachInput, [0, 0, 0, 0])
        expectEqual(source.renders, 1)
        // The other window's motion and the user event are raw events; the input is not.
        expectEqual(otherTypes, [SDL_MOUSEMOTION.rawValue, SDL_USEREVENT.rawValue])
    }

    /// What `beforeFrame` queues (a script's input for that frame's time) is handled before
    /// that frame is drawn, not after it.
    func testInputQueuedBeforeAFrameLandsInThatFrame() throws {
        let source = FakeSource(framesWanted: 3)
        let loop = try FrameLoopTests.loop(source)
        let ours = loop.window.windowID
        var framesBeforeInput: [Int] = []
        loop.onInput = { _ in framesBeforeInput.append(source.renders) }
        try loop.runHeadless(maxFrames: 10) { frame in
            SDLEvents.enqueue([SDLEvents.motion(x: Int32(frame), y: 0, window: ours, timestamp: UInt32(frame))])
        }
        expectEqual(framesBeforeInput, [0, 1, 2])
        expectEqual(source.renders, 3)
    }

    /// One resize path: the loop resizes its source (once per event) and does not hand
    /// `.resized` on, so a `Window` on the same scene does not resize it again.
    func testResizeGoesToTheSourceOnceAndNotToOnInput() throws {
        let source = FakeSource(framesWanted: 0)
        let loop = try FrameLoopTests.loop(source, width: 120, height: 80)
        let ours = loop.window.windowID
        SDLEvents.enqueue([
            SDLEvents.window(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 120, data2: 80, window: ours, timestamp: 10),
            SDLEvents.window(SDL_WINDOWEVENT_RESIZED, data1: 120, data2: 80, window: ours, timestamp: 10),
            SDLEvents.window(SDL_WINDOWEVENT_LEAVE, window: ours, timestamp: 11),
        ])
        var inputs: [InputEvent] = []
        loop.onInput = { inputs.append($0) }
        try loop.runHeadless(maxFrames: 1)
        // One size when the run starts, one for the event.
        expectEqual(source.sizes, [Size(width: 120, height: 80), Size(width: 120, height: 80)])
        expectEqual(inputs, [.pointerLeft(timestamp: 0.011)])
    }

    func testRunDeliversInputUntilQuit() throws {
        let source = FakeSource(framesWanted: 0)
        let loop = try FrameLoopTests.loop(source)
        let ours = loop.window.windowID
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDLEvents.enqueue([
            SDLEvents.wheel(
                preciseX: -2.5, preciseY: 0, flipped: true, mouseX: 9, mouseY: 8, window: ours, timestamp: 5),
            SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, window: ours, timestamp: 6),
            quit,
            SDLEvents.key(true, SDLK_F1, window: ours, timestamp: 7),
        ])
        var inputs: [InputEvent] = []
        loop.onInput = { inputs.append($0) }
        try loop.run()
        expectEqual(
            inputs,
            [
                .wheel(WheelEvent(location: Point(x: 9, y: 8), delta: Point(x: 2.5, y: 0), timestamp: 0.005)),
                .focusLost(timestamp: 0.006),
            ])
        SDLEvents.flush()
    }
}

import CSDL2
import Geometry
import Views

@testable import SDLHost

/// Events through SDL's real queue and back, for the offscreen window of `HostFixture`.
@MainActor
struct EventQueueRoundTripTests {
    func testTimestampsAndOrderSurviveTheQueue() throws {
        let window = try HostFixture.renderer(width: 160, height: 120).window
        let ours = window.windowID
        let theirs = ours + 1000
        SDLEvents.flush()
        // Timestamps far from SDL's clock, one of them earlier than its predecessor: SDL must
        // keep them as they are, and keep the order the events were queued in.
        let queued = [
            SDLEvents.motion(x: 10, y: 20, window: ours, timestamp: 900_000),
            SDLEvents.button(true, SDL_BUTTON_LEFT, x: 10, y: 20, window: ours, timestamp: 900_016),
            SDLEvents.motion(x: 5, y: 5, window: theirs, timestamp: 900_020),
            SDLEvents.motion(x: 170, y: -4, held: [SDL_BUTTON_LEFT], window: ours, timestamp: 900_033),
            SDLEvents.user(timestamp: 7),
            SDLEvents.button(false, SDL_BUTTON_LEFT, x: 200, y: -9, window: ours, timestamp: 900_050),
            SDLEvents.window(SDL_WINDOWEVENT_LEAVE, window: ours, timestamp: 900_051),
            SDLEvents.wheel(preciseX: 0.5, preciseY: -1.25, mouseX: 3, mouseY: 4, window: ours, timestamp: 900_060),
            SDLEvents.key(true, SDLK_LEFT, mod: KMOD_LALT, window: ours, timestamp: 900_070),
            SDLEvents.key(true, SDLK_LEFT, mod: KMOD_LALT, isRepeat: true, window: ours, timestamp: 900_040),
            SDLEvents.key(false, SDLK_LEFT, window: ours, timestamp: 900_100),
            SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, window: theirs, timestamp: 900_101),
            SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, window: ours, timestamp: 900_102),
        ]
        expectEqual(SDLEvents.enqueue(queued), Int32(queued.count))

        var translator = SDLEventTranslator(windowID: ours)
        var received: [InputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let input = translator.translate(event) { received.append(input) }
        }

        expectEqual(
            received,
            [
                .pointer(PointerEvent(phase: .move, location: Point(x: 10, y: 20), button: nil, timestamp: 900)),
                .pointer(PointerEvent(phase: .down, location: Point(x: 10, y: 20), button: .left, timestamp: 900.016)),
                .pointer(PointerEvent(phase: .move, location: Point(x: 170, y: -4), button: .left, timestamp: 900.033)),
                .pointer(PointerEvent(phase: .up, location: Point(x: 200, y: -9), button: .left, timestamp: 900.05)),
                .pointerLeft(timestamp: 900.051),
                .wheel(WheelEvent(location: Point(x: 3, y: 4), delta: Point(x: 0.5, y: -1.25), timestamp: 900.06)),
                .key(KeyEvent(phase: .down, key: .left, modifiers: .alt, timestamp: 900.07)),
                .key(KeyEvent(phase: .down, key: .left, modifiers: .alt, isRepeat: true, timestamp: 900.04)),
                .key(KeyEvent(phase: .up, key: .left, timestamp: 900.1)),
                .focusLost(timestamp: 900.102),
            ])
    }

    /// Why the tests queue with `SDL_PeepEvents`: `SDL_PushEvent` stamps its own time
    /// (MeasuredSDLFacts.md). If SDL stopped doing that, pushing would do for scripts too.
    func testPushEventOverwritesTheTimestamp() throws {
        let window = try HostFixture.renderer().window
        SDLEvents.flush()
        var pushed = SDLEvents.motion(x: 1, y: 2, window: window.windowID, timestamp: 4_000_000_000)
        expectEqual(SDL_PushEvent(&pushed), 1)
        var event = SDL_Event()
        var timestamps: [UInt32] = []
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_MOUSEMOTION.rawValue { timestamps.append(event.motion.timestamp) }
        }
        expectEqual(timestamps.count, 1)
        expectNotEqual(timestamps.first, 4_000_000_000)
    }
}

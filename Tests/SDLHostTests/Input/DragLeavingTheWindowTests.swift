import Animation
import CSDL2
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// A back-drag whose pointer leaves the window and comes back (fault case), fed
/// as SDL queues it on X11: SDL's capture keeps the motion coming from outside the window
/// (coordinates beyond its edges), with a LEAVE and an ENTER on the way. The page follows the
/// pointer all along, held at the window's edges, and the release decides as usual.
@MainActor
struct DragLeavingTheWindowTests {
    let sdlWindow: SDLWindow
    let clock = ManualClock()
    let scene: Scene
    let window: Window
    let nav: NavigationController
    let top = ViewController(name: "B")
    static let size = Size(width: 400, height: 300)

    init() throws {
        sdlWindow = try HostFixture.renderer(width: Self.size.width, height: Self.size.height).window
        scene = Scene(size: Self.size, clock: clock)
        window = Window(scene: scene, textMeasurer: FixedAdvanceTextMeasurer())
        nav = NavigationController(rootViewController: ViewController(name: "A"))
        nav.pushViewController(top, animated: false)
        window.setRootViewController(nav)
        scene.layoutIfNeeded()
    }

    /// The x of the top page's left edge on screen.
    var topX: Double {
        let layer = nav.page(for: top).layer.presentation
        return layer.position.x - layer.bounds.width / 2 + layer.transform.m41
    }

    /// Through SDL's queue and the translator into the window, each event at its own time on
    /// the clock, with the frame's work after it; `after` sees the state after each event.
    func deliver(_ events: [SDL_Event], after: (Int) -> Void = { _ in }) {
        SDLEvents.flush()
        expectEqual(SDLEvents.enqueue(events), Int32(events.count))
        var translator = SDLEventTranslator(windowID: sdlWindow.windowID)
        var event = SDL_Event()
        var index = 0
        while SDL_PollEvent(&event) != 0 {
            let seconds = SDLEventTranslator.seconds(event.common.timestamp)
            if seconds > clock.now { clock.set(to: seconds) }
            if let input = translator.translate(event) { window.handle(input) }
            scene.tick()
            scene.layoutIfNeeded()
            after(index)
            index += 1
        }
    }

    func settle() {
        for _ in 0..<300 where !scene.engine.isIdle {
            clock.advance(by: 1 / 60)
            scene.tick()
            scene.layoutIfNeeded()
        }
    }

    func testThePageFollowsThePointerOutOfTheWindowAndBack() {
        let id = sdlWindow.windowID
        let left = SDL_BUTTON_LEFT
        // Pointer x at each event, and where the page's edge must then be (nil: not checked).
        let steps: [(event: SDL_Event, expected: Double?)] = [
            (SDLEvents.button(true, left, x: 5, y: 150, window: id, timestamp: 1000), nil),
            (SDLEvents.motion(x: 100, y: 150, held: [left], window: id, timestamp: 1016), 95),
            (SDLEvents.motion(x: 380, y: 150, held: [left], window: id, timestamp: 1032), 375),
            (SDLEvents.window(SDL_WINDOWEVENT_LEAVE, window: id, timestamp: 1040), 375),
            (SDLEvents.motion(x: 470, y: 150, held: [left], window: id, timestamp: 1048), 400),
            (SDLEvents.motion(x: 520, y: 190, held: [left], window: id, timestamp: 1064), 400),
            (SDLEvents.window(SDL_WINDOWEVENT_ENTER, window: id, timestamp: 1072), 400),
            (SDLEvents.motion(x: 300, y: 160, held: [left], window: id, timestamp: 1080), 295),
            (SDLEvents.motion(x: 120, y: 160, held: [left], window: id, timestamp: 1200), 115),
            (SDLEvents.motion(x: 120, y: 160, held: [left], window: id, timestamp: 1400), 115),
            (SDLEvents.button(false, left, x: 120, y: 160, window: id, timestamp: 1410), nil),
        ]
        deliver(steps.map(\.event)) { index in
            if let expected = steps[index].expected {
                expectLess(abs(topX - expected), 1e-9, "after event \(index)")
            }
        }
        settle()
        // Released slowly at 115 of 400 points: the pop is cancelled, B stays.
        expectEqual(nav.viewControllers.map(\.name), ["A", "B"])
        expectEqual(topX, 0)
        expectTrue(scene.engine.isIdle)
    }

    func testReleasedOutsideTheWindowPastHalfWayThePopCompletes() {
        let id = sdlWindow.windowID
        let left = SDL_BUTTON_LEFT
        deliver([
            SDLEvents.button(true, left, x: 5, y: 150, window: id, timestamp: 2000),
            SDLEvents.motion(x: 200, y: 150, held: [left], window: id, timestamp: 2016),
            SDLEvents.window(SDL_WINDOWEVENT_LEAVE, window: id, timestamp: 2020),
            SDLEvents.motion(x: 430, y: 150, held: [left], window: id, timestamp: 2032),
            SDLEvents.motion(x: 430, y: 150, held: [left], window: id, timestamp: 2300),
            SDLEvents.button(false, left, x: 430, y: 150, window: id, timestamp: 2310),
        ])
        settle()
        expectEqual(nav.viewControllers.map(\.name), ["A"])
        expectTrue(scene.engine.isIdle)
    }
}

import CSDL2
import Geometry
import Views

@testable import SDLHost

/// At scale 2 on X11 SDL reports pixels; the window's input is in points (half as much).
struct ScaledInputTests {
    static let ours: UInt32 = 7

    func testPointerLocationsAreDividedIntoPoints() {
        var translator = SDLEventTranslator(windowID: Self.ours, wheelEventsCarryLocation: true, unitsPerPoint: 2)
        guard
            case .pointer(let down)? = translator.translate(
                SDLEvents.button(true, SDL_BUTTON_LEFT, x: 600, y: 301, window: Self.ours))
        else {
            recordIssue("no pointer event")
            return
        }
        expectEqual(down.location, Point(x: 300, y: 150.5))
        guard
            case .pointer(let move)? = translator.translate(
                SDLEvents.motion(x: -40, y: 20, held: [1], window: Self.ours))
        else {
            recordIssue("no pointer event")
            return
        }
        expectEqual(move.location, Point(x: -20, y: 10))
        expectEqual(translator.lastPointerLocation, Point(x: -20, y: 10))
        guard
            case .wheel(let wheel)? = translator.translate(
                SDLEvents.wheel(preciseX: 0, preciseY: 1.5, mouseX: 100, mouseY: 50, window: Self.ours))
        else {
            recordIssue("no wheel event")
            return
        }
        // The place is a location; the delta is scrolling, not a distance on the screen.
        expectEqual(wheel.location, Point(x: 50, y: 25))
        expectEqual(wheel.delta, Point(x: 0, y: 1.5))
    }

    func testResizesAreInPoints() {
        var translator = SDLEventTranslator(windowID: Self.ours, wheelEventsCarryLocation: true, unitsPerPoint: 2)
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = Self.ours
        event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        event.window.data1 = 2048
        event.window.data2 = 1280
        guard case .resized(let size, _)? = translator.translate(event) else {
            recordIssue("no resize")
            return
        }
        expectEqual(size, Size(width: 1024, height: 640))
    }
}

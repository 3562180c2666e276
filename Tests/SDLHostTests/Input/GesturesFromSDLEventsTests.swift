import Animation
import CSDL2
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import SDLHost

/// Gestures and controls fed real `SDL_Event`s: queued with `SDL_PeepEvents` (which keeps
/// their timestamps), polled back, translated and handed to a window, as the frame loop does.
@MainActor
struct GesturesFromSDLEventsTests {
    let sdlWindow: SDLWindow
    let window: Window
    let recognizer = ScreenEdgePanGestureRecognizer(edges: .left)
    var states: [GestureRecognizer.State] { recorder.states }
    let recorder = StateLog()

    @MainActor
    final class StateLog {
        var states: [GestureRecognizer.State] = []
    }

    init() throws {
        sdlWindow = try HostFixture.renderer(width: 400, height: 300).window
        window = Window(
            scene: Scene(size: Size(width: 400, height: 300), clock: ManualClock()),
            textMeasurer: FixedAdvanceTextMeasurer())
        let log = recorder
        recognizer.addAction { log.states.append($0.state) }
        window.addGestureRecognizer(recognizer)
    }

    /// A left-button drag through `points` (window coordinates), one event every `interval`
    /// milliseconds, released at the last point.
    func drag(_ points: [(Int32, Int32)], interval: UInt32 = 16, start: UInt32 = 10_000) -> [SDL_Event] {
        let id = sdlWindow.windowID
        var events = [
            SDLEvents.button(true, SDL_BUTTON_LEFT, x: points[0].0, y: points[0].1, window: id, timestamp: start)
        ]
        for (i, p) in points.dropFirst().enumerated() {
            events.append(
                SDLEvents.motion(
                    x: p.0, y: p.1, held: [SDL_BUTTON_LEFT], window: id, timestamp: start + interval * UInt32(i + 1)))
        }
        let last = points.last!
        events.append(
            SDLEvents.button(
                false, SDL_BUTTON_LEFT, x: last.0, y: last.1, window: id,
                timestamp: start + interval * UInt32(points.count)))
        return events
    }

    /// Through SDL's queue and the translator into the window.
    func deliver(_ events: [SDL_Event]) {
        SDLEvents.flush()
        expectEqual(SDLEvents.enqueue(events), Int32(events.count))
        var translator = SDLEventTranslator(windowID: sdlWindow.windowID)
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let input = translator.translate(event) { window.handle(input) }
        }
    }

    func horizontal(from x: Int32, by step: Int32, count: Int, y: Int32 = 150) -> [(Int32, Int32)] {
        (0...count).map { (x + step * Int32($0), y) }
    }

    func testAnEdgePanFromFiveRecognizesAndFromThirtyDoesNot() {
        deliver(drag(horizontal(from: 5, by: 10, count: 10)))
        expectEqual(states.first, .began)
        expectEqual(states.last, .ended)
        recorder.states = []
        deliver(drag(horizontal(from: 30, by: 10, count: 10), start: 20_000))
        expectEmpty(states)
    }

    func testAVerticalDragOrOneBelowTheSlopDoesNotBegin() {
        deliver(drag((0...10).map { (5, 20 + 12 * $0) }))
        deliver(drag([(5, 150), (9, 151), (12, 152), (13, 150)], start: 30_000))
        expectEmpty(states)
    }

    func testASteadySixHundredPointsPerSecondDragReadsSixHundred() {
        // 10 points every 16.67 ms is 600 pt/s; SDL timestamps are whole milliseconds, so
        // alternate 16 and 17 ms as a real 60 Hz stream does.
        let id = sdlWindow.windowID
        var events = [SDLEvents.button(true, SDL_BUTTON_LEFT, x: 5, y: 150, window: id, timestamp: 50_000)]
        var t: UInt32 = 50_000
        var velocityAtRelease = 0.0
        for i in 1...24 {
            t += i % 3 == 0 ? 16 : 17
            events.append(
                SDLEvents.motion(x: 5 + Int32(10 * i), y: 150, held: [SDL_BUTTON_LEFT], window: id, timestamp: t))
        }
        let log = recorder
        recognizer.addAction { r in
            if r.state == .ended { velocityAtRelease = (r as! PanGestureRecognizer).velocity(in: nil).x }
        }
        events.append(SDLEvents.button(false, SDL_BUTTON_LEFT, x: 245, y: 150, window: id, timestamp: t + 1))
        deliver(events)
        expectEqual(log.states.last, .ended)
        expectLess(abs(velocityAtRelease - 600) / 600, 0.05, "read \(velocityAtRelease) pt/s")
    }

    func testADragReleasedOutsideTheWindowEndsNormally() {
        // Captured by SDL, the motion continues past the right edge and the release lands outside.
        var final = Point.zero
        recognizer.addAction { r in
            if r.state == .ended { final = (r as! PanGestureRecognizer).translation(in: nil) }
        }
        deliver(drag([(5, 150), (60, 150), (200, 150), (390, 150), (470, 150), (520, 160)]))
        expectEqual(states.last, .ended)
        expectEqual(final, Point(x: 515, y: 10))
    }

    func testFocusLossMidDragCancels() {
        var events = drag(horizontal(from: 5, by: 10, count: 6))
        let up = events.removeLast()
        events.append(
            SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, window: sdlWindow.windowID, timestamp: up.button.timestamp))
        deliver(events)
        expectEqual(states.last, .cancelled)
        expectFalse(window.isTrackingPointer)
    }

    func testADisabledRecognizerReceivesNothing() {
        recognizer.isEnabled = false
        deliver(drag(horizontal(from: 5, by: 10, count: 10)))
        expectEmpty(states)
    }

    func testAButtonFiresOnceOnAClickAndNotWhenThePressLeavesIt() {
        let button = Button(frame: Rect(x: 100, y: 100, width: 120, height: 40), title: "OK")
        window.addSubview(button)
        var fired = 0
        button.addAction { fired += 1 }
        deliver(drag([(150, 120), (152, 121)]))
        expectEqual(fired, 1)
        deliver(drag([(150, 120), (160, 130), (260, 200)], start: 40_000))
        expectEqual(fired, 1)
    }
}

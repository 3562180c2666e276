import Geometry
import SegueTestSupport
import Views

/// A recognizer written the way an app would, outside the Views module: a quick flick to the
/// right (at least 80 points within 0.25 s, mostly horizontal), recognized at the release.
@MainActor
final class RightFlickRecognizer: GestureRecognizer {
    var minimumDistance = 80.0
    var maximumDuration = 0.25
    private var start: PointerEvent?

    override func pointerBegan(_ event: PointerEvent) {
        start = event
    }

    override func pointerMoved(_ event: PointerEvent) {
        guard let start else { return }
        if event.timestamp - start.timestamp > maximumDuration || event.location.x < start.location.x - 10 {
            setState(.failed)
        }
    }

    override func pointerEnded(_ event: PointerEvent) {
        guard let start else { return }
        let dx = event.location.x - start.location.x
        let dy = event.location.y - start.location.y
        let quick = event.timestamp - start.timestamp <= maximumDuration
        setState(quick && dx >= minimumDistance && abs(dy) < dx / 2 ? .recognized : .failed)
    }

    override func reset() {
        super.reset()
        start = nil
    }
}

/// A continuous one: follows the pointer while the press lasts longer than a hold time,
/// reporting through the states an app's subclass sets.
@MainActor
final class HoldAndDragRecognizer: GestureRecognizer {
    var holdTime = 0.2
    private var pressTime = 0.0
    private(set) var rejectedMoves = 0

    override func pointerBegan(_ event: PointerEvent) { pressTime = event.timestamp }

    override func pointerMoved(_ event: PointerEvent) {
        switch state {
        case .possible:
            if event.timestamp - pressTime >= holdTime {
                setState(.began)
            } else if !setState(.changed) {
                // `changed` is not a move out of `possible`: refused, nothing changes.
                rejectedMoves += 1
            }
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    override func pointerEnded(_ event: PointerEvent) {
        setState(state == .possible ? .failed : .ended)
    }
}

@MainActor
struct CustomRecognizerTests {
    let log = EventLog()
    let window = makeWindow()
    let card: LoggingView

    init() {
        card = LoggingView("card", frame: Rect(x: 50, y: 50, width: 300, height: 200), log: log)
        window.addSubview(card)
    }

    func testADiscreteAppRecognizerRecognizesOnceAndResets() {
        let flick = RightFlickRecognizer()
        var locations: [Point] = []
        flick.addAction { [card] in locations.append($0.location(in: card)) }
        card.addGestureRecognizer(flick)
        expectIdentical(flick.view, card)

        window.play(InputScript().drag(from: pt(100, 100), to: pt(220, 110), duration: 0.15, steps: 5))
        expectEqual(locations, [pt(170, 60)])
        expectEqual(flick.state, .possible)

        // Too slow, then too short: no flick.
        window.play(InputScript(start: 1).drag(from: pt(100, 100), to: pt(220, 110), duration: 0.4, steps: 5))
        window.play(InputScript(start: 2).drag(from: pt(100, 100), to: pt(150, 100), duration: 0.1, steps: 5))
        expectEqual(locations.count, 1)
    }

    func testAContinuousAppRecognizerGoesThroughItsStates() {
        let hold = HoldAndDragRecognizer()
        let recorder = StateRecorder().watch(hold)
        card.addGestureRecognizer(hold)
        window.play(
            InputScript().down(at: pt(100, 100)).move(to: pt(101, 100), after: 0.1).move(to: pt(120, 100), after: 0.15)
                .move(to: pt(140, 100)).up())
        expectEqual(recorder.states, [.began, .changed, .ended])
        expectEqual(hold.rejectedMoves, 1)
        expectEqual(card.pointerEvents.map(\.0), ["began", "moved", "cancelled"])
    }

    func testInvalidTransitionsAreRefused() {
        let custom = HoldAndDragRecognizer()
        expectFalse(custom.setState(.changed))
        expectFalse(custom.setState(.cancelled))
        expectEqual(custom.state, .possible)
        // Outside a window's sequence the state machine still holds.
        expectTrue(custom.setState(.began))
        expectFalse(custom.setState(.began))
        expectTrue(custom.setState(.changed))
        expectTrue(custom.setState(.ended))
        expectFalse(custom.setState(.changed))
    }
}

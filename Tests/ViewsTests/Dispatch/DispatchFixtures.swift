import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

/// A 400 × 300 window on a manual clock.
@MainActor
func makeWindow(width: Double = 400, height: Double = 300) -> Window {
    Window(
        scene: Scene(size: Size(width: width, height: height), clock: ManualClock()),
        textMeasurer: FixedAdvanceTextMeasurer())
}

/// What happened, in order, across views, responders and recognizers.
@MainActor
final class EventLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A view that logs its pointer tracking and the responder events it sees, handling those it
/// is told to.
@MainActor
final class LoggingView: View {
    let log: EventLog
    var handledKeys: Set<Key> = []
    var handlesWheel = false
    var handlesAuxiliaryButtons: Set<PointerButton> = []
    var acceptsFirstResponder = false
    /// Every pointer event it got, with the phase it got it in.
    private(set) var pointerEvents: [(String, PointerEvent)] = []

    init(_ name: String, frame: Rect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        self.name = name
    }

    private func record(_ what: String, _ event: PointerEvent) {
        pointerEvents.append((what, event))
        log.add("\(name ?? "?") \(what)")
    }

    override func pointerBegan(_ event: PointerEvent) { record("began", event) }
    override func pointerMoved(_ event: PointerEvent) { record("moved", event) }
    override func pointerEnded(_ event: PointerEvent) { record("ended", event) }
    override func pointerCancelled(_ event: PointerEvent) { record("cancelled", event) }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func keyDown(_ event: KeyEvent) -> Bool {
        log.add("\(name ?? "?") keyDown")
        return handledKeys.contains(event.key) ? true : super.keyDown(event)
    }

    override func keyUp(_ event: KeyEvent) -> Bool {
        log.add("\(name ?? "?") keyUp")
        return handledKeys.contains(event.key) ? true : super.keyUp(event)
    }

    override func scrollWheel(_ event: WheelEvent) -> Bool {
        log.add("\(name ?? "?") wheel")
        return handlesWheel ? true : super.scrollWheel(event)
    }

    override func auxiliaryButtonDown(_ event: PointerEvent) -> Bool {
        log.add("\(name ?? "?") auxiliary \(event.button.map { "\($0)" } ?? "none")")
        return handlesAuxiliaryButtons.contains(event.button ?? .left) ? true : super.auxiliaryButtonDown(event)
    }
}

/// A responder beyond the views (what a view controller will be), handling what it is told to.
@MainActor
final class LoggingResponder: Responder {
    let name: String
    let log: EventLog
    var handlesEverything = true

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func keyDown(_ event: KeyEvent) -> Bool {
        log.add("\(name) keyDown")
        return handlesEverything
    }

    override func keyUp(_ event: KeyEvent) -> Bool {
        log.add("\(name) keyUp")
        return handlesEverything
    }

    override func scrollWheel(_ event: WheelEvent) -> Bool {
        log.add("\(name) wheel")
        return handlesEverything
    }

    override func auxiliaryButtonDown(_ event: PointerEvent) -> Bool {
        log.add("\(name) auxiliary \(event.button.map { "\($0)" } ?? "none")")
        return handlesEverything
    }
}

/// A recognizer that logs what it sees and never decides on its own.
@MainActor
final class WatchingRecognizer: GestureRecognizer {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func pointerBegan(_ event: PointerEvent) { log.add("\(name) began") }
    override func pointerMoved(_ event: PointerEvent) { log.add("\(name) moved") }
    override func pointerEnded(_ event: PointerEvent) { log.add("\(name) ended") }
    override func pointerCancelled(_ event: PointerEvent) {
        log.add("\(name) cancelled")
        super.pointerCancelled(event)
    }
}

/// Records the state each time a recognizer's action runs.
@MainActor
final class StateRecorder {
    var states: [GestureRecognizer.State] = []

    /// Attaches to `recognizer` and returns self.
    @discardableResult
    func watch(_ recognizer: GestureRecognizer) -> StateRecorder {
        recognizer.addAction { [unowned self] in self.states.append($0.state) }
        return self
    }

    /// The states with runs of `changed` collapsed, e.g. [began, changed, ended].
    var phases: [GestureRecognizer.State] {
        states.reduce(into: []) { result, state in
            if state == .changed, result.last == .changed { return }
            result.append(state)
        }
    }
}

func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

import Foundation
import Geometry
import Views

/// Scripted, timestamped input for tests, built step by step:
///
///     let script = InputScript(start: 0)
///         .down(at: Point(x: 5, y: 100))
///         .drag(to: Point(x: 200, y: 100), duration: 0.3, steps: 18)
///         .up()
///     window.play(script)
///
/// The script keeps a clock (`time`) and the pointer's place (`location`). Presses, releases,
/// keys and other instant events happen at the current time; only `wait`, `move(to:after:)`
/// and `drag` move the clock forward, so timestamps never decrease.
public struct InputScript: Sendable {
    /// The events so far, in order.
    public private(set) var events: [InputEvent] = []
    /// The timestamp the next event gets, in seconds.
    public private(set) var time: Double
    /// Where the pointer is, in window points.
    public private(set) var location: Point
    /// The buttons held, as SDL tracks them.
    public private(set) var heldButtons: Set<PointerButton> = []

    /// What moves report: the lowest-numbered button held (SDL's order), if any.
    public var heldButton: PointerButton? { heldButtons.min { $0.rawValue < $1.rawValue } }

    /// Creates an empty script whose clock starts at `start` seconds with the pointer at
    /// `location`.
    public init(start: Double = 0, location: Point = .zero) {
        self.time = start
        self.location = location
    }

    /// Presses `button` at `point`.
    public func down(at point: Point, button: PointerButton = .left) -> InputScript {
        var next = self
        next.location = point
        next.heldButtons.insert(button)
        next.append(.pointer(PointerEvent(phase: .down, location: point, button: button, timestamp: time)))
        return next
    }

    /// Moves the pointer to `point`, `interval` seconds after the last event.
    public func move(to point: Point, after interval: Double = 1.0 / 60) -> InputScript {
        precondition(interval >= 0, "a script's time cannot go backwards")
        return moving(to: point, at: time + interval)
    }

    /// Moves the pointer in a straight line to `end` at a steady speed, in `steps` moves over
    /// `duration` seconds. With `jitter` (0 ..< 1) the moves' times wander by up to that
    /// fraction of half a step, deterministically, each at the place on the line for its time.
    /// The last move lands on `end` at exactly `duration`.
    public func drag(to end: Point, duration: Double, steps: Int, jitter: Double = 0) -> InputScript {
        precondition(steps > 0 && duration >= 0, "a drag needs at least one step and a duration")
        precondition(jitter >= 0 && jitter < 1, "jitter must keep the moves in order")
        let start = location
        let startTime = time
        let step = duration / Double(steps)
        var next = self
        for i in 1...steps {
            // The golden angle spreads offsets irregularly but reproducibly.
            let offset = i == steps ? 0 : jitter * step / 2 * sin(Double(i) * 2.399_963)
            let t = Double(i) * step + offset
            let fraction = duration > 0 ? t / duration : 1
            let point = Point.interpolate(from: start, to: end, fraction: fraction)
            next = next.moving(to: point, at: startTime + t)
        }
        return next
    }

    /// Presses at `start`, drags to `end`, and releases there.
    public func drag(
        from start: Point, to end: Point, duration: Double, steps: Int, jitter: Double = 0
    ) -> InputScript {
        down(at: start).drag(to: end, duration: duration, steps: steps, jitter: jitter).up()
    }

    /// Releases `button` (default: the held one; the left if none is) at `point` (default:
    /// where the pointer is).
    public func up(at point: Point? = nil, button: PointerButton? = nil) -> InputScript {
        let released = button ?? heldButton ?? .left
        var next = self
        next.location = point ?? location
        next.append(.pointer(PointerEvent(phase: .up, location: next.location, button: released, timestamp: time)))
        next.heldButtons.remove(released)
        return next
    }

    /// Lets `seconds` pass with no event.
    public func wait(_ seconds: Double) -> InputScript {
        precondition(seconds >= 0, "a script's time cannot go backwards")
        var next = self
        next.time += seconds
        return next
    }

    /// A wheel or touchpad scroll by `delta` at `point` (default: where the pointer is).
    public func wheel(by delta: Point, at point: Point? = nil) -> InputScript {
        var next = self
        next.location = point ?? location
        next.append(.wheel(WheelEvent(location: next.location, delta: delta, timestamp: time)))
        return next
    }

    /// A key pressed and released.
    public func key(_ key: Key, modifiers: KeyModifiers = []) -> InputScript {
        var next = self
        next.append(.key(KeyEvent(phase: .down, key: key, modifiers: modifiers, timestamp: time)))
        next.append(.key(KeyEvent(phase: .up, key: key, modifiers: modifiers, timestamp: time)))
        return next
    }

    /// Adds a focus loss (a gesture in progress is cancelled).
    public func focusLost() -> InputScript {
        var next = self
        next.append(.focusLost(timestamp: time))
        return next
    }

    /// Adds the pointer leaving the window while nothing captures it.
    public func pointerLeft() -> InputScript {
        var next = self
        next.append(.pointerLeft(timestamp: time))
        return next
    }

    /// Adds a resize of the window to `size` points.
    public func resize(to size: Size) -> InputScript {
        var next = self
        next.append(.resized(size, timestamp: time))
        return next
    }

    private func moving(to point: Point, at moment: Double) -> InputScript {
        var next = self
        next.time = max(time, moment)
        next.location = point
        next.append(.pointer(PointerEvent(phase: .move, location: point, button: heldButton, timestamp: next.time)))
        return next
    }

    private mutating func append(_ event: InputEvent) {
        events.append(event)
    }
}

extension Window {
    /// Dispatches every event of `script`, in order.
    public func play(_ script: InputScript) {
        for event in script.events { handle(event) }
    }
}

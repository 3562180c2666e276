import Animation
import Foundation
import Geometry
import Layers
import SegueTestSupport
import Views

/// A 400 × 300 window on a manual clock with text fields in it, and the input a user gives
/// them, through `Window.handle` as the SDL host delivers it. With the fixed-advance measurer a
/// 17-point character is 8.5 points wide and a line 21.25 high.
@MainActor
final class TextFieldStage {
    let clock = ManualClock()
    let scene: Scene
    let window: Window
    let service = InMemoryTextInputService()
    let renderer = RecordingRenderer()
    private var time = 0.0

    init(width: Double = 400, height: Double = 300) {
        scene = Scene(size: Size(width: width, height: height), clock: clock)
        window = Window(scene: scene, textMeasurer: FixedAdvanceTextMeasurer())
        window.textInputService = service
    }

    /// A rounded field at `frame` (its text starts 7 points in), laid out.
    @discardableResult
    func field(_ name: String, _ frame: Rect = Rect(x: 20, y: 20, width: 200, height: 34), in parent: View? = nil)
        -> TextField
    {
        let field = TextField(frame: frame)
        field.name = name
        field.borderStyle = .roundedRect
        (parent ?? window).addSubview(field)
        scene.layoutIfNeeded()
        return field
    }

    /// Lays out and renders a frame.
    func frame() {
        scene.layoutIfNeeded()
        _ = try? scene.renderFrameIfNeeded(with: renderer)
    }

    /// Moves the clock on by `seconds` in 60 Hz frames, rendering each.
    func run(for seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            clock.advance(by: 1.0 / 60)
            frame()
        }
    }

    private func tick() -> Double {
        time = max(time + 0.001, clock.now)
        return time
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) {
        let t = tick()
        window.handle(.key(KeyEvent(phase: .down, key: key, modifiers: modifiers, timestamp: t)))
        window.handle(.key(KeyEvent(phase: .up, key: key, modifiers: modifiers, timestamp: t)))
        scene.layoutIfNeeded()
    }

    /// Typed text, as the keyboard layout or input method commits it.
    func type(_ text: String) {
        window.handle(.text(TextInputEvent(text: text, timestamp: tick())))
        scene.layoutIfNeeded()
    }

    /// An input method's composition (empty: cancelled).
    func compose(_ text: String, caret: Int? = nil) {
        let c = caret ?? text.utf16.count
        window.handle(.composition(TextCompositionEvent(text: text, selectedRange: c..<c, timestamp: tick())))
        scene.layoutIfNeeded()
    }

    /// A left click at `point` (window points); `after` seconds from the last input.
    func click(_ point: Point, after: Double = 1) {
        time += after
        window.handle(.pointer(PointerEvent(phase: .down, location: point, button: .left, timestamp: time)))
        window.handle(.pointer(PointerEvent(phase: .up, location: point, button: .left, timestamp: time + 0.01)))
        time += 0.01
        scene.layoutIfNeeded()
    }

    /// A left drag from `start` to `end` in a few moves.
    func drag(from start: Point, to end: Point) {
        time += 1
        window.handle(.pointer(PointerEvent(phase: .down, location: start, button: .left, timestamp: time)))
        for step in 1...4 {
            let f = Double(step) / 4
            let p = Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            time += 0.02
            window.handle(.pointer(PointerEvent(phase: .move, location: p, button: .left, timestamp: time)))
        }
        time += 0.02
        window.handle(.pointer(PointerEvent(phase: .up, location: end, button: .left, timestamp: time)))
        scene.layoutIfNeeded()
    }

    /// A middle click at `point`.
    func middleClick(_ point: Point) {
        time += 1
        window.handle(.pointer(PointerEvent(phase: .down, location: point, button: .middle, timestamp: time)))
        window.handle(.pointer(PointerEvent(phase: .up, location: point, button: .middle, timestamp: time + 0.01)))
        scene.layoutIfNeeded()
    }

    /// The window point of the boundary after `characters` characters in a left-aligned,
    /// unscrolled rounded field at `field`'s frame (the middle of its height).
    func point(in field: TextField, afterCharacters characters: Int) -> Point {
        let origin = field.convert(Point(x: 7, y: field.bounds.height / 2), to: nil)
        return Point(x: origin.x + Double(characters) * 8.5, y: origin.y)
    }
}

/// A delegate that records what it is asked and answers as told.
@MainActor
final class RecordingFieldDelegate: TextFieldDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true
    var allowsClear = true
    var returns = true

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: TextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: TextField) { log.append("didEnd") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        log.append("change \(range.location),\(range.length) \"\(string)\"")
        return allowsChange
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool {
        log.append("shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        log.append("shouldReturn")
        return returns
    }
}

/// Counts a control's editing events.
@MainActor
final class EditingEventLog {
    var events: [String] = []
    init(_ field: TextField) {
        let names: [(ControlEvents, String)] = [
            (.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end"),
            (.editingDidEndOnExit, "exit"),
        ]
        for (event, name) in names {
            field.addAction(for: event) { [weak self] in self?.events.append(name) }
        }
    }
}

extension RecordingRenderer {
    /// The strings the last frame drew, groups included.
    var lastFrameTexts: [String] {
        guard let frame = lastFrame else { return [] }
        return Self.texts(in: frame.items)
    }

    private static func texts(in items: [DisplayItem]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .text(_, let text, _, _): [text]
            case .group(let group): texts(in: group.content().items)
            default: []
            }
        }
    }
}

import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SDLHost
import Views

/// What the recorded tours are made of: input played into the app's window (launched offscreen
/// on a manual clock: `Application.launchOffscreen`), one frame per 1/60 s, every frame drawn
/// written to DIR/frame-0001.png and on (or only those `SEGUE_RECORD_FRAMES` names:
/// `RecordedFrames`), so a tour's frames are the same on every machine.
@MainActor
struct TourRecorder {
    let clock: ManualClock
    /// The app, launched offscreen on `clock` (`Application.launchOffscreen`).
    let application: Application
    let scene: Scene
    let window: Window
    let directory: String
    /// Frames drawn so far (each counted, written or not).
    private(set) var written = 0
    /// Which frames become files; a bad `SEGUE_RECORD_FRAMES` stops the tour at its first frame.
    private let kept: Result<RecordedFrames, any Error>

    /// `directory` exists already (`RecordFolder.prepare`, before SDL starts).
    init(clock: ManualClock, application: Application, directory: String) {
        self.clock = clock
        self.application = application
        window = application.window
        scene = application.window.scene
        self.directory = directory
        kept = Result { try RecordedFrames() }
    }

    /// A left-button drag: a press at `start`, `count` moves of `step` one frame apart, and a
    /// release at the last point, either moving (a fling) or after 12 frames held still.
    mutating func drag(from start: Point, step: Point, frames count: Int, pauseBeforeRelease: Bool) throws {
        send(.down, at: start)
        try frames(1)
        var point = start
        for _ in 1...count {
            point = Point(x: point.x + step.x, y: point.y + step.y)
            send(.move, at: point)
            try frames(1)
        }
        if pauseBeforeRelease { try frames(12) }
        send(.up, at: point)
    }

    /// A left-button click at the middle of the view named `name` (`View.subview(named:)`):
    /// a press, one frame, a release, one frame. Throws if no view in the window has that name.
    mutating func click(named name: String) throws {
        guard let view = window.subview(named: name) else { throw NoSuchView(name: name) }
        try click(at: view.convert(view.bounds, to: nil).center)
    }

    /// A left-button click at the middle of view `name` inside view `container` (a card of a page
    /// stack: every card has its own "push-view"). Throws if either is missing.
    mutating func click(named name: String, inside container: String) throws {
        guard let outer = window.subview(named: container) else { throw NoSuchView(name: container) }
        guard let view = outer.subview(named: name) else { throw NoSuchView(name: container + " › " + name) }
        try click(at: view.convert(view.bounds, to: nil).center)
    }

    /// A left-button click on row `row` of the list named `list` (a `ScrollList`, not scrolled).
    mutating func click(row: Int, inListNamed list: String) throws {
        guard let view = window.subview(named: list) as? ScrollList else { throw NoSuchView(name: list) }
        try click(at: view.convert(view.rectForRow(at: row), to: nil).center)
    }

    /// A back-drag: from 5 points in from the left edge at mid-height, `count` moves of `step`
    /// points to the right one frame apart, released (after 12 still frames when
    /// `pauseBeforeRelease`), then frames until nothing moves.
    mutating func dragBack(step: Double, frames count: Int, pauseBeforeRelease: Bool) throws {
        let y = scene.size.height / 2
        try drag(
            from: Point(x: 5, y: y), step: Point(x: step, y: 0), frames: count, pauseBeforeRelease: pauseBeforeRelease)
        try untilIdle()
    }

    /// A left-button click at `point` (window coordinates): a press, one frame, a release, one
    /// frame.
    mutating func click(at point: Point) throws {
        send(.down, at: point)
        try frames(1)
        send(.up, at: point)
        try frames(1)
    }

    /// A left-button click at the middle of the shown label whose text is `text` (a bar
    /// item's title, an alert's button): the last one in the window's tree, the top one.
    mutating func click(labelled text: String) throws {
        guard let label = Self.lastLabel(text, in: window) else { throw NoSuchView(name: "label " + text) }
        try click(at: label.convert(label.bounds, to: nil).center)
    }

    /// A left-button click at the middle of the shown bar button of the system item `item`
    /// (an icon, which has no label): the last one in the window's tree, the top one.
    mutating func click(systemItem item: BarButtonItem.SystemItem) throws {
        guard let button = Self.lastBarButton(item, in: window) else { throw NoSuchView(name: "bar item \(item)") }
        try click(at: button.convert(button.bounds, to: nil).center)
    }

    private static func lastBarButton(_ item: BarButtonItem.SystemItem, in view: View) -> BarButton? {
        guard !view.isHidden else { return nil }
        for subview in view.subviews.reversed() {
            if let found = lastBarButton(item, in: subview) { return found }
        }
        if let button = view as? BarButton, button.item.systemItem == item { return button }
        return nil
    }

    private static func lastLabel(_ text: String, in view: View) -> Label? {
        guard !view.isHidden else { return nil }
        for subview in view.subviews.reversed() {
            if let found = lastLabel(text, in: subview) { return found }
        }
        if let label = view as? Label, label.text == text { return label }
        return nil
    }

    /// Types `text` as the keyboard would (typed-text events), a character every `spacing`
    /// frames.
    mutating func type(_ text: String, spacing: Int = 3) throws {
        for character in text {
            window.handle(.text(TextInputEvent(text: String(character), timestamp: clock.now)))
            try frames(spacing)
        }
    }

    /// Presses and releases `key` with `modifiers`, then steps one frame.
    mutating func press(_ key: Key, modifiers: KeyModifiers = []) throws {
        window.handle(.key(KeyEvent(phase: .down, key: key, modifiers: modifiers, timestamp: clock.now)))
        window.handle(.key(KeyEvent(phase: .up, key: key, modifiers: modifiers, timestamp: clock.now)))
        try frames(1)
    }

    /// A tour asked to click a view the window does not hold: the tour and the pages disagree.
    struct NoSuchView: Error, CustomStringConvertible {
        let name: String
        var description: String { "the tour found no view named \"\(name)\" to click" }
    }

    func send(_ phase: PointerEvent.Phase, at point: Point) {
        window.handle(.pointer(PointerEvent(phase: phase, location: point, button: .left, timestamp: clock.now)))
    }

    /// Steps `count` frames of 1/60 s, writing each one drawn (each one kept: `RecordedFrames`).
    mutating func frames(_ count: Int) throws {
        let kept = try kept.get()
        for _ in 0..<count {
            clock.advance(by: 1 / 60)
            if try application.renderFrameIfNeeded() {
                written += 1
                // Read back even when not written: every frame's pixels come out as they did.
                let pixels = try application.hostWindow.readPixels()
                guard kept.writes(written) else { continue }
                let name = String(format: "frame-%04d.png", written)
                try PNGWriter.write(pixels, to: directory + "/" + name)
            }
        }
    }

    /// Steps frames until nothing moves (at most `limit`).
    mutating func untilIdle(limit: Int = 240) throws {
        var n = 0
        while scene.needsFrame && n < limit {
            try frames(1)
            n += 1
        }
    }
}

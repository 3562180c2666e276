import Animation
import Foundation
import Geometry
import Layers
import SDLHost
import Views

/// The text scenarios: a `TextView` holding 10,000 lines that fills the window, typed into
/// and scrolled frame by frame on a manual clock (TextEditing.md, "Text views").
extension BenchmarkRun {
    /// The lines of the text view: long enough that some wrap at 1280 points.
    nonisolated static let textViewLines = 10_000

    /// `type-textview-10000`: the caret in the middle of the text, one character typed per
    /// frame. Timed: delivering the typed text, the layout and the frame drawn.
    func typeIntoTextView() throws {
        let stage = try TextViewStage(run: self)
        stage.textView.selectedRange = NSRange(location: stage.middle, length: 0)
        _ = try stage.frame()
        var typed = 0
        stage.editing = FrameStatistics()
        let stats = try measure { _ in
            typed += 1
            try stage.frame(input: .text(TextInputEvent(text: typed % 12 == 0 ? " " : "a", timestamp: stage.now)))
        }
        try stage.expect(typedCount: typed)
        report(
            "type-textview-\(Self.textViewLines)", layers: stage.layerCount, stats,
            extra: ["edit_p50_ms": stage.editing.percentile(0.5), "edit_p99_ms": stage.editing.percentile(0.99)])
    }

    /// `scroll-textview-10000`: a wheel notch down every frame, through the text and back up
    /// at the end. Timed: the wheel event, the glide's layout and the frame drawn.
    func scrollTextView() throws {
        let stage = try TextViewStage(run: self)
        // From the top (the caret went to the end with the text, and the view with it).
        stage.textView.selectedRange = NSRange(location: 0, length: 0)
        _ = try stage.frame()
        let stats = try measure { i in
            let down = (i / 400) % 2 == 0
            let wheel = WheelEvent(
                location: Point(x: 200, y: 200), delta: Point(x: 0, y: down ? -1 : 1), timestamp: stage.now)
            try stage.frame(input: .wheel(wheel))
        }
        guard stage.textView.contentOffset.y > 0, stage.textView.contentOffset.y < stage.textView.contentSize.height / 2
        else {
            throw BenchFailure("the wheel did not scroll the text view (offset \(stage.textView.contentOffset.y))")
        }
        report("scroll-textview-\(Self.textViewLines)", layers: stage.layerCount, stats)
    }
}

/// A window whose content is one editing `TextView` of `BenchmarkRun.textViewLines` lines.
@MainActor
final class TextViewStage {
    let clock = ManualClock()
    let scene: Scene
    let window: Window
    let textView = TextView()
    let renderer: SDLRenderer
    let initialLength: Int
    /// The UTF-16 offset of the middle line's start.
    let middle: Int

    init(run: BenchmarkRun) throws {
        renderer = run.renderer
        scene = Scene(size: run.window.size, clock: clock, background: .white)
        window = Window(scene: scene, textMeasurer: run.textMeasurer)
        var lines: [String] = []
        lines.reserveCapacity(BenchmarkRun.textViewLines)
        for n in 1...BenchmarkRun.textViewLines {
            lines.append(
                "Line \(n): the quick brown fox jumps over the lazy dog, \(n % 7 == 0 ? String(repeating: "and on ", count: 30) : "")"
            )
        }
        let text = lines.joined(separator: "\n")
        middle = lines.prefix(BenchmarkRun.textViewLines / 2).reduce(0) { $0 + $1.utf16.count + 1 }
        initialLength = text.utf16.count
        textView.name = "bench-text"
        textView.text = text
        window.setContentView(textView)
        scene.layoutIfNeeded()
        guard textView.becomeFirstResponder() else { throw BenchFailure("the text view did not start editing") }
    }

    var now: Double { clock.now }

    var layerCount: Int { scene.rootLayer.subtreeLayerCount }

    /// What the text system took of each frame: the input delivered and the layout after it,
    /// without flattening and drawing the window.
    var editing = FrameStatistics()
    private let stopwatch = MonotonicClock()

    /// One frame: the clock moves 1/60 s, `input` is delivered, then the frame is drawn.
    func frame(input: InputEvent? = nil) throws {
        clock.advance(by: 1.0 / 60)
        let start = stopwatch.now
        if let input { window.handle(input) }
        scene.tick()
        scene.layoutIfNeeded()
        editing.add(milliseconds: (stopwatch.now - start) * 1000)
        _ = try scene.renderFrameIfNeeded(with: renderer)
    }

    /// Every typed character landed in the text.
    func expect(typedCount: Int) throws {
        let length = textView.text.utf16.count
        guard length == initialLength + typedCount else {
            throw BenchFailure("typed \(typedCount) characters but the text grew by \(length - initialLength)")
        }
    }
}

/// A scenario that did not do what it measures.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

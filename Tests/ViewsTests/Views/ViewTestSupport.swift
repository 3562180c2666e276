import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

/// A window on a manual clock with the fixed-advance measurer (each character 0.5 × the font
/// size wide, a line 1.25 × the size high), and what its frames drew.
@MainActor
final class TestWindow {
    let clock = ManualClock()
    let scene: Scene
    let window: Window
    let renderer = RecordingRenderer()

    init(width: Double = 320, height: Double = 480, measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) {
        scene = Scene(size: Size(width: width, height: height), clock: clock)
        window = Window(scene: scene, textMeasurer: measurer)
    }

    /// Lays out and renders a frame if anything changed; returns whether one was drawn.
    @discardableResult
    func frame() -> Bool {
        // RecordingRenderer never throws.
        (try? scene.renderFrameIfNeeded(with: renderer)) ?? false
    }

    /// Moves the clock on by `seconds` in 60 Hz frames, rendering each.
    func run(for seconds: Double) {
        let frames = Int((seconds * 60).rounded(.up))
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            frame()
        }
    }

    /// The display list of the current state (laid out first).
    func displayList() -> DisplayList {
        scene.layoutIfNeeded()
        return scene.displayList()
    }

    /// True when no animation is running (every test should end so).
    var isIdle: Bool { scene.engine.isIdle }
}

/// A measurer that counts how often it is asked.
@MainActor
final class CountingMeasurer: TextMeasuring {
    private let inner = FixedAdvanceTextMeasurer()
    private(set) var sizeCalls = 0
    private(set) var lineHeightCalls = 0

    func size(of text: String, font: Font) throws -> Size {
        sizeCalls += 1
        return try inner.size(of: text, font: font)
    }

    func lineHeight(of font: Font) throws -> Double {
        lineHeightCalls += 1
        return try inner.lineHeight(of: font)
    }
}

/// Pointer events in window coordinates.
func down(_ x: Double, _ y: Double, at t: Double = 0) -> PointerEvent {
    PointerEvent(phase: .down, location: Point(x: x, y: y), button: .left, timestamp: t)
}

func move(_ x: Double, _ y: Double, at t: Double = 0) -> PointerEvent {
    PointerEvent(phase: .move, location: Point(x: x, y: y), button: .left, timestamp: t)
}

func up(_ x: Double, _ y: Double, at t: Double = 0) -> PointerEvent {
    PointerEvent(phase: .up, location: Point(x: x, y: y), button: .left, timestamp: t)
}

func wheel(dx: Double = 0, dy: Double, at t: Double = 0) -> WheelEvent {
    WheelEvent(location: Point(x: 10, y: 10), delta: Point(x: dx, y: dy), timestamp: t)
}

/// The display list's items by kind.
struct TextItem {
    let quad: Quad
    let text: String
    let style: TextStyle
    let opacity: Double
}

struct FillItem {
    let quad: Quad
    let color: Color
    let opacity: Double
}

struct ImageItem {
    let quad: Quad
    let image: Image
    let opacity: Double
}

extension DisplayList {
    var texts: [TextItem] {
        items.compactMap {
            if case .text(let quad, let text, let style, let opacity) = $0 {
                return TextItem(quad: quad, text: text, style: style, opacity: opacity)
            }
            return nil
        }
    }

    var fills: [FillItem] {
        items.compactMap {
            if case .fill(let quad, let color, _, let opacity) = $0 {
                return FillItem(quad: quad, color: color, opacity: opacity)
            }
            return nil
        }
    }

    var images: [ImageItem] {
        items.compactMap {
            if case .image(let quad, let image, let opacity) = $0 {
                return ImageItem(quad: quad, image: image, opacity: opacity)
            }
            return nil
        }
    }

    var clips: [Rect] {
        items.compactMap {
            if case .pushClip(let rect) = $0 { return rect }
            return nil
        }
    }
}

/// Whether two numbers agree to rounding error.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}

/// A view with a name and a frame, added to `parent`.
@MainActor
@discardableResult
func addView(_ name: String, _ frame: Rect, to parent: View, color: Color? = nil) -> View {
    let view = View(frame: frame)
    view.name = name
    view.backgroundColor = color
    parent.addSubview(view)
    return view
}

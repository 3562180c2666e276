import Animation
import Foundation
import Geometry
import Layers
import Views

/// The scene as the frame loop sees it, timing each frame for the F1 overlay.
@MainActor
final class TimedFrameSource: FrameSource {
    let scene: Scene
    let overlay: Label
    private let stopwatch = MonotonicClock()
    /// The last 60 frames' times to draw, in milliseconds.
    private var recent: [Double] = []
    /// The gaps between the last 60 frames drawn one after another, in seconds, for the rate.
    private var intervals: [Double] = []
    private var lastDrawn: Double?
    private var lastShown = -1.0

    init(scene: Scene, overlay: Label) {
        self.scene = scene
        self.overlay = overlay
    }

    var needsFrame: Bool { scene.needsFrame }

    func renderFrameIfNeeded(with renderer: any FrameRenderer) throws -> Bool {
        let start = stopwatch.now
        let drawn = try scene.renderFrameIfNeeded(with: renderer)
        guard drawn else { return false }
        let now = stopwatch.now
        recent.append((now - start) * 1000)
        if recent.count > 60 { recent.removeFirst(recent.count - 60) }
        // A gap longer than a quarter second is an idle window, not a slow frame: the rate
        // is that of frames drawn in a row (an animation, a drag), which is what it judges.
        if let lastDrawn, now - lastDrawn < 0.25 {
            intervals.append(now - lastDrawn)
            if intervals.count > 60 { intervals.removeFirst(intervals.count - 60) }
        }
        lastDrawn = now
        // At most four updates a second, and only while frames are drawn anyway, so the
        // overlay never keeps an idle window drawing.
        if !overlay.isHidden, now - lastShown > 0.25 {
            lastShown = now
            overlay.text = Self.summary(last: recent.last ?? 0, worst: recent.max() ?? 0, intervals: intervals)
            place(in: scene.size)
        }
        return true
    }

    /// The overlay's line, every number with its unit: the last frame's time to draw, the
    /// longest of the last 60, and the rate from the median gap between frames drawn in a
    /// row ("–" before there are two).
    static func summary(last: Double, worst: Double, intervals: [Double]) -> String {
        let times = String(format: "frame %.1f ms · max %.1f ms", last, worst)
        guard !intervals.isEmpty else { return times + " · – fps" }
        let median = intervals.sorted()[intervals.count / 2]
        return times + String(format: " · %.0f fps", 1 / median)
    }

    func resize(to size: Size) {
        scene.resize(to: size)
        place(in: size)
    }

    /// Bottom right, 8 points in, as wide as its line plus a margin (never narrower than the
    /// longest usual line, so it does not jitter as the numbers change).
    func place(in size: Size) {
        let width = max(300, overlay.intrinsicContentSize.width + 20)
        overlay.frame = Rect(x: size.width - width - 8, y: size.height - 32, width: width, height: 24)
    }
}

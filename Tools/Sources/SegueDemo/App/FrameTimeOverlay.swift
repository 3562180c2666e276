import Animation
import Foundation
import Geometry
import Views

/// The F1 overlay: the last frame's time to draw, the longest of the last 60 and the frame
/// rate, fed by `Application.observeFrameTimes(_:)`.
@MainActor
final class FrameTimeOverlay {
    let label: Label
    private let stopwatch = MonotonicClock()
    /// The last 60 frames' times to draw, in milliseconds.
    private var recent: [Double] = []
    /// The gaps between the last 60 frames drawn one after another, in seconds, for the rate.
    private var intervals: [Double] = []
    private var lastDrawn: Double?
    private var lastShown = -1.0
    private var placedFor: Size?

    init() {
        label = Label(text: "", font: .system(size: 13), textColor: .white)
        label.name = "frame-times"
        label.backgroundColor = Color(white: 0, alpha: 0.6)
        label.layer.cornerRadius = 6
        label.textAlignment = .center
        label.isHidden = true
    }

    /// A frame was drawn in `seconds`, in a window `size` points large.
    func frameDrawn(seconds: Double, in size: Size) {
        let now = stopwatch.now
        recent.append(seconds * 1000)
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
        if !label.isHidden, now - lastShown > 0.25 {
            lastShown = now
            label.text = Self.summary(last: recent.last ?? 0, worst: recent.max() ?? 0, intervals: intervals)
            place(in: size)
        } else if !label.isHidden, placedFor != size {
            place(in: size)  // the window was resized
        }
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

    /// Bottom right, 8 points in, as wide as its line plus a margin (never narrower than the
    /// longest usual line, so it does not jitter as the numbers change).
    func place(in size: Size) {
        placedFor = size
        let width = max(300, label.intrinsicContentSize.width + 20)
        label.frame = Rect(x: size.width - width - 8, y: size.height - 32, width: width, height: 24)
    }
}

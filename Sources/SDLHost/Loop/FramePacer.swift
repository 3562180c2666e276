import CSDL2

/// Spaces frames at the display's refresh interval, on SDL's high-resolution counter.
///
/// Frames are due on a fixed grid (one interval apart), so waits rounded to whole
/// milliseconds do not make the rate drift; a frame late by more than an interval restarts
/// the grid instead of bunching frames up to catch up. When presenting waits for the
/// display's vertical blank (`SDLWindow.presentsWithVSync`) the present paces the frames and
/// the pacer only keeps them half an interval apart: a driver that grants vsync and then
/// does not wait (an offscreen surface) still cannot spin.
struct FramePacer {
    /// Seconds between frames.
    let interval: Double
    /// True when the present waits for the display (vsync granted).
    let presentPaces: Bool
    private let frequency: Double
    private let step: UInt64
    private var nextFrame: UInt64 = 0
    /// When the frame being drawn started, and how long the last frames took to draw (seconds,
    /// oldest overwritten first).
    private var frameStart: UInt64 = 0
    private var drawingTimes = [Double](repeating: 0, count: Self.drawingTimesKept)
    private var drawingTimesRecorded = 0
    static let drawingTimesKept = 16
    /// What is added to the recent drawing time when holding a present, for the present's
    /// own variation.
    static let presentMargin = 0.0005

    /// `frequency` is the counter's ticks per second (SDL's by default; tests give their own).
    init(refreshRate: Double, presentPaces: Bool = false, frequency: UInt64 = SDL_GetPerformanceFrequency()) {
        interval = 1 / (refreshRate > 0 ? refreshRate : 60)
        self.presentPaces = presentPaces
        self.frequency = Double(frequency)
        step = UInt64(interval * Double(frequency))
    }

    /// Whole milliseconds until the next frame is due at counter value `now`; 0 when it is
    /// due within a millisecond.
    func millisecondsUntilDue(now: UInt64 = SDL_GetPerformanceCounter()) -> Int32 {
        guard nextFrame > now else { return 0 }
        return Int32(min((Double(nextFrame - now) / frequency * 1000).rounded(.down), 1000))
    }

    /// Seconds until the next frame is due at counter value `now`; 0 when it is due. What is
    /// left once `millisecondsUntilDue` is 0 (under a millisecond) is slept precisely by the
    /// frame loop, so frames start on their grid rather than up to a millisecond early, which
    /// made the intervals between frames wander by a millisecond either way
    /// (MeasuredSDLFacts.md, "Displays, events and timing").
    func secondsUntilDue(now: UInt64 = SDL_GetPerformanceCounter()) -> Double {
        guard nextFrame > now else { return 0 }
        return Double(nextFrame - now) / frequency
    }

    /// Seconds to hold the present of the frame started last, its drawing done at counter value
    /// `now`: so that it is handed to the display as long after its start as the slowest of
    /// most recent frames took to draw (the 15th of the last 16) plus `presentMargin`, at most
    /// 0.8 of an interval. Frames then reach the display one interval apart, as a swap chain
    /// with vsync would hand them over, rather than whenever each one's drawing ended, which
    /// varies by a few milliseconds from frame to frame (MeasuredSDLFacts.md, "Displays,
    /// events and timing"). 0 when the present itself waits for the display, and before 16
    /// frames were drawn.
    mutating func presentHold(now: UInt64 = SDL_GetPerformanceCounter()) -> Double {
        guard !presentPaces, frameStart > 0, now > frameStart else { return 0 }
        let drawing = Double(now - frameStart) / frequency
        drawingTimes[drawingTimesRecorded % Self.drawingTimesKept] = drawing
        drawingTimesRecorded += 1
        guard drawingTimesRecorded >= Self.drawingTimesKept else { return 0 }
        // The second largest: one slow frame (a page drawn for the first time) does not hold
        // the frames after it.
        var largest = 0.0
        var second = 0.0
        for time in drawingTimes {
            if time > largest {
                second = largest
                largest = time
            } else if time > second {
                second = time
            }
        }
        let target = min(second + Self.presentMargin, interval * 0.8)
        return max(0, target - drawing)
    }

    /// Records that a frame is starting at counter value `now`.
    mutating func frameStarted(now: UInt64 = SDL_GetPerformanceCounter()) {
        frameStart = now
        if presentPaces {
            nextFrame = now + step / 2
        } else if nextFrame == 0 || now >= nextFrame + step {
            nextFrame = now + step
        } else {
            nextFrame += step
        }
    }
}

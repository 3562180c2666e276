import CSDL2

/// Spaces frames at the display's refresh interval, on SDL's high-resolution counter.
///
/// Frames are due on a fixed grid (one interval apart), so waits rounded to whole
/// milliseconds do not make the rate drift; a frame late by more than an interval restarts
/// the grid instead of bunching frames up to catch up.
struct FramePacer {
    /// Seconds between frames.
    let interval: Double
    private let frequency = Double(SDL_GetPerformanceFrequency())
    private let step: UInt64
    private var nextFrame: UInt64 = 0

    init(refreshRate: Double) {
        interval = 1 / (refreshRate > 0 ? refreshRate : 60)
        step = UInt64(interval * frequency)
    }

    /// Whole milliseconds until the next frame is due; 0 when it is due within a millisecond.
    func millisecondsUntilDue() -> Int32 {
        let now = SDL_GetPerformanceCounter()
        guard nextFrame > now else { return 0 }
        return Int32(min((Double(nextFrame - now) / frequency * 1000).rounded(.down), 1000))
    }

    /// Records that a frame is starting now.
    mutating func frameStarted() {
        let now = SDL_GetPerformanceCounter()
        if nextFrame == 0 || now >= nextFrame + step {
            nextFrame = now + step
        } else {
            nextFrame += step
        }
    }
}

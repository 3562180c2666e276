import CSDL2

/// Spaces frames at the display's refresh interval, on SDL's high-resolution counter.
struct FramePacer {
    /// Seconds between frames.
    let interval: Double
    private let frequency = Double(SDL_GetPerformanceFrequency())
    private var nextFrame: UInt64 = 0

    init(refreshRate: Double) {
        interval = 1 / (refreshRate > 0 ? refreshRate : 60)
    }

    /// Milliseconds until the next frame is due (0 when it is due now).
    func millisecondsUntilDue() -> Int32 {
        let now = SDL_GetPerformanceCounter()
        guard nextFrame > now else { return 0 }
        return Int32(min((Double(nextFrame - now) / frequency * 1000).rounded(.up), 1000))
    }

    /// Records that a frame started now: the next is due one interval later (or at once, if
    /// this frame was already late, without trying to catch up).
    mutating func frameStarted() {
        let now = SDL_GetPerformanceCounter()
        nextFrame = now + UInt64(interval * frequency)
    }
}

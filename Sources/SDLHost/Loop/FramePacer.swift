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

    /// Records that a frame is starting at counter value `now`.
    mutating func frameStarted(now: UInt64 = SDL_GetPerformanceCounter()) {
        if presentPaces {
            nextFrame = now + step / 2
        } else if nextFrame == 0 || now >= nextFrame + step {
            nextFrame = now + step
        } else {
            nextFrame += step
        }
    }
}

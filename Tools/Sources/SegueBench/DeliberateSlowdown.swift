/// `--slowdown PERCENT`: about PERCENT more work per frame, made by drawing every
/// (100 / PERCENT)-th frame twice (every 5th for 20%), so the instruction-count guard
/// (scripts/bench-check) can be seen to fail on a real slowdown of the drawing code. Off (0)
/// in every measured run.
struct DeliberateSlowdown {
    /// Draw every `every`-th frame twice; nil: never.
    let every: Int?

    init(percent: Int) {
        every = percent > 0 ? max(1, Int((100.0 / Double(percent)).rounded())) : nil
    }

    /// Whether the frame numbered `frame` (from 0) is drawn a second time.
    func repeats(frame: Int) -> Bool {
        guard let every else { return false }
        return frame % every == every - 1
    }
}

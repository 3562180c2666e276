import Dispatch

/// Work over the rows of an image done in two bands at once, one on each core, when there are
/// enough pixels to pay for the hand-over (about 120,000; below that one pass on the calling
/// thread). The work must make each row from its own position only and write only its own
/// rows, so the result is the same as one pass (Rendering.md): a filtered quad
/// (`QuadBands`), a page's sideways level (`SidewaysMip`), a large fill (`SurfaceFill`).
enum RowBands {
    /// Pixels (rows × pixels a row) from which the rows are split.
    static let minimumPixels = 120_000

    /// Runs `body(band, rows)` over `0..<rows`: once, `band` 0, for small work; else for the
    /// top half (band 0) and the bottom half (band 1) at once.
    static func run(rows: Int, pixelsPerRow: Int, _ body: @Sendable (_ band: Int, _ rows: Range<Int>) -> Void) {
        guard rows >= 2, rows * pixelsPerRow >= minimumPixels else {
            body(0, 0..<rows)
            return
        }
        let half = rows / 2
        // Two iterations, no array of work: nothing allocated per frame.
        DispatchQueue.concurrentPerform(iterations: 2) { band in
            body(band, band == 0 ? 0..<half : half..<rows)
        }
    }
}

/// A large filtered quad drawn in two bands of rows at once, one on each core (`RowBands`):
/// the rows of a quad are independent (each row's spans, coverage and sample points depend on
/// its own position only), so the bands write disjoint rows of the canvas and the pixels are
/// the same as drawn in one pass. Rendering.md.
struct QuadBands {
    /// Everything `QuadSampler.render` needs, and each band's per-row notes. Unchecked: the
    /// pointers are the locked canvas, the texels and the caller's notes, valid for the whole
    /// call, and the two bands touch disjoint rows and their own notes.
    private struct Job: @unchecked Sendable {
        let sampler: QuadSampler
        let texels: UnsafePointer<UInt32>?
        let runs: UnsafePointer<UInt8>?
        let textureWidth: Int
        let opaque: Bool
        let tint: RGBA8
        let x0: Int
        let y0: Int
        let width: Int
        let out: UnsafeMutablePointer<UInt32>
        let pitch: Int
        let blendsOnto: Bool
        let notes: (UnsafeMutablePointer<[QuadSampler.Interior]>, UnsafeMutablePointer<[QuadSampler.Interior]>)

        func render(band: Int, rows: Range<Int>) {
            sampler.render(
                texels: texels, runs: runs, textureWidth: textureWidth, opaque: opaque, tint: tint, x0: x0,
                y0: y0 + rows.lowerBound, width: width, height: rows.count, into: out + rows.lowerBound * pitch,
                pitch: pitch, blendsOnto: blendsOnto, interiors: &(band == 0 ? notes.0 : notes.1).pointee)
        }
    }

    /// Renders the region `x0..<x0+width` × `y0..<y0+height` into `out` (`pitch` pixels to a
    /// row), in two bands at once when it is large, else in one; `first` and `second` are
    /// the two bands' per-row notes, kept by the caller across frames. `blendsOnto` as in
    /// `QuadSampler.render`.
    static func render(
        _ sampler: QuadSampler, texels: UnsafePointer<UInt32>?, runs: UnsafePointer<UInt8>? = nil, textureWidth: Int,
        opaque: Bool, tint: RGBA8,
        x0: Int, y0: Int, width: Int, height: Int, into out: UnsafeMutablePointer<UInt32>, pitch: Int,
        blendsOnto: Bool = false, first: inout [QuadSampler.Interior], second: inout [QuadSampler.Interior]
    ) {
        withUnsafeMutablePointer(to: &first) { firstNotes in
            withUnsafeMutablePointer(to: &second) { secondNotes in
                let job = Job(
                    sampler: sampler, texels: texels, runs: runs, textureWidth: textureWidth, opaque: opaque,
                    tint: tint, x0: x0,
                    y0: y0, width: width, out: out, pitch: pitch, blendsOnto: blendsOnto,
                    notes: (firstNotes, secondNotes))
                RowBands.run(rows: height, pixelsPerRow: width) { band, rows in job.render(band: band, rows: rows) }
            }
        }
    }
}

import Dispatch

/// A large filtered quad drawn in two bands of rows at once, one on each core: the rows of a
/// quad are independent (each row's spans, coverage and sample points depend on its own
/// position only), so the bands write disjoint rows of the canvas and the pixels are the same
/// as drawn in one pass. Below `minimumPixels` the hand-over costs more than it saves.
/// docs/ARCHITECTURE.md §5.
struct QuadBands {
    /// Pixels (width × height of the region) from which a quad is split.
    static let minimumPixels = 120_000

    /// One band's work: everything `QuadSampler.render` needs, for rows `y0..<y0+height`.
    /// Unchecked: the pointers are the locked canvas and the texels, valid for the whole call,
    /// and the two bands touch disjoint rows and their own notes.
    struct Band: @unchecked Sendable {
        let sampler: QuadSampler
        let texels: UnsafePointer<UInt32>?
        let textureWidth: Int
        let opaque: Bool
        let tint: RGBA8
        let x0: Int
        let y0: Int
        let width: Int
        let height: Int
        let out: UnsafeMutablePointer<UInt32>
        let pitch: Int
        let interiors: UnsafeMutablePointer<[QuadSampler.Interior]>

        func render() {
            sampler.render(
                texels: texels, textureWidth: textureWidth, opaque: opaque, tint: tint, x0: x0, y0: y0, width: width,
                height: height, into: out, pitch: pitch, interiors: &interiors.pointee)
        }
    }

    /// Renders the region `x0..<x0+width` × `y0..<y0+height` into `out` (`pitch` pixels to a
    /// row), in two bands at once when it is large, else in one; `first` and `second` are
    /// the two bands' per-row notes, kept by the caller across frames.
    static func render(
        _ sampler: QuadSampler, texels: UnsafePointer<UInt32>?, textureWidth: Int, opaque: Bool, tint: RGBA8,
        x0: Int, y0: Int, width: Int, height: Int, into out: UnsafeMutablePointer<UInt32>, pitch: Int,
        first: inout [QuadSampler.Interior], second: inout [QuadSampler.Interior]
    ) {
        guard width * height >= minimumPixels, height >= 2 else {
            sampler.render(
                texels: texels, textureWidth: textureWidth, opaque: opaque, tint: tint, x0: x0, y0: y0, width: width,
                height: height, into: out, pitch: pitch, interiors: &first)
            return
        }
        let top = height / 2
        withUnsafeMutablePointer(to: &first) { firstNotes in
            withUnsafeMutablePointer(to: &second) { secondNotes in
                let upper = Band(
                    sampler: sampler, texels: texels, textureWidth: textureWidth, opaque: opaque, tint: tint, x0: x0,
                    y0: y0, width: width, height: top, out: out, pitch: pitch, interiors: firstNotes)
                let lower = Band(
                    sampler: sampler, texels: texels, textureWidth: textureWidth, opaque: opaque, tint: tint, x0: x0,
                    y0: y0 + top, width: width, height: height - top, out: out + top * pitch, pitch: pitch,
                    interiors: secondNotes)
                // No array of bands: nothing allocated per frame.
                DispatchQueue.concurrentPerform(iterations: 2) { $0 == 0 ? upper.render() : lower.render() }
            }
        }
    }
}

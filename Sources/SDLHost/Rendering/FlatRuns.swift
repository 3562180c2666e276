/// For each texel of an image, how many texels from it to the right along its row have its
/// very colour (itself included, at most 255): what lets a turned page's flat areas (a list's
/// white background, a bar's fill) be filled rather than sampled (`QuadSampler.TexelGrid`).
///
/// A stretch of a row of the surface whose sample points lie between two points reads, with
/// bilinear filtering, only texels of the rectangle those points span, one texel wider and
/// taller; when every texel there is one colour, every sample is that colour, so the stretch
/// is that colour: the same pixels, a store each instead of four reads and a comparison
/// (Rendering.md).
enum FlatRuns {
    /// The longest run noted: a stretch spans far fewer texels (16 columns, under 2 texels
    /// a pixel, `SidewaysMip`).
    static let longest = 255

    /// Notes the runs of `rows` of `texels` (`width` to a row) into `runs` (the same layout).
    static func mark(
        _ texels: UnsafePointer<UInt32>, width: Int, rows: Range<Int>, into runs: UnsafeMutablePointer<UInt8>
    ) {
        guard width > 0 else { return }
        let countdown = SIMD8<UInt32>(8, 7, 6, 5, 4, 3, 2, 1)
        let cap = SIMD8<UInt32>(repeating: UInt32(longest))
        for row in rows {
            let t = texels + row * width
            let r = runs + row * width
            var run: UInt32 = 1
            var next = t[width - 1]
            r[width - 1] = 1
            var x = width - 2
            // Columns from which eight texels are tried at once again (eight failed there).
            var blocksFrom = x
            while x >= 0 {
                if x <= blocksFrom {
                    // A flat stretch past the longest run: sixteen texels at a time, their
                    // counts all the longest.
                    if run >= UInt32(longest) - 1 {
                        while x >= 15, allSixteen(t + x - 15, are: next) {
                            UnsafeMutableRawPointer(r + x - 15).storeBytes(
                                of: SIMD16<UInt8>(repeating: UInt8(longest)), as: SIMD16<UInt8>.self)
                            run = UInt32(longest)
                            x -= 16
                        }
                    }
                    // Eight texels all of the colour to their right (a flat row: most of a
                    // page): their runs count up by one each, stored at once.
                    if x >= 7 {
                        if allEight(t + x - 7, are: next) {
                            let counts = pointwiseMin(countdown &+ SIMD8(repeating: run), cap)
                            UnsafeMutableRawPointer(r + x - 7).storeBytes(
                                of: SIMD8<UInt8>(truncatingIfNeeded: counts), as: SIMD8<UInt8>.self)
                            run = Swift.min(run &+ 8, UInt32(longest))
                            x -= 8
                            continue
                        }
                        blocksFrom = x - 8
                    }
                }
                let here = t[x]
                run = here == next ? Swift.min(run &+ 1, UInt32(longest)) : 1
                r[x] = UInt8(truncatingIfNeeded: run)
                next = here
                x -= 1
            }
        }
    }

    /// True when the sixteen texels from `first` are all `colour`. Their differences are
    /// OR-ed together by halves: SIMD's `==` is compiled lane by lane (some 36 instructions for
    /// eight texels), this to a few vector instructions.
    @inline(__always)
    static func allSixteen(_ first: UnsafePointer<UInt32>, are colour: UInt32) -> Bool {
        let d = UnsafeRawPointer(first).loadUnaligned(as: SIMD16<UInt32>.self) ^ SIMD16(repeating: colour)
        let eight = d.lowHalf | d.highHalf
        let four = eight.lowHalf | eight.highHalf
        let two = four.lowHalf | four.highHalf
        return two.x | two.y == 0
    }

    /// True when the eight texels from `first` are all `colour` (as `allSixteen`).
    @inline(__always)
    static func allEight(_ first: UnsafePointer<UInt32>, are colour: UInt32) -> Bool {
        let d = UnsafeRawPointer(first).loadUnaligned(as: SIMD8<UInt32>.self) ^ SIMD8(repeating: colour)
        let four = d.lowHalf | d.highHalf
        let two = four.lowHalf | four.highHalf
        return two.x | two.y == 0
    }

    /// `runs` made for all of `texels` (`width` x `height`), reusing its storage; on both
    /// cores for a page (`RowBands`).
    static func make(
        _ runs: inout [UInt8], for texels: UnsafeBufferPointer<UInt32>, width: Int, height: Int
    ) {
        make(
            &runs, texels: UnsafeMutablePointer(mutating: texels.baseAddress), count: texels.count, width: width,
            height: height, settingAlpha: false)
    }

    /// `make`, for texels read in the window's layout whose alpha bytes are still to be set:
    /// each row's are set just before its runs are noted, while the row is in the cache (one
    /// pass over a page's memory instead of two).
    static func make(
        _ runs: inout [UInt8], settingAlphaOf texels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int
    ) {
        make(&runs, texels: texels.baseAddress, count: texels.count, width: width, height: height, settingAlpha: true)
    }

    private static func make(
        _ runs: inout [UInt8], texels: UnsafeMutablePointer<UInt32>?, count available: Int, width: Int, height: Int,
        settingAlpha: Bool
    ) {
        let count = width * height
        guard count > 0, available >= count, let texels else {
            runs = []
            return
        }
        if runs.count != count { runs = [UInt8](repeating: 0, count: count) }
        runs.withUnsafeMutableBufferPointer { out in
            let job = Job(texels: texels, width: width, runs: out.baseAddress!, settingAlpha: settingAlpha)
            RowBands.run(rows: height, pixelsPerRow: width) { _, range in job.mark(range) }
        }
    }

    /// The rows of one image. Unchecked: the pointers are valid for the call, and each band
    /// reads and writes its own rows (texels are written only `settingAlpha`).
    private struct Job: @unchecked Sendable {
        let texels: UnsafeMutablePointer<UInt32>
        let width: Int
        let runs: UnsafeMutablePointer<UInt8>
        let settingAlpha: Bool

        func mark(_ rows: Range<Int>) {
            guard settingAlpha else {
                FlatRuns.mark(texels, width: width, rows: rows, into: runs)
                return
            }
            for row in rows {
                let t = texels + row * width
                for x in 0..<width { t[x] |= 0xFF00_0000 }
                FlatRuns.mark(texels, width: width, rows: row..<(row + 1), into: runs)
            }
        }
    }
}

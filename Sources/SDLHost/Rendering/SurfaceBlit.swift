/// Blending a tinted white texture (a line of text, a shape mask: only its alpha varies) onto
/// an XRGB8888 surface, written straight into the surface's pixels, as SDL's software
/// renderer blends a texture with a colour modulation.
///
/// Why: SDL's modulated blit (`SDL_Blit_ARGB8888_XRGB8888_Modulate_Blend`) is a per-pixel C
/// loop, about 80% of a frame of 1,000 text lines and rounded rects (MeasuredSDLFacts.md).
/// This loop does the same in a few multiplications per pixel. The arithmetic is SDL 2.26's
/// own, to the bit, for a texel of colour white and alpha `s`, a tint `(r, g, b)` and an alpha
/// modulation `m`: `a = s·m / 255` (when `m < 255`), each colour channel premultiplied
/// `c·a / 255` (`c` the tint, white times the tint), then `c·a/255 + dst·(255 − a)/255`; every
/// division rounds down.
///
/// A row of texels is blended eight pixels at a time in 16-bit lanes with no test of the
/// alpha: an empty texel gives the pixel back and a full one the tint by the same arithmetic,
/// so testing for them only added branches that a glyph's or a corner's edges mispredict
/// (MeasuredSDLFacts.md, "Text and shapes").
enum SurfaceBlit {
    /// Blends `rows` rows of `width` pixels starting at `origin` (`pitch` bytes a row) with
    /// the coverage `alpha` (`alphaPitch` bytes a row), tinted `tint` (0x00RRGGBB) at alpha
    /// modulation `alphaMod`. `stepX`/`stepY` are 1 to take a coverage byte per pixel, 0 to
    /// stretch one column or row of coverage across them.
    static func blend(
        origin: UnsafeMutableRawPointer, pitch: Int, width: Int, rows: Int, alpha: UnsafePointer<UInt8>,
        alphaPitch: Int, stepX: Int, stepY: Int, tint: UInt32, alphaMod: UInt8
    ) {
        guard width > 0, rows > 0 else { return }
        let tint = Tint(tint, alphaMod: alphaMod)
        for row in 0..<rows {
            let pixels = (origin + row * pitch).bindMemory(to: UInt32.self, capacity: width)
            let coverage = alpha + row * stepY * alphaPitch
            if stepX == 0 {
                tint.blendSpan(pixels, count: width, coverage: coverage[0])
            } else {
                tint.blendRow(pixels, coverage: coverage, count: width)
            }
        }
    }

    /// `blend` with the coverage bytes of `coverage` from index `first`. Here, outside the
    /// renderer's main actor, the closure that reaches them is not isolated: one formed in the
    /// renderer is checked at run time to run on the main actor (Swift 6's dynamic isolation
    /// check, about 220 instructions a call, 5% of a frame of 1,000 items).
    static func blend(
        origin: UnsafeMutableRawPointer, pitch: Int, width: Int, rows: Int, coverage: [UInt8], from first: Int,
        alphaPitch: Int, stepX: Int, stepY: Int, tint: UInt32, alphaMod: UInt8
    ) {
        coverage.withUnsafeBufferPointer {
            blend(
                origin: origin, pitch: pitch, width: width, rows: rows, alpha: $0.baseAddress! + first,
                alphaPitch: alphaPitch, stepX: stepX, stepY: stepY, tint: tint, alphaMod: alphaMod)
        }
    }

    /// One pixel under a texel of (modulated) alpha `alpha`.
    @inline(__always)
    static func blend(_ pixel: UInt32, alpha: UInt32, redBlue: UInt32, green: UInt32) -> UInt32 {
        let source = premultiplied(redBlue: redBlue, green: green, alpha: alpha)
        return SurfaceFill.blend(pixel, source: source, inverseAlpha: 255 - alpha) & 0x00FF_FFFF
    }

    /// The texel's alpha times the alpha modulation, as SDL applies it (only below 255).
    @inline(__always)
    static func modulate(_ alpha: UInt32, _ mod: UInt32) -> UInt32 {
        mod == 255 ? alpha : (alpha &* mod) / 255
    }

    /// The tint premultiplied by `alpha`, each channel rounding down, packed 0x00RRGGBB.
    @inline(__always)
    static func premultiplied(redBlue: UInt32, green: UInt32, alpha: UInt32) -> UInt32 {
        SurfaceFill.divideLanesBy255(redBlue &* alpha) | SurfaceFill.divideLanesBy255(green &* alpha) << 8
    }
}

extension SurfaceBlit {
    /// A tint and alpha modulation, and the same as 16-bit lanes for eight pixels at a time.
    struct Tint {
        /// 0x00RRGGBB.
        let color: UInt32
        let redBlue: UInt32
        let green: UInt32
        let mod: UInt32
        /// Per pixel, the lanes (blue, red) and (green, 0) of the colour.
        let redBlueLanes: SIMD16<UInt16>
        let greenLanes: SIMD16<UInt16>

        init(_ tint: UInt32, alphaMod: UInt8) {
            color = tint & 0x00FF_FFFF
            redBlue = color & 0x00FF_00FF
            green = (color >> 8) & 0xFF
            mod = UInt32(alphaMod)
            redBlueLanes = unsafeBitCast(SIMD8<UInt32>(repeating: redBlue), to: SIMD16<UInt16>.self)
            greenLanes = unsafeBitCast(SIMD8<UInt32>(repeating: green), to: SIMD16<UInt16>.self)
        }

        /// `count` pixels under one coverage byte (a texel stretched across them): an empty one
        /// leaves them, a full one writes the tint (what the blend gives), else the blend.
        @inline(__always)
        func blendSpan(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, coverage: UInt8) {
            let a = modulate(UInt32(coverage), mod)
            guard a > 0, count > 0 else { return }
            if a == 255 {
                pixels.update(repeating: color, count: count)
                return
            }
            let source = premultiplied(redBlue: redBlue, green: green, alpha: a)
            let inverse = 255 - a
            for i in 0..<count {
                pixels[i] = SurfaceFill.blend(pixels[i], source: source, inverseAlpha: inverse) & 0x00FF_FFFF
            }
        }

        /// `count` pixels, each under its own coverage byte. Eight at a time; the last eight
        /// are computed from the pixels as they were before the loop overwrites any of them,
        /// and stored after it, so a row of 8 or more needs no pixel-by-pixel tail.
        @inline(__always)
        func blendRow(_ pixels: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int) {
            guard count >= 8 else {
                for i in 0..<count {
                    pixels[i] = blend(
                        pixels[i], alpha: modulate(UInt32(coverage[i]), mod), redBlue: redBlue, green: green)
                }
                return
            }
            let raw = UnsafeMutableRawPointer(pixels)
            let last = count - 8
            let lastEight = blend8(raw.loadUnaligned(fromByteOffset: last * 4, as: SIMD8<UInt32>.self), coverage + last)
            var i = 0
            while i < last {
                let eight = blend8(raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self), coverage + i)
                raw.storeBytes(of: eight, toByteOffset: i * 4, as: SIMD8<UInt32>.self)
                i += 8
            }
            raw.storeBytes(of: lastEight, toByteOffset: last * 4, as: SIMD8<UInt32>.self)
        }

        /// Eight pixels under eight coverage bytes, in 16-bit lanes: each pixel is the lanes
        /// (blue, red) and (green, unused), each multiplied by its alpha (at most 255·255).
        @inline(__always)
        func blend8(_ pixels: SIMD8<UInt32>, _ coverage: UnsafePointer<UInt8>) -> SIMD8<UInt32> {
            let alphas = UnsafeRawPointer(coverage).loadUnaligned(as: UInt64.self)
            // Eight empty texels, as most of a line of text's are: what the blend gives them.
            if alphas == 0 { return pixels & 0x00FF_FFFF }
            return blend8(pixels, alphas: alphas)
        }

        /// `blend8` with the eight coverage bytes in one word, the first pixel's lowest.
        @inline(__always)
        func blend8(_ pixels: SIMD8<UInt32>, alphas: UInt64) -> SIMD8<UInt32> {
            blend8(pixels, alphaLanes: Self.alphaLanes(alphas))
        }

        /// `blend8` with each pixel's alpha in both its 16-bit lanes (`alphaLanes`).
        @inline(__always)
        func blend8(_ pixels: SIMD8<UInt32>, alphaLanes: SIMD16<UInt16>) -> SIMD8<UInt32> {
            var a = alphaLanes
            if mod != 255 { a = Self.divideBy255(a &* UInt16(truncatingIfNeeded: mod)) }
            let inverse = 255 &- a
            let lanes = unsafeBitCast(pixels, to: SIMD16<UInt16>.self)
            let redBlue = Self.divideBy255(redBlueLanes &* a) &+ Self.divideBy255((lanes & 0x00FF) &* inverse)
            let green = Self.divideBy255(greenLanes &* a) &+ Self.divideBy255((lanes &>> 8) &* inverse)
            // The unused byte (the high lane's green) is written as 0, as SDL writes it.
            let keep = unsafeBitCast(SIMD8<UInt32>(repeating: 0x00FF_FFFF), to: SIMD16<UInt16>.self)
            return unsafeBitCast((redBlue | green &<< 8) & keep, to: SIMD8<UInt32>.self)
        }

        /// Eight alpha bytes as both 16-bit lanes of their pixels, with scalar arithmetic (the
        /// standard library's lane-type conversions are calls, not inlined).
        @inline(__always)
        static func alphaLanes(_ bytes: UInt64) -> SIMD16<UInt16> {
            // Two pixels' alphas a, b as the lanes (a, a, b, b) of a word.
            @inline(__always) func pair(_ v: UInt64) -> UInt64 { ((v & 0xFF) | (v & 0xFF00) << 24) &* 0x1_0001 }
            let words = SIMD4<UInt64>(pair(bytes), pair(bytes >> 16), pair(bytes >> 32), pair(bytes >> 48))
            return unsafeBitCast(words, to: SIMD16<UInt16>.self)
        }

        /// Each lane's `x / 255` rounded down, exactly for every `x` up to 255·255
        /// (`SurfaceFill.divideLanesBy255` in lanes of their own).
        @inline(__always)
        static func divideBy255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
            (x &+ 1 &+ x &>> 8) &>> 8
        }
    }
}

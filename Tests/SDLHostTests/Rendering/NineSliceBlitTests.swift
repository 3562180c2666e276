import Geometry
import Layers

@_spi(SegueTools) @testable import SDLHost

/// The blends `SurfaceBlit` does eight pixels at a time, and shape masks drawn nine-slice in
/// one pass (`SurfaceBlit.blendNineSlice`), give what SDL's arithmetic a pixel at a time and
/// SDL's own nine copies give, bit for bit.
@MainActor
struct NineSliceBlitTests {
    /// SDL 2.26's modulated blend of one white texel of alpha `texel` (SDL_blit_auto.c), a
    /// channel at a time with plain divisions: the reference for the lanes' arithmetic.
    static func tinted(_ pixel: UInt32, texel: UInt8, tint: UInt32, alphaMod: UInt8) -> UInt32 {
        let a = alphaMod == 255 ? UInt32(texel) : UInt32(texel) * UInt32(alphaMod) / 255
        var result: UInt32 = 0
        for shift in [0, 8, 16] as [UInt32] {
            let c = (tint >> shift) & 0xFF
            let d = (pixel >> shift) & 0xFF
            result |= (c * a / 255 + d * (255 - a) / 255) << shift
        }
        return result
    }

    /// Rows of every width from 1 to 40 (eights, the last eight overlapping, and rows too
    /// narrow for one), random coverage over random pixels (their unused byte set too), at
    /// several tints and alpha modulations: the same 32 bits as the blend of one pixel.
    func testRowsBlendAsOnePixelAtATime() {
        forEachArgument([(UInt32(0x00_00_00), UInt8(255)), (0xE6_80_4D, 255), (0x12_FE_9A, 200), (0xFF_FF_00, 1)]) {
            Self().rowsBlendAsOnePixelAtATime(tint: $0.0, alphaMod: $0.1)
        }
    }

    func rowsBlendAsOnePixelAtATime(tint: UInt32, alphaMod: UInt8) {
        var random = SeededRandom(seed: UInt64(tint) ^ UInt64(alphaMod) << 32)
        for width in 1...40 {
            // Mostly empty and full texels, as a glyph's or a corner's, and some between.
            let coverage = (0..<width).map { _ in UInt8(random.pick([0, 0, 255, 255, random.int(0...255)])) }
            let background = (0..<width).map { _ in UInt32(truncatingIfNeeded: random.next()) }
            var blended = background
            blended.withUnsafeMutableBytes { pixels in
                coverage.withUnsafeBufferPointer { alpha in
                    SurfaceBlit.blend(
                        origin: pixels.baseAddress!, pitch: width * 4, width: width, rows: 1,
                        alpha: alpha.baseAddress!, alphaPitch: width, stepX: 1, stepY: 1, tint: tint, alphaMod: alphaMod
                    )
                }
            }
            let expected = zip(background, coverage).map { pixel, texel in
                Self.tinted(pixel, texel: texel, tint: tint, alphaMod: alphaMod)
            }
            let differing = (0..<width).filter { blended[$0] != expected[$0] }
            expectEmpty(differing, "width \(width): pixels \(differing) differ")
        }
    }

    /// Rounded fills, borders and shadows of corner radii from half a pixel to 14, as narrow
    /// as their corners allow and wider, translucent or not, over one another and over text,
    /// all inside the window: each drawn in one pass (one direct blit), and the same pixels as
    /// SDL's nine copies of each.
    func testOneShapeInOnePassGivesTheNineCopiesPixels() throws {
        var random = SeededRandom(seed: 33)
        var items: [DisplayItem] = [
            .text(
                quad: quad(4, 80, 190, 40), text: "Under the shapes",
                style: TextStyle(font: .system(size: 24), color: Color(red: 0.1, green: 0.3, blue: 0.8)), opacity: 1)
        ]
        var shapes = 0
        for _ in 0..<60 {
            let radius = Double(random.int(4...112)) / 8
            let width = Double(random.int(Int((2 * radius).rounded(.up))...70))
            let height = Double(random.int(Int((2 * radius).rounded(.up))...70))
            let x = Double(random.int(0...Int(200 - width)))
            let y = Double(random.int(0...Int(200 - height)))
            let color = Color(
                red: Double(random.int(0...255)) / 255, green: Double(random.int(0...255)) / 255,
                blue: Double(random.int(0...254)) / 255)
            let opacity = random.pick([1, 1, 0.5, 0.13])
            switch random.int(0...2) {
            case 0:
                items.append(
                    .fill(quad: quad(x, y, width, height), color: color, cornerRadius: radius, opacity: opacity))
            case 1:
                let lineWidth = Double(random.int(8...max(8, min(24, Int(radius * 8))))) / 8
                items.append(
                    .border(
                        quad: quad(x, y, width, height), width: lineWidth, color: color, cornerRadius: radius,
                        opacity: opacity))
            default:
                // Only shadows whose blur stays inside the window.
                let blur = Double(random.int(2...16)) / 8
                let margin = (3 * blur).rounded(.up) + 1
                guard x >= margin, y >= margin, x + width + margin <= 200, y + height + margin <= 200 else { continue }
                items.append(
                    .shadow(
                        quad: quad(x, y, width, height), color: color, cornerRadius: radius, radius: blur,
                        opacity: opacity))
            }
            shapes += 1
        }
        let list = DisplayList(size: Size(width: 200, height: 200), background: Color(white: 0.85), items: items)
        let direct = try HostFixture.renderer(wholeFrames: true)
        direct.skipsHiddenItems = false
        try direct.renderFrame(list)
        let viaSDL = try HostFixture.renderer(wholeFrames: true)
        viaSDL.blitsDirectly = false
        viaSDL.skipsHiddenItems = false
        try viaSDL.renderFrame(list)
        if HostFixture.rendererRequest == .software {
            // One blit a shape (nine-slice or a whole mask), one for the text: not nine.
            expectEqual(direct.statistics.directBlits, shapes + 1)
        }
        let a = try direct.readPixels()
        let b = try viaSDL.readPixels()
        expectEqual(a.differingPixels(from: b), 0)
    }
}

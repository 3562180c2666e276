import CSDL2
import Geometry
import Layers

@_spi(SegueTools) @testable import SDLHost

/// Tinted text and shape masks blended straight into the software renderer's window pixels
/// (`SurfaceBlit`) give SDL's own modulated blit, bit for bit.
@MainActor
struct SurfaceBlitTests {
    /// Every texel alpha over 256 background levels (each channel different), for several
    /// tints and alpha modulations, against `SDL_BlitSurface` itself (the blit the software
    /// renderer's copies use), 1:1 and stretched from one texel.
    func testEveryAlphaBlendsAsSDLDoes() throws {
        // The blit itself, on surfaces: no renderer draws, so a GPU renderer's run would
        // repeat the software one.
        try skipUnless(HostFixture.rendererRequest == .software, "draws with no renderer: the software run covers it")
        try forEachArgument([
            (UInt32(0x00_00_00), UInt8(255)), (0x33_33_33, 255), (0xE6_80_4D, 255), (0x12_FE_9A, 200), (0x00_00_00, 77),
            (0xFF_FF_00, 1), (0x80_40_C0, 254),
        ]) { try Self().everyAlphaBlendsAsSDLDoes(tint: $0.0, alphaMod: $0.1) }
    }

    func everyAlphaBlendsAsSDLDoes(tint: UInt32, alphaMod: UInt8) throws {
        _ = try HostFixture.platform()
        let (w, h) = (256, 256)
        let texels = (0..<w).map { UInt32($0) << 24 | 0x00FF_FFFF }
        var coverage = texels.map { UInt8($0 >> 24) }
        let background = (0..<w * h).map { i -> UInt32 in
            let y = UInt32(i / w)
            let x = UInt32(i % w)
            return y << 16 | (255 - y) << 8 | (y &* 7 &+ x) & 0xFF
        }
        for stretched in [false, true] {
            let viaSDL = try Self.sdlBlit(
                texels, onto: background, width: w, height: h, tint: tint, alphaMod: alphaMod, stretched: stretched)
            var direct = background
            direct.withUnsafeMutableBytes { dst in
                coverage.withUnsafeMutableBufferPointer { alpha in
                    // Stretched: one texel (alpha 200) down every row and across.
                    let first = stretched ? alpha.baseAddress! + 200 : alpha.baseAddress!
                    SurfaceBlit.blend(
                        origin: dst.baseAddress!, pitch: w * 4, width: w, rows: h, alpha: first, alphaPitch: 0,
                        stepX: stretched ? 0 : 1, stepY: 0, tint: tint, alphaMod: alphaMod)
                }
            }
            let differing = (0..<w * h).filter { direct[$0] & 0x00FF_FFFF != viaSDL[$0] & 0x00FF_FFFF }
            let first = differing.first.map { "first at x \($0 % w), y \($0 / w)" } ?? ""
            expectEqual(differing.count, 0, "stretched \(stretched): \(differing.count) pixels differ \(first)")
        }
    }

    /// Text, rounded fills and borders, translucent, clipped and off the window's edges: the
    /// same pixels whether blended directly or by SDL, and blended directly on the software
    /// renderer.
    func testDirectBlitsGiveTheSamePixelsAsSDLBlits() throws {
        let style = TextStyle(font: .system(size: 15), color: Color(red: 0.1, green: 0.3, blue: 0.8))
        let items: [DisplayItem] = [
            .fill(
                quad: quad(-10, 10, 120, 60), color: Color(red: 0.9, green: 0.6, blue: 0.2), cornerRadius: 9, opacity: 1
            ),
            .border(quad: quad(20, 40, 150, 70), width: 2, color: Color(white: 0.2), cornerRadius: 12, opacity: 0.7),
            .text(quad: quad(5, 50, 190, 30), text: "Hello, blit", style: style, opacity: 1),
            .pushClip(Rect(x: 30, y: 95, width: 97, height: 61)),
            .fill(
                quad: quad(20, 90, 100, 80), color: Color(red: 0.2, green: 0.8, blue: 0.4), cornerRadius: 14,
                opacity: 0.55),
            .text(
                quad: quad(10, 100, 190, 40), text: "Clipped text", style: TextStyle(font: .system(size: 22)),
                opacity: 0.8),
            .popClip,
            .fill(quad: quad(150, 150, 80, 80), color: .black, cornerRadius: 20, opacity: 0.4),
            .text(quad: quad(120, 185, 120, 30), text: "Off the edge", style: style, opacity: 1),
        ]
        let list = DisplayList(size: Size(width: 200, height: 200), background: Color(white: 0.85), items: items)
        let direct = try HostFixture.renderer()
        try direct.renderFrame(list)
        let viaSDL = try HostFixture.renderer()
        viaSDL.blitsDirectly = false
        try viaSDL.renderFrame(list)
        expectEqual(viaSDL.statistics.directBlits, 0)
        if HostFixture.rendererRequest == .software {
            expectGreater(direct.statistics.directBlits, 10)
        } else {
            // GPU renderers have no window pixels to write: SDL draws there.
            expectEqual(direct.statistics.directBlits, 0)
        }
        let a = try direct.readPixels()
        let b = try viaSDL.readPixels()
        expectEqual(a.differingPixels(from: b), 0)
        // And something was drawn: the rounded fill's inside is its colour.
        expectPixel(a, 30, 20, RGBA(Color(red: 0.9, green: 0.6, blue: 0.2)), tolerance: 2)
    }

    /// `texels` (ARGB8888, one row, `width` wide) blitted by SDL onto `background` (XRGB8888,
    /// `width` x `height`), modulated and blended as the software renderer's copies are: 1:1
    /// down every row, or texel 200 stretched over the whole surface.
    static func sdlBlit(
        _ texels: [UInt32], onto background: [UInt32], width: Int, height: Int, tint: UInt32, alphaMod: UInt8,
        stretched: Bool
    ) throws -> [UInt32] {
        var texels = texels
        var pixels = background
        try texels.withUnsafeMutableBytes { src in
            try pixels.withUnsafeMutableBytes { dst in
                guard
                    let source = SDL_CreateRGBSurfaceWithFormatFrom(
                        src.baseAddress, Int32(width), 1, 32, Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue),
                    let target = SDL_CreateRGBSurfaceWithFormatFrom(
                        dst.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                        SDL_PIXELFORMAT_RGB888.rawValue)
                else { throw HostError.sdl("SDL_CreateRGBSurfaceWithFormatFrom") }
                defer {
                    SDL_FreeSurface(source)
                    SDL_FreeSurface(target)
                }
                SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_BLEND)
                SDL_SetSurfaceColorMod(source, UInt8(tint >> 16 & 0xFF), UInt8(tint >> 8 & 0xFF), UInt8(tint & 0xFF))
                SDL_SetSurfaceAlphaMod(source, alphaMod)
                if stretched {
                    var from = SDL_Rect(x: 200, y: 0, w: 1, h: 1)
                    var to = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
                    SDL_SetSurfaceRLE(source, 0)
                    guard SDL_UpperBlitScaled(source, &from, target, &to) == 0 else {
                        throw HostError.sdl("SDL_BlitScaled")
                    }
                } else {
                    for row in 0..<height {
                        var to = SDL_Rect(x: 0, y: Int32(row), w: Int32(width), h: 1)
                        guard SDL_UpperBlit(source, nil, target, &to) == 0 else {
                            throw HostError.sdl("SDL_BlitSurface")
                        }
                    }
                }
            }
        }
        return pixels
    }
}

import CSDL2
import Geometry
import Layers

/// Measures lines of text with SDL_ttf, the same way `SDLRenderer` draws them: at `scale`
/// pixels per point the font is opened at its pixel size and the result divided by the
/// scale, so what layout measures is what the renderer draws at that scale.
@MainActor
public final class TTFTextMeasurer: TextMeasuring {
    private let fonts: FontCache
    /// Pixels per point (the window's `scale`).
    public let scale: Double

    /// Creates a measurer that opens fonts from `assets` (then the system's, through
    /// fontconfig: `FontLocator`) at `scale` pixels per point (1 when not positive).
    public convenience init(platform: SDLPlatform, assets: AssetLocator = .standard(), scale: Double = 1) {
        self.init(platform: platform, fonts: FontLocator(assets: assets), scale: scale)
    }

    /// Creates a measurer that finds font files with `fonts` and opens them at `scale` pixels
    /// per point (1 when not positive). A font it cannot find or open makes `size(of:font:)`
    /// and `lineHeight(of:)` throw an error naming what was looked for.
    public init(platform: SDLPlatform, fonts: FontLocator, scale: Double = 1) {
        self.fonts = FontCache(platform: platform, locator: fonts, diagnostics: .measurer)
        self.scale = scale > 0 ? scale : 1
    }

    /// The size of one line of `text` in `font`, in points: its advance width and the font's
    /// line height; for a line with characters the font lacks, its runs in the faces that have
    /// them (`FallbackFaces`), as `SDLRenderer` draws them.
    public func size(of text: String, font: Font) throws -> Size {
        let pixels = pixelFont(font)
        let handle = try fonts.handle(for: pixels)
        if text.isEmpty { return Size(width: 0, height: Double(TTF_FontHeight(handle)) / scale) }
        if let runs = try fonts.runs(of: text, font: pixels) {
            let layout = try TextRunLayout(runs)
            return Size(width: Double(layout.width) / scale, height: Double(layout.height) / scale)
        }
        var width: Int32 = 0
        var height: Int32 = 0
        guard TTF_SizeUTF8(handle, text, &width, &height) == 0 else {
            throw HostError.sdl("TTF_SizeUTF8")
        }
        return Size(width: Double(width) / scale, height: Double(height) / scale)
    }

    /// The height of a line in `font`, in points.
    public func lineHeight(of font: Font) throws -> Double {
        Double(TTF_FontHeight(try fonts.handle(for: pixelFont(font)))) / scale
    }

    /// The font's ascent (SDL_ttf's `TTF_FontAscent`), in points: its baseline below a line's top.
    public func ascent(of font: Font) throws -> Double {
        Double(TTF_FontAscent(try fonts.handle(for: pixelFont(font)))) / scale
    }

    private func pixelFont(_ font: Font) -> Font { Font(name: font.name, size: font.size * scale) }
}

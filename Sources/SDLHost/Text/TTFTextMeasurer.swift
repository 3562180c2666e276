import CSDL2
import Geometry
import Layers

/// Measures lines of text with SDL_ttf, the same way `SDLRenderer` draws them.
@MainActor
public final class TTFTextMeasurer: TextMeasuring {
    private let fonts: FontCache

    public init(platform: SDLPlatform, assets: AssetLocator = .standard()) {
        fonts = FontCache(platform: platform, assets: assets)
    }

    /// The size of one line of `text` in `font`, in points: its advance width and the font's
    /// line height.
    public func size(of text: String, font: Font) throws -> Size {
        let handle = try fonts.handle(for: font)
        if text.isEmpty { return Size(width: 0, height: Double(TTF_FontHeight(handle))) }
        var width: Int32 = 0
        var height: Int32 = 0
        guard TTF_SizeUTF8(handle, text, &width, &height) == 0 else {
            throw HostError.sdl("TTF_SizeUTF8")
        }
        return Size(width: Double(width), height: Double(height))
    }

    /// The height of a line in `font`, in points.
    public func lineHeight(of font: Font) throws -> Double {
        Double(TTF_FontHeight(try fonts.handle(for: font)))
    }
}

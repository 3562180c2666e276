import CSDL2
import Layers

/// SDL_ttf fonts, each opened once per (name, point size) and closed with the cache.
@MainActor
final class FontCache {
    private struct Key: Hashable {
        let name: String
        let points: Int32
    }

    let platform: SDLPlatform
    let assets: AssetLocator
    private var fonts: [Key: OpaquePointer] = [:]

    init(platform: SDLPlatform, assets: AssetLocator) {
        self.platform = platform
        self.assets = assets
    }

    /// SDL_ttf takes whole points.
    static func points(_ font: Font) -> Int32 { Int32(max(1, font.size.rounded())) }

    /// The open font for `font`, from the assets' `Fonts/<name>.ttf`.
    func handle(for font: Font) throws -> OpaquePointer {
        let key = Key(name: font.name, points: Self.points(font))
        if let handle = fonts[key] { return handle }
        let path: String
        do {
            path = try assets.path(for: "Fonts/\(font.name).ttf")
        } catch let missing as AssetLocator.MissingAsset {
            throw HostError.missingAsset(missing)
        }
        guard let handle = TTF_OpenFont(path, key.points) else {
            throw HostError.sdl("TTF_OpenFont(\(path), \(key.points))")
        }
        fonts[key] = handle
        return handle
    }

    isolated deinit {
        for handle in fonts.values { TTF_CloseFont(handle) }
    }
}

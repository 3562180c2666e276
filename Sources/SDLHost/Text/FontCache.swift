import CSDL2
import Layers

/// SDL_ttf fonts, each opened once per (name, point size) and closed with the cache. Files are
/// found by a `FontLocator` once per name, and what it answered is kept, a failure included:
/// every frame that needs a missing font fails with the same error naming what was looked for.
/// The faces for characters a font lacks are found and kept by its `FallbackFaces`.
@MainActor
final class FontCache {
    private struct Key: Hashable {
        let name: String
        let points: Int32
    }

    let platform: SDLPlatform
    let locator: FontLocator
    private var fonts: [Key: OpaquePointer] = [:]
    private var files: [String: Result<FontLocator.FontFile, FontLocator.NotFound>] = [:]
    /// The faces that draw what the fonts lack.
    let fallbacks: FallbackFaces

    init(platform: SDLPlatform, locator: FontLocator) {
        self.platform = platform
        self.locator = locator
        fallbacks = FallbackFaces(systemFonts: locator.systemFonts)
    }

    /// SDL_ttf takes whole points.
    static func points(_ font: Font) -> Int32 { Int32(max(1, font.size.rounded())) }

    /// The file of the font `name` (`FontLocator.locate`), looked for once.
    func file(for name: String) throws(HostError) -> FontLocator.FontFile {
        let result: Result<FontLocator.FontFile, FontLocator.NotFound>
        if let known = files[name] {
            result = known
        } else {
            do throws(FontLocator.NotFound) {
                result = .success(try locator.locate(name))
            } catch {
                result = .failure(error)
            }
            files[name] = result
        }
        switch result {
        case .success(let file): return file
        case .failure(let missing): throw .missingFont(missing)
        }
    }

    /// The open font for `font`.
    func handle(for font: Font) throws -> OpaquePointer {
        let key = Key(name: font.name, points: Self.points(font))
        if let handle = fonts[key] { return handle }
        let path = try file(for: font.name).path
        guard let handle = TTF_OpenFont(path, key.points) else {
            throw HostError.sdl("TTF_OpenFont(\(path), \(key.points))")
        }
        fonts[key] = handle
        return handle
    }

    /// The runs of `text` in `font` when its face lacks some of its characters that other
    /// faces have; nil when the line is drawn with the font's face alone.
    func runs(of text: String, font: Font) throws -> [TextRun]? {
        fallbacks.runs(of: text, font: font, primary: try handle(for: font))
    }

    isolated deinit {
        for handle in fonts.values { TTF_CloseFont(handle) }
    }
}

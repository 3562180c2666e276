import CSDL2
import Layers

/// SDL_ttf fonts, each opened once per (name, point size) and closed with the cache. Files are
/// found by a `FontLocator` once per name, and what it answered is kept, a failure included:
/// every frame that needs a missing font fails with the same error naming what was looked for.
/// The faces for characters a font lacks are found and kept by its `FallbackFaces`. What was
/// found is told to the `segue.text` logger once per name (`TextDiagnostics`).
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
    /// Where the lookups are told.
    let diagnostics: TextDiagnostics

    init(platform: SDLPlatform, locator: FontLocator, diagnostics: TextDiagnostics = .renderer) {
        self.platform = platform
        self.locator = locator
        self.diagnostics = diagnostics
        fallbacks = FallbackFaces(systemFonts: locator.systemFonts, diagnostics: diagnostics)
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
            report(name, result)
        }
        switch result {
        case .success(let file): return file
        case .failure(let missing): throw .missingFont(missing)
        }
    }

    /// Tells the first lookup of `name`: the asset's file at `debug`, a system font standing in
    /// for a missing asset as a `notice` (text looks as the system's font draws it), a font
    /// found nowhere as an `error` (every frame that needs it fails).
    private func report(_ name: String, _ result: Result<FontLocator.FontFile, FontLocator.NotFound>) {
        switch result {
        case .success(let file):
            switch file.source {
            case .assets:
                diagnostics.log(.debug, "font \(name): \(file.path)")
            case .system(let pattern):
                diagnostics.log(
                    .notice, "font \(name) is not among the assets; using \(file.path) (fontconfig, \"\(pattern)\")")
            }
        case .failure(let missing):
            diagnostics.log(.error, "\(missing)")
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

import Layers

@testable import SDLHost

/// What the font caches tell the `segue.text` logger (FontsAndAssets.md, "Diagnostics"):
/// once per font or character, whatever the number of frames, and only the renderer's cache
/// above `debug`.
@MainActor
struct FontDiagnosticsTests {
    static let font = Font.system(size: 20)

    /// The bundled DejaVu Sans, where a system search for the missing asset finds it.
    static func bundledDejaVu() throws -> String { try AssetLocator.standard().path(for: "Fonts/DejaVuSans.ttf") }

    static func cache(_ locator: FontLocator, _ recorder: LogRecorder, speaks: Bool = true) throws -> FontCache {
        FontCache(
            platform: try HostFixture.platform(), locator: locator,
            diagnostics: TextDiagnostics(logger: recorder.logger(label: "segue.text"), speaksForWindow: speaks))
    }

    func testASystemFontStandingInForAMissingAssetIsANoticeOnce() throws {
        let dejaVu = try Self.bundledDejaVu()
        let locator = FontLocator(
            assets: AssetLocator(roots: [try FontFallbackTests.emptyRoot()]),
            systemFonts: SystemFonts { _ in .file(dejaVu) })
        let recorder = LogRecorder()
        let fonts = try Self.cache(locator, recorder)
        // Many frames, two sizes: one lookup of the name, one line.
        for _ in 0..<5 {
            _ = try fonts.handle(for: Self.font)
            _ = try fonts.handle(for: Font.system(size: 13))
        }
        expectEqual(
            recorder.entries,
            [
                LogRecorder.Entry(
                    label: "segue.text", level: .notice,
                    message: "font DejaVuSans is not among the assets; using \(dejaVu) (fontconfig, \"DejaVu Sans\")")
            ])
        // The measurer's cache looks the same name up: at debug only, so the window says it once.
        let quiet = LogRecorder()
        _ = try Self.cache(locator, quiet, speaks: false).handle(for: Self.font)
        expectTrue(quiet.messages(atLeast: .info).isEmpty && quiet.entries.count == 1)
    }

    func testAFontFoundNowhereIsAnErrorOnce() throws {
        let locator = FontLocator(
            assets: AssetLocator(roots: [try FontFallbackTests.emptyRoot()]),
            systemFonts: SystemFonts { _ in .none(reason: "no system here") })
        let recorder = LogRecorder()
        let fonts = try Self.cache(locator, recorder)
        for _ in 0..<3 { expectThrows(HostError.self) { try fonts.handle(for: Self.font) } }
        let errors = recorder.entries.filter { $0.level == .error }
        expectTrue(errors.count == 1 && recorder.entries.count == 1)
        expectEqual(errors.first?.message.hasPrefix("no font \"DejaVuSans\": not among the assets"), true)
    }

    func testACharacterNoFaceHasIsANoticeOncePerCharacter() throws {
        // No system fallback to ask: 世 and 界 stay DejaVu's boxes, each told once.
        let recorder = LogRecorder()
        let fonts = try Self.cache(FontLocator(systemFonts: .none), recorder)
        for _ in 0..<4 { try expectNil(fonts.runs(of: "世界 世", font: Self.font)) }
        expectEqual(
            recorder.messages(atLeast: .notice),
            [
                "no font has 世 (U+4E16) for DejaVuSans; it is drawn as the font's box",
                "no font has 界 (U+754C) for DejaVuSans; it is drawn as the font's box",
            ])
        // Text the font has says nothing.
        let plain = LogRecorder()
        _ = try Self.cache(FontLocator(systemFonts: .none), plain).runs(of: "Grüße", font: Self.font)
        expectEmpty(plain.entries.filter { $0.level > .debug })
    }

    func testAFallbackFaceFoundIsInfoOncePerFace() throws {
        let recorder = LogRecorder()
        let fonts = try Self.cache(FontLocator(systemFonts: .fontconfig()), recorder)
        let wqy = try FallbackFacesTests.requireInstalled(
            Fontconfig.fallback(for: ["世"], like: "DejaVu Sans", emoji: false), "WenQuanYi Micro Hei",
            package: "fonts-wqy-microhei")
        for _ in 0..<3 { _ = try fonts.runs(of: "世界", font: Self.font) }
        let found = recorder.entries.filter { $0.level == .info }.map(\.message)
        expectEqual(found, ["font DejaVuSans lacks 世 (U+4E16); using \(wqy.family) (\(wqy.path)) for its text"])
    }
}

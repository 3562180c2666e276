import CSDL2
import Foundation
import Layers
import Synchronization

@testable import SDLHost

/// The faces found for characters a font lacks (FontsAndAssets.md, "Fallback faces"),
/// with the system's real fonts: scripts/setup --for-tests installs fonts-wqy-microhei and
/// fonts-noto-color-emoji.
@MainActor
struct FallbackFacesTests {
    static let font = Font.system(size: 20)
    static let greeting = "Grüße, 世界 👋"

    /// A cache with the bundled DejaVu Sans and the system's fallback faces from `systemFonts`.
    static func fonts(_ systemFonts: SystemFonts = .fontconfig()) throws -> FontCache {
        FontCache(platform: try HostFixture.platform(), locator: FontLocator(systemFonts: systemFonts))
    }

    /// The family of the face a run was drawn in, from fontconfig's own answer for its text.
    static func requireInstalled(_ face: SystemFonts.Face?, _ family: String, package: String) throws
        -> SystemFonts.Face
    {
        try require(
            face.map { Fontconfig.sameFamily($0.family, family) } == true,
            "fontconfig offers \(face.map { "\($0.family) (\($0.path))" } ?? "nothing"), not \(family): install \(package) (scripts/setup --for-tests)"
        )
        return face!
    }

    func testFontconfigNamesTheFacesForCJKAndForEmoji() throws {
        let cjk = Fontconfig.fallback(for: ["世"], like: "DejaVu Sans", emoji: false)
        let wqy = try Self.requireInstalled(cjk, "WenQuanYi Micro Hei", package: "fonts-wqy-microhei")
        expectTrue(wqy.path.hasSuffix("wqy-microhei.ttc") && wqy.index == 0)
        let emoji = Fontconfig.fallback(for: ["👋"], like: "DejaVu Sans", emoji: true)
        let noto = try Self.requireInstalled(emoji, "Noto Color Emoji", package: "fonts-noto-color-emoji")
        expectTrue(noto.path.hasSuffix("NotoColorEmoji.ttf"))
        // The bold font's pattern finds a face for it too; an empty configuration none.
        expectEqual(Fontconfig.fallback(for: ["世"], like: "DejaVu Sans:bold", emoji: false)?.family, wqy.family)
        let empty = try FontLocatorTests.emptyFontconfigFile()
        expectNil(Fontconfig.fallback(for: ["世"], like: "DejaVu Sans", emoji: false, configFile: empty))
    }

    func testALineSplitsIntoRunsByTheFirstFaceThatHasEachCluster() throws {
        let fonts = try Self.fonts()
        let runs = try require(try fonts.runs(of: Self.greeting, font: Self.font))
        expectEqual(runs.map(\.text), ["Grüße, ", "世界", " ", "👋"])
        let primary = try fonts.handle(for: Self.font)
        expectTrue(runs[0].face.handle == primary && runs[2].face.handle == primary)
        expectTrue(runs[1].face.handle != primary && runs[1].face.scale == 1)
        // The colour emoji face is one bitmap strike, scaled to the font's line height.
        expectTrue(runs[3].face.handle != primary && runs[3].face.handle != runs[1].face.handle)
        expectLess(abs(runs[3].face.scale * Double(TTF_FontHeight(runs[3].face.handle)) - 24), 0.01)
        // Clusters stay whole: a family (ZWJ sequence), a flag, a letter with a combining mark.
        let family = "👨‍👩‍👧"
        let flag = "🇩🇪"
        let accented = "q\u{0301}"
        let mixed = try require(try fonts.runs(of: "a\(family)\(flag)b\(accented)世", font: Self.font))
        expectEqual(mixed.map(\.text), ["a", family + flag, "b" + accented, "世"])
    }

    func testALineTheFontHasWholeTakesThePathItTookBefore() throws {
        let fonts = try Self.fonts()
        try expectNil(fonts.runs(of: "Hello, world — Grüße àéîõü", font: Self.font))
        // Joiners and variation selectors need no face of their own.
        try expectNil(fonts.runs(of: "a\u{200D}b\u{FE0F}\n", font: Self.font))
    }

    func testMissingFallbackFacesLeaveTheFontsBoxesAndNoFailure() throws {
        // No system to ask, or a system that offers a file that cannot be opened: one run.
        let none = try Self.fonts(.none)
        try expectNil(none.runs(of: Self.greeting, font: Self.font))
        let broken = try Self.fonts(
            SystemFonts(
                find: { _ in .none(reason: "none") },
                fallback: { _, _, _ in
                    SystemFonts.Face(path: "/nonexistent/font.ttf", family: "Nothing")
                }))
        try expectNil(broken.runs(of: Self.greeting, font: Self.font))
        let measurer = TTFTextMeasurer(platform: try HostFixture.platform(), fonts: FontLocator(systemFonts: .none))
        try expectGreater(measurer.size(of: Self.greeting, font: Self.font).width, 0)
        // A face that lacks the character after all (fontconfig's nearest font) is not used.
        let wrong = try Self.fonts(
            SystemFonts(
                find: { _ in .none(reason: "none") },
                fallback: { _, _, _ in
                    let dejaVu = try? AssetLocator.standard().path(for: "Fonts/DejaVuSans-Bold.ttf")
                    return SystemFonts.Face(path: dejaVu ?? "", family: "DejaVu Sans")
                }))
        try expectNil(wrong.runs(of: Self.greeting, font: Self.font))
    }

    /// fontconfig, counting the questions.
    final class CountingSystem: Sendable {
        let asked = Mutex<[String]>([])
        var fonts: SystemFonts {
            SystemFonts(
                find: { _ in .none(reason: "not asked") },
                fallback: { scalars, pattern, emoji in
                    self.asked.withLock { $0.append(String(String.UnicodeScalarView(scalars))) }
                    return Fontconfig.fallback(for: scalars, like: pattern, emoji: emoji)
                })
        }
    }

    func testTheSystemIsAskedOncePerFaceAndOncePerCharacterNoFaceHas() throws {
        let system = CountingSystem()
        let fonts = try Self.fonts(system.fonts)
        let unknown = "\u{10FFFD}"  // private use: no face has it
        for _ in 0..<3 {
            _ = try fonts.runs(of: "世界 \(unknown) 👋", font: Self.font)
            _ = try fonts.runs(of: "界世中文 😀", font: Self.font)
            _ = try fonts.runs(of: "世界", font: Font.system(size: 30))
        }
        // 世 found the CJK face, which has 界, 中 and 文 too; 👋 the emoji face, which has 😀;
        // the unknown character was asked for once.
        expectEqual(system.asked.withLock { $0 }, ["世", unknown, "👋"])
    }
}

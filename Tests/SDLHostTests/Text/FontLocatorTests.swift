import Foundation
import Layers
import Synchronization

@testable import SDLHost

/// Where font files come from (FontsAndAssets.md): the assets' `Fonts/<name>.ttf`
/// first, then the system's font of the same family (fontconfig), and an error naming all of
/// it when neither has one.
struct FontLocatorTests {
    /// A fresh asset root holding empty files `Fonts/<name>.ttf` for `fonts`.
    static func root(fonts: [String] = []) throws -> String {
        let root = TestScratch.path("fonts")
        try FileManager.default.createDirectory(atPath: root + "/Fonts", withIntermediateDirectories: true)
        for name in fonts {
            expectTrue(FileManager.default.createFile(atPath: root + "/Fonts/\(name).ttf", contents: Data()))
        }
        return root
    }

    /// A fontconfig configuration that knows no fonts at all.
    static func emptyFontconfigFile() throws -> String {
        let path = TestScratch.path("fonts.conf")
        try Data("<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A system that records what it is asked and answers `answer`.
    final class RecordingSystem: Sendable {
        let asked = Mutex<[String]>([])
        let answer: SystemFonts.Answer
        init(_ answer: SystemFonts.Answer) { self.answer = answer }
        var fonts: SystemFonts {
            SystemFonts { pattern in
                self.asked.withLock { $0.append(pattern) }
                return self.answer
            }
        }
    }

    func testTheAssetsComeFirst() throws {
        let first = try Self.root()
        let second = try Self.root(fonts: ["DejaVuSans"])
        let system = RecordingSystem(.file("/system/DejaVuSans.ttf"))
        let locator = FontLocator(assets: AssetLocator(roots: [first, second]), systemFonts: system.fonts)
        let file = try locator.locate("DejaVuSans")
        expectEqual(file, FontLocator.FontFile(path: second + "/Fonts/DejaVuSans.ttf", source: .assets))
        expectEmpty(system.asked.withLock { $0 })
    }

    func testAFontTheAssetsLackIsAskedOfTheSystemByItsFamily() throws {
        let system = RecordingSystem(.file("/system/font.ttf"))
        let locator = FontLocator(assets: AssetLocator(roots: [try Self.root()]), systemFonts: system.fonts)
        try expectEqual(locator.locate("DejaVuSans").source, .system(pattern: "DejaVu Sans"))
        try expectEqual(
            locator.locate("DejaVuSans-Bold"),
            .init(path: "/system/font.ttf", source: .system(pattern: "DejaVu Sans:bold")))
        expectEqual(system.asked.withLock { $0 }, ["DejaVu Sans", "DejaVu Sans:bold"])
    }

    func testOtherNamesBecomeAFamilyAndAStyle() {
        expectEqual(FontLocator.systemPattern(for: "Inter-SemiBold"), "Inter:style=SemiBold")
        expectEqual(FontLocator.systemPattern(for: "Inter"), "Inter")
        expectEqual(FontLocator.systemPattern(for: "Noto Sans:x"), "Noto Sans\\:x")
        expectEqual(Fontconfig.family(of: "DejaVu Sans:bold"), "DejaVu Sans")
        expectEqual(Fontconfig.family(of: "Noto Sans\\:x:style=Bold"), "Noto Sans:x")
        expectTrue(Fontconfig.sameFamily("DejaVuSans", "DejaVu Sans"))
        expectFalse(Fontconfig.sameFamily("DejaVu Sans", "DejaVu Serif"))
    }

    func testAFontFoundNowhereNamesItEveryPathTriedAndWhatTheSystemSaid() throws {
        let first = try Self.root()
        let second = try Self.root()
        let locator = FontLocator(
            assets: AssetLocator(roots: [first, second]),
            systemFonts: SystemFonts { _ in .none(reason: "the catalogue is empty") })
        expectThrows {
            try locator.locate("DejaVuSans-Bold")
        } matching: { error in
            let text = "\(error)"
            return text.contains("no font \"DejaVuSans-Bold\"") && text.contains(first + "/Fonts/DejaVuSans-Bold.ttf")
                && text.contains(second + "/Fonts/DejaVuSans-Bold.ttf") && text.contains("the catalogue is empty")
                && text.contains("\"DejaVu Sans\"")
        }
    }

    // MARK: - fontconfig itself (scripts/setup installs fonts-dejavu-core)

    func testFontconfigFindsTheBundledFamiliesAmongTheSystemsFonts() {
        let fonts = SystemFonts.fontconfig()
        guard case .file(let regular) = fonts.find("DejaVu Sans"), case .file(let bold) = fonts.find("DejaVu Sans:bold")
        else {
            recordIssue("fontconfig did not find DejaVu Sans (is fonts-dejavu-core installed?)")
            return
        }
        expectEqual((regular as NSString).lastPathComponent, "DejaVuSans.ttf")
        expectEqual((bold as NSString).lastPathComponent, "DejaVuSans-Bold.ttf")
    }

    func testFontconfigWithNoFontsFindsNothing() throws {
        let fonts = SystemFonts.fontconfig(configFile: try Self.emptyFontconfigFile())
        expectEqual(fonts.find("DejaVu Sans"), .none(reason: "fontconfig found nothing for \"DejaVu Sans\""))
    }

    func testFontconfigsNearestFontOfAnotherFamilyIsNotTaken() {
        guard case .none(let reason) = SystemFonts.fontconfig().find("Segue Nowhere Sans") else {
            recordIssue("a family no system has was found")
            return
        }
        expectTrue(
            reason.hasPrefix("fontconfig found nothing for \"Segue Nowhere Sans\" (its nearest font, "), "\(reason)")
    }

    func testAConfigurationThatCannotBeReadSaysSo() {
        let fonts = SystemFonts.fontconfig(configFile: "/nowhere/fonts.conf")
        guard case .none(let reason) = fonts.find("DejaVu Sans") else {
            recordIssue("found a font without a configuration")
            return
        }
        expectTrue(reason.contains("could not load the configuration /nowhere/fonts.conf"), "\(reason)")
    }
}

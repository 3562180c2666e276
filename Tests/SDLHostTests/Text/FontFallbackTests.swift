import Animation
import CSDL2
import Foundation
import Geometry
import Layers
import Views

@testable import SDLHost

/// A window whose assets lack its fonts draws with the system's (fontconfig), and one with no
/// font anywhere fails its first frame with an error naming what was looked for, through the
/// frame loop's error path: never blank text (FontsAndAssets.md).
@MainActor
struct FontFallbackTests {
    /// A window drawing one label sized by its text, with fonts found by `fonts`.
    @MainActor struct Stage {
        let renderer: SDLRenderer
        let scene: Scene
        let view: Window
        let loop: FrameLoop

        init(fonts: FontLocator) throws {
            let window = try SDLWindow(
                platform: HostFixture.platform(), title: "FontFallbackTests", size: Size(width: 200, height: 60),
                resizable: false, renderer: HostFixture.rendererRequest)
            renderer = try SDLRenderer(window: window, fonts: fonts)
            scene = Scene(size: window.size, clock: ManualClock())
            view = Window(
                scene: scene,
                textMeasurer: TTFTextMeasurer(platform: window.platform, fonts: fonts, scale: window.scale))
            let label = Label(text: "Hello", font: .system(size: 20))
            view.addSubview(label)
            // Sized by its text: with no font to measure it would be 0 × 0, and draw nothing.
            label.frame = Rect(origin: Point(x: 10, y: 10), size: label.intrinsicContentSize)
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            loop = FrameLoop(window: window, renderer: renderer, source: scene)
        }

        /// Pixels darker than mid grey in the label's area: its glyphs.
        func ink() throws -> Int {
            let pixels = try renderer.readPixels()
            var dark = 0
            for y in 0..<60 {
                for x in 0..<200 where pixels[x, y].r < 128 { dark += 1 }
            }
            return dark
        }
    }

    static func emptyRoot() throws -> String {
        let root = TestScratch.path("no-fonts")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    func testTheSystemsFontDrawsWhenTheAssetsLackIt() throws {
        let fonts = FontLocator(assets: AssetLocator(roots: [try Self.emptyRoot()]), systemFonts: .fontconfig())
        let stage = try Stage(fonts: fonts)
        stage.loop.onRenderError = { recordIssue("a frame failed: \($0)") }
        try expectEqual(stage.loop.runHeadless(maxFrames: 3), 1)
        let file = try stage.renderer.fonts.file(for: "DejaVuSans")
        expectEqual(file.source, .system(pattern: "DejaVu Sans"))
        expectEqual((file.path as NSString).lastPathComponent, "DejaVuSans.ttf")
        let ink = try stage.ink()
        expectGreater(ink, 40, "the label drew \(ink) dark pixels")

        // The same text from the bundled font: where the system's file is the same DejaVu Sans
        // (Debian 12's fonts-dejavu-core is), the same pixels.
        let bundled = try AssetLocator.standard().path(for: "Fonts/DejaVuSans.ttf")
        guard FileManager.default.contentsEqual(atPath: bundled, andPath: file.path) else { return }
        let reference = try Stage(fonts: FontLocator(systemFonts: .none))
        try expectEqual(reference.loop.runHeadless(maxFrames: 3), 1)
        try expectEqual(reference.renderer.fonts.file(for: "DejaVuSans").source, .assets)
        try expectEqual(reference.renderer.readPixels(), stage.renderer.readPixels())
    }

    func testNoFontAnywhereFailsTheFirstTextFrameNamingWhatWasLookedFor() throws {
        let root = try Self.emptyRoot()
        let config = try FontLocatorTests.emptyFontconfigFile()
        let fonts = FontLocator(assets: AssetLocator(roots: [root]), systemFonts: .fontconfig(configFile: config))
        let stage = try Stage(fonts: fonts)
        var errors: [String] = []
        stage.loop.onRenderError = { errors.append("\($0)") }
        stage.loop.maxConsecutiveRenderFailures = 3
        expectThrows {
            try stage.loop.runHeadless(maxFrames: 10)
        } matching: { error in
            "\(error)".hasPrefix("no font \"DejaVuSans\"")
        }
        expectEqual(stage.loop.framesRendered, 0)
        expectEqual(errors.count, 3)
        let first = try require(errors.first)
        expectTrue(first.contains("no font \"DejaVuSans\""), "\(first)")
        expectTrue(first.contains(root + "/Fonts/DejaVuSans.ttf"), "\(first)")
        expectTrue(first.contains("fontconfig found nothing for \"DejaVu Sans\""), "\(first)")
    }

    func testAnInjectedSearchThatFindsNothingFailsTheFirstFrameToo() throws {
        let root = try Self.emptyRoot()
        let fonts = FontLocator(
            assets: AssetLocator(roots: [root]), systemFonts: SystemFonts { _ in .none(reason: "no system here") })
        let stage = try Stage(fonts: fonts)
        var errors: [String] = []
        stage.loop.onRenderError = { errors.append("\($0)") }
        stage.loop.maxConsecutiveRenderFailures = 2
        expectThrows(HostError.self) { try stage.loop.runHeadless(maxFrames: 10) }
        expectTrue(errors.count == 2 && stage.loop.framesRendered == 0)
        expectTrue(errors.allSatisfy { $0.contains("no font \"DejaVuSans\"") && $0.contains("no system here") })
    }
}

import CSDL2
import Foundation
import Geometry
import Layers

@testable import SDLHost

/// A line with characters its font lacks, drawn and measured with the faces that have them
/// (FontsAndAssets.md, "Fallback faces"), with the system's real fonts (scripts/setup
/// --for-tests installs them). The drawing is written to
/// `$TMPDIR/segue-fallback-text.png` to look at.
@MainActor
struct FallbackTextPixelTests {
    static let font = Font.system(size: 20)
    static let greeting = FallbackFacesTests.greeting
    static let size = (width: 240, height: 40)

    /// `text` drawn left-aligned from x = `x` over white, in `font` and `color`.
    static func draw(_ text: String, font: Font = font, color: Color = .black, x: Double = 10) throws -> PixelBuffer {
        try HostFixture.render(
            [
                .text(
                    quad: quad(x, 0, Double(size.width) - x, Double(size.height)), text: text,
                    style: TextStyle(font: font, color: color), opacity: 1)
            ], width: Double(size.width), height: Double(size.height))
    }

    /// Pixels of `pixels` in columns `columns` that are not white.
    static func ink(_ pixels: PixelBuffer, columns: Range<Int>) -> Int {
        var count = 0
        for y in 0..<pixels.height {
            for x in columns where pixels[x, y] != white { count += 1 }
        }
        return count
    }

    /// Whether fontconfig offers the faces the tests expect, or why not.
    static func requireFaces() throws {
        _ = try FallbackFacesTests.requireInstalled(
            Fontconfig.fallback(for: ["世"], like: "DejaVu Sans", emoji: false), "WenQuanYi Micro Hei",
            package: "fonts-wqy-microhei")
        _ = try FallbackFacesTests.requireInstalled(
            Fontconfig.fallback(for: ["👋"], like: "DejaVu Sans", emoji: true), "Noto Color Emoji",
            package: "fonts-noto-color-emoji")
    }

    func testTheLineIsMeasuredWithItsFallbackFacesAsItIsDrawn() throws {
        try Self.requireFaces()
        let platform = try HostFixture.platform()
        let measurer = TTFTextMeasurer(platform: platform)
        let measured = try measurer.size(of: Self.greeting, font: Self.font)
        // The font's own face alone would draw 世, 界 and 👋 as three narrow boxes.
        let fonts = FontCache(platform: platform, locator: FontLocator())
        let primary = try fonts.handle(for: Self.font)
        var alone: (w: Int32, h: Int32) = (0, 0)
        expectEqual(TTF_SizeUTF8(primary, Self.greeting, &alone.w, &alone.h), 0)
        expectGreater(measured.width, Double(alone.w) + 10, "\(measured.width) against \(alone.w) in DejaVu Sans alone")
        expectEqual(measured.height, Double(alone.h))
        withExtendedLifetime(fonts) {}
        // The sum of its runs, each measured in its face; the drawn line is as wide.
        let parts = try ["Grüße, ", " "].map { try measurer.size(of: $0, font: Self.font).width }
        let cjk = try measurer.size(of: "世界", font: Font(name: "WenQuanYiMicroHei", size: 20)).width
        let emoji = try measurer.size(of: "👋", font: Self.font).width
        expectEqual(emoji, 26)  // the 136 × 128 strike scaled to a 24-pixel line
        expectEqual(measured.width, parts[0] + cjk + parts[1] + emoji)
        let renderer = try HostFixture.renderer()
        expectEqual(Double(try renderer.textTexture(Self.greeting, font: Self.font).width), measured.width)
        // A caret after each character agrees with what is drawn: widths grow with the prefix.
        var previous = 0.0
        for end in Self.greeting.indices.dropFirst() + [Self.greeting.endIndex] {
            let width = try measurer.size(of: String(Self.greeting[..<end]), font: Self.font).width
            expectGreater(width, previous)
            previous = width
        }
        expectEqual(previous, measured.width)
    }

    func testEachRunIsDrawnAsItsFaceDrawsItAloneOnOneBaseline() throws {
        try Self.requireFaces()
        let measurer = TTFTextMeasurer(platform: try HostFixture.platform())
        let full = try Self.draw(Self.greeting)
        try ReviewImages.keep(full, as: "fallback-text")
        let x0 = 10
        let latin = Int(try measurer.size(of: "Grüße, ", font: Self.font).width)
        let cjk = Int(try measurer.size(of: "世界", font: Font(name: "WenQuanYiMicroHei", size: 20)).width)
        let space = Int(try measurer.size(of: " ", font: Self.font).width)
        // The Latin run as DejaVu Sans draws it alone, the CJK run as WenQuanYi Micro Hei does
        // (the two faces' lines are as tall, so the baselines meet): the same pixels.
        let latinAlone = try Self.draw("Grüße, ")
        let cjkAlone = try Self.draw("世界", font: Font(name: "WenQuanYiMicroHei", size: 20), x: Double(x0 + latin))
        let latinColumns = 0..<(x0 + latin)
        let cjkColumns = (x0 + latin)..<(x0 + latin + cjk)
        expectGreater(Self.ink(full, columns: cjkColumns), 60, "no ink where 世界 are")
        for (alone, columns) in [(latinAlone, latinColumns), (cjkAlone, cjkColumns)] {
            var worst = 0
            for y in 0..<full.height {
                for x in columns { worst = max(worst, full[x, y].distance(to: alone[x, y])) }
            }
            expectLessOrEqual(worst, 2, "columns \(columns) differ by up to \(worst) from the run drawn alone")
        }
        // Where the primary face alone drew boxes, the CJK glyphs have more ink, and other ink.
        let boxes = try Self.drawWithoutFallback(Self.greeting)
        expectNotEqual(Self.ink(full, columns: cjkColumns), Self.ink(boxes, columns: cjkColumns))
        // The emoji keeps its colours in black text: yellow, not tinted black.
        let emojiColumns = (x0 + latin + cjk + space)..<min(Self.size.width, x0 + latin + cjk + space + 26)
        var yellow = 0
        for y in 0..<full.height {
            for x in emojiColumns where full[x, y].r > 200 && full[x, y].g > 150 && full[x, y].b < 100 { yellow += 1 }
        }
        expectGreater(yellow, 40, "only \(yellow) yellow pixels where 👋 is")
        // In red text, the Latin and CJK runs are red and the emoji is still yellow.
        let red = try Self.draw(Self.greeting, color: .red)
        var reddest = 0
        var redYellow = 0
        for y in 0..<red.height {
            for x in latinColumns.lowerBound..<cjkColumns.upperBound where red[x, y].g < 60 && red[x, y].b < 60 {
                reddest = max(reddest, red[x, y].r)
            }
            for x in emojiColumns where red[x, y].r > 200 && red[x, y].g > 150 && red[x, y].b < 100 { redYellow += 1 }
        }
        expectGreater(reddest, 200, "the text is not red: its reddest dark-green pixel has red \(reddest)")
        expectEqual(redYellow, yellow)
        // In white text the same line draws it the same way (no tint at all).
        let onWhite = try Self.draw(Self.greeting, color: .white)
        var same = 0
        for y in 0..<full.height {
            for x in emojiColumns where onWhite[x, y].distance(to: full[x, y]) <= 2 { same += 1 }
        }
        expectGreater(same, emojiColumns.count * full.height * 9 / 10)
    }

    /// `text` drawn by a renderer that has no fallback faces.
    static func drawWithoutFallback(_ text: String) throws -> PixelBuffer {
        let window = try SDLWindow(
            platform: HostFixture.platform(), title: "FallbackTextPixelTests",
            size: Size(width: Double(size.width), height: Double(size.height)), resizable: false,
            renderer: HostFixture.rendererRequest)
        let renderer = try SDLRenderer(window: window, fonts: FontLocator(systemFonts: .none))
        try renderer.renderFrame(
            DisplayList(
                size: Size(width: Double(size.width), height: Double(size.height)), background: .white,
                items: [
                    .text(
                        quad: quad(10, 0, Double(size.width) - 10, Double(size.height)), text: text,
                        style: TextStyle(font: font, color: .black), opacity: 1)
                ]))
        return try renderer.readPixels()
    }

    func testALineWithoutFallbackFacesIsDrawnAsBeforeWithBoxes() throws {
        // No faces to fall back on: the font's own boxes, as SDL_ttf draws the whole line.
        let boxes = try Self.drawWithoutFallback(Self.greeting)
        expectGreater(Self.ink(boxes, columns: 0..<Self.size.width), 100)
        // A line the font has whole draws the same pixels with fallback faces at hand.
        try expectEqual(Self.drawWithoutFallback("Grüße, world").differingPixels(from: Self.draw("Grüße, world")), 0)
    }
}

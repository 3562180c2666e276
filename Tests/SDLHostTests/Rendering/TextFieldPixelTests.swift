import Animation
import Foundation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import SDLHost

/// A `TextField` drawn through the whole stack and read back as pixels (the software renderer,
/// and the GPU ones when scripts/test sets `SEGUE_RENDERER`): the rounded field and its
/// placeholder, text with the caret, a selection, an input method's underlined composition.
/// Each test also keeps its frame to look at (segue-textfield-*.png, `ReviewImages`).
@MainActor
struct TextFieldPixelTests {
    let window: Window
    let renderer: SDLRenderer
    let field: TextField
    /// The field's frame in the window.
    static let frame = Rect(x: 20, y: 30, width: 240, height: 34)

    init() throws {
        renderer = try HostFixture.renderer(width: 300, height: 100)
        let scene = Scene(size: Size(width: 300, height: 100), clock: ManualClock(), background: Color(white: 0.9))
        window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: try HostFixture.platform()))
        field = TextField(frame: Self.frame)
        field.borderStyle = .roundedRect
        window.addSubview(field)
    }

    func render(_ name: String) throws -> PixelBuffer {
        window.scene.layoutIfNeeded()
        try window.scene.renderFrameIfNeeded(with: renderer)
        let pixels = try renderer.readPixels()
        try ReviewImages.keep(pixels, as: "textfield-\(name)-\(HostFixture.rendererRequest)")
        return pixels
    }

    /// Pixels in `rect` (window points, scale 1) for which `test` holds.
    func count(_ pixels: PixelBuffer, in rect: Rect, where test: (RGBA) -> Bool) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where test(pixels[x, y]) { n += 1 }
        }
        return n
    }

    /// The columns in `rect` holding a pixel for which `test` holds.
    func columns(_ pixels: PixelBuffer, in rect: Rect, where test: (RGBA) -> Bool) -> [Int] {
        (Int(rect.minX)..<Int(rect.maxX)).filter { x in
            (Int(rect.minY)..<Int(rect.maxY)).contains { y in test(pixels[x, y]) }
        }
    }

    static func isTint(_ p: RGBA) -> Bool { p.r < 60 && p.g > 90 && p.g < 160 && p.b > 220 }
    static func isInk(_ p: RGBA) -> Bool { p.r < 90 && p.g < 90 && p.b < 90 }

    func testAnEmptyRoundedFieldIsWhiteWithALightEdgeAndAGreyPlaceholder() throws {
        field.placeholder = "Search"
        let pixels = try render("placeholder")
        let f = Self.frame
        // White inside, the window's grey outside, a light grey edge between.
        expectPixel(pixels, Int(f.maxX) - 20, Int(f.midY), white)
        expectPixel(pixels, Int(f.midX), Int(f.minY) - 3, RGBA(230, 230, 230))
        let edge = pixels[Int(f.midX), Int(f.minY)]
        expectTrue(edge.r > 190 && edge.r < 225, "the edge is light grey: \(edge)")
        // Rounded: the very corner pixel is the window's grey, not white.
        expectLess(pixels[Int(f.minX), Int(f.minY)].r, 240)
        // The placeholder: grey ink, none dark, starting 7 points in.
        let text = Rect(x: f.minX + 7, y: f.minY + 4, width: 120, height: f.height - 8)
        let grey = count(pixels, in: text) { $0.r < 225 && $0.r > 120 && abs($0.r - $0.b) < 20 }
        expectGreater(grey, 40, "placeholder ink: \(grey)")
        expectEqual(count(pixels, in: text, where: Self.isInk), 0)
        let inkColumns = columns(pixels, in: text) { $0.r < 225 }
        expectTrue((inkColumns.first ?? 0) >= Int(f.minX) + 7 && (inkColumns.first ?? 0) <= Int(f.minX) + 10)
    }

    func testTextIsBlackAndTheCaretIsATwoPointTintBarAfterIt() throws {
        field.text = "Hello"
        expectTrue(field.becomeFirstResponder())
        let pixels = try render("caret")
        let f = Self.frame
        let area = Rect(x: f.minX + 7, y: f.minY + 4, width: f.width - 14, height: f.height - 8)
        let ink = columns(pixels, in: area, where: Self.isInk)
        let caret = columns(pixels, in: area, where: Self.isTint)
        expectGreater(ink.count, 20)
        expectEqual(caret.count, 2, "caret columns: \(caret)")
        expectGreater((caret.first ?? 0), (ink.last ?? .max), "the caret is after the text")
        expectLess((caret.first ?? 0) - (ink.last ?? 0), 6)
        // It is as high as a line, centred.
        let rows = (Int(f.minY)..<Int(f.maxY)).filter { Self.isTint(pixels[caret.first ?? 0, $0]) }
        expectTrue(rows.count >= 17 && rows.count <= 24)
        expectLessOrEqual(abs(Double(rows.first! + rows.last!) / 2 - f.midY), 1.5)
    }

    func testASelectionIsATintedBandBehindTheText() throws {
        field.text = "Selected words"
        expectTrue(field.becomeFirstResponder())
        field.selectedRange = NSRange(location: 0, length: 8)
        let pixels = try render("selection")
        let f = Self.frame
        let area = Rect(x: f.minX + 4, y: f.minY + 2, width: f.width - 8, height: f.height - 4)
        // The tint at 0.25 over white: (191, 222, 255).
        let band = RGBA(191, 222, 255)
        let banded = columns(pixels, in: area) { $0.distance(to: band) <= 6 }
        expectGreater(banded.count, 40)
        expectLessOrEqual((banded.first ?? 0), Int(f.minX) + 8, "it starts at the text's start")
        // "Selected" only: the band stops before the end of the text's ink.
        let ink = columns(pixels, in: area, where: Self.isInk)
        expectLess((banded.last ?? 0), (ink.last ?? 0) - 20)
        // The text is drawn over the band: dark ink inside it.
        let inkInBand = ink.filter { $0 <= (banded.last ?? 0) }
        expectGreater(inkInBand.count, 20)
        // No caret over a selection.
        expectEqual(count(pixels, in: area, where: Self.isTint), 0)
    }

    func testMarkedTextIsUnderlinedWithItsOwnCaret() throws {
        field.text = "ab"
        expectTrue(field.becomeFirstResponder())
        window.handle(.composition(TextCompositionEvent(text: "xyz", selectedRange: 1..<1, timestamp: 0)))
        let pixels = try render("marked")
        let f = Self.frame
        let area = Rect(x: f.minX + 7, y: f.minY + 2, width: f.width - 14, height: f.height - 4)
        // A row nearly all ink across the marked text: the underline.
        let inkRows = (Int(area.minY)..<Int(area.maxY)).map { y in
            (Int(area.minX)..<Int(area.maxX)).filter { Self.isInk(pixels[$0, y]) }
        }
        let underline = try require(inkRows.max { $0.count < $1.count })
        expectGreaterOrEqual(underline.count, 18, "underline \(underline.count) px")
        // It runs under "xyz" only (after "ab"), contiguously.
        let ink = columns(pixels, in: area, where: Self.isInk)
        expectGreater((underline.first ?? 0), (ink.first ?? 0) + 8)
        // (The caret, 2 points, crosses it.)
        expectLessOrEqual((underline.last ?? 0) - (underline.first ?? 0) + 1 - underline.count, 2)
        // The input method's caret: a tint bar inside the composition, after "x".
        let caret = columns(pixels, in: area, where: Self.isTint)
        expectEqual(caret.count, 2)
        expectTrue((caret.first ?? 0) > (underline.first ?? 0) && (caret.last ?? 0) < (underline.last ?? 0))
    }

    func testATextViewWrapsIntoLinesWithTheCaretOnTheLast() throws {
        field.removeFromSuperview()
        let view = TextView(frame: Rect(x: 20, y: 5, width: 160, height: 90))
        view.text = "alpha beta gamma delta epsilon"
        window.addSubview(view)
        expectTrue(view.becomeFirstResponder())
        let pixels = try render("textview")
        let box = view.frame
        // Ink in two or more separate bands of rows: wrapped lines.
        let inkRows = (Int(box.minY)..<Int(box.maxY)).filter { y in
            (Int(box.minX)..<Int(box.maxX)).contains { Self.isInk(pixels[$0, y]) }
        }
        var bands = 0
        var previous = -10
        for y in inkRows {
            if y > previous + 1 { bands += 1 }
            previous = y
        }
        expectGreaterOrEqual(bands, 2, "\(bands) lines of ink")
        // The caret, after "epsilon" on the last line: below the first line's ink.
        let caret = columns(pixels, in: box, where: Self.isTint)
        expectEqual(caret.count, 2)
        let caretRows = (Int(box.minY)..<Int(box.maxY)).filter { Self.isTint(pixels[caret.first ?? 0, $0]) }
        expectGreater((caretRows.first ?? 0), (inkRows.first ?? 0) + 10)
    }
}

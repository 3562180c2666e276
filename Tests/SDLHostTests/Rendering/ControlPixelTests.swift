import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import SDLHost

/// Controls drawn by SDL's software renderer through the whole stack (views, layers, display
/// list), measured with SDL_ttf, read back as pixels.
@MainActor
struct ControlPixelTests {
    let window: Window
    let renderer: SDLRenderer

    init() throws {
        renderer = try HostFixture.renderer(width: 440, height: 240)
        let scene = Scene(size: Size(width: 440, height: 240), clock: ManualClock(), background: .white)
        window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: try HostFixture.platform()))
    }

    func render() throws -> PixelBuffer {
        try window.scene.renderFrameIfNeeded(with: renderer)
        return try renderer.readPixels()
    }

    func crop(_ pixels: PixelBuffer, _ rect: Rect) -> PixelBuffer {
        pixels.cropped(x: Int(rect.minX), y: Int(rect.minY), width: Int(rect.width), height: Int(rect.height))
    }

    /// The leftmost and rightmost columns with ink (any channel below 160) in rows y0..<y1.
    func inkColumns(_ pixels: PixelBuffer, rows: Range<Int>) -> ClosedRange<Int>? {
        var xs: [Int] = []
        for x in 0..<pixels.width {
            for y in rows where pixels[x, y].r < 160 || pixels[x, y].g < 160 || pixels[x, y].b < 160 {
                xs.append(x)
                break
            }
        }
        guard let first = xs.first, let last = xs.last else { return nil }
        return first...last
    }

    func press(_ button: Button) {
        button.pointerBegan(
            PointerEvent(
                phase: .down, location: button.convert(Point(x: 5, y: 5), to: nil), button: .left, timestamp: 0))
    }

    func testAHighlightedTitleButtonDrawsDifferentPixelsAndReturnsOnRelease() throws {
        let button = Button(frame: Rect(x: 40, y: 40, width: 160, height: 44), title: "Press me")
        window.addSubview(button)
        let normal = try render()
        press(button)
        let highlighted = try render()
        let inside = ImageDifference(crop(normal, button.frame), crop(highlighted, button.frame), tolerance: 16)
        expectGreater(inside.mismatchedFraction, 0.02, "\(inside)")
        // The title is the default blue, lighter while pressed: its darkest blue ink fades.
        func darkestRed(_ p: PixelBuffer) -> Int {
            var m = 255
            for y in 40..<84 { for x in 40..<200 { m = min(m, p[x, y].r) } }
            return m
        }
        expectLess(darkestRed(normal), 40)
        expectGreater(darkestRed(highlighted), 100)
        // Nothing outside the button changed.
        var changedOutside = 0
        for y in 0..<normal.height {
            for x in 0..<normal.width where !button.frame.contains(Point(x: Double(x), y: Double(y))) {
                if normal[x, y].distance(to: highlighted[x, y]) > 1 { changedOutside += 1 }
            }
        }
        expectEqual(changedOutside, 0)
        button.pointerEnded(
            PointerEvent(phase: .up, location: Point(x: 50, y: 50), button: .left, timestamp: 0.1))
        expectLessOrEqual(ImageDifference(normal, try render(), tolerance: 1).maxChannelDelta, 1)
    }

    func testAFilledButtonDarkensWhilePressed() throws {
        let button = Button(frame: Rect(x: 40, y: 40, width: 160, height: 44), title: "Go")
        button.setTitleColor(.white, for: .normal)
        button.setBackgroundColor(Color(red: 0, green: 0.48, blue: 1), for: .normal)
        button.setBackgroundColor(Color(red: 0, green: 0.3, blue: 0.65), for: .highlighted)
        window.addSubview(button)
        let normal = try render()
        expectPixel(normal, 45, 45, RGBA(0, 122, 255))
        press(button)
        let highlighted = try render()
        expectPixel(highlighted, 45, 45, RGBA(0, 77, 166))
        expectPixel(highlighted, 35, 45, white)
    }

    /// A pointer event through the window's dispatch (hover is the window's to track).
    func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, held: Bool = false) {
        let button: PointerButton? = phase == .move && !held ? nil : .left
        window.handle(.pointer(PointerEvent(phase: phase, location: Point(x: x, y: y), button: button, timestamp: 0)))
    }

    func testAFilledButtonDarkensUnderThePointerAndMoreWhilePressed() throws {
        let button = Button(frame: Rect(x: 40, y: 40, width: 160, height: 44), title: "Go")
        button.setBackgroundColor(Color(white: 0.94), for: .normal)
        button.layer.cornerRadius = 10
        window.addSubview(button)
        // (60, 76): inside the button, clear of the title and the rounded corners.
        expectPixel(try render(), 60, 76, RGBA(240, 240, 240))
        pointer(.move, 120, 62)
        // 240 under 6% black: 226.
        let hovered = try render()
        expectPixel(hovered, 60, 76, RGBA(226, 226, 226))
        expectPixel(hovered, 30, 76, white)
        pointer(.down, 120, 62)
        // Under 12% black: 211.
        expectPixel(try render(), 60, 76, RGBA(211, 211, 211))
        pointer(.up, 120, 62)
        expectPixel(try render(), 60, 76, RGBA(226, 226, 226))
        pointer(.move, 300, 200)
        expectPixel(try render(), 60, 76, RGBA(240, 240, 240))
    }

    func testATitleButtonTintsUnderThePointerAndMoreWhilePressed() throws {
        let button = Button(frame: Rect(x: 40, y: 40, width: 160, height: 44), title: "Go")
        window.addSubview(button)
        expectPixel(try render(), 60, 76, white)
        pointer(.move, 120, 62)
        // White under the title's blue (0, 122, 255) at 8%, then at 16%.
        expectPixel(try render(), 60, 76, RGBA(235, 244, 255))
        pointer(.down, 120, 62)
        expectPixel(try render(), 60, 76, RGBA(214, 234, 255))
        // Dragged away while pressed: neither look.
        pointer(.move, 300, 200, held: true)
        expectPixel(try render(), 60, 76, white)
    }

    func testASwitchIsGreyWithTheKnobLeftWhenOffAndGreenWithItRightWhenOn() throws {
        let toggle = Switch(frame: Rect(x: 40, y: 40, width: 51, height: 31))
        window.addSubview(toggle)
        // Off: (80, 55) is the track right of the knob, (55, 55) the knob's middle.
        let off = try render()
        // The translucent grey (120, 120, 128) at 20% over the white page.
        expectPixel(off, 80, 55, RGBA(228, 228, 230))
        expectPixel(off, 55, 55, white)
        // The pill's rounded ends: the corner of its box is the page's white.
        expectPixel(off, 41, 41, white)
        // A click through the window, then the slide's 0.25 s.
        pointer(.down, 65, 55)
        pointer(.up, 65, 55)
        expectTrue(toggle.isOn)
        let clock = try require(window.scene.clock as? ManualClock)
        clock.advance(by: 0.125)
        let midway = try render()
        // Half-way: the track between grey and green.
        let middle = midway[50, 55]
        // (Off is 228 red and green, on 52 red and 199 green.)
        expectTrue(middle.r > 100 && middle.r < 210 && middle.g > middle.r + 20, "\(middle)")
        clock.advance(by: 0.2)
        // Still under the pointer: the green 6% darker (PointerHighlight).
        expectPixel(try render(), 50, 55, RGBA(49, 187, 84))
        pointer(.move, 300, 200)
        let on = try render()
        // On: the green track left of the knob, the knob now at the right.
        expectPixel(on, 50, 55, RGBA(52, 199, 89))
        expectPixel(on, 76, 55, white)
        expectPixel(on, 41, 41, white)
    }

    func testATruncatedLabelsTextStaysInsideItsBounds() throws {
        let box = Rect(x: 20, y: 20, width: 100, height: 30)
        let label = Label(frame: box, text: "A label whose text is far too long to fit")
        window.addSubview(label)
        // The shortened line drawn with room to spare, to compare ink with.
        let reference = Label(frame: Rect(x: 20, y: 80, width: 400, height: 30))
        window.addSubview(reference)
        try window.scene.renderFrameIfNeeded(with: renderer)
        expectTrue(label.isTruncated)
        expectTrue(label.displayedText.hasSuffix("…"))
        reference.text = label.displayedText
        let pixels = try render()
        let ink = try require(inkColumns(pixels, rows: 20..<50))
        let referenceInk = try require(inkColumns(pixels, rows: 80..<110))
        // Inside the box, and nothing cut off by it: the same ink as with room to spare.
        expectTrue(ink.lowerBound >= 20 && ink.upperBound < 120, "\(ink)")
        expectEqual(ink, referenceInk)
        // The ellipsis reaches near the end of the box.
        expectGreater(ink.upperBound, 100, "\(ink)")
    }

    /// The runs of rows with ink (any channel below 160) in columns x0..<x1: one per line of text.
    func inkBands(_ pixels: PixelBuffer, columns: Range<Int>) -> [ClosedRange<Int>] {
        var bands: [ClosedRange<Int>] = []
        for y in 0..<pixels.height {
            let inked = columns.contains { x in pixels[x, y].r < 160 || pixels[x, y].g < 160 || pixels[x, y].b < 160 }
            guard inked else { continue }
            if let last = bands.last, last.upperBound == y - 1 {
                bands[bands.count - 1] = last.lowerBound...y
            } else {
                bands.append(y...y)
            }
        }
        return bands
    }

    func testAWrappedLabelDrawsItsLinesOneUnderAnotherInsideItsBounds() throws {
        let box = Rect(x: 20, y: 20, width: 160, height: 200)
        let label = Label(frame: box, text: "Labels wrap at spaces to as many lines as they need")
        label.numberOfLines = 0
        window.addSubview(label)
        let pixels = try render()
        let lines = label.displayedLines
        expectGreaterOrEqual(lines.count, 3, "\(lines)")
        // One band of ink per line, the same pitch apart, all inside the box.
        let bands = inkBands(pixels, columns: 0..<pixels.width)
        expectEqual(bands.count, lines.count, "\(bands) for \(lines)")
        let ink = try require(inkColumns(pixels, rows: 0..<pixels.height))
        expectTrue(ink.lowerBound >= 20 && ink.upperBound < 180, "\(ink)")
        expectTrue(bands.first!.lowerBound >= 20 && bands.last!.upperBound < 220, "\(bands)")
        let lineHeight = try TTFTextMeasurer(platform: try HostFixture.platform()).lineHeight(of: label.font)
        // Each band inside its line's slot: the lines one line height apart, centred together.
        let top = box.midY - Double(lines.count) * lineHeight / 2
        for (i, band) in bands.enumerated() {
            let slot = top + Double(i) * lineHeight
            expectTrue(
                Double(band.lowerBound) >= slot - 1 && Double(band.upperBound) <= slot + lineHeight + 1, "\(bands)")
        }
        // Limited to two lines, the second ends in "…": two bands, the ink reaching the end of the box.
        label.numberOfLines = 2
        let limited = try render()
        expectTrue(label.displayedLines.count == 2 && label.displayedLines[1].hasSuffix("…"))
        expectEqual(inkBands(limited, columns: 0..<limited.width).count, 2)
        let second = inkBands(limited, columns: 0..<limited.width)[1]
        let lastLine = try require(inkColumns(limited, rows: second.lowerBound..<second.upperBound + 1))
        expectTrue(lastLine.upperBound < 180 && lastLine.upperBound > 150, "\(lastLine)")
    }

    func testAlignmentPlacesTheInk() throws {
        let left = Label(frame: Rect(x: 20, y: 20, width: 300, height: 30), text: "Left")
        let center = Label(frame: Rect(x: 20, y: 80, width: 300, height: 30), text: "Centre")
        let right = Label(frame: Rect(x: 20, y: 140, width: 300, height: 30), text: "Right")
        center.textAlignment = .center
        right.textAlignment = .right
        for label in [left, center, right] { window.addSubview(label) }
        let pixels = try render()
        let l = try require(inkColumns(pixels, rows: 20..<50))
        let c = try require(inkColumns(pixels, rows: 80..<110))
        let r = try require(inkColumns(pixels, rows: 140..<170))
        expectTrue(l.lowerBound >= 20 && l.lowerBound <= 24, "\(l)")
        expectLessOrEqual(abs((c.lowerBound + c.upperBound) / 2 - 170), 3, "\(c)")
        expectTrue(r.upperBound <= 319 && r.upperBound >= 314, "\(r)")
    }

    func testADisabledButtonsTitleIsGreyNotATintedPurple() throws {
        // On a coloured ground with a translucent white background, as the demo's page stack
        // cards have: a half-clear blue there read as a muddy purple.
        let ground = View(frame: Rect(x: 0, y: 0, width: 440, height: 240))
        ground.backgroundColor = Color(red: 0.55, green: 0.35, blue: 0.85)
        window.addSubview(ground)
        let button = Button(frame: Rect(x: 40, y: 40, width: 160, height: 44), title: "Pop this card")
        button.setBackgroundColor(.white, for: .normal)
        button.setBackgroundColor(Color(white: 1, alpha: 0.45), for: .disabled)
        button.isEnabled = false
        ground.addSubview(button)
        let pixels = try render()
        // The darkest pixel of the title is the grey (142, 142, 147), opaque: neutral, not
        // blue- or purple-tinted.
        var darkest = RGBA(255, 255, 255)
        for y in 40..<84 {
            for x in 40..<200 where pixels[x, y].r + pixels[x, y].g < darkest.r + darkest.g { darkest = pixels[x, y] }
        }
        expectLessOrEqual(darkest.distance(to: RGBA(142, 142, 147)), 12, "\(darkest)")
        expectTrue(abs(darkest.r - darkest.g) <= 4 && darkest.b - darkest.r <= 12, "\(darkest)")
    }

    func testAHoveredListRowShowsALightGreyBackground() throws {
        let list = ScrollList(
            frame: Rect(x: 0, y: 0, width: 440, height: 240), rows: (0..<10).map { ListRow(title: "Row \($0)") })
        list.backgroundColor = .white
        window.addSubview(list)
        let rest = try render()
        pointer(.move, 300, 66)
        let hovered = try render()
        // Row 1 (y 44..<88) under 5% black, left of its title: 255 → 242; row 0 and 2 stay white.
        expectPixel(rest, 5, 66, white)
        expectPixel(hovered, 5, 66, RGBA(242, 242, 242))
        expectPixel(hovered, 5, 22, white)
        expectPixel(hovered, 5, 110, white)
        expectGreater(hovered.differences(from: rest, x: 0..<440, y: 44..<87), 400 * 40)
        expectEqual(hovered.differences(from: rest, x: 0..<440, y: 0..<44), 0)
        expectEqual(hovered.differences(from: rest, x: 0..<440, y: 88..<240), 0)
        pointer(.move, 300, 300)
        expectLessOrEqual(ImageDifference(rest, try render(), tolerance: 1).maxChannelDelta, 1)
    }
}

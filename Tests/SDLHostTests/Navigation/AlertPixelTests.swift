import Animation
import Foundation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation
@testable import SDLHost

/// The page under the alerts: rgb(51, 153, 102), whole multiples of 1/255.
private let pageColor = Color(red: 0.2, green: 0.6, blue: 0.4)
/// The page under the 0.2 black dimming.
private let dimmedPage = RGBA(41, 122, 82)
/// The material over the dimmed page (uniform, so its blur is itself): white 0.97 at 0.85.
private let material = RGBA(216, 228, 222)

/// An alert and an action sheet at rest, drawn by SDL (the software renderer, and the GPU
/// ones in scripts/test step 4b) with real fonts: the dimming, the card's material and
/// corners, the hairlines, the red of a destructive title, the blue of a plain one and the
/// bold of the preferred one (Alerts.md). Each frame is also kept to be looked at
/// (segue-alert-*.png, `ReviewImages`).
@MainActor
struct AlertPixelTests {
    /// An 800 × 600 window on a manual clock showing one colour, with `alert` presented and
    /// at rest, drawn.
    private func render(
        _ alert: AlertController, name: String, size: Size = Size(width: 800, height: 600),
        source: View? = nil
    ) throws -> (PixelBuffer, AlertView) {
        let clock = ManualClock()
        let scene = Scene(size: size, clock: clock)
        let window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: try HostFixture.platform()))
        let page = SolidPage("page", color: pageColor)
        window.setRootViewController(page)
        if let source { page.view.addSubview(source) }
        scene.layoutIfNeeded()
        page.present(alert, animated: true)
        for _ in 0..<60 where !scene.engine.isIdle {
            clock.advance(by: 1.0 / 60)
            scene.tick()
        }
        scene.layoutIfNeeded()
        // At rest (a text field's caret blinks on: only the presentation must be over).
        expectTrue(scene.engine.isIdle || alert.textFields != nil)
        expectTrue(alert.presentation != nil && !alert.isBeingPresented)
        let renderer = try HostFixture.renderer(width: size.width, height: size.height)
        try renderer.renderFrame(scene.displayList())
        let pixels = try renderer.readPixels()
        try ReviewImages.keep(pixels, as: "alert-\(name)")
        return (pixels, alert.view as! AlertView)
    }

    private func discardAlert(preferring preferred: Bool) -> AlertController {
        let alert = AlertController(
            title: "Discard note?", message: "The text you typed will be lost.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Keep", style: .cancel))
        let discard = AlertAction(title: "Discard", style: .destructive)
        alert.addAction(discard)
        if preferred { alert.preferredAction = discard }
        return alert
    }

    func testAnAlertAtRest() throws {
        let (pixels, view) = try render(discardAlert(preferring: true), name: "discard")
        let card = view.card.frame
        expectTrue(card.width == 270 && card.midX == 400)
        // The dimming all round the card, the material inside it.
        expectPixel(pixels, 20, 20, dimmedPage)
        expectPixel(pixels, Int(card.minX) - 3, Int(card.midY), dimmedPage)
        expectPixel(pixels, Int(card.minX) + 4, Int(card.midY), material, tolerance: 3)
        expectPixel(pixels, Int(card.minX) + 20, Int(card.minY) + 6, material, tolerance: 3)
        // Rounded corners: the very corner shows the dimming, 14 points in the material.
        expectPixel(pixels, Int(card.minX), Int(card.minY), dimmedPage, tolerance: 6)
        expectPixel(pixels, Int(card.maxX) - 1, Int(card.maxY) - 1, dimmedPage, tolerance: 6)
        expectPixel(pixels, Int(card.minX) + 14, Int(card.minY) + 14, material, tolerance: 3)
        // The hairline over the buttons and the one between them: darker than the material.
        let keep = view.buttons[0].frame.offsetBy(dx: card.minX, dy: card.minY)
        let hairlineY = Int(keep.minY)
        let separator = RGBA(
            Int((0.64 * Double(material.r) + 0.36 * 60).rounded()),
            Int((0.64 * Double(material.g) + 0.36 * 60).rounded()),
            Int((0.64 * Double(material.b) + 0.36 * 67).rounded()))
        expectPixel(pixels, Int(card.minX) + 10, hairlineY, separator, tolerance: 5)
        expectPixel(pixels, Int(card.minX) + 10, hairlineY + 2, material, tolerance: 3)
        expectPixel(pixels, Int(card.midX), hairlineY + 4, separator, tolerance: 5)
        expectPixel(pixels, Int(card.midX) + 2, hairlineY + 4, material, tolerance: 3)
        // "Discard" on the right in iOS's systemRed, "Keep" on the left in the system blue.
        let right = Rect(x: card.midX, y: keep.minY, width: 135, height: 44)
        let left = Rect(x: card.minX, y: keep.minY, width: 135, height: 44)
        let reddest = strongest(pixels, in: right) { $0.r - ($0.g + $0.b) / 2 }
        expectTrue(reddest.r >= 235 && reddest.g <= 110 && reddest.b <= 100, "the red title: \(reddest)")
        let bluest = strongest(pixels, in: left) { $0.b - ($0.r + $0.g) / 2 }
        expectTrue(bluest.b >= 235 && bluest.r <= 60 && bluest.g <= 150, "the blue title: \(bluest)")
        // The title is black-ish text on the material.
        let title = view.titleLabel.frame.offsetBy(dx: card.minX, dy: card.minY)
        let darkest = strongest(pixels, in: title) { -($0.r + $0.g + $0.b) }
        expectLess(darkest.r + darkest.g + darkest.b, 120, "the title: \(darkest)")
        // Nothing is drawn below the card: the dimming.
        expectPixel(pixels, 400, Int(card.maxY) + 20, dimmedPage)
    }

    func testThePreferredActionIsBold() throws {
        let (bold, boldView) = try render(discardAlert(preferring: true), name: "discard-preferred")
        let (plain, plainView) = try render(discardAlert(preferring: false), name: "discard-plain")
        expectEqual(boldView.card.frame, plainView.card.frame)
        let card = boldView.card.frame
        let buttonTop = boldView.buttons[1].frame.minY + card.minY
        let right = Rect(x: card.midX + 2, y: buttonTop + 2, width: 130, height: 40)
        let left = Rect(x: card.minX + 2, y: buttonTop + 2, width: 130, height: 40)
        // Bold "Discard" has more ink than regular "Discard"; "Keep" goes the other way (the
        // cancel action is bold when no action is preferred).
        expectGreater(ink(bold, in: right), ink(plain, in: right) * 1.15)
        expectGreater(ink(plain, in: left), ink(bold, in: left) * 1.15)
    }

    func testAnActionSheetAtRest() throws {
        let sheet = AlertController(title: "Share this note", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Copy", style: .default))
        sheet.addAction(AlertAction(title: "Delete", style: .destructive))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        let (pixels, view) = try render(sheet, name: "sheet")
        let card = view.card.frame
        let cancel = view.cancelCard.frame
        expectEqual(cancel, Rect(x: 193, y: 535, width: 414, height: 57))
        // The cancel group: opaque white, rounded, 8 points above the bottom; the dimming in
        // the 8-point gaps below it and between the groups.
        expectPixel(pixels, 200, 560, RGBA(255, 255, 255))
        expectPixel(pixels, 193, 535, dimmedPage, tolerance: 6)
        expectPixel(pixels, 400, 596, dimmedPage)
        expectPixel(pixels, 400, Int(cancel.minY) - 4, dimmedPage)
        expectPixel(pixels, 180, 560, dimmedPage)
        // The group of actions: the material, hairlines between its rows.
        expectPixel(pixels, 200, Int(card.maxY) - 5, material, tolerance: 3)
        let delete = view.buttons[1].frame.offsetBy(dx: card.minX, dy: card.minY)
        expectPixel(pixels, 200, Int(delete.minY) - 1, material, tolerance: 3)
        expectLess(pixels[200, Int(delete.minY)].r, material.r - 15, "a hairline over Delete")
        let reddest = strongest(pixels, in: delete) { $0.r - ($0.g + $0.b) / 2 }
        expectTrue(reddest.r >= 235 && reddest.g <= 110, "Delete in red: \(reddest)")
        let cancelBlue = strongest(pixels, in: cancel) { $0.b - ($0.r + $0.g) / 2 }
        expectTrue(cancelBlue.b >= 235 && cancelBlue.r <= 60, "Cancel in blue: \(cancelBlue)")
        // Its grey title.
        let title = view.titleLabel.frame.offsetBy(dx: card.minX, dy: card.minY)
        let darkest = strongest(pixels, in: title) { -($0.r + $0.g + $0.b) }
        expectTrue(darkest.r < 170 && darkest.r > 100, "the grey title: \(darkest)")
    }

    func testAnAlertWithTextFields() throws {
        let alert = AlertController(title: "New folder", message: "Name the folder.", preferredStyle: .alert)
        alert.addTextField { $0.text = "Notes" }
        alert.addTextField { $0.placeholder = "Tag" }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Create", style: .default))
        let (pixels, view) = try render(alert, name: "text-fields")
        let card = view.card.frame
        let fields = alert.textFields!.map { $0.frame.offsetBy(dx: card.minX, dy: card.minY) }
        // White fields on the material, a grey edge, the material between them.
        for field in fields {
            expectPixel(pixels, Int(field.maxX) - 4, Int(field.midY), RGBA(255, 255, 255))
            expectLess(pixels[Int(field.midX), Int(field.minY)].r, 240, "the field's top edge")
        }
        expectPixel(pixels, Int(card.midX), Int(fields[0].maxY) + 4, material, tolerance: 3)
        // "Notes" in black in the first field, the placeholder in light grey in the second.
        let text = strongest(pixels, in: fields[0].insetBy(dx: 2, dy: 2)) { -($0.r + $0.g + $0.b) }
        expectLess(text.r + text.g + text.b, 150, "the text: \(text)")
        let placeholder = strongest(pixels, in: fields[1].insetBy(dx: 2, dy: 2)) { -($0.r + $0.g + $0.b) }
        expectTrue(placeholder.r > 150 && placeholder.r < 235, "the placeholder: \(placeholder)")
    }

    func testTheMaterialBlursWhatIsBehindIt() throws {
        // The right half of the page is white: under the card the edge at x 400 is soft.
        let half = View(frame: Rect(x: 400, y: 0, width: 400, height: 600))
        half.backgroundColor = .white
        let alert = AlertController(title: "Blurred", message: "Behind the card.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        let (pixels, view) = try render(alert, name: "blur", source: half)
        let y = Int(view.card.frame.minY) + 6
        // Beside the card the edge is sharp; on it, it fades over several pixels.
        expectGreater(
            pixels[398, Int(view.card.frame.maxY) + 10].distance(to: pixels[401, Int(view.card.frame.maxY) + 10]), 100)
        let left = pixels[390, y]
        let right = pixels[410, y]
        let step = pixels[398, y].distance(to: pixels[401, y])
        expectLess(step, 30, "a soft edge under the material: \(pixels[398, y]) → \(pixels[401, y])")
        expectTrue(right.g > left.g && right.distance(to: left) > 5, "yet the two halves still show: \(left), \(right)")
    }

    func testAPopoverOnAWideWindow() throws {
        let source = View(frame: Rect(x: 1200, y: 60, width: 60, height: 30))
        source.backgroundColor = .white
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Copy", style: .default))
        sheet.addAction(AlertAction(title: "Delete", style: .destructive))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = source
        let (pixels, view) = try render(sheet, name: "popover", size: Size(width: 1500, height: 700), source: source)
        let card = view.card.frame
        // Below the source, centred on it, 304 wide, two rows (no cancel), solid white.
        expectEqual(card, Rect(x: 1078, y: 103, width: 304, height: 114))
        expectPixel(pixels, 1100, 130, RGBA(255, 255, 255))
        // The arrow's tip between the card and the source: white right under the source's
        // middle, the page beside it; the page is not dimmed.
        expectPixel(pixels, 1230, 98, RGBA(255, 255, 255))
        expectPixel(pixels, 1210, 96, RGBA(pageColor), tolerance: 12)
        expectPixel(pixels, 200, 600, RGBA(pageColor))
        // A soft shadow just below the card.
        expectLess(pixels[1230, Int(card.maxY) + 3].g, RGBA(pageColor).g - 8)
    }

    /// The pixel in `rect` where `score` is highest.
    private func strongest(_ pixels: PixelBuffer, in rect: Rect, score: (RGBA) -> Int) -> RGBA {
        var best = pixels[Int(rect.minX), Int(rect.minY)]
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where score(pixels[x, y]) > score(best) { best = pixels[x, y] }
        }
        return best
    }

    /// How far the pixels in `rect` are from the material, summed: the amount of text.
    private func ink(_ pixels: PixelBuffer, in rect: Rect) -> Double {
        var total = 0.0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) { total += Double(pixels[x, y].distance(to: material)) }
        }
        return total
    }
}

import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// A page of one colour with a smaller block on it: a view with a subview, so that the card's
/// clip to its rounded corners draws it as a group (the other path to the corners).
@MainActor
private final class BlockPage: SolidPage {
    override func loadView() {
        super.loadView()
        let block = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        block.backgroundColor = .white
        view.addSubview(block)
    }
}

/// The presenter: rgb(255, 153, 51); the card: rgb(51, 102, 255).
private let presenterColor = Color(red: 1, green: 0.6, blue: 0.2)
private let cardColor = Color(red: 0.2, green: 0.4, blue: 1)
/// The presenter under the card's 0.4 black dimming.
private let dimmedPresenter = RGBA(153, 92, 31)

/// Cards drawn by SDL's software renderer at rest: square bottom corners where the card meets
/// the window's bottom, round ones all round when it is an inset form sheet, a shadow around
/// it and the grabber on it.
@MainActor
struct SheetPixelTests {
    private func presentCard(
        _ page: ViewController, size: Size = Size(width: 800, height: 400)
    ) throws -> (PresentationStill, PixelBuffer) {
        let still = PresentationStill(presenter: presenterColor, size: size)
        page.modalPresentationStyle = .card
        still.presenter.present(page, animated: true)
        still.settle()
        return (still, try still.render(savingAs: "sheet-\(page.name)-\(Int(size.width))"))
    }

    func testACardFlushWithTheBottomHasSquareBottomCornersAndRoundTopOnes() throws {
        try forEachArgument([false, true]) {
            try Self().aCardFlushWithTheBottomHasSquareBottomCornersAndRoundTopOnes(asGroup: $0)
        }
    }

    func aCardFlushWithTheBottomHasSquareBottomCornersAndRoundTopOnes(asGroup: Bool) throws {
        let page: ViewController =
            asGroup ? BlockPage("grouped", color: cardColor) : SolidPage("card", color: cardColor)
        let (_, pixels) = try presentCard(page)
        // The page sheet: x 40...760, y 40 to the bottom (400).
        expectPixel(pixels, 40, 399, RGBA(cardColor))
        expectPixel(pixels, 759, 399, RGBA(cardColor))
        // Its top corners are cut: the very corner pixels show the dimming (darkened by the
        // shadow), not the card.
        for (x, y) in [(40, 40), (759, 40)] {
            expectGreater(pixels[x, y].distance(to: RGBA(cardColor)), 100, "top corner (\(x), \(y)): \(pixels[x, y])")
            expectLess(pixels[x, y].distance(to: dimmedPresenter), 40, "top corner (\(x), \(y)): \(pixels[x, y])")
        }
        // Just inside the corner's curve, the card.
        expectPixel(pixels, 52, 52, RGBA(cardColor))
    }

    func testAnInsetFormSheetInAWideWindowRoundsAllFourCorners() throws {
        try forEachArgument([false, true]) { try Self().anInsetFormSheetInAWideWindowRoundsAllFourCorners(asGroup: $0) }
    }

    func anInsetFormSheetInAWideWindowRoundsAllFourCorners(asGroup: Bool) throws {
        let page: ViewController =
            asGroup ? BlockPage("grouped", color: cardColor) : SolidPage("card", color: cardColor)
        let (_, pixels) = try presentCard(page, size: Size(width: 1600, height: 900))
        // The form sheet: 540 × 620 centred, x 530...1070, y 140...760.
        expectPixel(pixels, 800, 140, RGBA(cardColor))
        expectPixel(pixels, 800, 759, RGBA(cardColor))
        expectPixel(pixels, 530, 450, RGBA(cardColor))
        for (x, y) in [(530, 140), (1069, 140), (530, 759), (1069, 759)] {
            expectGreater(pixels[x, y].distance(to: RGBA(cardColor)), 100, "corner (\(x), \(y)): \(pixels[x, y])")
            expectLess(pixels[x, y].distance(to: dimmedPresenter), 40, "corner (\(x), \(y)): \(pixels[x, y])")
        }
        // Below the sheet, beyond its shadow, the plain dimming.
        expectPixel(pixels, 800, 880, dimmedPresenter)
    }

    func testAShadowDarkensTheDimmingJustOutsideTheCard() throws {
        let (_, pixels) = try presentCard(SolidPage("card", color: cardColor))
        // Right above the top edge (y 40) the dimming is darker; far from it, plain.
        let above = pixels[400, 38]
        expectTrue(above.r <= dimmedPresenter.r - 10 && above.g < dimmedPresenter.g, "above the card: \(above)")
        expectPixel(pixels, 400, 2, dimmedPresenter, tolerance: 3)
        // Beside it too, fading with the distance.
        let beside = pixels[37, 200]
        expectLessOrEqual(beside.r, dimmedPresenter.r - 10, "beside the card: \(beside)")
        expectGreater(pixels[30, 200].r, beside.r)
        expectPixel(pixels, 2, 200, dimmedPresenter, tolerance: 3)
    }

    func testTheGrabberIsDrawnCentredNearTheTop() throws {
        let (_, pixels) = try presentCard(SolidPage("card", color: cardColor))
        // 36 × 5 at x 382...418, y 45...50 (the card's top at 40), grey.
        let grey = RGBA(Color(white: 0.7))  // the grabber's colour
        for (x, y) in [(400, 47), (385, 47), (415, 47)] {
            expectPixel(pixels, x, y, grey, tolerance: 3)
        }
        for (x, y) in [(400, 42), (400, 53), (375, 47), (425, 47)] {
            expectPixel(pixels, x, y, RGBA(cardColor))
        }

        // A card that stays (modal in presentation) shows none.
        let modal = SolidPage("modal", color: cardColor)
        modal.isModalInPresentation = true
        let (_, plain) = try presentCard(modal)
        expectPixel(plain, 400, 47, RGBA(cardColor))
    }
}

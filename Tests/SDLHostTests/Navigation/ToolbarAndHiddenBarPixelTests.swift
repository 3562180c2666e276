import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

private let under = Color(red: 0.9, green: 0.3, blue: 0.2)
private let over = Color(red: 0.2, green: 0.6, blue: 0.9)
private let hairline = RGBA(Color(white: 0.78))

/// `color` under a black layer of `alpha`.
private func dimmed(_ color: Color, _ alpha: Double) -> RGBA {
    let keep = (1 - alpha) * 255
    return RGBA(
        Int((color.red * keep).rounded()), Int((color.green * keep).rounded()), Int((color.blue * keep).rounded()))
}

/// The toolbar travelling with its page, and the navigation bar sliding out of its page, drawn
/// by SDL's software renderer in `BarStill`'s 400 × 300 window (white bars; the toolbar is 44
/// points high, from y = 256).
@MainActor
struct ToolbarAndHiddenBarPixelTests {
    /// Steps `still`'s manual clock by `seconds` and runs a frame.
    func advance(_ still: BarStill, by seconds: Double) {
        (still.scene.clock as! ManualClock).advance(by: seconds)
        still.scene.tick()
        still.scene.layoutIfNeeded()
    }

    func testHalfWayThroughAPushTheToolbarArrivesWithItsPageOnly() throws {
        let still = try BarStill(root: ColourPage("A", color: under, title: "Inbox"))
        still.nav.setToolbarHidden(false, animated: false)
        let b = ColourPage("B", color: over, title: "Message")
        b.toolbarItems = [BarButtonItem(title: "Reply")]
        still.nav.pushViewController(b, animated: true)
        expectTrue(still.isSlide)
        still.hold(at: 0.5)
        let pixels = try still.render(savingAs: "toolbar-push")
        // Right of x = 200, the arriving page: its colour above the toolbar, then the hairline
        // and the white toolbar to the bottom, "Reply" at its left (from 200 + 16).
        expectPixel(pixels, 300, 240, RGBA(over))
        expectPixel(pixels, 300, 256, hairline, tolerance: 3)
        for y in [262, 278, 296] {
            expectPixel(pixels, 300, y, white)
            expectPixel(pixels, 390, y, white)
        }
        expectGreater(pixels.ink(x: 214..<262, y: 265..<292), 20)
        // Left of it, the page underneath has no toolbar: its own colour, dimmed, to the bottom.
        for y in [240, 262, 296] {
            expectPixel(pixels, 20, y, dimmed(under, 0.05), tolerance: 3)
            expectPixel(pixels, 180, y, dimmed(under, 0.05), tolerance: 3)
        }
        still.release(finishing: true)
        let rest = try still.render(savingAs: "toolbar-pushed")
        expectPixel(rest, 100, 240, RGBA(over))
        expectPixel(rest, 100, 278, white)
        expectGreater(rest.ink(x: 14..<62, y: 265..<292), 20)
    }

    func testHalfWayThroughAPopTheToolbarLeavesWithItsPage() throws {
        let a = ColourPage("A", color: under, title: "Inbox")
        a.toolbarItems = [BarButtonItem(title: "Reply")]
        let still = try BarStill(root: a)
        still.nav.setToolbarHidden(false, animated: false)
        still.nav.pushViewController(ColourPage("B", color: over, title: "Message"), animated: false)
        still.scene.layoutIfNeeded()
        still.nav.popViewController(animated: true)
        expectTrue(still.isSlide)
        still.hold(at: 0.5)
        let pixels = try still.render(savingAs: "toolbar-pop")
        // The leaving page B (no toolbar) right of x = 200, down to the bottom...
        for y in [240, 262, 296] { expectPixel(pixels, 300, y, RGBA(over)) }
        // ...and A coming back underneath with its toolbar, dimmed (0.1 × 0.5), from x = −60.
        expectPixel(pixels, 100, 240, dimmed(under, 0.05), tolerance: 3)
        expectPixel(pixels, 100, 278, dimmed(.white, 0.05), tolerance: 3)
        still.release(finishing: true)
    }

    func testHalfWayThroughAPushToAPageWithoutABarEachPageKeepsItsOwn() throws {
        let still = try BarStill(root: ColourPage("A", color: under, title: "Inbox"))
        let b = ColourPage("B", color: over, title: "Message")
        b.prefersNavigationBarHidden = true
        still.nav.pushViewController(b, animated: true)
        expectTrue(still.isWholePageSlide)
        still.hold(at: 0.5)
        let pixels = try still.render(savingAs: "hidden-bar-push")
        // The arriving page, from x = 200, is its colour from the very top: no bar comes with it.
        for y in [2, 25, 49, 150] { expectPixel(pixels, 300, y, RGBA(over)) }
        // The page underneath (60% of 200 points off to the left) keeps its bar, under the
        // cover: 0.6 × (1 − 200 / 300) = 0.2 black.
        expectPixel(pixels, 100, 5, dimmed(.white, 0.2), tolerance: 3)
        expectPixel(pixels, 100, 150, dimmed(under, 0.2), tolerance: 3)
        still.release(finishing: true)
        let rest = try still.render(savingAs: "hidden-bar-pushed")
        for y in [2, 150] { expectPixel(rest, 100, y, RGBA(over)) }
    }

    func testHalfWayThroughAnAnimatedHideTheBarIsHalfOutOfThePage() throws {
        let still = try BarStill(root: ColourPage("A", color: under, title: "Inbox"))
        let before = try still.render(savingAs: "bar-hide-0")
        expectPixel(before, 20, 10, white)
        expectPixel(before, 20, 49, hairline, tolerance: 3)
        expectPixel(before, 20, 52, RGBA(under))
        still.nav.setNavigationBarHidden(true, animated: true)
        advance(still, by: 0.1)
        let pixels = try still.render(savingAs: "bar-hide-half")
        // The bar's lower half shows (y = −25 ... 25), its hairline at y = 24, the page from 25.
        for x in [20, 200, 380] {
            // (Clear of the title's glyphs, centred at x = 200.)
            if x != 200 { expectPixel(pixels, x, 4, white) }
            expectPixel(pixels, x, 24, hairline, tolerance: 3)
            expectPixel(pixels, x, 26, RGBA(under))
            expectPixel(pixels, x, 296, RGBA(under))
        }
        // The title, centred in the bar, is cut at the window's top: only its lower half shows.
        expectGreater(pixels.ink(x: 150..<250, y: 0..<8), 5)
        advance(still, by: 0.1)
        let end = try still.render(savingAs: "bar-hide-1")
        for x in [20, 200, 380] {
            expectPixel(end, x, 2, RGBA(under))
        }
        expectTrue(still.scene.engine.isIdle)
        // Not animated: at once.
        still.nav.setNavigationBarHidden(false, animated: false)
        let shown = try still.render(savingAs: "bar-shown")
        expectEqual(shown.differences(from: before, x: 0..<400, y: 0..<300), 0)
    }
}

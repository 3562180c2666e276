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

/// `color` under a black layer of `alpha`.
private func dimmed(_ color: Color, _ alpha: Double) -> RGBA {
    let keep = (1 - alpha) * 255
    return RGBA(
        Int((color.red * keep).rounded()), Int((color.green * keep).rounded()), Int((color.blue * keep).rounded()))
}

@MainActor
struct BarPixelTests {
    func testHalfWayThroughAPushBetweenAlikeBarsTheBarStaysStillAndThePagesSplit() throws {
        let still = try BarStill(root: ColourPage("A", color: under, title: "Inbox"))
        let before = try still.render(savingAs: "bar-alike-before-push")
        still.nav.pushViewController(ColourPage("B", color: over, title: "Message"), animated: true)
        expectTrue(still.isSlide)
        // No jump as it starts: at 0 the bar is drawn exactly as before the push.
        still.hold(at: 0)
        try expectEqual(still.render(savingAs: "bar-alike-push-0").differences(from: before, x: 0..<400, y: 0..<50), 0)
        still.hold(at: 0.5)
        let pixels = try still.render(savingAs: "bar-alike-push")

        // The bar's background, above and below the text, is one white row across the whole
        // width: not moved with either page, not dimmed, not shadowed.
        for y in [2, 8, 44] {
            let off = pixels.offColumns(row: y, expected: white)
            expectEmpty(off, "row \(y): \(off.count) columns off")
        }
        // The hairline runs unbroken across the width.
        let hairline = pixels.offColumns(row: 49, expected: RGBA(Color(white: 0.78)))
        expectEmpty(hairline, "hairline: \(hairline.count) columns off")
        // Below the bar the pages split at the top page's left edge, x = W/2: the page
        // underneath (dimmed 0.1 × 0.5) left of it, the arriving page right of it.
        for y in [60, 150, 290] {
            expectPixel(pixels, 100, y, dimmed(under, 0.05), tolerance: 3)
            expectPixel(pixels, 20, y, dimmed(under, 0.05), tolerance: 3)
            expectPixel(pixels, 210, y, RGBA(over))
            expectPixel(pixels, 390, y, RGBA(over))
        }
        // Half-way the back slot changes hands: the old title "Inbox" (on its way to the back
        // button's place) has faded out and the back text "Inbox" (coming from there) is yet to
        // fade in, so nothing shows between the chevron and the middle; "Message", on its way in
        // from the right, shows half faded.
        expectEqual(pixels.ink(x: 20..<225, y: 15..<35), 0)
        expectGreater(pixels.ink(x: 255..<345, y: 15..<35), 20)

        still.hold(at: 1)
        let end = try still.render(savingAs: "bar-alike-push-1")
        still.release(finishing: true)
        expectEqual(still.nav.topViewController?.name, "B")
        let rest = try still.render(savingAs: "bar-alike-pushed")
        // No jump as it ends: the bar at 1 is the bar at rest.
        expectEqual(rest.differences(from: end, x: 0..<400, y: 0..<50), 0)
        expectEmpty(rest.offColumns(row: 8, expected: white))
        // At rest: "‹ Inbox" on the left, "Message" centred, nothing on the right.
        expectGreater(rest.ink(x: 8..<20, y: 15..<35), 20)
        expectGreater(rest.ink(x: 27..<80, y: 15..<35), 20)
        expectGreater(rest.ink(x: 160..<240, y: 15..<35), 20)
        expectEqual(rest.ink(x: 260..<400, y: 0..<48), 0)
    }

    /// UIKit's white 0.97 bar to a white one (the demo's menu to its white page): alike to
    /// the eye, so the light slide with one still bar whose colour blends, not the whole-page
    /// slide with its 60% cover over the page underneath.
    func testHalfWayFromAGreyBarToAWhiteOneTheBarIsOneAndThePageUnderneathIsBarelyDimmed() throws {
        let still = try BarStill(root: ColourPage("A", color: under, title: "Inbox", bar: Color(white: 0.97)))
        still.nav.pushViewController(ColourPage("B", color: over, title: "Message"), animated: true)
        expectTrue(still.isSlide)
        still.hold(at: 0.5)
        let pixels = try still.render(savingAs: "bar-grey-to-white-push")
        // One background across the whole width, half-way between 0.97 (247) and white.
        for y in [2, 8, 44] {
            let off = pixels.offColumns(row: y, expected: RGBA(251, 251, 251), tolerance: 1)
            expectEmpty(off, "row \(y): \(off.count) columns off")
        }
        // The page underneath under the slide's 0.1 × 0.5 dim, not a cover of 0.2 or more.
        for y in [60, 150, 290] {
            expectPixel(pixels, 100, y, dimmed(under, 0.05), tolerance: 3)
            expectPixel(pixels, 210, y, RGBA(over))
        }
        still.release(finishing: true)
        try expectEmpty(still.render(savingAs: "bar-grey-to-white-pushed").offColumns(row: 8, expected: white))
    }

    /// A push from a white bar, three quarters of the way (the top page's left edge at
    /// x = 100). Bars that look alike to the eye — UIKit's white 0.97, white 0.95 — get the
    /// light slide: one still bar across the width, its colour blending, and the page
    /// underneath barely dimmed (0.1 × 0.75). Bars that clearly differ — white 0.94 (just past
    /// ΔE 5), mid grey, the seeds' orange — get the whole-page slide: each page moves with its
    /// own bar, and the page underneath, bar and all, is under the cover (0.6 × (1 − 100/300)
    /// = 0.4 here, 0.6 at the end).
    func testPushingFromAWhiteBarSharesTheBarOnlyWhenTheyLookAlike() throws {
        try forEachArgument(
            zip(
                [
                    Color(white: 0.97), Color(white: 0.95), Color(white: 0.94), Color(white: 0.5),
                    try Color(hex: "fb9c0a"),
                ],
                [true, true, false, false, false])
        ) { try Self().pushingFromAWhiteBarSharesTheBarOnlyWhenTheyLookAlike(to: $0.0, alike: $0.1) }
    }

    func pushingFromAWhiteBarSharesTheBarOnlyWhenTheyLookAlike(to bar: Color, alike: Bool) throws {
        let still = try BarStill(root: ColourPage("A", color: under, title: "Inbox"))
        still.nav.pushViewController(ColourPage("B", color: over, title: "Message", bar: bar), animated: true)
        still.hold(at: 0.75)
        let pixels = try still.render(savingAs: "bar-white-to-\(bar.hexString)")
        if alike {
            expectTrue(still.isSlide)
            // One background across the whole width, three quarters of the way to B's.
            let blend = RGBA(Color.interpolate(from: .white, to: bar, fraction: 0.75))
            for y in [2, 8, 44] {
                let off = pixels.offColumns(row: y, expected: blend, tolerance: 1)
                expectEmpty(off, "row \(y): \(off.count) columns off")
            }
            for y in [60, 150, 290] {
                expectPixel(pixels, 50, y, dimmed(under, 0.075), tolerance: 3)
                expectPixel(pixels, 150, y, RGBA(over))
            }
        } else {
            expectTrue(still.isWholePageSlide)
            // Left of x = 100 the page underneath with its own white bar, both under the
            // cover; right of it the arriving page with its own bar.
            for y in [8, 44] {
                expectPixel(pixels, 50, y, dimmed(.white, 0.4), tolerance: 3)
                expectPixel(pixels, 150, y, RGBA(bar))
                expectPixel(pixels, 390, y, RGBA(bar))
            }
            for y in [60, 150, 290] {
                expectPixel(pixels, 50, y, dimmed(under, 0.4), tolerance: 3)
                expectPixel(pixels, 150, y, RGBA(over))
            }
        }
        still.release(finishing: true)
        try expectEmpty(
            still.render(savingAs: "bar-white-to-\(bar.hexString)-pushed").offColumns(row: 8, expected: RGBA(bar))
        )
    }

    /// A pop half-way between two pages that both show a back button: the bar is still, the
    /// chevron stays solid (shared), the titles cross; cancelled, the bar is as it was.
    func testHalfWayThroughAPopTheSharedChevronStaysSolid() throws {
        let still = try BarStill(root: ColourPage("A", color: .white, title: "Mail"))
        still.nav.pushViewController(ColourPage("B", color: under, title: "Inbox"), animated: false)
        still.nav.pushViewController(ColourPage("C", color: over, title: "Message"), animated: false)
        still.scene.layoutIfNeeded()
        let before = try still.render(savingAs: "bar-alike-before-pop")
        still.nav.popViewController(animated: true)
        expectTrue(still.isSlide)
        still.hold(at: 0.5)
        let pixels = try still.render(savingAs: "bar-alike-pop")
        for y in [2, 8, 44] {
            expectEmpty(pixels.offColumns(row: y, expected: white), "row \(y)")
        }
        // The chevron is drawn exactly as at rest.
        expectEqual(pixels.differences(from: before, x: 8..<20, y: 15..<35), 0)
        // The leaving page moved half a width right over the page underneath.
        expectPixel(pixels, 210, 150, RGBA(over))
        expectPixel(pixels, 100, 150, dimmed(under, 0.05), tolerance: 3)

        still.release(finishing: false)
        expectEqual(still.nav.topViewController?.name, "C")
        // Cancelled: the same bar as before the pop, pixel for pixel.
        let after = try still.render(savingAs: "bar-alike-pop-cancelled")
        expectEqual(after.differences(from: before, x: 0..<400, y: 0..<50), 0)
    }
}

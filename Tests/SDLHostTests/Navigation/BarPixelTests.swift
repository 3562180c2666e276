import Animation
import Foundation
import Geometry
import Layers
import Navigation
import TestSupport
import Testing
import Views

@testable import SDLHost

/// A page of one colour under a bar of `bar` (white unless told).
@MainActor
private final class ColourPage: ViewController {
    let color: Color

    init(_ name: String, color: Color, title: String?, bar: Color = .white) {
        self.color = color
        super.init(name: name)
        self.title = title
        navigationBarAppearance = NavigationBarAppearance(backgroundColor: bar)
    }

    override func loadView() {
        let view = View()
        view.backgroundColor = color
        setView(view)
    }
}

/// Percent-driven transitions through the navigation controller's own choice of animator.
@MainActor
private final class DefaultAnimatorScrubbing: NavigationControllerDelegate {
    let interaction = PercentDrivenInteractiveTransition()
    var chosen: (any AnimatedTransitioning)?

    func navigationController(
        _ navigationController: NavigationController, animatorFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        let animator = navigationController.defaultAnimator(
            for: operation, from: navigationController.page(for: from), to: navigationController.page(for: to))
        chosen = animator
        return animator
    }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { interaction }
}

/// A 400 × 300 window measured and drawn with the real fonts, on a manual clock.
@MainActor
private final class BarStill {
    static let width = 400.0
    static let height = 300.0
    let scene = Scene(size: Size(width: width, height: height), clock: ManualClock())
    let window: Window
    let nav: NavigationController
    let delegate = DefaultAnimatorScrubbing()

    init(root: ViewController) throws {
        window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: try HostFixture.platform()))
        nav = NavigationController(rootViewController: root)
        nav.delegate = delegate
        window.setRootViewController(nav)
        scene.layoutIfNeeded()
    }

    var isSlide: Bool { delegate.chosen is SlideAnimator }

    func hold(at fraction: Double) {
        delegate.interaction.update(fraction)
        scene.tick()
        scene.layoutIfNeeded()
    }

    func render(savingAs name: String) throws -> PixelBuffer {
        let renderer = try HostFixture.renderer(width: Self.width, height: Self.height)
        try scene.renderFrameIfNeeded(with: renderer)
        let pixels = try renderer.readPixels()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(name).png").path
        try PNGWriter.write(pixels, to: path)
        return pixels
    }

    /// Releases the transition (finishing or cancelling) and runs it to its end.
    func release(finishing: Bool) {
        if finishing { delegate.interaction.finish() } else { delegate.interaction.cancel() }
        let clock = scene.clock as! ManualClock
        var frames = 0
        while !scene.engine.isIdle && frames < 120 {
            clock.advance(by: 1 / 60)
            scene.tick()
            frames += 1
        }
        scene.layoutIfNeeded()
        #expect(scene.engine.isIdle)
        #expect(!nav.isTransitioning)
    }
}

private let under = Color(red: 0.9, green: 0.3, blue: 0.2)
private let over = Color(red: 0.2, green: 0.6, blue: 0.9)

/// `color` under a black layer of `alpha`.
private func dimmed(_ color: Color, _ alpha: Double) -> RGBA {
    let keep = (1 - alpha) * 255
    return RGBA(
        Int((color.red * keep).rounded()), Int((color.green * keep).rounded()), Int((color.blue * keep).rounded()))
}

/// The columns of row `y` whose pixel is not `expected` (beyond `tolerance`).
private func offColumns(_ pixels: PixelBuffer, row y: Int, expected: RGBA, tolerance: Int = 2) -> [Int] {
    var columns: [Int] = []
    for x in 0..<pixels.width where pixels[x, y].distance(to: expected) > tolerance {
        columns.append(x)
    }
    return columns
}

/// How many pixels of the rectangle differ between `a` and `b` by more than `threshold`.
private func differences(_ a: PixelBuffer, _ b: PixelBuffer, x: Range<Int>, y: Range<Int>, _ threshold: Int) -> Int {
    var count = 0
    for px in x {
        for py in y where a[px, py].distance(to: b[px, py]) > threshold {
            count += 1
        }
    }
    return count
}

/// How many pixels of the rectangle are not white (text and chevrons on a white bar).
private func ink(_ pixels: PixelBuffer, x: Range<Int>, y: Range<Int>) -> Int {
    differences(pixels, PixelBuffer(width: pixels.width, height: pixels.height, color: .white), x: x, y: y, 60)
}

@MainActor
@Suite struct BarPixelTests {
    @Test func halfWayThroughAPushBetweenAlikeBarsTheBarStaysStillAndThePagesSplit() throws {
        let still = try BarStill(root: ColourPage("A", color: under, title: "Inbox"))
        let before = try still.render(savingAs: "bar-alike-before-push")
        still.nav.pushViewController(ColourPage("B", color: over, title: "Message"), animated: true)
        #expect(still.isSlide)
        // No jump as it starts: at 0 the bar is drawn exactly as before the push.
        still.hold(at: 0)
        #expect(differences(try still.render(savingAs: "bar-alike-push-0"), before, x: 0..<400, y: 0..<50, 2) == 0)
        still.hold(at: 0.5)
        let pixels = try still.render(savingAs: "bar-alike-push")

        // The bar's background, above and below the text, is one white row across the whole
        // width: not moved with either page, not dimmed, not shadowed.
        for y in [2, 8, 44] {
            let off = offColumns(pixels, row: y, expected: white)
            #expect(off.isEmpty, "row \(y): \(off.count) columns off")
        }
        // The hairline runs unbroken across the width.
        let hairline = offColumns(pixels, row: 49, expected: RGBA(Color(white: 0.78)))
        #expect(hairline.isEmpty, "hairline: \(hairline.count) columns off")
        // Below the bar the pages split at the top page's left edge, x = W/2: the page
        // underneath (dimmed 0.1 × 0.5) left of it, the arriving page right of it.
        for y in [60, 150, 290] {
            expectPixel(pixels, 100, y, dimmed(under, 0.05), tolerance: 3)
            expectPixel(pixels, 20, y, dimmed(under, 0.05), tolerance: 3)
            expectPixel(pixels, 210, y, RGBA(over))
            expectPixel(pixels, 390, y, RGBA(over))
        }
        // Both titles show, half faded: "Inbox" on its way to the back button's place (and
        // the back text "Inbox" coming from there), "Message" on its way in from the right;
        // the middle is clear.
        #expect(ink(pixels, x: 95..<160, y: 15..<35) > 20)
        #expect(ink(pixels, x: 255..<345, y: 15..<35) > 20)
        #expect(ink(pixels, x: 175..<225, y: 15..<35) == 0)

        still.hold(at: 1)
        let end = try still.render(savingAs: "bar-alike-push-1")
        still.release(finishing: true)
        #expect(still.nav.topViewController?.name == "B")
        let rest = try still.render(savingAs: "bar-alike-pushed")
        // No jump as it ends: the bar at 1 is the bar at rest.
        #expect(differences(rest, end, x: 0..<400, y: 0..<50, 2) == 0)
        #expect(offColumns(rest, row: 8, expected: white).isEmpty)
        // At rest: "‹ Inbox" on the left, "Message" centred, nothing on the right.
        #expect(ink(rest, x: 8..<20, y: 15..<35) > 20)
        #expect(ink(rest, x: 27..<80, y: 15..<35) > 20)
        #expect(ink(rest, x: 160..<240, y: 15..<35) > 20)
        #expect(ink(rest, x: 260..<400, y: 0..<48) == 0)
    }

    /// UIKit's white 0.97 bar to a white one (the demo's menu to its white page): alike to
    /// the eye, so the light slide with one still bar whose colour blends, not the whole-page
    /// slide with its 60% cover over the page underneath.
    @Test func halfWayFromAGreyBarToAWhiteOneTheBarIsOneAndThePageUnderneathIsBarelyDimmed() throws {
        let still = try BarStill(root: ColourPage("A", color: under, title: "Inbox", bar: Color(white: 0.97)))
        still.nav.pushViewController(ColourPage("B", color: over, title: "Message"), animated: true)
        #expect(still.isSlide)
        still.hold(at: 0.5)
        let pixels = try still.render(savingAs: "bar-grey-to-white-push")
        // One background across the whole width, half-way between 0.97 (247) and white.
        for y in [2, 8, 44] {
            let off = offColumns(pixels, row: y, expected: RGBA(251, 251, 251), tolerance: 1)
            #expect(off.isEmpty, "row \(y): \(off.count) columns off")
        }
        // The page underneath under the slide's 0.1 × 0.5 dim, not a cover of 0.2 or more.
        for y in [60, 150, 290] {
            expectPixel(pixels, 100, y, dimmed(under, 0.05), tolerance: 3)
            expectPixel(pixels, 210, y, RGBA(over))
        }
        still.release(finishing: true)
        #expect(offColumns(try still.render(savingAs: "bar-grey-to-white-pushed"), row: 8, expected: white).isEmpty)
    }

    /// A pop half-way between two pages that both show a back button: the bar is still, the
    /// chevron stays solid (shared), the titles cross; cancelled, the bar is as it was.
    @Test func halfWayThroughAPopTheSharedChevronStaysSolid() throws {
        let still = try BarStill(root: ColourPage("A", color: .white, title: "Mail"))
        still.nav.pushViewController(ColourPage("B", color: under, title: "Inbox"), animated: false)
        still.nav.pushViewController(ColourPage("C", color: over, title: "Message"), animated: false)
        still.scene.layoutIfNeeded()
        let before = try still.render(savingAs: "bar-alike-before-pop")
        still.nav.popViewController(animated: true)
        #expect(still.isSlide)
        still.hold(at: 0.5)
        let pixels = try still.render(savingAs: "bar-alike-pop")
        for y in [2, 8, 44] {
            #expect(offColumns(pixels, row: y, expected: white).isEmpty, "row \(y)")
        }
        // The chevron is drawn exactly as at rest.
        #expect(differences(pixels, before, x: 8..<20, y: 15..<35, 2) == 0)
        // The leaving page moved half a width right over the page underneath.
        expectPixel(pixels, 210, 150, RGBA(over))
        expectPixel(pixels, 100, 150, dimmed(under, 0.05), tolerance: 3)

        still.release(finishing: false)
        #expect(still.nav.topViewController?.name == "C")
        // Cancelled: the same bar as before the pop, pixel for pixel.
        let after = try still.render(savingAs: "bar-alike-pop-cancelled")
        #expect(differences(after, before, x: 0..<400, y: 0..<50, 2) == 0)
    }
}

import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// A page of one colour and nothing else, so that every expected pixel is exact.
@MainActor
class SolidPage: ViewController {
    let color: Color

    init(_ name: String, color: Color) {
        self.color = color
        super.init(name: name)
    }

    override func loadView() {
        let view = View()
        view.backgroundColor = color
        setView(view)
    }
}

/// An 800 × 400 window (wider than a card's 720; another size when asked) on a manual clock
/// whose root page is one colour, drawn by SDL's software renderer offscreen. Time starts at 0.
@MainActor
final class PresentationStill {
    static let width = 800.0
    static let height = 400.0
    let clock = ManualClock()
    let scene: Scene
    let window: Window
    let presenter: SolidPage
    let size: Size

    init(presenter color: Color, size: Size = Size(width: PresentationStill.width, height: PresentationStill.height)) {
        self.size = size
        scene = Scene(size: size, clock: clock)
        window = Window(scene: scene, textMeasurer: FixedAdvanceTextMeasurer())
        presenter = SolidPage("presenter", color: color)
        window.setRootViewController(presenter)
        scene.layoutIfNeeded()
    }

    /// Moves the clock to `time` and runs that frame.
    func at(_ time: Double) {
        clock.set(to: time)
        scene.tick()
        scene.layoutIfNeeded()
    }

    /// Draws the frame as it stands (whether or not the scene thinks it changed).
    func render(savingAs name: String) throws -> PixelBuffer {
        let renderer = try HostFixture.renderer(width: size.width, height: size.height)
        scene.layoutIfNeeded()
        try renderer.renderFrame(scene.displayList())
        let pixels = try renderer.readPixels()
        try ReviewImages.keep(pixels, as: name)
        return pixels
    }

    /// Runs frames of 1/60 s until nothing animates, and checks that nothing keeps running.
    func settle() {
        var frames = 0
        while !scene.engine.isIdle && frames < 120 {
            clock.advance(by: 1 / 60)
            scene.tick()
            frames += 1
        }
        scene.layoutIfNeeded()
        expectTrue(scene.engine.isIdle)
    }
}

// Channels that are whole multiples of 1/255, so only the blending rounds.
/// The presenter: rgb(255, 153, 51).
private let presenterColor = Color(red: 1, green: 0.6, blue: 0.2)
/// The presented page: rgb(51, 102, 255).
private let presentedColor = Color(red: 0.2, green: 0.4, blue: 1)

private let duration = 0.3
private let cardTop = 40.0
private let cardWidth = 720.0
private let dimming = 0.4
/// How far the card's shadow reaches beyond its edges: three of its 10-point radii.
private let shadowReach = 30
/// The card's top corners' radius.
private let cardCorner = 12

/// The default curve's eased fraction `t` seconds into a 0.3 s transition.
private func eased(_ t: Double) -> Double { TimingCurve.easeInOut.value(at: t / duration) }

/// `color` under a black layer of `alpha`: color × (1 − alpha), per 8-bit channel.
private func dimmed(_ color: Color, _ alpha: Double) -> RGBA {
    mixed(Color.black, color, alpha)
}

/// `top` at `alpha` over an opaque `bottom`: top × alpha + bottom × (1 − alpha), per 8-bit
/// channel.
private func mixed(_ top: Color, _ bottom: Color, _ alpha: Double) -> RGBA {
    let t = RGBA(top)
    let b = RGBA(bottom)
    func channel(_ t: Int, _ b: Int) -> Int { Int((Double(t) * alpha + Double(b) * (1 - alpha)).rounded()) }
    return RGBA(channel(t.r, b.r), channel(t.g, b.g), channel(t.b, b.b))
}

/// The first row of column `x` (from the top) that shows `color`, or nil.
private func firstRow(_ pixels: PixelBuffer, column x: Int, showing color: Color, tolerance: Int = 2) -> Int? {
    (0..<pixels.height).first { pixels[x, $0].distance(to: RGBA(color)) <= tolerance }
}

@MainActor
struct PresentationPixelTests {
    /// Where the card's top edge is, `t` seconds into its 0.3 s present: it slides up from the
    /// bottom (H) to its rest y (40) on the ease-in-out curve.
    private func cardEdge(presentingAt t: Double) -> Double {
        cardTop + (PresentationStill.height - cardTop) * (1 - eased(t))
    }

    /// Checks one frame of a card moving with its dimming at `alpha`, its top edge at `edge`:
    /// beyond its shadow's reach the dimmed presenter, on the card (clear of its rounded top
    /// corners) its own colour.
    private func expectCard(
        _ pixels: PixelBuffer, edge: Double, dimmingAlpha alpha: Double,
        sourceLocation: SourceLocation? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        let sourceLocation =
            sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let under = dimmed(presenterColor, alpha)
        let card = RGBA(presentedColor)
        let left = Int((PresentationStill.width - cardWidth) / 2)
        let right = left + Int(cardWidth)
        let below = Int(edge.rounded(.up))
        let clearAbove = Int(edge.rounded(.down)) - 1 - shadowReach
        // Above the card and its shadow, across the whole width: the dimmed presenter.
        for x in [0, 20, left - 1, left, 400, right - 1, right, 780, 799] {
            for y in [0, 5, clearAbove] where y >= 0 && y <= clearAbove {
                expectPixel(pixels, x, y, under, sourceLocation: sourceLocation)
            }
        }
        // Beside the card, beyond its shadow (x < 10 and x ≥ 790), down to the bottom.
        for x in [0, 9, 790, 799] {
            for y in [below, 399] {
                expectPixel(pixels, x, y, under, sourceLocation: sourceLocation)
            }
        }
        // The card itself, over the dimming: its own colour, undimmed, edge to edge below its
        // top corners, and into its square bottom corners.
        for x in [left, 400, right - 1] {
            for y in [below + cardCorner, 399] where y < 400 {
                expectPixel(pixels, x, y, card, sourceLocation: sourceLocation)
            }
        }
        // Its top edge where the curve says, in three columns clear of the corners.
        for x in [left + cardCorner, 400, right - 1 - cardCorner] {
            let top = firstRow(pixels, column: x, showing: presentedColor)
            expectEqual(
                top.map { abs(Double($0) - edge) <= 1 }, true,
                "column \(x): card from y = \(top.map(String.init) ?? "nowhere"), expected \(edge)",
                sourceLocation: sourceLocation)
        }
    }

    func testACardHalfWayUpSitsAtItsCurvesYOverThePresenterDimmedByTheFraction() throws {
        let still = PresentationStill(presenter: presenterColor)
        let card = SolidPage("card", color: presentedColor)
        card.modalPresentationStyle = .card
        still.presenter.present(card, animated: true)

        // A quarter of the time: the curve is at 0.129 (not 0.25), so the card is low.
        still.at(0.075)
        let quarter = eased(0.075)
        expectGreater(abs(quarter - 0.25), 0.1)
        expectCard(
            try still.render(savingAs: "present-card-quarter"), edge: cardEdge(presentingAt: 0.075),
            dimmingAlpha: dimming * quarter)

        // Half the time: eased 0.5, the card's top at 40 + 360 × 0.5 = 220, the dimming at 0.2.
        still.at(0.15)
        expectLess(abs(eased(0.15) - 0.5), 1e-6)
        expectEqual(cardEdge(presentingAt: 0.15).rounded(), 220)
        let half = try still.render(savingAs: "present-card-half")
        expectCard(half, edge: cardEdge(presentingAt: 0.15), dimmingAlpha: dimming * eased(0.15))
        // Exactly at the edge: row 219 is the dimmed presenter darkened by the shadow, row 220
        // the card.
        expectLess(half[400, 219].r, dimmed(presenterColor, 0.2).r)
        expectPixel(half, 400, 220 - 1 - shadowReach, dimmed(presenterColor, 0.2))
        expectPixel(half, 400, 220, RGBA(presentedColor))

        // At rest: the card at y = 40, x = 40...760; the presenter dimmed to × 0.6.
        still.settle()
        expectEqual(still.window.presentedViewControllers.map(\.name), ["card"])
        let rest = try still.render(savingAs: "present-card-rest")
        expectCard(rest, edge: cardTop, dimmingAlpha: dimming)
        expectLess(rest[400, 39].r, dimmed(presenterColor, 0.4).r)
        expectPixel(rest, 400, 40, RGBA(presentedColor))
        expectPixel(rest, 5, 200, dimmed(presenterColor, 0.4))
        expectPixel(rest, 795, 200, dimmed(presenterColor, 0.4))
    }

    func testACardHalfWayDownAtItsDismissalsMidpointIsDimmedByWhatIsLeft() throws {
        let still = PresentationStill(presenter: presenterColor)
        let card = SolidPage("card", color: presentedColor)
        card.modalPresentationStyle = .card
        still.presenter.present(card, animated: false)
        let start = 1.0
        still.at(start)
        card.dismiss(animated: true)

        // A quarter of the time: the card has barely left (0.129 of its way down), the
        // dimming is still at 0.4 × 0.871.
        still.at(start + 0.075)
        let quarter = eased(0.075)
        expectCard(
            try still.render(savingAs: "dismiss-card-quarter"),
            edge: cardTop + (PresentationStill.height - cardTop) * quarter, dimmingAlpha: dimming * (1 - quarter))

        // The midpoint: top at 220, dimming at 0.2.
        still.at(start + 0.15)
        let half = try still.render(savingAs: "dismiss-card-half")
        expectCard(half, edge: 220, dimmingAlpha: 0.2)
        expectPixel(half, 400, 220 - 1 - shadowReach, dimmed(presenterColor, 0.2))
        expectPixel(half, 400, 220, RGBA(presentedColor))

        // Gone: the presenter as it was, undimmed.
        still.settle()
        expectEmpty(still.window.presentedViewControllers)
        let after = try still.render(savingAs: "dismiss-card-done")
        for (x, y) in [(0, 0), (400, 20), (400, 300), (20, 399), (799, 399)] {
            expectPixel(after, x, y, RGBA(presenterColor))
        }
    }

    func testTheFadeMaskCrossesThePagesOnItsCurveBothWays() throws {
        let still = PresentationStill(presenter: presenterColor)
        let mask = MaskTransitionDelegate()
        let page = SolidPage("masked", color: presentedColor)
        page.modalPresentationStyle = .custom
        page.transitioningDelegate = mask
        still.presenter.present(page, animated: true)

        /// Every sampled pixel shows the presented page at `alpha` over the presenter.
        func expectFaded(
            _ pixels: PixelBuffer, _ alpha: Double, sourceLocation: SourceLocation? = nil, fileID: String = #fileID,
            filePath: StaticString = #filePath,
            line: Int = #line, column: Int = #column
        ) {
            let sourceLocation =
                sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            let expected = mixed(presentedColor, presenterColor, alpha)
            for (x, y) in [(0, 0), (400, 200), (20, 300), (780, 100), (799, 399)] {
                expectPixel(pixels, x, y, expected, sourceLocation: sourceLocation)
            }
        }

        // Presenting, a quarter and half the time: alpha = eased 0.129, then 0.5.
        still.at(0.075)
        expectFaded(try still.render(savingAs: "present-fade-quarter"), eased(0.075))
        still.at(0.15)
        let half = try still.render(savingAs: "present-fade-half")
        expectFaded(half, eased(0.15))
        // presented × 0.5 + presenter × 0.5: rgb(153, 127.5, 153).
        expectPixel(half, 400, 200, RGBA(153, 128, 153))

        still.settle()
        expectEqual(still.window.presentedViewControllers.map(\.name), ["masked"])
        expectFaded(try still.render(savingAs: "present-fade-rest"), 1)

        // Dismissing: the page fades out over the presenter, which stayed.
        let start = still.clock.now
        page.dismiss(animated: true)
        still.at(start + 0.075)
        expectFaded(try still.render(savingAs: "dismiss-fade-quarter"), 1 - eased(0.075))
        still.at(start + 0.15)
        let midpoint = try still.render(savingAs: "dismiss-fade-half")
        expectFaded(midpoint, 1 - eased(0.15))
        expectPixel(midpoint, 400, 200, RGBA(153, 128, 153))

        still.settle()
        expectEmpty(still.window.presentedViewControllers)
        expectFaded(try still.render(savingAs: "dismiss-fade-done"), 0)
    }
}

import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// A page of one colour with a few white rows on its left (page x 20...120, y 70...220 in
/// the window), so that motion and perspective show in the pictures; the checks read pixels
/// away from the rows and the bar's text.
@MainActor
private final class SwatchPage: ViewController {
    let color: Color

    init(_ name: String, color: Color, bar: NavigationBarAppearance? = nil) {
        self.color = color
        super.init(name: name)
        title = name
        navigationItem.standardAppearance = bar
    }

    override func loadView() {
        let view = View()
        view.backgroundColor = color
        for i in 0..<3 {
            let row = View(frame: Rect(x: 20, y: 20 + Double(i) * 50, width: 100, height: 36))
            row.backgroundColor = .white
            row.layer.cornerRadius = 8
            view.addSubview(row)
        }
        setView(view)
    }
}

@MainActor
private final class ScrubbingDelegate: NavigationControllerDelegateBase {
    let make: (NavigationOperation) -> any AnimatedTransitioning
    let interaction = PercentDrivenInteractiveTransition()

    init(_ make: @escaping (NavigationOperation) -> any AnimatedTransitioning) { self.make = make }

    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? { make(operation) }

    override func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { interaction }
}

/// A 400 × 300 window on a manual clock with a navigation controller whose pushes are
/// scrubbed by hand, drawn by SDL's software renderer offscreen.
@MainActor
private final class TransitionStill {
    static let width = 400.0
    static let height = 300.0
    let scene = Scene(size: Size(width: width, height: height), clock: ManualClock())
    let window: Window
    let nav: NavigationController
    let delegate: ScrubbingDelegate

    init(root: ViewController, animator: @escaping (NavigationOperation) -> any AnimatedTransitioning) {
        window = Window(scene: scene, textMeasurer: FixedAdvanceTextMeasurer())
        nav = NavigationController(rootViewController: root)
        delegate = ScrubbingDelegate(animator)
        nav.delegate = delegate
        window.setRootViewController(nav)
        scene.layoutIfNeeded()
    }

    /// Pushes `page` and holds the transition at `fraction`.
    func push(_ page: ViewController, heldAt fraction: Double) {
        nav.pushViewController(page, animated: true)
        delegate.interaction.update(fraction)
        scene.tick()
        scene.layoutIfNeeded()
    }

    func render(savingAs name: String) throws -> PixelBuffer {
        let renderer = try HostFixture.renderer(width: Self.width, height: Self.height)
        try scene.renderFrameIfNeeded(with: renderer)
        let pixels = try renderer.readPixels()
        try ReviewImages.keep(pixels, as: name)
        return pixels
    }

    /// Lets the transition finish and checks that nothing keeps running.
    func finish() {
        delegate.interaction.finish()
        let clock = scene.clock as! ManualClock
        var frames = 0
        while !scene.engine.isIdle && frames < 120 {
            clock.advance(by: 1 / 60)
            scene.tick()
            frames += 1
        }
        expectTrue(scene.engine.isIdle)
        expectFalse(nav.isTransitioning)
    }
}

private let under = Color(red: 0.9, green: 0.3, blue: 0.2)
private let over = Color(red: 0.2, green: 0.6, blue: 0.9)

/// `color` under a black layer of `alpha`.
private func dimmed(_ color: Color, _ alpha: Double) -> RGBA {
    RGBA(
        Int((color.red * (1 - alpha) * 255).rounded()), Int((color.green * (1 - alpha) * 255).rounded()),
        Int((color.blue * (1 - alpha) * 255).rounded()))
}

/// How many pixels of column `x` are not `background`.
private func coverage(_ pixels: PixelBuffer, column x: Int, background: RGBA) -> Int {
    (0..<pixels.height).filter { pixels[x, $0].distance(to: background) > 8 }.count
}

@MainActor
struct TransitionPixelTests {
    func testHalfWayThroughTheDefaultPushTheDimmedPageShowsLeftOfTheShadowedEdge() throws {
        let still = TransitionStill(root: SwatchPage("A", color: under)) { _ in SlideAnimator() }
        still.push(SwatchPage("B", color: over), heldAt: 0.5)
        let pixels = try still.render(savingAs: "slide")
        // The top page from x = W/2, the page underneath (moved 30% × 0.5 left) dimmed by
        // 0.1 × 0.5 = 0.05 left of it.
        expectPixel(pixels, 300, 270, RGBA(over))
        expectPixel(pixels, 203, 270, RGBA(over))
        expectPixel(pixels, 100, 270, dimmed(under, 0.05), tolerance: 3)
        expectPixel(pixels, 20, 270, dimmed(under, 0.05), tolerance: 3)
        // The shadow darkens the page underneath just left of the edge, fading leftwards.
        let dim = dimmed(under, 0.05)
        let edge = pixels[198, 270]
        expectLess(edge.r, dim.r - 40, "beside the edge: \(edge)")
        expectTrue(pixels[190, 270].r < dim.r - 5 && pixels[190, 270].r > edge.r)
        expectPixel(pixels, 170, 270, dim, tolerance: 3)
        still.finish()
    }

    func testHalfWayThroughACubeTheFacesAreTrapezoidsWithShortFarEdges() throws {
        let still = TransitionStill(root: SwatchPage("A", color: under)) { _ in CubeAnimator() }
        still.push(SwatchPage("B", color: over), heldAt: 0.5)
        let pixels = try still.render(savingAs: "cube")
        let black = RGBA(0, 0, 0)
        // Left face: the old page; right face: the new one, meeting in the middle.
        expectPixel(pixels, 150, 270, RGBA(under), tolerance: 3)
        expectPixel(pixels, 250, 270, RGBA(over), tolerance: 3)
        // Near the window's edges (the far edges) the faces are shorter: the backdrop shows
        // above and below them; the cube is pulled back so that its shared near edge is in the
        // screen plane: the window's height there, and just short of it beside the edge.
        expectEqual(coverage(pixels, column: 199, background: black), 300)
        expectEqual(coverage(pixels, column: 200, background: black), 300)
        for (far, near) in [(10, 190), (389, 210)] {
            let farCover = coverage(pixels, column: far, background: black)
            let nearCover = coverage(pixels, column: near, background: black)
            expectTrue(nearCover < 300 && nearCover >= 294, "column \(near) covers \(nearCover)")
            expectTrue(farCover < 260 && farCover > 200, "column \(far) covers \(farCover)")
            expectPixel(pixels, far, 5, black)
            expectPixel(pixels, far, 294, black)
        }
        // Mirror images: the far edges are equally short.
        let left = coverage(pixels, column: 10, background: black)
        let right = coverage(pixels, column: 389, background: black)
        expectLessOrEqual(abs(left - right), 2)
        still.finish()
    }

    func testDifferentBarsTravelWithTheirPagesInTheWholePageStyle() throws {
        let orange = try Color(hex: "fb9c0a")
        let whiteBar = barLook(background: .white)
        let orangeBar = barLook(background: orange)
        let still = TransitionStill(root: SwatchPage("A", color: under, bar: whiteBar)) { _ in
            SnapshotSlideAnimator()
        }
        let b = SwatchPage("B", color: over, bar: orangeBar)
        expectTrue(
            SnapshotSlideAnimator.barsDiffer(still.nav.page(for: still.nav.topViewController!), still.nav.page(for: b)))
        still.push(b, heldAt: 0.5)
        let pixels = try still.render(savingAs: "snapshot-slide")
        // The cover over the page underneath: 0.6 × (1 − 0.5 / 0.75) = 0.2.
        let coveredWhite = dimmed(.white, 0.2)
        for x in stride(from: 204, to: 400, by: 4) {
            expectPixel(pixels, x, 5, RGBA(orange), tolerance: 2)
        }
        for x in stride(from: 0, to: 194, by: 4) {
            expectPixel(pixels, x, 5, coveredWhite, tolerance: 3)
        }
        expectPixel(pixels, 300, 270, RGBA(over))
        expectPixel(pixels, 100, 270, dimmed(under, 0.2), tolerance: 3)
        // Seed 002's thin shadow (PushAndPopAnimations.md) just left of the top page's edge.
        expectLess(pixels[199, 270].r, dimmed(under, 0.2).r - 10, "beside the edge: \(pixels[199, 270])")
        still.finish()
    }

    /// One mid-transition frame of every built-in animator, written to the temporary
    /// directory to be looked at (segue-<name>.png); each is checked for its top page.
    func testMidTransitionFramesAreWrittenForInspection() throws {
        try forEachArgument(["fade", "move-in", "flip"]) { try Self().midTransitionFramesAreWrittenForInspection($0) }
    }

    func midTransitionFramesAreWrittenForInspection(_ name: String) throws {
        let still = TransitionStill(root: SwatchPage("A", color: under)) { operation in
            switch name {
            case "fade": return FadeAnimator()
            case "move-in": return MoveInAnimator()
            default: return FlipAnimator()
            }
        }
        still.push(SwatchPage("B", color: over), heldAt: name == "flip" ? 0.7 : 0.5)
        let pixels = try still.render(savingAs: name)
        switch name {
        case "fade":
            // Half of each page.
            let mixed = Color.interpolate(from: under, to: over, fraction: 0.5)
            expectPixel(pixels, 300, 270, RGBA(mixed), tolerance: 3)
        case "move-in":
            // The new page from x = W/2 over the old one, which has not moved and is not dimmed.
            expectPixel(pixels, 300, 270, RGBA(over))
            expectPixel(pixels, 190, 270, RGBA(under))
        default:
            // The new page turned 0.3 × 180° = 54°: narrower than the window, centred,
            // with the black backdrop beside it.
            expectPixel(pixels, 200, 270, RGBA(over), tolerance: 3)
            expectPixel(pixels, 5, 150, RGBA(0, 0, 0))
            expectPixel(pixels, 394, 150, RGBA(0, 0, 0))
        }
        still.finish()
    }
}

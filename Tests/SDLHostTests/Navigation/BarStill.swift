import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// A page of one colour under a bar of `bar` (white unless told).
@MainActor
final class ColourPage: ViewController {
    let color: Color

    init(_ name: String, color: Color, title: String?, bar: Color = .white) {
        self.color = color
        super.init(name: name)
        self.title = title
        navigationItem.standardAppearance = barLook(background: bar)
    }

    override func loadView() {
        let view = View()
        view.backgroundColor = color
        setView(view)
    }
}

/// Percent-driven transitions through the navigation controller's own choice of animator.
@MainActor
final class DefaultAnimatorScrubbing: NavigationControllerDelegateBase {
    let interaction = PercentDrivenInteractiveTransition()
    var chosen: (any AnimatedTransitioning)?

    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        let animator = navigationController.defaultAnimator(
            for: operation, from: navigationController.page(for: from), to: navigationController.page(for: to))
        chosen = animator
        return animator
    }

    override func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { interaction }
}

/// A 400 × 300 window with a navigation controller, measured and drawn with the real fonts by
/// SDL's software renderer offscreen, on a manual clock; its transitions are held at chosen
/// fractions by hand.
@MainActor
final class BarStill {
    static let width = 400.0
    static let height = 300.0
    let scene = Scene(size: Size(width: width, height: height), clock: ManualClock())
    let window: Window
    let nav: NavigationController
    let delegate = DefaultAnimatorScrubbing()
    private var renderer: SDLRenderer?

    init(root: ViewController) throws {
        window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: try HostFixture.platform()))
        nav = NavigationController(rootViewController: root)
        nav.delegate = delegate
        window.setRootViewController(nav)
        scene.layoutIfNeeded()
    }

    var isSlide: Bool { delegate.chosen is SlideAnimator }
    var isWholePageSlide: Bool { delegate.chosen is SnapshotSlideAnimator }

    /// The bar of `page` (wherever it is: in its page, or lifted into a shared-bar transition).
    func bar(of page: ViewController) -> NavigationBar { nav.page(for: page).navigationBar }

    func hold(at fraction: Double) {
        delegate.interaction.update(fraction)
        scene.tick()
        scene.layoutIfNeeded()
    }

    /// Draws the window as it is now (whether or not anything changed since the last frame),
    /// reads it back and keeps a copy for review (`ReviewImages`).
    func render(savingAs name: String) throws -> PixelBuffer {
        let renderer = try self.renderer ?? HostFixture.renderer(width: Self.width, height: Self.height)
        self.renderer = renderer
        scene.tick()
        scene.layoutIfNeeded()
        try renderer.renderFrame(scene.displayList())
        let pixels = try renderer.readPixels()
        try ReviewImages.keep(pixels, as: name)
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
        expectTrue(scene.engine.isIdle)
        expectFalse(nav.isTransitioning)
    }
}

extension PixelBuffer {
    /// The columns of row `y` whose pixel is not `expected` (beyond `tolerance`).
    func offColumns(row y: Int, expected: RGBA, tolerance: Int = 2) -> [Int] {
        (0..<width).filter { self[$0, y].distance(to: expected) > tolerance }
    }

    /// How many pixels of the rectangle differ from `other`'s by more than `threshold`.
    func differences(from other: PixelBuffer, x: Range<Int>, y: Range<Int>, threshold: Int = 2) -> Int {
        var count = 0
        for px in x {
            for py in y where self[px, py].distance(to: other[px, py]) > threshold {
                count += 1
            }
        }
        return count
    }

    /// How many pixels of the rectangle are clearly not white (text and chevrons on a white
    /// bar).
    func ink(x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for px in x {
            for py in y where self[px, py].distance(to: white) > 60 { count += 1 }
        }
        return count
    }
}

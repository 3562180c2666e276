import Animation
import Foundation
import Geometry
import Layers
import Navigation
import Views

/// A delegate as an app writes one: the animator under test for every operation, and a
/// percent-driven interaction when `interactive` (UIKit asks for one only for a custom
/// animator).
@MainActor
final class AnimatorDelegate: NavigationControllerDelegateBase {
    let makeAnimator: (NavigationOperation) -> any AnimatedTransitioning
    let interaction = PercentDrivenInteractiveTransition()
    var interactive: Bool

    init(interactive: Bool, _ makeAnimator: @escaping (NavigationOperation) -> any AnimatedTransitioning) {
        self.interactive = interactive
        self.makeAnimator = makeAnimator
    }

    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        makeAnimator(operation)
    }

    override func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        interactive ? interaction : nil
    }
}

extension NavigationHarness {
    /// A harness whose navigation controller asks `delegate` for its animators.
    convenience init(stack names: [String], delegate: AnimatorDelegate) {
        self.init(stack: names)
        nav.delegate = delegate
    }

    func pageView(_ name: String) -> PageView { nav.page(for: page(name)) }

    /// The names of the container's subviews, back to front.
    var containerContents: [String] { nav.containerView.subviews.map { $0.name ?? "?" } }

    func helper(_ name: String) -> View? { nav.containerView.subview(named: name) }

    /// Scrubs the running interactive transition to `fraction` and runs a frame.
    func scrub(_ delegate: AnimatorDelegate, to fraction: Double) {
        delegate.interaction.update(fraction)
        step()
    }

    /// Moves the clock to `time` (seconds since the harness started) and runs a frame.
    func run(to time: Double) {
        clock.set(to: time)
        scene.tick()
        scene.layoutIfNeeded()
    }

    /// The y of a page's top edge on screen now (2D transforms).
    func y(of name: String) -> Double {
        let p = pageView(name).layer.presentation
        return p.position.y - p.bounds.height / 2 + p.transform.m42
    }

    func alpha(of name: String) -> Double { pageView(name).layer.presentation.opacity }

    /// Where a point of a page (in its own coordinates) is drawn in the container, through
    /// the page's full 3D transform and the perspective divide.
    func projected(_ name: String, _ point: Point) -> Point {
        pageView(name).layer.presentation.transformToSuperlayer.project(point)
    }
}

/// The eased fraction of a transition of `duration` seconds at `time` on `curve`.
func eased(_ time: Double, over duration: Double, _ curve: TimingCurve = .easeInOut) -> Double {
    curve.value(at: min(max(time / duration, 0), 1))
}

func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, _ what: String = "",
    sourceLocation: SourceLocation? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
) {
    let sourceLocation =
        sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    expectLessOrEqual(
        abs(actual - expected), tolerance, "\(what): \(actual) vs \(expected)", sourceLocation: sourceLocation)
}

func expectClose(
    _ actual: Point, _ expected: Point, tolerance: Double = 1e-6, _ what: String = "",
    sourceLocation: SourceLocation? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
) {
    let sourceLocation =
        sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    expectTrue(
        abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
        "\(what): \(actual) vs \(expected)", sourceLocation: sourceLocation)
}

/// After a transition: the stack is `stack`, no transition runs, the container holds only
/// the top page, every page named in `pages` is at rest (untransformed, opaque, shown, no
/// longer rasterized), no helper view is left, and nothing animates.
@MainActor
func expectAtRest(
    _ h: NavigationHarness, stack: [String], pages: [String], sourceLocation: SourceLocation? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
) {
    let sourceLocation =
        sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    expectEqual(h.stack, stack, sourceLocation: sourceLocation)
    expectFalse(h.nav.isTransitioning, sourceLocation: sourceLocation)
    expectEqual(h.containerContents, ["page:" + (stack.last ?? "")], sourceLocation: sourceLocation)
    for name in pages {
        let page = h.pageView(name)
        let p = page.layer.presentation
        expectEqual(page.layer.transform, .identity, "\(name) transform", sourceLocation: sourceLocation)
        expectEqual(p.transform, .identity, "\(name) presented transform", sourceLocation: sourceLocation)
        expectTrue(page.alpha == 1 && p.opacity == 1, "\(name) alpha", sourceLocation: sourceLocation)
        expectFalse(page.isHidden, "\(name) hidden", sourceLocation: sourceLocation)
        expectFalse(page.layer.shouldRasterize, "\(name) rasterized", sourceLocation: sourceLocation)
        expectEqual(page.frame, h.nav.containerView.bounds, "\(name) frame", sourceLocation: sourceLocation)
    }
    expectTrue(h.scene.engine.isIdle, sourceLocation: sourceLocation)
}

import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@_spi(SegueTools) @testable import Navigation

/// Large titles in pushes and pops (LargeTitles.md), frame by frame on the manual
/// clock: the large title slides and shrinks to the back button's place while the back text
/// cross-fades in from it, on the shared-bar slide and the whole-page slide, following a
/// percent-driven transition and a back-drag, and put back exactly on cancel. The fixed-advance
/// measurer makes "Fruits" 102 points wide at 34 points and 51 at 17.
@MainActor
struct LargeTitleTransitionTests {
    let fruits = LargeTitleListPage("Fruits")
    let s: SearchStage

    init() {
        s = SearchStage.largeTitles(root: fruits)
    }

    var large: LargeTitleView { s.bar(fruits).largeTitleView }

    /// `view`'s rectangle as drawn now in the window (presentation values; transforms are
    /// scales and translations).
    func drawnFrame(of view: View) -> Rect {
        var rect = view.layer.presentation.bounds
        var current: View? = view
        while let v = current {
            let p = v.layer.presentation
            let t = p.transform
            let (sx, sy) = (t.m11, t.m22)
            let cx = rect.midX - p.bounds.midX
            let cy = rect.midY - p.bounds.midY
            let center = Point(x: p.position.x + t.m41 + cx * sx, y: p.position.y + t.m42 + cy * sy)
            rect = Rect(
                x: center.x - rect.width * sx / 2, y: center.y - rect.height * sy / 2, width: rect.width * sx,
                height: rect.height * sy)
            if let superview = v.superview {
                rect.origin.x -= superview.layer.presentation.bounds.minX
                rect.origin.y -= superview.layer.presentation.bounds.minY
            }
            current = v.superview
        }
        return rect
    }

    func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) < tolerance }

    /// Checks the morph at c between a large title resting at (16, 73.5) (left edge, middle)
    /// and a back text resting at (27 + topX, 25), with the large title's page moved by underX.
    func expectMorph(
        at c: Double, back: Label, topX: Double = 0, underX: Double = 0,
        sourceLocation: SourceLocation? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        let sourceLocation =
            sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let x = (16 + underX) + ((27 + topX) - (16 + underX)) * c
        let y = 73.5 + (25 - 73.5) * c
        let title = drawnFrame(of: large.titleLabel)
        expectTrue(
            near(title.minX, x) && near(title.midY, y), "large title at \(c): \(title)", sourceLocation: sourceLocation)
        expectTrue(near(title.width, 768 * (1 - 0.5 * c)), "its scale at \(c)", sourceLocation: sourceLocation)
        expectTrue(near(drawnOpacity(of: large.titleLabel), 1 - c), sourceLocation: sourceLocation)
        let text = drawnFrame(of: back)
        expectTrue(
            near(text.minX, x) && near(text.midY, y), "back text at \(c): \(text)", sourceLocation: sourceLocation)
        expectTrue(near(text.width, 51 * (2 - c)), "its scale at \(c)", sourceLocation: sourceLocation)
        expectTrue(near(drawnOpacity(of: back), c), sourceLocation: sourceLocation)
        expectTrue(near(large.handOff, c) && near(large.progress, 1 - c), sourceLocation: sourceLocation)
    }

    /// The large title and the back text back in their bars, at rest.
    func expectAtRest(
        _ next: ViewController, sourceLocation: SourceLocation? = nil, fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        let sourceLocation =
            sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        expectIdentical(large.titleLabel.superview, large, sourceLocation: sourceLocation)
        expectEqual(
            s.frame(of: large.titleLabel), Rect(x: 16, y: 53, width: 768, height: 41), sourceLocation: sourceLocation)
        expectTrue(
            large.titleLabel.transform == .identity && large.titleLabel.alpha == 1, sourceLocation: sourceLocation)
        expectTrue(
            large.handOff == 0 && large.transform == .identity && large.alpha == 1, sourceLocation: sourceLocation)
        if let back = s.bar(next).backButton {
            expectIdentical(back.titleLabel.superview?.superview, back.content, sourceLocation: sourceLocation)
            expectTrue(
                back.titleLabel.transform == .identity && back.titleLabel.alpha == 1, sourceLocation: sourceLocation)
        }
        expectFalse(s.nav.containerView.subviews.contains { $0.name == "largeTitles" }, sourceLocation: sourceLocation)
        expectTrue(s.scene.engine.isIdle, sourceLocation: sourceLocation)
    }

    func testAPushTurnsTheLargeTitleIntoTheBackButtonAndACancelPutsItBack() {
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        s.nav.delegate = delegate
        let inline = LargeTitleListPage("Details", mode: .never)
        s.nav.pushViewController(inline, animated: true)
        let back = s.bar(inline).backButton!.titleLabel
        expectEqual(back.text, "Fruits")
        for f in [0, 0.25, 0.5, 0.75, 1] {
            delegate.interaction.update(f)
            s.stage.step()
            expectMorph(at: f, back: back)
            // One bar background, as tall as the large title's bar at first and the inline one's at the end.
            expectTrue(near(s.bar(fruits).superview!.frame.height, 50 + 52 * (1 - f)))
            // The inline title of the large-title page stays hidden throughout.
            expectEqual(drawnOpacity(of: s.bar(fruits).titleLabel), 0)
        }
        delegate.interaction.update(0.4)
        s.stage.step()
        delegate.interaction.cancel()
        s.settle()
        expectEqual(s.nav.viewControllers.map(\.name), ["Fruits"])
        expectAtRest(inline)
        expectTrue(large.progress == 1 && s.bar(fruits).titleLabel.alpha == 0)
    }

    func testACompletedPushEndsWithEveryPartAtRest() {
        let inline = LargeTitleListPage("Details", mode: .never)
        s.nav.pushViewController(inline, animated: true)
        s.stage.step(0.15)
        expectTrue(large.handOff > 0 && large.handOff < 1)
        s.settle()
        expectAtRest(inline)
        expectEqual(s.bar(inline).backButton?.titleLabel.frame.minX, 27)
        expectTrue(s.bar(inline).titleLabel.alpha == 1 && s.bar(inline).totalHeight == 50)
    }

    func testABackDragFollowsThePointerAndCancelsBackExactly() {
        let next = LargeTitleListPage("Berries")  // automatic: large too
        s.nav.pushViewController(next, animated: false)
        s.scene.layoutIfNeeded()
        let back = s.bar(next).backButton!.titleLabel
        let nextLarge = s.bar(next).largeTitleView
        expectTrue(nextLarge.isShown && nextLarge.progress == 1)
        let y = 300.0
        var script = InputScript(start: s.stage.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
        for i in 1...30 { script = script.move(to: Point(x: 5 + 10 * Double(i), y: y)) }
        s.stage.play(script)
        // The stack changed as the pop started: the page under is on top, its title growing
        // out of the back button as the page is dragged, frame by frame.
        let context = s.nav.activeTransitionContext!
        let f = context.percentComplete
        expectTrue(near(f, 300.0 / 800))
        expectIdentical(s.nav.topViewController, fruits)
        expectMorph(at: 1 - f, back: back)
        // The leaving page's own large title travels with it (the bars are shared and still).
        expectTrue(near(drawnFrame(of: nextLarge).minX, f * 800))
        for i in 1...10 {
            s.stage.play(
                InputScript(start: s.stage.now, location: Point(x: 295 - 10 * Double(i - 1), y: y)).move(
                    to: Point(x: 295 - 10 * Double(i), y: y)))
            expectMorph(at: 1 - context.percentComplete, back: back)
        }
        // Released at rest at a quarter: it cancels, and everything is back where it was.
        s.stage.play(InputScript(start: s.stage.now, location: Point(x: 195, y: y)).wait(0.2).up())
        s.settle()
        expectEqual(s.nav.viewControllers.map(\.name), ["Fruits", "Berries"])
        expectAtRest(next)
        expectTrue(nextLarge.progress == 1 && nextLarge.transform == .identity)
        expectEqual(s.frame(of: nextLarge.titleLabel), Rect(x: 16, y: 53, width: 768, height: 41))
        expectTrue(s.bar(next).totalHeight == 102 && s.frame(of: next.view).minY == 102)
    }

    func testTheWholePageSlideMovesTheTitleWithThePages() {
        let delegate = AnimatorDelegate(interactive: true) { _ in SnapshotSlideAnimator() }
        s.nav.delegate = delegate
        let orange = LargeTitleListPage("Orange", mode: .never)
        let look = NavigationBarAppearance()
        look.backgroundColor = .orange
        orange.navigationItem.standardAppearance = look
        s.nav.pushViewController(orange, animated: true)
        let back = s.bar(orange).backButton!.titleLabel
        for f in [0, 0.3, 0.6, 1] {
            delegate.interaction.update(f)
            s.stage.step()
            let topX = (1 - f) * 800
            expectMorph(at: f, back: back, topX: topX, underX: -0.6 * (800 - topX))
        }
        delegate.interaction.update(0.5)
        s.stage.step()
        delegate.interaction.finish()
        s.settle()
        expectEqual(s.nav.viewControllers.map(\.name), ["Fruits", "Orange"])
        expectAtRest(orange)
    }

    func testATitlePartlyFoldedAwayFadesWhereItIsAndTheInlineTitleMoves() {
        fruits.list.contentOffset = 40  // 12 points of area left: the inline title at 0.8
        s.scene.layoutIfNeeded()
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        s.nav.delegate = delegate
        let inline = LargeTitleListPage("Details", mode: .never)
        s.nav.pushViewController(inline, animated: true)
        delegate.interaction.update(0.25)
        s.stage.step()
        expectIdentical(large.titleLabel.superview, large)
        expectTrue(near(drawnOpacity(of: large.titleLabel), 0.75))
        expectTrue(near(drawnOpacity(of: s.bar(fruits).titleLabel), 0.5 * 0.8))
        delegate.interaction.cancel()
        s.settle()
        expectTrue(large.alpha == 1 && large.handOff == 0 && large.progress == 12.0 / 52)
        expectTrue(near(s.bar(fruits).titleLabel.alpha, 0.8))
    }
}

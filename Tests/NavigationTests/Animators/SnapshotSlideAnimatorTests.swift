import Animation
import Geometry
import Layers
import Navigation
import Views

@MainActor
struct SnapshotSlideAnimatorTests {
    /// The seed's cover: 0.6 when covered, clear once the top page has moved 3/4 of the width.
    func cover(topOffset o: Double, width w: Double) -> Double { 0.6 * max(0, 1 - o / (0.75 * w)) }

    func testAScrubbedPopMovesTheFrozenPageUnderneathAtSixTenthsOfTheTopPage() {
        let delegate = AnimatorDelegate(interactive: true) { _ in SnapshotSlideAnimator() }
        let h = NavigationHarness(stack: ["A", "B"], delegate: delegate)
        let w = h.width
        h.nav.popViewController(animated: true)
        expectEqual(h.containerContents, ["page:A", "cover", "shadow", "page:B"])
        expectTrue(h.pageView("A").layer.shouldRasterize)  // frozen
        let coverView = h.helper("cover")!
        let strip = h.helper("shadow")!
        expectEqual(coverView.backgroundColor, .black)
        expectTrue(strip.layer.shadowOpacity == 0.6 && strip.layer.shadowOffset == Size(width: -0.8, height: 0))
        expectTrue(strip.layer.shadowRadius == 3 && strip.layer.shadowColor == .black)
        for p in [0.0, 0.1, 0.25, 0.5, 0.6, 0.75, 0.9] {
            h.scrub(delegate, to: p)
            expectClose(h.x(of: "B"), p * w, "top page at \(p)")
            expectClose(h.x(of: "A"), -0.6 * w * (1 - p), "page underneath at \(p)")
            expectClose(coverView.layer.presentation.opacity, 0.6 * max(0, 1 - p / 0.75), "cover at \(p)")
            expectEqual(coverView.frame, Rect(x: 0, y: 0, width: p * w, height: h.scene.size.height))
            expectEqual(strip.frame.minX, p * w, "the shadow strip lies under the top page's left edge")
        }
        // The cover is clear exactly when the top page has moved 3/4 of the width, and
        // stays clear after.
        h.scrub(delegate, to: 0.75)
        expectLess(abs(coverView.alpha), 1e-12)
        h.scrub(delegate, to: 0.74)
        expectGreater(coverView.alpha, 0)
        delegate.interaction.finish()
        h.settle()
        expectAtRest(h, stack: ["A"], pages: ["A"])
        expectTrue(coverView.superview == nil && strip.superview == nil)
    }

    func testAPushIsTheMirrorOnItsCurve() {
        let delegate = AnimatorDelegate(interactive: false) { _ in SnapshotSlideAnimator() }
        let h = NavigationHarness(stack: ["A"], delegate: delegate)
        let w = h.width
        h.nav.pushViewController(h.page("B"), animated: true)
        expectEqual(h.containerContents, ["page:A", "cover", "shadow", "page:B"])
        let coverView = h.helper("cover")!
        for t in [0.03, 0.1, 0.15, 0.24, 0.29] {
            h.run(to: t)
            let f = eased(t, over: 0.3)
            let offset = (1 - f) * w
            expectClose(h.x(of: "B"), offset, "top page at t = \(t)")
            expectClose(h.x(of: "A"), -0.6 * w * f, "page underneath at t = \(t)")
            expectClose(coverView.alpha, cover(topOffset: offset, width: w), "cover at t = \(t)")
        }
        h.settle()
        expectAtRest(h, stack: ["A", "B"], pages: ["A", "B"])
    }

    func testTheFormulasAreTheSeeds() {
        let animator = SnapshotSlideAnimator()
        // (offsetX − ScreenWidth) × 0.6
        expectEqual(animator.underneathX(atTopOffset: 0, width: 400), -240)
        expectEqual(animator.underneathX(atTopOffset: 100, width: 400), -180)
        expectEqual(animator.underneathX(atTopOffset: 400, width: 400), 0)
        // 0.6 − (offset / width / 0.75) × 0.6, not below 0
        expectEqual(animator.coverAlpha(atTopOffset: 0, width: 400), 0.6)
        expectClose(animator.coverAlpha(atTopOffset: 150, width: 400), 0.3)
        expectEqual(animator.coverAlpha(atTopOffset: 300, width: 400), 0)
        expectEqual(animator.coverAlpha(atTopOffset: 380, width: 400), 0)
    }

    func testACancelledPopPutsEverythingBack() {
        let delegate = AnimatorDelegate(interactive: true) { _ in SnapshotSlideAnimator() }
        let h = NavigationHarness(stack: ["A", "B"], delegate: delegate)
        h.nav.popViewController(animated: true)
        h.scrub(delegate, to: 0.35)
        delegate.interaction.cancel(velocity: 0)
        h.settle()
        expectAtRest(h, stack: ["A", "B"], pages: ["A", "B"])
        expectNil(h.pageView("A").superview)
    }

    func testAnAppsSnapshotMovesInPlaceOfTheHiddenPage() {
        let picture = Image(pixels: PixelBuffer(width: 8, height: 6, color: .orange))
        let delegate = AnimatorDelegate(interactive: true) { _ in SnapshotSlideAnimator(underneathSnapshot: picture) }
        let h = NavigationHarness(stack: ["A", "B"], delegate: delegate)
        h.nav.popViewController(animated: true)
        expectEqual(h.containerContents, ["page:A", "snapshot", "cover", "shadow", "page:B"])
        let snapshot = h.helper("snapshot")!
        expectIdentical(snapshot.layer.contents, picture)
        expectTrue(h.pageView("A").isHidden)
        h.scrub(delegate, to: 0.5)
        expectEqual(snapshot.frame.minX, -0.3 * h.width)
        expectEqual(h.x(of: "A"), 0)  // the page itself does not move
        delegate.interaction.finish()
        h.settle()
        expectAtRest(h, stack: ["A"], pages: ["A"])
    }

    func testBarsDifferWhenOneIsHiddenOrTheirColoursDiffer() throws {
        let h = NavigationHarness(stack: ["A", "B"])
        let a = h.pageView("A")
        let b = h.pageView("B")
        expectFalse(SnapshotSlideAnimator.barsDiffer(a, b))
        // Another tint or title colour alone is not a different bar.
        h.page("B").navigationItem.standardAppearance = barLook(tint: .red)
        expectFalse(SnapshotSlideAnimator.barsDiffer(a, h.nav.page(for: h.page("B"))))
        h.page("B").navigationItem.standardAppearance = barLook(background: try Color(hex: "fb9c0a"))
        expectTrue(SnapshotSlideAnimator.barsDiffer(a, h.nav.page(for: h.page("B"))))
        expectTrue(SnapshotSlideAnimator.barsDiffer(h.nav.page(for: h.page("B")), a))
        h.page("B").navigationItem.standardAppearance = nil
        h.page("B").prefersNavigationBarHidden = true
        expectTrue(SnapshotSlideAnimator.barsDiffer(a, h.nav.page(for: h.page("B"))))
        // Two hidden bars are alike, whatever colours they would have.
        h.page("A").prefersNavigationBarHidden = true
        h.page("A").navigationItem.standardAppearance = barLook(background: .green)
        expectFalse(SnapshotSlideAnimator.barsDiffer(h.nav.page(for: h.page("A")), h.nav.page(for: h.page("B"))))
    }
}

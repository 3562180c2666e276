import Animation
import Geometry
import Layers
import Views

@_spi(SegueTools) @testable import Navigation

/// Alike bars during a slide look like one bar: the backgrounds stay still while the
/// contents follow `SharedBarMotion`'s formulas, exactly, at every fraction of a
/// percent-driven transition. Widths come from the harness's fixed-advance measurer: 8.5
/// points a character at 17 points, so on the 800-point window "Inbox" (43 wide) is centred
/// at x = 379 and "Message" (60 wide) at x = 370; back texts start at x = 27.
@MainActor
struct SharedBarTransitionTests {
    /// A (Inbox) with B (Message) being pushed over it by a percent-driven interaction.
    func interactivePush() -> (NavigationHarness, AnimatorDelegate) {
        let h = NavigationHarness(stack: ["A"])
        h.page("A").title = "Inbox"
        h.page("B").title = "Message"
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        h.nav.pushViewController(h.page("B"), animated: true)
        return (h, delegate)
    }

    func testAPushMovesTheBarContentsByTheFormulasAndNotTheBackgrounds() {
        let (h, delegate) = interactivePush()
        let a = h.bar("A")
        let b = h.bar("B")
        expectTrue(b.backButton != nil && a.backButton == nil)
        for f in [0, 0.25, 0.5, 1] {
            delegate.interaction.update(f)
            h.step()
            // The pages move as PushAndPopAnimations.md says...
            expectTrue(close(h.x(of: "B"), (1 - f) * 800), "B page at \(f)")
            expectTrue(close(h.x(of: "A"), -0.3 * 800 * f), "A page at \(f)")
            // ...the bars do not: both stand at x = 0, above the pages, with one background.
            expectTrue(screenX(of: a) == 0 && screenX(of: b) == 0, "bars at \(f)")
            expectTrue(a.backgroundColor == nil && b.backgroundColor == nil)
            expectTrue(a.superview === b.superview && a.superview?.backgroundColor == a.appearance.backgroundColor)
            expectIdentical(h.nav.containerView.subviews.last, a.superview)
            // The new title comes from half a width to the right, fading in.
            expectTrue(close(screenX(of: b.titleLabel), 370 + (1 - f) * 400), "B title at \(f)")
            expectTrue(close(drawnOpacity(of: b.titleLabel), f))
            // The old title slides to where the back text starts, gone by half-way.
            expectTrue(close(screenX(of: a.titleLabel), 379 + f * (27 - 379)), "A title at \(f)")
            expectTrue(close(drawnOpacity(of: a.titleLabel), max(0, 1 - 2 * f)))
            // The new back text ("Inbox") comes from where the old title was, and so travels
            // with it; it shows only from half-way, so the two are never drawn together. The
            // chevron fades in where it stands.
            let back = b.backButton!
            expectTrue(close(screenX(of: back.titleLabel), 27 + (1 - f) * (379 - 27)), "back text at \(f)")
            expectTrue(close(screenX(of: back.titleLabel), screenX(of: a.titleLabel)))
            expectTrue(close(drawnOpacity(of: back.titleLabel), max(0, 2 * f - 1)))
            expectEqual(min(drawnOpacity(of: back.titleLabel), drawnOpacity(of: a.titleLabel)), 0)
            expectTrue(close(screenX(of: back.chevron), 8) && close(drawnOpacity(of: back.chevron), f))
        }
        delegate.interaction.finish()
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectTrue(h.barsAtRest(["A", "B"]))
        expectTrue(b.backgroundColor == b.appearance.backgroundColor && !b.hairline.isHidden)
        expectEqual(h.nav.containerView.subviews.map(\.name), ["page:B"])
        expectTrue(h.scene.engine.isIdle)
    }

    func testACancelledPushPutsEveryBarBackAtRest() {
        let (h, delegate) = interactivePush()
        for f in [0.25, 0.5] {
            delegate.interaction.update(f)
            h.step()
        }
        delegate.interaction.cancel()
        h.step()
        // On its way back: still one bar, the contents going back by the same formulas.
        let f = h.nav.activeTransitionContext!.percentComplete
        expectTrue(f < 0.5 && f > 0)
        expectTrue(close(screenX(of: h.bar("A").titleLabel), 379 - 352 * f))
        h.settle()
        expectEqual(h.stack, ["A"])
        expectTrue(h.barsAtRest(["A"]))
        expectEqual(h.bar("A").backgroundColor, h.bar("A").appearance.backgroundColor)
        expectEqual(h.nav.containerView.subviews.map(\.name), ["page:A"])
        expectNil(h.pageView("B").superview)
        expectTrue(h.scene.engine.isIdle)
    }

    /// A pop is the push played backwards: c = 1 − f. Both bars have a back button in the
    /// same tint, so the chevron is shared: the top one shows throughout, the under one not.
    func testAPopReversesTheFormulasAndSharesTheChevron() {
        let h = NavigationHarness(stack: ["A", "B", "C"])
        h.page("A").title = "Mail"
        h.page("B").title = "Inbox"
        h.page("C").title = "Message"
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        let b = h.bar("B")
        let c = h.bar("C")
        h.nav.popViewController(animated: true)
        for f in [0, 0.25, 0.5, 1] {
            delegate.interaction.update(f)
            h.step()
            expectTrue(close(h.x(of: "C"), f * 800))
            expectTrue(screenX(of: b) == 0 && screenX(of: c) == 0)
            // The leaving title goes back to the right, fading out.
            expectTrue(close(screenX(of: c.titleLabel), 370 + f * 400), "C title at \(f)")
            expectTrue(close(drawnOpacity(of: c.titleLabel), 1 - f))
            // The back text "Inbox" goes back to the centre, where "Inbox" arrives as title:
            // the back text is gone by half-way, the title shows only after it.
            expectTrue(close(screenX(of: c.backButton!.titleLabel), 27 + f * 352), "back text at \(f)")
            expectTrue(close(drawnOpacity(of: c.backButton!.titleLabel), max(0, 1 - 2 * f)))
            expectTrue(close(screenX(of: b.titleLabel), 379 - (1 - f) * 352), "B title at \(f)")
            expectTrue(close(drawnOpacity(of: b.titleLabel), max(0, 2 * f - 1)))
            // "‹ Mail" appears: its text comes out from behind the chevron with the title,
            // fading in from half-way; the chevron stands still, always drawn once.
            expectTrue(close(screenX(of: b.backButton!.titleLabel), 27 - (1 - f) * 352), "Mail at \(f)")
            expectTrue(close(drawnOpacity(of: b.backButton!.titleLabel), max(0, 2 * f - 1)))
            expectTrue(drawnOpacity(of: c.backButton!.chevron) == 1 && drawnOpacity(of: b.backButton!.chevron) == 0)
        }
        delegate.interaction.cancel()
        h.settle()
        expectEqual(h.stack, ["A", "B", "C"])
        expectTrue(h.barsAtRest(["C"]))
        expectEqual(c.backButton?.title, "Inbox")
        expectTrue(h.scene.engine.isIdle)
    }

    func testTheMotionFormulasAtTheQuarterPoints() {
        let m = SharedBarMotion(width: 800, underTitleX: 379, sharesChevron: false)
        expectTrue(m.topTitleOffset(0) == 400 && m.topTitleOffset(0.25) == 300 && m.topTitleOffset(1) == 0)
        expectTrue(m.underTitleOffset(0) == 0 && m.underTitleOffset(0.5) == -176 && m.underTitleOffset(1) == -352)
        expectTrue(m.topBackTitleOffset(0) == 352 && m.topBackTitleOffset(0.75) == 88 && m.topBackTitleOffset(1) == 0)
        expectTrue(m.topChevronAlpha(0.25) == 0.25 && m.underChevronAlpha(0.25) == 0.75)
        // The back slot changes hands at c = 0.5.
        expectTrue(m.underTitleAlpha(0) == 1 && m.underTitleAlpha(0.25) == 0.5 && m.underTitleAlpha(0.5) == 0)
        expectTrue(m.underTitleAlpha(0.75) == 0 && m.underBackTitleAlpha(0.25) == 0.5)
        expectTrue(m.topBackTitleAlpha(0.25) == 0 && m.topBackTitleAlpha(0.5) == 0 && m.topBackTitleAlpha(0.75) == 0.5)
        expectEqual(m.topBackTitleAlpha(1), 1)
        // The leaving items are gone by a quarter; the coming ones follow c.
        expectTrue(m.underItemsAlpha(0) == 1 && m.underItemsAlpha(0.125) == 0.5 && m.underItemsAlpha(0.25) == 0)
        expectTrue(m.underItemsAlpha(1) == 0 && m.topItemsAlpha(0.25) == 0.25)
        expectEqual(m.underBackTitleOffset(0.5), -176)
        let shared = SharedBarMotion(width: 800, underTitleX: 379, sharesChevron: true)
        expectTrue(shared.topChevronAlpha(0) == 1 && shared.underChevronAlpha(1) == 0)
    }

    /// The two texts that travel together — the old title and the new back text — are never
    /// drawn at once: at every c the sum of their alphas is at most 1 (one of them is 0). The
    /// under bar's back text moves with the old title, so the two never overlap, and it is
    /// gone before the new back text shows.
    func testTextsThatMeetAreNeverBothDrawn() {
        let m = SharedBarMotion(width: 800, underTitleX: 379, sharesChevron: false)
        for step in 0...100 {
            let c = Double(step) / 100
            expectLessOrEqual(m.underTitleAlpha(c) + m.topBackTitleAlpha(c), 1, "at \(c)")
            expectTrue(m.underTitleAlpha(c) == 0 || m.topBackTitleAlpha(c) == 0, "at \(c)")
            expectTrue(m.underBackTitleAlpha(c) == 0 || m.topBackTitleAlpha(c) == 0, "at \(c)")
            expectEqual(m.underBackTitleOffset(c), m.underTitleOffset(c))
        }
    }

    /// The leaving back text goes behind the chevron: the back button clips its text at the
    /// chevron's right edge (x = 20), which cuts nothing at rest.
    func testTheBackTextIsClippedAtTheChevronsRightEdge() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.page("A").title = "Mail"
        h.page("B").title = "Inbox"
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        h.nav.pushViewController(h.page("C"), animated: true)
        delegate.interaction.update(0.05)
        h.step()
        let back = h.bar("B").backButton!
        expectTrue(back.textClip.clipsToBounds && screenX(of: back.textClip) == 20)
        expectEqual(back.textClip.frame.maxX, 800)
        // "Mail" (34 wide) has slid 0.05 × 352 left: its first 10.6 points are behind the clip.
        expectTrue(close(screenX(of: back.titleLabel), 27 - 0.05 * 352))
        expectLess(screenX(of: back.titleLabel), 20)
        // The old title keeps its distance from it.
        let gap = screenX(of: h.bar("B").titleLabel) - (screenX(of: back.titleLabel) + 34)
        expectGreaterOrEqual(gap, NavigationBar.spacing)
        delegate.interaction.finish()
        h.settle()
        expectTrue(h.barsAtRest(["B", "C"]))
    }

    func testItemsCrossFadeAndAnUntitledUnderBarStillGivesTheBackTextAPlaceToComeFrom() {
        let h = NavigationHarness(stack: ["A"])
        h.page("A").title = nil
        h.page("A").navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        h.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Done")
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        h.nav.pushViewController(h.page("B"), animated: true)
        delegate.interaction.update(0.25)
        h.step()
        let a = h.bar("A")
        let b = h.bar("B")
        // The leaving item is gone by c = itemsFadeOut (0.25); the new one comes in with c.
        expectTrue(close(drawnOpacity(of: a.rightItemView!), 0) && close(drawnOpacity(of: b.rightItemView!), 0.25))
        // "Back" (34 wide) would be centred at x = 383: it starts there at c = 0.
        expectEqual(b.backButton?.title, "Back")
        expectTrue(close(screenX(of: b.backButton!.titleLabel), 27 + 0.75 * (383 - 27)))
        delegate.interaction.finish()
        h.settle()
        expectTrue(h.barsAtRest(["A", "B"]))
    }

    /// The issue's "Fuller bars" push: the new title slides in from the right through the
    /// place of the leaving page's Share and Edit; wherever the two overlap, at most one of
    /// them is more than faintly drawn (an alpha of 0.2 at most for the fainter), never the
    /// title visibly under solid items.
    func testTheIncomingTitleNeverSlidesUnderOpaqueLeavingItems() {
        let h = NavigationHarness(stack: ["A"])
        h.page("A").title = "Fuller bars"
        h.page("A").navigationItem.rightBarButtonItems = [BarButtonItem(title: "Edit"), BarButtonItem(title: "Share")]
        h.page("B").title = "White bar"
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        h.nav.pushViewController(h.page("B"), animated: true)
        var overlaps = 0
        for step in 0...40 {
            delegate.interaction.update(Double(step) / 40)
            h.step()
            let title = h.bar("B").titleLabel
            // The text, centred in the title's slot.
            let titleWidth = title.intrinsicContentSize.width
            let titleX = screenX(of: title) + (title.bounds.width - titleWidth) / 2
            for item in h.bar("A").rightItemViews {
                let itemX = screenX(of: item)
                guard titleX < itemX + item.bounds.width && itemX < titleX + titleWidth else { continue }
                overlaps += 1
                let fainter = min(drawnOpacity(of: item), drawnOpacity(of: title))
                expectLessOrEqual(fainter, 0.2 + 1e-9, "step \(step): \(item.item.title ?? "") over the title")
            }
        }
        expectGreater(overlaps, 0)
        delegate.interaction.finish()
        h.settle()
        expectTrue(h.barsAtRest(["A", "B"]))
    }

    func testAnUnanimatedOrNonInteractivePushLeavesNothingBehind() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.1)
        expectNotIdentical(h.bar("B").superview, h.pageView("B"))
        h.settle()
        expectTrue(h.barsAtRest(["A", "B"]))
        h.nav.popViewController(animated: true)
        h.settle()
        expectTrue(h.barsAtRest(["A"]))
        expectEqual(h.nav.containerView.subviews.map(\.name), ["page:A"])
        expectTrue(h.scene.engine.isIdle)
    }
}

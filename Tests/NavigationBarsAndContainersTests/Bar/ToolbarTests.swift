import Geometry
import Layers
import Views

@testable import Navigation

/// The toolbar: a page's `toolbarItems` in a 44-point bar at its bottom while the navigation
/// controller's toolbar is not hidden; it travels with its page. On the harness's 800 × 600
/// window with the fixed-advance measurer (8.5 points a character at 17 points, rounded up).
@MainActor
struct ToolbarTests {
    /// A with B on top; B has toolbar items: Reply (43), a flexible space, Archive (60), a
    /// flexible space, Hide (34).
    func stack(toolbarShown: Bool = true) -> NavigationHarness {
        let h = NavigationHarness(stack: ["A", "B"])
        h.page("B").toolbarItems = [
            BarButtonItem(title: "Reply"), .flexibleSpace(), BarButtonItem(title: "Archive"), .flexibleSpace(),
            BarButtonItem(title: "Hide"),
        ]
        if toolbarShown { h.nav.setToolbarHidden(false, animated: false) }
        h.scene.layoutIfNeeded()
        return h
    }

    func testTheToolbarIsHiddenUntilAskedForAsInUIKit() {
        let h = stack(toolbarShown: false)
        expectTrue(h.nav.isToolbarHidden)
        let page = h.pageView("B")
        expectTrue(page.isToolbarHidden)
        expectEqual(page.contentView.frame, Rect(x: 0, y: 50, width: 800, height: 550))
    }

    func testAShownToolbarSitsAtTheBottomAndTheContentEndsAboveIt() {
        let h = stack()
        let page = h.pageView("B")
        expectFalse(page.isToolbarHidden)
        expectEqual(page.toolbar.frame, Rect(x: 0, y: 556, width: 800, height: 44))
        expectEqual(page.contentView.frame, Rect(x: 0, y: 50, width: 800, height: 506))
        // The hairline runs along its top edge.
        expectEqual(page.toolbar.hairline.frame, Rect(x: 0, y: 0, width: 800, height: 1))
        // 800 − 2 × 16 − (43 + 60 + 34) = 631 points for two flexible spaces: 315 and 316.
        let frames = page.toolbar.itemViews.map(\.frame)
        expectEqual(frames.map(\.minX), [16, 59, 374, 434, 750])
        expectEqual(frames.map(\.width), [43, 315, 60, 316, 34])
        expectTrue(frames.allSatisfy { $0.minY == 0 && $0.height == 44 })
        // Spaces take no clicks.
        expectEqual(page.toolbar.itemViews.map(\.isUserInteractionEnabled), [true, false, true, false, true])
    }

    func testItemsWithoutSpacesAreLaidOutFromTheLeftSixteenPointsApart() {
        let h = stack()
        h.page("B").toolbarItems = [BarButtonItem(title: "Reply"), .fixedSpace(20), BarButtonItem(title: "Edit")]
        h.scene.layoutIfNeeded()
        let frames = h.pageView("B").toolbar.itemViews.map(\.frame)
        expectEqual(frames.map(\.minX), [16, 59, 79])
        h.page("B").toolbarItems = [BarButtonItem(title: "Reply"), BarButtonItem(title: "Edit")]
        h.scene.layoutIfNeeded()
        let second: Double = 16 + 43 + 16
        expectEqual(h.pageView("B").toolbar.itemViews.map(\.frame.minX), [16, second])
    }

    func testAPageWithoutItemsHasNoToolbar() {
        let h = stack()
        h.nav.popViewController(animated: false)
        h.scene.layoutIfNeeded()
        let a = h.pageView("A")
        expectTrue(a.isToolbarHidden)
        expectEqual(a.contentView.frame, Rect(x: 0, y: 50, width: 800, height: 550))
        // Items given later show at once; taken away, the toolbar goes.
        h.page("A").toolbarItems = [BarButtonItem(title: "Edit")]
        h.scene.layoutIfNeeded()
        expectTrue(!a.isToolbarHidden && a.contentView.frame.height == 506)
        h.page("A").toolbarItems = []
        h.scene.layoutIfNeeded()
        expectTrue(a.isToolbarHidden)
    }

    func testTheToolbarTakesThePagesBarLook() {
        let h = stack()
        h.page("B").navigationItem.standardAppearance = barLook(background: .orange, tint: .white, shadow: .some(nil))
        h.scene.layoutIfNeeded()
        let toolbar = h.pageView("B").toolbar
        expectTrue(toolbar.backgroundColor == .orange && toolbar.hairline.isHidden)
        expectEqual(toolbar.itemViews[0].titleLabel.textColor, .white)
    }

    func testAnAnimatedHideSlidesTheToolbarDownOverTwoTenthsOfASecond() {
        let h = stack()
        let page = h.pageView("B")
        h.nav.setToolbarHidden(true, animated: true)
        expectTrue(h.nav.isToolbarHidden)
        expectFalse(page.isToolbarHidden)
        h.step(0.1)
        // Half-way in time is half-way on the symmetric ease-in-out: 22 points show.
        expectLess(abs(page.toolbar.frame.minY - (600 - 22)), 1e-6)
        expectLess(abs(page.contentView.frame.height - (600 - 50 - 22)), 1e-6)
        expectTrue(page.clipsToBounds)
        h.step(0.1)
        h.scene.layoutIfNeeded()
        expectTrue(page.isToolbarHidden && !page.clipsToBounds)
        expectEqual(page.contentView.frame, Rect(x: 0, y: 50, width: 800, height: 550))
        expectTrue(h.scene.engine.isIdle)
        // And back up.
        h.nav.setToolbarHidden(false, animated: true)
        h.step(0.1)
        expectLess(abs(page.toolbar.frame.minY - (600 - 22)), 1e-6)
        h.settle()
        expectTrue(page.toolbar.frame.minY == 556 && page.contentView.frame.height == 506)
    }

    func testTheToolbarTravelsWithItsPageInAPushAndAPop() {
        let h = stack()
        h.nav.popViewController(animated: false)
        h.scene.layoutIfNeeded()
        h.nav.pushViewController(h.page("B"), animated: true)
        // The slide's ease-in-out is half-way at half its 0.3 s.
        h.step(0.15)
        let b = h.pageView("B")
        expectLess(abs(h.x(of: "B") - 400), 1e-6)
        expectTrue(!b.isToolbarHidden && b.toolbar.superview === b)
        expectLess(abs(b.toolbar.layer.presentationFrameInRoot.minX - 400), 1e-6)
        expectTrue(h.pageView("A").isToolbarHidden)
        h.settle()
        expectEqual(b.toolbar.layer.presentationFrameInRoot, Rect(x: 0, y: 556, width: 800, height: 44))
        h.nav.popViewController(animated: true)
        h.step(0.15)
        expectLess(abs(b.toolbar.layer.presentationFrameInRoot.minX - 400), 1e-6)
        h.settle()
        expectEqual(h.stack, ["A"])
    }

    func testAPushFinishesASlidingToolbarFirst() {
        let h = stack()
        h.nav.setToolbarHidden(true, animated: true)
        h.step(0.05)
        h.nav.pushViewController(h.page("C"), animated: true)
        let b = h.pageView("B")
        expectTrue(b.isToolbarHidden && b.contentView.frame.height == 550)
        h.settle()
        expectEqual(h.stack, ["A", "B", "C"])
    }

    func testAToolbarSitsAboveATabBar() {
        let h = TabBarHarness()
        h.nav.topViewController?.toolbarItems = [BarButtonItem(title: "Edit")]
        h.nav.isToolbarHidden = false
        h.scene.layoutIfNeeded()
        let page = h.nav.page(for: h.nav.topViewController!)
        expectEqual(page.toolbar.frame.maxY, 600 - TabBar.height)
        expectEqual(page.contentView.frame.maxY, page.toolbar.frame.minY)
    }
}

import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@_spi(SegueTools) @testable import Navigation

@MainActor
struct TabBarControllerTests {
    func testSwitchingTabsCallsTheLifecycleAsUIKitDoes() {
        let h = TabBarHarness()
        expectEqual(h.tabs.selectedIndex, 0)
        expectEqual(h.tabs.tabBar.items.count, 3)
        h.tabs.select(1)
        expectIdentical(h.tabs.selectedViewController, h.tabViews[1])
        expectEqual(
            h.log.take(),
            [
                "two.viewDidLoad", "R.viewWillDisappear", "two.viewWillAppear", "R.viewDidDisappear",
                "two.viewDidAppear",
            ])
        expectEqual(h.tabs.containerView.subviews.map(\.name), ["two"])
        expectEqual(h.tabViews[1].view.frame, Rect(x: 0, y: 0, width: 800, height: 550), "clear of the bar")
        expectEqual(h.tabs.tabBar.frame, Rect(x: 0, y: 550, width: 800, height: 50))
    }

    func testAClickOnATabAsksAndTellsTheDelegate() {
        let h = TabBarHarness()
        let delegate = TabDelegate()
        h.tabs.delegate = delegate
        delegate.refuse = "three"
        let threeButton = h.tabs.tabBar.button(at: 2)!.layer.presentationFrameInRoot
        h.play(InputScript(start: 0, location: threeButton.center).down(at: threeButton.center).up())
        expectEqual(h.tabs.selectedIndex, 0, "refused")
        delegate.refuse = nil
        let twoButton = h.tabs.tabBar.button(at: 1)!.layer.presentationFrameInRoot
        h.play(InputScript(start: h.clock.now, location: twoButton.center).down(at: twoButton.center).up())
        expectEqual(h.tabs.selectedIndex, 1)
        expectEqual(delegate.selected, ["two"])
        expectEqual(delegate.asked, ["three", "two"])
    }

    /// Tab images are templates, as UIKit's: drawn in the selected tint or the normal grey by
    /// their alpha; a switch recolours both tabs.
    func testTabImagesAreDrawnInTheTabsTint() throws {
        let h = TabBarHarness()
        let black = Image(pixels: PixelBuffer(width: 4, height: 4, color: Color(white: 0, alpha: 0.5)))
        h.tabViews[0].tabBarItem.image = black
        h.tabViews[1].tabBarItem.image = black
        h.scene.layoutIfNeeded()
        func imageColor(_ index: Int) throws -> [UInt8] {
            let button = try require(h.tabs.tabBar.subviews.compactMap { $0 as? Control }.dropFirst(index).first)
            let imageView = try require(button.subviews.compactMap { $0 as? ImageView }.first)
            let c = try require(imageView.image).pixels.color(x: 1, y: 1).rgba8
            return [c.r, c.g, c.b, c.a]
        }
        func bytes(_ color: Color) -> [UInt8] {
            let c = color.withAlpha(0.5).rgba8
            return [c.r, c.g, c.b, c.a]
        }
        let appearance = h.tabs.tabBar.appearance
        try expectEqual(imageColor(0), bytes(appearance.selectedTint))
        try expectEqual(imageColor(1), bytes(appearance.normalTint))
        h.tabs.select(1)
        h.settle()
        try expectEqual(imageColor(0), bytes(appearance.normalTint))
        try expectEqual(imageColor(1), bytes(appearance.selectedTint))
    }

    func testKeyboardSwitching() {
        let h = TabBarHarness()
        let keys = InputScript(start: 0, location: Point(x: 10, y: 10))
        h.play(keys.key(.pageDown, modifiers: .control))
        expectEqual(h.tabs.selectedIndex, 1)
        h.play(keys.key(.pageDown, modifiers: .control).key(.pageDown, modifiers: .control))
        expectEqual(h.tabs.selectedIndex, 0, "wraps")
        h.play(keys.key(.pageUp, modifiers: .control))
        expectEqual(h.tabs.selectedIndex, 2)
        h.play(keys.key(.character("2"), modifiers: .control))
        expectEqual(h.tabs.selectedIndex, 1)
        h.play(keys.key(.character("9"), modifiers: .control))
        expectEqual(h.tabs.selectedIndex, 1, "no ninth tab")
    }

    func testADelegatesAnimatorSwitchesTabsOnTheSharedRunner() {
        let h = TabBarHarness()
        let delegate = TabDelegate()
        delegate.animator = { FadeAnimator() }
        h.tabs.delegate = delegate
        h.tabs.userSelected(2)
        expectTrue(h.tabs.isTransitioning)
        expectEqual(h.log.take(), ["three.viewDidLoad", "R.viewWillDisappear", "three.viewWillAppear"])
        h.clock.set(to: 0.125)
        h.scene.tick()
        expectLess(abs(h.tabViews[2].view.layer.presentation.opacity - TimingCurve.easeInOut.value(at: 0.5)), 1e-9)
        expectEqual(h.tabViews[2].transitionCoordinator?.operation, .select)
        h.settle()
        expectFalse(h.tabs.isTransitioning)
        expectEqual(h.log.take(), ["R.viewDidDisappear", "three.viewDidAppear"])
        expectEqual(h.tabs.containerView.subviews.map(\.name), ["three"])
        expectEqual(delegate.selected, ["three"])
        // A switch to a tab on the left goes backward.
        h.tabs.userSelected(0)
        expectEqual(h.tabs.activeTransitionContext?.direction, .backward)
        h.settle()
    }

    // MARK: - hidesBottomBarWhenPushed

    func testAPushedPageThatHidesTheBarTakesItAlongAndGetsTheFullHeight() {
        let h = TabBarHarness()
        let detail = LoggingPage("D", log: h.log)
        detail.hidesBottomBarWhenPushed = true
        let underPage = h.nav.page(for: h.nav.viewControllers[0])
        expectEqual(underPage.contentView.frame.height, 600 - 50 - 50, "the root keeps clear of the bar")
        h.nav.pushViewController(detail, animated: true)
        for t in [0.0, 0.15, 0.3] {
            h.clock.set(to: t)
            h.scene.tick()
            expectIdentical(h.tabs.tabBar.superview, underPage, "the bar rides on the page underneath")
            expectLess(abs(h.x(h.tabs.tabBar) - h.x(underPage)), 1e-9, "t = \(t)")
            let eased = TimingCurve.easeInOut.value(at: t / 0.3)
            expectLess(abs(h.x(h.tabs.tabBar) - (-0.3 * 800 * eased)), 1e-6, "t = \(t)")
        }
        h.settle()
        expectTrue(h.tabs.isTabBarHidden)
        expectTrue(h.tabs.tabBar.isHidden)
        expectIdentical(h.tabs.tabBar.superview, h.tabs.view)
        let page = h.nav.page(for: detail)
        expectEqual(page.contentView.frame.height, 600 - 50, "the full height under the navigation bar")
        // Pop: the bar comes back with the page underneath.
        h.nav.popViewController(animated: true)
        h.step(0.15)
        expectIdentical(h.tabs.tabBar.superview, underPage)
        expectFalse(h.tabs.tabBar.isHidden)
        expectLess(abs(h.x(h.tabs.tabBar) - h.x(underPage)), 1e-9)
        h.settle()
        expectFalse(h.tabs.tabBar.isHidden)
        expectEqual(h.tabs.tabBar.frame, Rect(x: 0, y: 550, width: 800, height: 50))
    }

    func testTheBarTracksABackDragOneToOneAndACancelLeavesItHidden() {
        let h = TabBarHarness()
        let detail = ViewController(name: "D")
        detail.hidesBottomBarWhenPushed = true
        h.nav.pushViewController(detail, animated: false)
        h.scene.layoutIfNeeded()
        expectTrue(h.tabs.tabBar.isHidden)
        let underPage = h.nav.page(for: h.nav.viewControllers[0])
        var script = InputScript(start: h.clock.now, location: Point(x: 5, y: 300)).down(at: Point(x: 5, y: 300))
        for i in 1...20 { script = script.move(to: Point(x: 5 + 10 * Double(i), y: 300)) }
        h.play(script)
        expectIdentical(h.tabs.tabBar.superview, underPage)
        // 200 of 800: the page underneath (and the bar) at −0.3 × 800 × 0.75.
        expectLess(abs(h.x(h.tabs.tabBar) - (-0.3 * 800 * 0.75)), 1e-9)
        h.play(InputScript(start: h.clock.now, location: Point(x: 205, y: 300)).move(to: Point(x: 305, y: 300)))
        expectLess(abs(h.x(h.tabs.tabBar) - (-0.3 * 800 * (1 - 300.0 / 800))), 1e-9, "1:1")
        h.play(InputScript(start: h.clock.now, location: Point(x: 305, y: 300)).wait(0.2).up())
        h.settle()
        expectEqual(h.nav.viewControllers.count, 2, "cancelled")
        expectTrue(h.tabs.tabBar.isHidden)
        expectIdentical(h.tabs.tabBar.superview, h.tabs.view)
    }
}

@MainActor
final class TabDelegate: TabBarControllerDelegateBase {
    var refuse: String?
    var asked: [String] = []
    var selected: [String] = []
    var animator: (() -> any AnimatedTransitioning)?

    override func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    {
        asked.append(viewController.name)
        return viewController.name != refuse
    }

    override func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        selected.append(viewController.name)
    }

    override func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any AnimatedTransitioning)? { animator?() }
}

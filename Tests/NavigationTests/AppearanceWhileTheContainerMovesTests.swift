import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@_spi(SegueTools) @testable import Navigation

/// A stack changed while its container is itself appearing or disappearing (a navigation
/// controller being presented or covered): its pages follow the container, and end at rest
/// appeared when shown, disappeared when not (found by the torture test: the
/// pushed page never appeared and the root stayed "appearing").
@MainActor
struct AppearanceWhileTheContainerMovesTests {
    func states(_ pages: [ViewController]) -> [AppearanceState] { pages.map(\.appearanceState) }

    func testAPushWithoutAnimationDuringThePresentationOfItsController() {
        let h = NavigationHarness(stack: ["A"])
        let root = LoggingPage("R", log: h.log)
        let pushed = LoggingPage("P", log: h.log)
        let presented = NavigationController(rootViewController: root)
        h.page("A").present(presented, animated: true)
        h.step()
        presented.pushViewController(pushed, animated: false)
        expectEqual(states([root, pushed]), [.disappeared, .appearing])
        h.settle()
        expectEqual(states([root, pushed]), [.disappeared, .appeared])
        // P's did-appear comes with its container's, once the presentation is over.
        expectEqual(
            h.log.take().filter { $0.hasPrefix("P.") || $0.hasPrefix("R.") },
            [
                "R.viewDidLoad", "R.viewWillAppear", "P.viewDidLoad", "R.viewWillDisappear", "P.viewWillAppear",
                "R.viewDidDisappear", "P.viewDidAppear",
            ])
    }

    func testAnAnimatedPushDuringThePresentationOfItsController() {
        let h = NavigationHarness(stack: ["A"])
        let root = LoggingPage("R", log: h.log)
        let pushed = LoggingPage("P", log: h.log)
        let presented = NavigationController(rootViewController: root)
        h.page("A").present(presented, animated: true)
        h.step()
        presented.pushViewController(pushed, animated: true)
        h.settle()
        expectEqual(states([root, pushed]), [.disappeared, .appeared])
    }

    func testAPopWithoutAnimationWhileItsControllerIsCovered() {
        let h = NavigationHarness(stack: ["A", "B"])
        let cover = ViewController(name: "cover")
        h.page("B").present(cover, animated: true)
        h.step()
        // The stack is disappearing (covered full screen): B leaves, A does not appear.
        h.nav.popViewController(animated: false)
        h.settle()
        expectEqual(states([h.page("A"), h.page("B")]), [.disappeared, .disappeared])
        cover.dismiss(animated: false)
        expectEqual(states([h.page("A"), h.page("B")]), [.appeared, .disappeared])
    }
}

/// A container dropped while it runs a transition (a navigation controller dismissed mid-push)
/// ends it first and goes after: its driver went with it, so the push never ended, the pages
/// were left "disappearing" and leaked (found by the torture test).
@MainActor
struct ContainersDroppedMidTransitionTests {
    func testANavigationControllerDismissedDuringItsPushEndsThePushThenGoes() {
        let h = NavigationHarness(stack: ["A"])
        weak var nav: NavigationController?
        weak var root: ViewController?
        weak var pushed: ViewController?
        do {
            let r = ViewController(name: "R")
            let p = ViewController(name: "P")
            let made = NavigationController(rootViewController: r)
            (nav, root, pushed) = (made, r, p)
            h.page("A").present(made, animated: false)
            made.dismiss(animated: true)
            made.pushViewController(p, animated: true)
        }
        expectEqual(nav?.isTransitioning, true)
        h.settle()
        expectEqual(root?.appearanceState ?? .disappeared, .disappeared)
        expectEqual(pushed?.appearanceState ?? .disappeared, .disappeared)
        expectTrue(nav == nil && root == nil && pushed == nil, "freed once the push is over")
        expectTrue(h.scene.engine.isIdle)
    }
}

/// A navigation controller left disappearing out of the window (its tab was being switched
/// away, interactively, when a page presented full screen took the tab bar controller out):
/// a push then still ends its root's disappearance (it stayed "disappearing"; found by the
/// torture test).
@MainActor
struct AppearanceOffScreenTests {
    @MainActor
    final class FadingTabs: TabBarControllerDelegateBase {
        let interaction = PercentDrivenInteractiveTransition()
        override func tabBarController(
            _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
            to: ViewController
        ) -> (any AnimatedTransitioning)? { FadeAnimator() }
        override func tabBarController(
            _ tabBarController: TabBarController, interactionControllerFor animator: any AnimatedTransitioning
        ) -> (any InteractiveTransitioning)? { interaction }
    }

    func testAPushWhileTheControllerIsDisappearingOutOfTheWindow() {
        let h = TabBarHarness()
        let delegate = FadingTabs()
        h.tabs.delegate = delegate
        let root = h.nav.viewControllers[0]
        h.tabs.select(1, animated: true)
        expectTrue(h.tabs.isTransitioning && h.nav.appearanceState == .disappearing)
        h.tabs.present(ViewController(name: "cover"), animated: false)
        expectNil(h.nav.view.window)
        let pushed = LoggingPage("P", log: h.log)
        h.nav.pushViewController(pushed, animated: true)
        expectEqual(root.appearanceState, .disappeared, "the root's disappearance ends with the swap")
        delegate.interaction.cancel()
        h.settle()
        expectEqual(
            [root.appearanceState, pushed.appearanceState, h.nav.appearanceState],
            [
                .disappeared, .disappeared, .disappeared,
            ])
        h.tabs.dismiss(animated: false)
        expectEqual([root.appearanceState, pushed.appearanceState], [.disappeared, .appeared])
    }
}

/// A container taken out of the window with a transition still under the app's control (an
/// interactive push in a navigation controller that is dismissed, a tab switch under a page
/// presented full screen): the transition is cancelled. Left paused it held its pages
/// half-way, "disappearing", and itself alive for good, and the app's interaction controller
/// moved on to the next transition (found by the torture test, a 200,000-operation world).
@MainActor
struct InteractiveTransitionsOutOfTheWindowTests {
    @MainActor
    final class DraggedPushes: NavigationControllerDelegateBase {
        let interaction = PercentDrivenInteractiveTransition()
        override func navigationController(
            _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
            from: ViewController, to: ViewController
        ) -> (any AnimatedTransitioning)? { SlideAnimator() }
        override func navigationController(
            _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
        ) -> (any InteractiveTransitioning)? { interaction }
    }

    func testANavigationControllerDismissedMidDragCancelsItsPushAndGoes() {
        let h = NavigationHarness(stack: ["A"])
        let delegate = DraggedPushes()
        weak var nav: NavigationController?
        weak var root: ViewController?
        weak var pushed: ViewController?
        do {
            let r = ViewController(name: "R")
            let p = ViewController(name: "P")
            let made = NavigationController(rootViewController: r)
            made.delegate = delegate
            (nav, root, pushed) = (made, r, p)
            h.page("A").present(made, animated: false)
            made.pushViewController(p, animated: true)
            delegate.interaction.update(0.4)
            expectEqual(made.activeTransitionContext?.isInteractive, true)
            made.dismiss(animated: false)
        }
        h.settle()
        expectTrue(nav == nil && root == nil && pushed == nil, "the push was cancelled and everything went")
        expectNil(delegate.interaction.context)
        expectTrue(h.scene.engine.isIdle)
    }

    func testATabSwitchUnderAPagePresentedFullScreenIsCancelled() {
        let h = TabBarHarness()
        let delegate = AppearanceOffScreenTests.FadingTabs()
        h.tabs.delegate = delegate
        h.tabs.select(1, animated: true)
        expectTrue(h.tabs.isTransitioning)
        h.tabs.present(ViewController(name: "cover"), animated: false)
        h.settle()
        expectFalse(h.tabs.isTransitioning)
        expectEqual(h.tabs.selectedIndex, 0)
        expectEqual(h.nav.appearanceState, .disappeared)
        h.tabs.dismiss(animated: false)
        expectEqual(h.nav.appearanceState, .appeared)
        expectEqual(h.nav.viewControllers[0].appearanceState, .appeared)
    }
}

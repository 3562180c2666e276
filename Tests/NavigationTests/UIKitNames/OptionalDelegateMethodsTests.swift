import Animation
import Geometry
import Layers
@_spi(SegueTools) import Navigation
import SegueTestSupport
import Views

/// UIKit's delegate methods are optional: a class writes only what it needs and is asked for
/// it; a subclass overriding what its superclass wrote is asked; the one case Swift cannot
/// serve (a subclass adding a method its conforming superclass never wrote) is warned of.
@MainActor
struct OptionalDelegateMethodsTests {
    /// Only `animationController(forPresented:presenting:source:)`.
    final class PresentOnly: ViewControllerTransitioningDelegate {
        var asked = 0
        func animationController(
            forPresented presented: ViewController, presenting: ViewController, source: ViewController
        ) -> ViewControllerAnimatedTransitioning? {
            asked += 1
            return FadeAnimator()
        }
    }

    func testATransitioningDelegateWithOneMethodIsAskedForIt() {
        let h = NavigationHarness(stack: ["A"])
        let delegate = PresentOnly()
        let sheet = h.page("sheet")
        sheet.transitioningDelegate = delegate
        h.page("A").present(sheet, animated: true)
        expectEqual(delegate.asked, 1)
        expectEqual(h.window.activePresentationContext?.presentationStyle, .fullScreen)
        h.settle()
        sheet.dismiss(animated: true)
        h.settle()
        expectEqual(delegate.asked, 1, "the dismissal got the default: nil, the built-in animator")
    }

    /// Only `tabBarController(_:shouldSelect:)`.
    final class Refusing: TabBarControllerDelegate {
        var asked: [String] = []
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
        {
            asked.append(viewController.name)
            return viewController.name != "three"
        }
    }

    func testATabDelegateWithOneMethodIsAskedForIt() {
        let stage = ManualClockWindow(size: Size(width: 800, height: 600))
        let tabs = TabBarController(viewControllers: [ViewController(name: "one"), ViewController(name: "three")])
        stage.setRootViewController(tabs)
        let delegate = Refusing()
        tabs.delegate = delegate
        let button = tabs.tabBar.button(at: 1)!.layer.presentationFrameInRoot.center
        stage.play(InputScript(start: stage.now, location: button).down(at: button).up())
        expectEqual(delegate.asked, ["three"])
        expectEqual(tabs.selectedIndex, 0)
    }

    /// The app's general delegate writes both methods; a screen's subclass overrides one.
    class GeneralDelegate: NavigationControllerDelegate {
        var shown: [String] = []
        func navigationController(
            _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
        ) { shown.append(viewController.name) }
        func navigationController(
            _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
            from fromVC: ViewController, to toVC: ViewController
        ) -> ViewControllerAnimatedTransitioning? { nil }
    }

    final class FadingDelegate: GeneralDelegate {
        var asked = 0
        override func navigationController(
            _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
            from fromVC: ViewController, to toVC: ViewController
        ) -> ViewControllerAnimatedTransitioning? {
            asked += 1
            return FadeAnimator()
        }
    }

    func testASubclassOverridingWhatItsSuperclassWroteIsAsked() {
        let h = NavigationHarness(stack: ["A"])
        let delegate = FadingDelegate()
        h.nav.delegate = delegate
        h.nav.pushViewController(h.page("B"), animated: true)
        expectEqual(delegate.asked, 1)
        expectEqual(delegate.shown, ["B"])
        expectEqual(h.transitions.last?.animator, "FadeAnimator")
        h.settle()
    }

    /// A subclass adding a method its superclass never wrote: Swift cannot ask it, and the
    /// debug build says so when the delegate is set.
    final class AddingDelegate: GeneralDelegate {
        func navigationController(
            _ navigationController: NavigationController,
            interactionControllerFor animationController: ViewControllerAnimatedTransitioning
        ) -> ViewControllerInteractiveTransitioning? { nil }
    }

    final class BaseDerived: NavigationControllerDelegateBase {}

    func testAnInheritedConformanceIsWarnedOfOnceWhenSet() {
        let h = NavigationHarness(stack: ["A"])
        let general = GeneralDelegate()
        h.nav.delegate = general
        expectEmpty(h.warnings, "the conforming class itself")
        let base = BaseDerived()
        h.nav.delegate = base
        expectEmpty(h.warnings, "NavigationControllerDelegateBase writes every method")
        let adding = AddingDelegate()
        h.nav.delegate = adding
        expectEqual(
            h.warnings,
            [
                .inheritedDelegateConformance(
                    delegate: "AddingDelegate", conformingClass: "GeneralDelegate",
                    protocol: "NavigationControllerDelegate")
            ])
        expectEqual(h.warnings.first?.description.contains("never called"), true)
    }

    /// The split view's delegate: only the two it needs.
    final class Folding: SplitViewControllerDelegate {
        var events: [String] = []
        func splitViewControllerDidCollapse(_ svc: SplitViewController) { events.append("collapse") }
        func splitViewControllerDidExpand(_ svc: SplitViewController) { events.append("expand") }
    }

    func testTheSplitViewTellsItsDelegateWhenItFoldsAndUnfolds() {
        let stage = ManualClockWindow(size: Size(width: 1000, height: 600))
        let split = SplitViewController(primary: ViewController(name: "side"), secondary: ViewController(name: "main"))
        stage.setRootViewController(split)
        stage.settle()
        let delegate = Folding()
        split.delegate = delegate
        stage.play(InputScript(start: stage.now).resize(to: Size(width: 600, height: 600)))
        stage.settle()
        expectTrue(split.isCollapsed)
        stage.play(InputScript(start: stage.now).resize(to: Size(width: 1000, height: 600)))
        stage.settle()
        expectFalse(split.isCollapsed)
        expectEqual(delegate.events, ["collapse", "expand"])
    }
}

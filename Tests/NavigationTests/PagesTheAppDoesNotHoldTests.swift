import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// Pages the app hands over and forgets (`push(DetailPage(), …)`): the navigation
/// controller keeps them while they are in play and lets them go after (found by the torture
/// test).
@MainActor
struct PagesTheAppDoesNotHoldTests {
    /// A page made and pushed in one go; the test keeps only a weak reference.
    func pushFresh(_ name: String, on h: NavigationHarness, animated: Bool) -> () -> ViewController? {
        weak var page: ViewController?
        do {
            let made = ViewController(name: name)
            page = made
            h.nav.pushViewController(made, animated: animated)
        }
        return { page }
    }

    func testAPopWithoutAnimationReturnsThePageItFreedAtOnce() {
        let h = NavigationHarness(stack: ["A"])
        let b = pushFresh("B", on: h, animated: false)
        // (It read the popped pages' controllers after letting them go, and crashed.)
        expectEqual(h.nav.popViewController(animated: false)?.name, "B")
        expectNil(b(), "freed once the caller drops it")
        let c = pushFresh("C", on: h, animated: false)
        _ = pushFresh("D", on: h, animated: false)
        expectEqual(h.nav.popToRootViewController(animated: false)?.map(\.name), ["C", "D"])
        expectNil(c())
        _ = pushFresh("E", on: h, animated: false)
        _ = pushFresh("F", on: h, animated: false)
        expectEqual(h.nav.popToViewController(h.page("A"), animated: false)?.map(\.name), ["E", "F"])
    }

    func testAPushQueuedBehindATransitionKeepsThePageUntilItsTurn() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        // (The queued request held the page's view only, so the page was freed before its turn.)
        let c = pushFresh("C", on: h, animated: true)
        expectNotNil(c())
        h.settle()
        h.settle()
        expectEqual(h.stack, ["A", "B", "C"])
        expectEmpty(h.warnings)
    }

    func testAPageMadeForARequestRefusedLaterIsLetGo() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        weak var stranger: ViewController?
        do {
            let page = ViewController(name: "stranger")
            stranger = page
            // Queued while B arrives; refused when its turn comes: not on the stack.
            h.nav.popToViewController(page, animated: true)
        }
        h.settle()
        expectEqual(h.warnings, [.notOnStack(page: "stranger")])
        expectNil(stranger, "the page made for the request went with it")
        h.nav.popViewController(animated: true)
        h.settle()
        expectEqual(h.stack, ["A"], "and bars refresh without reaching for it")
    }
}

/// Containers and presented pages the app lets go are freed (the swipe tracker's guard
/// captured its container strongly, so no page stack, navigation controller's stack or
/// presentation was ever freed; found by the torture test).
@MainActor
struct ContainersAreFreedTests {
    func testAPageStackTheAppDropsIsFreed() {
        weak var stack: PageStackView?
        weak var root: View?
        do {
            let view = View()
            let made = PageStackView(rootView: view)
            stack = made
            root = view
        }
        expectNil(stack)
        expectNil(root)
    }

    func testADismissedPageIsFreed() {
        let h = NavigationHarness(stack: ["A"])
        weak var presented: ViewController?
        do {
            let page = ViewController(name: "M")
            presented = page
            h.page("A").present(page, animated: true)
        }
        h.settle()
        h.page("A").dismiss(animated: true)
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
        expectNil(presented)
    }
}

/// A press that outlives its container: the recognizer stays with the press, the container's
/// swipe tracker goes (it read it through an unowned reference and crashed; found by the
/// torture test once dismissed pages were freed).
@MainActor
struct PressesOutlivingTheirContainerTests {
    func testADragOnAPageDismissedUnderThePointerCarriesOnHarmlessly() {
        let h = NavigationHarness(stack: ["A"])
        weak var presented: ViewController?
        do {
            let page = ViewController(name: "M")
            presented = page
            h.page("A").present(page, animated: false)
        }
        var script = InputScript(start: h.clock.now, location: Point(x: 400, y: 300)).down(at: Point(x: 400, y: 300))
        h.play(script)
        presented?.dismiss(animated: false)
        expectNil(presented, "dismissed and freed while the button is held")
        script = InputScript(start: h.clock.now, location: Point(x: 400, y: 300))
            .drag(to: Point(x: 400, y: 500), duration: 0.2, steps: 12).up()
        h.play(script)
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
    }

    func testATouchpadSwipeOnAStackDroppedMidwayEndsHarmlessly() {
        let h = NavigationHarness(stack: ["A"])
        weak var stack: PageStackView?
        do {
            let made = PageStackView(rootView: View())
            made.push(View(), animated: false)
            h.window.setContentView(made)
            stack = made
        }
        h.scene.layoutIfNeeded()
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 300)).wheel(by: Point(x: -1.5, y: 0)))
        expectEqual(stack?.isTransitioning, true, "the swipe drives a pop")
        h.window.setContentView(nil)
        h.settle()
        expectNil(stack)
        expectTrue(h.scene.engine.isIdle)
    }
}

/// A controller popped while a request that brings it back is queued keeps the one page it
/// had: the pop dropped it from the books, the queued request put back the old page, and a
/// push of the controller made a second page, so the push was taken although the controller
/// was on the stack (found by the torture test).
@MainActor
struct OnePagePerControllerTests {
    func testAPageBroughtBackByAQueuedSetIsStillRefusedAsADuplicate() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.nav.popViewController(animated: true)
        h.nav.setViewControllers([h.page("C"), h.page("B")], animated: true)
        h.settle()
        expectEqual(h.stack, ["C", "B"])
        expectFalse(h.nav.pushViewController(h.page("B"), animated: true), "B is on the stack")
        expectEqual(h.warnings, [.duplicatePush(page: "B")])
        h.settle()
        expectEqual(h.stack, ["C", "B"])
        expectEqual(h.nav.containerView.subviews.count, 1)
    }
}

/// A press on a card's dimming that outlives the card: the tap at its end found the
/// presentation through an unowned reference and crashed (found by the torture test).
@MainActor
struct DimmingPressOutlivingItsCardTests {
    func testATapOnTheDimmingOfACardDismissedMeanwhileDoesNothing() {
        let h = NavigationHarness(stack: ["A"])
        weak var presented: ViewController?
        do {
            let card = ViewController(name: "card")
            card.modalPresentationStyle = .card
            presented = card
            h.page("A").present(card, animated: false)
        }
        // The dimming shows above the card, which starts 40 points down.
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 20)).down(at: Point(x: 400, y: 20)))
        presented?.dismiss(animated: false)
        expectNil(presented)
        h.play(InputScript(start: h.clock.now + 0.05, location: Point(x: 400, y: 20)).up())
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
        expectEqual(h.stack, ["A"])
    }
}

/// A navigation controller dropped while its stack still runs a transition: a request queued
/// behind it warns when its turn comes, after the controller has gone (the stack reached the
/// controller's `onWarning` through an unowned reference).
@MainActor
struct WarningsAfterTheControllerWentTests {
    func testAQueuedRequestRefusedAfterItsControllerWentIsHarmless() {
        let h = NavigationHarness(stack: ["A"])
        weak var nav: NavigationController?
        do {
            let made = NavigationController(rootViewController: ViewController(name: "R"))
            nav = made
            h.page("A").present(made, animated: false)
            made.pushViewController(ViewController(name: "P"), animated: true)
            made.popToViewController(ViewController(name: "stranger"), animated: true)
            made.dismiss(animated: false)
        }
        h.settle()
        expectNil(nav)
        expectTrue(h.scene.engine.isIdle)
    }
}

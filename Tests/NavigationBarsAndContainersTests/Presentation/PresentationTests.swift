import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@_spi(SegueTools) @testable import Navigation

/// Modal presentation on the manual clock (seed 001).
@MainActor
struct PresentationTests {
    /// The y of a view's top edge on screen now (2D transforms).
    func y(_ view: View) -> Double {
        let p = view.layer.presentation
        return p.position.y - p.bounds.height * p.anchorPoint.y + p.transform.m42
    }

    func testCoverVerticalSlidesThePageUpAndDownOnItsCurve() {
        let h = NavigationHarness(stack: ["A"])
        let modal = LoggingPage("M", log: h.log)
        h.page("A").present(modal, animated: true)
        let height = NavigationHarness.size.height
        for t in [0.0, 0.15, 0.3] {
            h.clock.set(to: t)
            h.scene.tick()
            let eased = TimingCurve.easeInOut.value(at: t / 0.3)
            expectLess(abs(y(modal.view) - height * (1 - eased)), 1e-6, "presenting at t = \(t)")
        }
        h.step()
        expectIdentical(h.page("A").presentedViewController, modal)
        expectIdentical(modal.presentingViewController, h.nav)
        expectEqual(h.window.presentedViewControllers.map(\.name), ["M"])
        let start = h.clock.now
        modal.dismiss(animated: true)
        for t in [0.0, 0.15, 0.3] {
            h.clock.set(to: start + t)
            h.scene.tick()
            let eased = TimingCurve.easeInOut.value(at: t / 0.3)
            expectLess(abs(y(modal.view) - height * eased), 1e-6, "dismissing at t = \(t)")
        }
        h.step()
        expectEmpty(h.window.presentedViewControllers)
        expectNil(h.page("A").presentedViewController)
        expectNil(modal.view.superview)
    }

    func testFullScreenTakesThePresenterOutAndPutsItBackWithUIKitsCallbacks() {
        let h = NavigationHarness(stack: ["A"])
        let modal = LoggingPage("M", log: h.log)
        h.page("A").present(modal, animated: true)
        expectTrue(modal.isBeingPresented)
        expectEqual(h.log.take(), ["M.viewDidLoad", "A.viewWillDisappear", "M.viewWillAppear"])
        expectIdentical(h.nav.view.superview, h.window, "the presenter shows during the transition")
        h.settle()
        expectFalse(modal.isBeingPresented)
        expectEqual(h.log.take(), ["M.viewDidAppear", "A.viewDidDisappear"], "UIKit: the presented page first")
        expectNil(h.nav.view.superview, "out of the hierarchy while covered")
        modal.dismiss(animated: true)
        expectTrue(modal.isBeingDismissed)
        expectIdentical(h.nav.view.superview, h.window, "back as the to view")
        expectEqual(h.log.take(), ["M.viewWillDisappear", "A.viewWillAppear"])
        h.settle()
        expectEqual(h.log.take(), ["A.viewDidAppear", "M.viewDidDisappear"])
        expectIdentical(h.window.subviews.first, h.nav.view, "under the presentation layer")
        expectEqual(h.nav.view.frame, h.window.bounds)
    }

    func testOverFullScreenKeepsThePresenterWithoutCallbacks() {
        let h = NavigationHarness(stack: ["A"])
        let modal = LoggingPage("M", log: h.log)
        modal.modalPresentationStyle = .overFullScreen
        h.page("A").present(modal, animated: true)
        h.settle()
        expectEqual(h.log.take(), ["M.viewDidLoad", "M.viewWillAppear", "M.viewDidAppear"])
        expectIdentical(h.nav.view.superview, h.window)
        modal.dismiss(animated: true)
        h.settle()
        expectEqual(h.log.take(), ["M.viewWillDisappear", "M.viewDidDisappear"])
        expectIdentical(h.nav.view.superview, h.window)
    }

    func testNestedPresentationAndDismissingAMiddleOneDismissesThoseAbove() {
        let h = NavigationHarness(stack: ["A"])
        let first = LoggingPage("M1", log: h.log)
        let second = LoggingPage("M2", log: h.log)
        h.page("A").present(first, animated: false)
        first.present(second, animated: true)
        h.settle()
        expectEqual(h.window.presentedViewControllers.map(\.name), ["M1", "M2"])
        expectIdentical(second.presentingViewController, first)
        expectNil(first.view.superview, "a full-screen page covered in turn leaves too")
        _ = h.log.take()
        h.page("A").dismiss(animated: true)
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
        expectIdentical(h.nav.view.superview, h.window)
        expectTrue(first.view.superview == nil && second.view.superview == nil)
        // Every page that appeared disappeared again, the root appeared.
        let log = h.log.take()
        expectTrue(log.contains("M2.viewDidDisappear") && log.contains("M1.viewDidDisappear"))
        expectTrue(log.contains("A.viewDidAppear"))
    }

    func testTheGuards() {
        let h = NavigationHarness(stack: ["A"])
        var warnings: [NavigationWarning] = []
        h.window.onNavigationWarning = { warnings.append($0) }
        let modal = ViewController(name: "M")
        let other = ViewController(name: "N")
        h.page("A").present(modal, animated: true)
        h.page("A").present(modal, animated: true)
        expectEqual(warnings, [.alreadyPresented(page: "M")])
        // A presentation asked for while one runs lands that one and starts at once.
        h.page("A").present(other, animated: true)
        expectEqual(h.window.presentedViewControllers.map(\.name), ["M", "N"])
        h.settle()
        expectEqual(h.window.presentedViewControllers.map(\.name), ["M", "N"])
        expectIdentical(other.presentingViewController, modal)
        // Dismissing with nothing presented does nothing, but completes.
        var done = false
        let lone = NavigationHarness(stack: ["B"])
        lone.page("B").dismiss(animated: true) { done = true }
        expectTrue(done)
        expectEmpty(lone.window.presentedViewControllers)
        // A page in no window cannot present.
        let loose = ViewController(name: "loose")
        _ = loose.view
        loose.present(ViewController(name: "X"), animated: false)
        expectNil(loose.presentedViewController)
    }

    func testEscapeDismissesTheTopPageWithAnAnimationAndTheShieldTakesClicks() {
        let h = NavigationHarness(stack: ["A"])
        let modal = ViewController(name: "M")
        h.page("A").present(modal, animated: true)
        h.step(0.1)
        let shielded = h.window.hitTest(Point(x: 400, y: 300))
        expectIdentical(shielded, h.window.presentationLayer.presentations[0].container, "shielded")
        expectTrue(shielded?.isDescendant(of: modal.view) == false && shielded?.isDescendant(of: h.nav.view) == false)
        h.settle()
        expectEqual(h.window.hitTest(Point(x: 400, y: 300))?.isDescendant(of: modal.view), true)
        h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 300)).key(.escape))
        expectTrue(modal.isBeingDismissed)
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
        expectEqual(h.window.hitTest(Point(x: 400, y: 300))?.isDescendant(of: h.nav.view), true)
    }

    func testACardSitsInsetOverADimmedPresenterAndFollowsResizes() {
        let h = NavigationHarness(stack: ["A"])
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .card
        h.page("A").present(card, animated: true)
        let dim = h.window.presentationLayer.presentations[0].controller.builtInDimmingView!
        h.clock.set(to: 0.15)
        h.scene.tick()
        expectLess(abs(dim.layer.presentation.opacity - 0.4 * TimingCurve.easeInOut.value(at: 0.5)), 1e-9)
        h.settle()
        expectEqual(card.view.frame, Rect(x: 40, y: 40, width: 720, height: 560))
        expectIdentical(h.nav.view.superview, h.window, "the presenter stays visible")
        expectEqual(dim.alpha, 0.4)
        h.play(InputScript(start: h.clock.now, location: .zero).resize(to: Size(width: 600, height: 500)))
        expectEqual(card.view.frame, Rect(x: 0, y: 40, width: 600, height: 460))
        expectEqual(dim.frame, Rect(x: 0, y: 0, width: 600, height: 500))
    }
}

/// A navigation controller presented modally pushes and pops inside its presentation.
@MainActor
struct PresentedNavigationTests {
    func testAPresentedNavigationControllerPushesAndItsBackDragPops() {
        let h = NavigationHarness(stack: ["A"])
        let inner = NavigationController(rootViewController: LoggingPage("R", log: h.log), name: "modal-nav")
        h.page("A").present(inner, animated: true)
        h.settle()
        let detail = LoggingPage("D", log: h.log)
        inner.pushViewController(detail, animated: true)
        h.settle()
        expectEqual(inner.viewControllers.map(\.name), ["R", "D"])
        expectIdentical(h.nav.visibleViewController, inner)
        expectEqual(detail.appearanceState, .appeared)
        // The back-drag of the presented stack pops its page (the presentation stays).
        var script = InputScript(start: h.clock.now, location: Point(x: 5, y: 300)).down(at: Point(x: 5, y: 300))
        for i in 1...20 { script = script.move(to: Point(x: 5 + 30 * Double(i), y: 300)) }
        h.play(script.wait(0.2).up())
        h.settle()
        expectEqual(inner.viewControllers.map(\.name), ["R"])
        expectEqual(h.window.presentedViewControllers.map(\.name), ["modal-nav"])
        // The page inside can dismiss the whole presentation.
        inner.topViewController!.dismiss(animated: true)
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
    }
}

/// The window tells observers about presented pages' appearance callbacks.
@MainActor
struct PresentedAppearanceObserverTests {
    func testPresentedPagesAndThePagesOfAPresentedStackAreHeard() {
        let h = NavigationHarness(stack: ["A"])
        var heard: [String] = []
        h.window.observePresentedAppearance { page, callback in heard.append("\(page.name).\(callback.rawValue)") }
        let inner = NavigationController(rootViewController: ViewController(name: "R"), name: "modal-nav")
        h.page("A").present(inner, animated: true)
        h.settle()
        expectEqual(
            heard, ["modal-nav.viewWillAppear", "R.viewWillAppear", "modal-nav.viewDidAppear", "R.viewDidAppear"])
    }
}

/// Back belongs to the page on top: Alt+Left does not pop a stack covered by a presentation.
@MainActor
struct BackUnderAPresentationTests {
    func testAltLeftDoesNotPopTheStackUnderAPresentedPage() {
        for style in [ModalPresentationStyle.fullScreen, .card] {
            let h = NavigationHarness(stack: ["A", "B"])
            let modal = ViewController(name: "M")
            modal.modalPresentationStyle = style
            h.page("B").present(modal, animated: false)
            h.play(InputScript(start: h.clock.now, location: Point(x: 400, y: 300)).key(.left, modifiers: .alt))
            h.settle()
            expectEqual(h.stack, ["A", "B"], "\(style)")
            expectEqual(h.window.presentedViewControllers.map(\.name), ["M"])
        }
    }
}

import Animation
import Geometry
import Layers

@testable import Navigation

@MainActor
struct PushPopTests {
    func testTheDefaultPushPutsBothPagesWhereTheCurveSays() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        let w = h.width
        for t in [0.0, 0.15, 0.3] {
            h.clock.set(to: t)
            h.scene.tick()
            let eased = TimingCurve.easeInOut.value(at: t / 0.3)
            expectLess(abs(h.x(of: "B") - w * (1 - eased)), 1e-6, "top page at t = \(t)")
            if t < 0.3 {
                expectLess(abs(h.x(of: "A") - (-0.3 * w * eased)), 1e-6, "page underneath at t = \(t)")
            }
        }
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        expectFalse(h.nav.isTransitioning)
        expectEqual(h.x(of: "B"), 0)
        expectTrue(h.scene.engine.isIdle)
    }

    func testBothPagesStayRasterizedUntilTheTransitionEnds() {
        // Including the frame between the animator's end and the navigation controller's
        // clean-up: drawn live there, two big pages would cost a full flatten each.
        let h = NavigationHarness(stack: ["A"])
        for push in [true, false] {
            if push {
                h.nav.pushViewController(h.page("B"), animated: true)
            } else {
                h.nav.popViewController(animated: true)
            }
            let pages = [h.nav.page(for: h.page("A")), h.nav.page(for: h.page("B"))]
            var frames = 0
            while h.nav.isTransitioning && frames < 300 {
                expectTrue(pages.allSatisfy { $0.layer.shouldRasterize }, "push \(push), frame \(frames)")
                h.step()
                frames += 1
            }
            expectFalse(h.nav.isTransitioning)
            expectTrue(pages.allSatisfy { !$0.layer.shouldRasterize })
        }
    }

    func testPushAndPopCallTheLifecycleAsUIKitDoes() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        expectEqual(
            h.log.take(), ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
        h.settle()
        expectEqual(h.log.take(), ["A.viewDidDisappear", "B.viewDidAppear"])
        h.nav.popViewController(animated: true)
        expectEqual(h.log.take(), ["B.viewWillDisappear", "A.viewWillAppear"])
        h.settle()
        expectEqual(h.log.take(), ["B.viewDidDisappear", "A.viewDidAppear"])
        expectEqual(h.stack, ["A"])
        expectNil(h.page("B").parent)
        expectEqual(h.transitions.map(\.phase), [.begin, .end, .begin, .end])
        expectEqual(h.transitions.last?.completed, true)
    }

    func testAPushDuringATransitionFinishesItAndAppliesAtOnce() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.1)
        expectTrue(h.nav.pushViewController(h.page("C"), animated: true))
        expectEqual(h.stack, ["A", "B", "C"])
        expectEqual(h.transitions.map(\.phase), [.begin, .end, .begin], "B's push ended, C's runs")
        h.settle()
        expectEqual(h.stack, ["A", "B", "C"])
        expectEqual(h.transitions.filter { $0.phase == .end }.count, 2)
        expectTrue(h.scene.engine.isIdle)
    }

    func testAPopDuringAPushAppliesAtOnce() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.05)
        expectEqual(h.nav.popViewController(animated: true)?.name, "B")
        h.settle()
        expectEqual(h.stack, ["A"])
    }

    func testADuplicatePushIsRefusedWithAWarning() {
        let h = NavigationHarness(stack: ["A", "B"])
        expectFalse(h.nav.pushViewController(h.page("A"), animated: true))
        expectEqual(h.warnings, [.duplicatePush(page: "A")])
        expectEqual(h.stack, ["A", "B"])
        expectFalse(h.nav.isTransitioning)
        // Also when the same page is already queued.
        h.nav.pushViewController(h.page("C"), animated: true)
        expectTrue(h.nav.pushViewController(h.page("D"), animated: true))
        expectFalse(h.nav.pushViewController(h.page("D"), animated: true))
        h.settle()
        expectEqual(h.stack, ["A", "B", "C", "D"])
    }

    func testPoppingTheRootDoesNothing() {
        let h = NavigationHarness(stack: ["A"])
        expectNil(h.nav.popViewController(animated: true))
        expectEqual(h.stack, ["A"])
        expectFalse(h.nav.isTransitioning)
        expectEmpty(h.log.take())
        expectEmpty(h.transitions)
    }

    func testPopToRootAndPopToAPage() {
        let h = NavigationHarness(stack: ["A", "B", "C", "D"])
        let popped = h.nav.popToViewController(h.page("B"), animated: true)
        expectEqual(popped?.map(\.name), ["C", "D"])
        h.settle()
        expectEqual(h.stack, ["A", "B"])
        // C never appeared, so it gets no callbacks.
        expectEqual(
            h.log.take(),
            [
                "B.viewDidLoad", "D.viewWillDisappear", "B.viewWillAppear", "D.viewDidDisappear", "B.viewDidAppear",
            ])
        h.nav.popToRootViewController(animated: false)
        expectEqual(h.stack, ["A"])
        expectNil(h.nav.popToViewController(h.page("Z"), animated: true))
        expectEqual(h.warnings, [.notOnStack(page: "Z")])
    }

    func testSetViewControllersPushesOrPopsToTheNewTop() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.nav.setViewControllers([h.page("A"), h.page("C"), h.page("D")], animated: true)
        expectEqual(h.transitions.last?.operation, .push)
        h.settle()
        expectEqual(h.stack, ["A", "C", "D"])
        expectNil(h.page("B").parent)
        h.nav.setViewControllers([h.page("A")], animated: true)
        expectEqual(h.transitions.last?.operation, .pop)
        h.settle()
        expectEqual(h.stack, ["A"])
        h.nav.setViewControllers([], animated: true)
        h.nav.setViewControllers([h.page("A"), h.page("A")], animated: true)
        expectEqual(h.warnings.count, 2)
        expectEqual(h.stack, ["A"])
    }

    func testPagesTakeNoClicksWhileTheyMove() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.1)
        expectFalse(h.nav.containerView.isUserInteractionEnabled)
        expectIdentical(h.window.hitTest(Point(x: 400, y: 300)), h.nav.view)
        h.settle()
        expectTrue(h.nav.containerView.isUserInteractionEnabled)
    }

    func testUnanimatedPushAppearsAtOnce() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: false)
        expectEqual(h.stack, ["A", "B"])
        expectFalse(h.nav.isTransitioning)
        expectEqual(
            h.log.take(),
            [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    func testTheBackButtonSaysThePreviousTitleOrBack() {
        let h = NavigationHarness(stack: ["A"])
        h.nav.pushViewController(h.page("B"), animated: false)
        expectNotNil(h.nav.page(for: h.page("B")).navigationBar.backButton)
        expectNil(h.nav.page(for: h.page("A")).navigationBar.backButton)
        let untitled = ViewController(name: "Untitled")
        h.nav.pushViewController(untitled, animated: false)
        h.page("B").title = nil
        h.nav.popViewController(animated: false)
        h.nav.pushViewController(untitled, animated: false)
        expectEqual(h.nav.page(for: untitled).navigationBar.backTitle, "Back")
        h.page("B").title = "Inbox"
        h.nav.popViewController(animated: false)
        h.nav.pushViewController(untitled, animated: false)
        expectEqual(h.nav.page(for: untitled).navigationBar.backTitle, "Inbox")
    }
}

@MainActor
struct BarDuringTransitionTests {
    func testAPageLeavingInAPopKeepsItsBackButtonUntilItIsGone() {
        let h = NavigationHarness(stack: ["A", "B"])
        let bar = h.nav.page(for: h.page("B")).navigationBar
        expectNotNil(bar.backButton)
        h.nav.popViewController(animated: true)
        h.step(0.1)
        expectNotNil(h.nav.page(for: h.page("B")).navigationBar.backButton)
        expectEqual(h.nav.page(for: h.page("B")).navigationBar.backTitle, "A")
        h.settle()
        expectEqual(h.stack, ["A"])
    }

    func testChangingAPagesBarSettingsUpdatesItsBar() {
        let h = NavigationHarness(stack: ["A", "B"])
        let bar = h.nav.page(for: h.page("B")).navigationBar
        h.page("B").navigationItem.standardAppearance = barLook(background: .orange)
        expectEqual(bar.appearance.backgroundColor, .orange)
        h.page("B").prefersNavigationBarHidden = true
        expectTrue(bar.isHidden)
        h.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        expectNotNil(bar.rightItemView)
    }
}

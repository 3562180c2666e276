import Geometry
import Layers
import Views

@testable import Navigation

/// Which slide a push gets, and what its bars do: alike bars share one still background;
/// bars that differ travel with their pages in the whole-page style (NavigationBars.md).
@MainActor
struct BarAnimatorChoiceTests {
    let orange = barLook(background: .orange)

    func testAlikeBarsGetTheSlideWithOneStillBar() {
        let h = NavigationHarness(stack: ["A"])
        let animator = h.nav.defaultAnimator(for: .push, from: h.pageView("A"), to: h.pageView("B"))
        expectTrue(animator is SlideAnimator)
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.1)
        expectIdentical(h.bar("B").superview, h.bar("A").superview)
        expectEqual(screenX(of: h.bar("B")), 0)
        h.settle()
        expectTrue(h.barsAtRest(["A", "B"]))
    }

    func testDifferingBarsGetTheWholePageSlideAndTravelWithTheirPages() {
        let h = NavigationHarness(stack: ["A"])
        h.page("B").navigationItem.standardAppearance = orange
        expectTrue(SnapshotSlideAnimator.barsDiffer(h.pageView("A"), h.pageView("B")))
        let animator = h.nav.defaultAnimator(for: .push, from: h.pageView("A"), to: h.pageView("B"))
        expectTrue(animator is SnapshotSlideAnimator)
        h.nav.pushViewController(h.page("B"), animated: true)
        for _ in 0..<6 {
            h.step()
            // Each bar is in its page, drawing its own background, moving with it.
            for name in ["A", "B"] {
                expectIdentical(h.bar(name).superview, h.pageView(name))
                expectNotNil(h.bar(name).backgroundColor)
                expectTrue(close(screenX(of: h.bar(name)), h.x(of: name)))
            }
        }
        h.settle()
        expectTrue(h.barsAtRest(["A", "B"]))
    }

    /// The menu (UIKit's white 0.97 bar) to a white-bar page: alike to the eye, so the light
    /// slide with one still bar, not the whole-page slide's 60% cover; the one background
    /// blends from 0.97 to white so it matches each bar at its end.
    func testBarsThatDifferImperceptiblyGetTheSlideWithOneStillBar() {
        let h = NavigationHarness(stack: ["A"])
        expectEqual(h.bar("A").appearance.backgroundColor?.light, Color(white: 0.97))
        h.page("B").navigationItem.standardAppearance = barLook(background: .white)
        expectFalse(SnapshotSlideAnimator.barsDiffer(h.pageView("A"), h.pageView("B")))
        expectTrue(SharedBarTransition.barsAlike(h.pageView("A"), h.pageView("B")))
        expectTrue(h.nav.defaultAnimator(for: .push, from: h.pageView("A"), to: h.pageView("B")) is SlideAnimator)
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        h.nav.pushViewController(h.page("B"), animated: true)
        for f in [0, 0.5, 1] {
            delegate.interaction.update(f)
            h.step()
            let shared = h.bar("B").superview
            expectTrue(shared === h.bar("A").superview && shared !== h.pageView("B"))
            let expected = Color.interpolate(from: Color(white: 0.97), to: .white, fraction: f)
            expectEqual(shared?.layer.presentation.backgroundColor.light, expected, "background at \(f)")
        }
        delegate.interaction.finish()
        h.settle()
        expectTrue(h.barsAtRest(["A", "B"]))
        expectEqual(h.bar("B").backgroundColor, .white)
    }

    /// Both questions — which slide, and are the bars shared — are answered by one rule.
    func testTheSlideAndTheSharedBarsAskTheSameRule() {
        let h = NavigationHarness(stack: ["A"])
        for color in [Color.white, Color(white: 0.95), Color(white: 0.94), .gray, .orange] {
            h.page("B").navigationItem.standardAppearance = barLook(background: color)
            let (a, b) = (h.pageView("A"), h.nav.page(for: h.page("B")))
            let alike = BarLikeness.backgroundsLookAlike(Color(white: 0.97), color)
            expectEqual(SnapshotSlideAnimator.barsDiffer(a, b), !alike, "\(color)")
            expectEqual(SharedBarTransition.barsAlike(a, b), alike, "\(color)")
        }
    }

    func testAHiddenBarAgainstAShownOneAlsoTravelsWithItsPage() {
        let h = NavigationHarness(stack: ["A"])
        h.page("B").prefersNavigationBarHidden = true
        expectTrue(
            h.nav.defaultAnimator(for: .push, from: h.pageView("A"), to: h.pageView("B")) is SnapshotSlideAnimator)
    }

    func testTheSlideGivenDifferingBarsByADelegateLetsThemTravelToo() {
        let h = NavigationHarness(stack: ["A"])
        h.page("B").navigationItem.standardAppearance = orange
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        h.nav.pushViewController(h.page("B"), animated: true)
        delegate.interaction.update(0.5)
        h.step()
        expectIdentical(h.bar("B").superview, h.pageView("B"))
        expectTrue(close(screenX(of: h.bar("B")), 400))
        expectTrue(close(screenX(of: h.bar("A")), -120))
        delegate.interaction.finish()
        h.settle()
        expectTrue(h.barsAtRest(["A", "B"]))
    }
}

import Geometry
import Layers
import Testing
import Views

@testable import Navigation

/// Which slide a push gets, and what its bars do: alike bars share one still background;
/// bars that differ travel with their pages in the whole-page style (docs/ARCHITECTURE.md §9).
@MainActor
struct BarAnimatorChoiceTests {
    let orange = NavigationBarAppearance(backgroundColor: .orange)

    @Test func alikeBarsGetTheSlideWithOneStillBar() {
        let h = NavigationHarness(stack: ["A"])
        let animator = h.nav.defaultAnimator(for: .push, from: h.pageView("A"), to: h.pageView("B"))
        #expect(animator is SlideAnimator)
        h.nav.pushViewController(h.page("B"), animated: true)
        h.step(0.1)
        #expect(h.bar("B").superview === h.bar("A").superview)
        #expect(screenX(of: h.bar("B")) == 0)
        h.settle()
        #expect(h.barsAtRest(["A", "B"]))
    }

    @Test func differingBarsGetTheWholePageSlideAndTravelWithTheirPages() {
        let h = NavigationHarness(stack: ["A"])
        h.page("B").navigationBarAppearance = orange
        #expect(SnapshotSlideAnimator.barsDiffer(h.pageView("A"), h.pageView("B")))
        let animator = h.nav.defaultAnimator(for: .push, from: h.pageView("A"), to: h.pageView("B"))
        #expect(animator is SnapshotSlideAnimator)
        h.nav.pushViewController(h.page("B"), animated: true)
        for _ in 0..<6 {
            h.step()
            // Each bar is in its page, drawing its own background, moving with it.
            for name in ["A", "B"] {
                #expect(h.bar(name).superview === h.pageView(name))
                #expect(h.bar(name).backgroundColor != nil)
                #expect(close(screenX(of: h.bar(name)), h.x(of: name)))
            }
        }
        h.settle()
        #expect(h.barsAtRest(["A", "B"]))
    }

    @Test func aHiddenBarAgainstAShownOneAlsoTravelsWithItsPage() {
        let h = NavigationHarness(stack: ["A"])
        h.page("B").prefersNavigationBarHidden = true
        #expect(h.nav.defaultAnimator(for: .push, from: h.pageView("A"), to: h.pageView("B")) is SnapshotSlideAnimator)
    }

    @Test func theSlideGivenDifferingBarsByADelegateLetsThemTravelToo() {
        let h = NavigationHarness(stack: ["A"])
        h.page("B").navigationBarAppearance = orange
        let delegate = AnimatorDelegate(interactive: true) { _ in SlideAnimator() }
        h.nav.delegate = delegate
        h.nav.pushViewController(h.page("B"), animated: true)
        delegate.interaction.update(0.5)
        h.step()
        #expect(h.bar("B").superview === h.pageView("B"))
        #expect(close(screenX(of: h.bar("B")), 400))
        #expect(close(screenX(of: h.bar("A")), -120))
        delegate.interaction.finish()
        h.settle()
        #expect(h.barsAtRest(["A", "B"]))
    }
}

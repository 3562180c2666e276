import Animation
import Geometry
import Navigation
import SegueTestSupport
import Views

/// What every built-in animator promises, checked for each: pushes and pops that complete
/// or are cancelled, animated or released from a drag, end with the stack right, the pages
/// at rest, the container holding only the top page and nothing running; and the page that
/// leaves never shows at rest in front of the one that stays, not even for the one frame
/// between the animator's end and the navigation controller's clean-up.
@MainActor
struct EveryAnimatorTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case slide, fade, moveIn, cube, flip, snapshotSlide, coverVertical
        var testDescription: String { rawValue }

        @MainActor func make(_ operation: NavigationOperation) -> any AnimatedTransitioning {
            switch self {
            case .slide: return SlideAnimator()
            case .fade: return FadeAnimator()
            case .moveIn: return MoveInAnimator()
            case .cube: return CubeAnimator()
            case .flip: return FlipAnimator()
            case .snapshotSlide: return SnapshotSlideAnimator()
            case .coverVertical: return CoverVerticalAnimator()
            }
        }
    }

    /// Steps frames until nothing runs, checking after each that `leaving`, when it is in
    /// front of `staying`, is not at rest over it.
    func settleWatching(_ h: NavigationHarness, leaving: PageView, staying: PageView) {
        var frames = 0
        while !h.scene.engine.isIdle && frames < 300 {
            h.step()
            frames += 1
            let pages = h.nav.containerView.subviews
            guard let l = pages.firstIndex(where: { $0 === leaving }),
                let s = pages.firstIndex(where: { $0 === staying }), l > s
            else { continue }
            let p = leaving.layer.presentation
            let atRest = p.transform == .identity && p.opacity == 1 && !p.isHidden
            expectFalse(atRest, "frame \(frames): the leaving page shows at rest over the page that stays")
        }
    }

    func testAnimatedPushAndPop() {
        forEachArgument(Kind.allCases) { Self().animatedPushAndPop($0) }
    }

    func animatedPushAndPop(_ kind: Kind) {
        let delegate = AnimatorDelegate(interactive: false) { kind.make($0) }
        let h = NavigationHarness(stack: ["A"], delegate: delegate)
        h.nav.pushViewController(h.page("B"), animated: true)
        settleWatching(h, leaving: h.pageView("A"), staying: h.pageView("B"))
        expectAtRest(h, stack: ["A", "B"], pages: ["A", "B"])
        let pageB = h.pageView("B")
        h.nav.popViewController(animated: true)
        settleWatching(h, leaving: pageB, staying: h.pageView("A"))
        expectAtRest(h, stack: ["A"], pages: ["A"])
        expectTrue(pageB.layer.transform == .identity && pageB.alpha == 1 && !pageB.isHidden)
    }

    func testDraggedPopReleased() {
        forEachArgument(Kind.allCases, [true, false]) { Self().draggedPopReleased($0, finishing: $1) }
    }

    func draggedPopReleased(_ kind: Kind, finishing: Bool) {
        let delegate = AnimatorDelegate(interactive: true) { kind.make($0) }
        let h = NavigationHarness(stack: ["A", "B"], delegate: delegate)
        h.nav.popViewController(animated: true)
        for p in [0.1, 0.3, 0.45] { h.scrub(delegate, to: p) }
        if finishing {
            delegate.interaction.finish(velocity: 1.5)
        } else {
            delegate.interaction.cancel(velocity: -1.5)
        }
        let (leaving, staying) =
            finishing ? (h.pageView("B"), h.pageView("A")) : (h.pageView("A"), h.pageView("B"))
        settleWatching(h, leaving: leaving, staying: staying)
        expectAtRest(h, stack: finishing ? ["A"] : ["A", "B"], pages: [finishing ? "A" : "B"])
        expectNil(leaving.superview)
        expectTrue(leaving.layer.transform == .identity && leaving.alpha == 1 && !leaving.isHidden)
        expectEqual(h.transitions.last?.completed, finishing)
    }

    func testDraggedPushCancelled() {
        forEachArgument(Kind.allCases) { Self().draggedPushCancelled($0) }
    }

    func draggedPushCancelled(_ kind: Kind) {
        let delegate = AnimatorDelegate(interactive: true) { kind.make($0) }
        let h = NavigationHarness(stack: ["A"], delegate: delegate)
        h.nav.pushViewController(h.page("B"), animated: true)
        let pageB = h.pageView("B")
        h.scrub(delegate, to: 0.6)
        delegate.interaction.cancel()
        settleWatching(h, leaving: pageB, staying: h.pageView("A"))
        expectAtRest(h, stack: ["A"], pages: ["A"])
        expectNil(pageB.superview)
    }

    /// A page left transformed by an earlier transition (here by hand) starts at rest.
    func testPagesStartAtRest() {
        forEachArgument(Kind.allCases) { Self().pagesStartAtRest($0) }
    }

    func pagesStartAtRest(_ kind: Kind) {
        let delegate = AnimatorDelegate(interactive: true) { kind.make($0) }
        let h = NavigationHarness(stack: ["A", "B"], delegate: delegate)
        let pageA = h.pageView("A")
        pageA.transform = AffineTransform(translationX: -123, y: 0)
        pageA.alpha = 0.5
        h.nav.popViewController(animated: true)
        h.scrub(delegate, to: 1)
        expectClose(h.projected("A", .zero), .zero)
        expectClose(h.projected("A", Point(x: h.width, y: 600)), Point(x: h.width, y: 600))
        expectEqual(pageA.layer.presentation.opacity, 1)
        delegate.interaction.finish()
        h.settle()
        expectAtRest(h, stack: ["A"], pages: ["A"])
    }
}

/// The contract apps run on their own animators (SegueTestSupport's `AnimatorContract`).
@MainActor
struct AnimatorContractTests {
    func testEveryBuiltInAnimatorKeepsTheContract() {
        forEachArgument(EveryAnimatorTests.Kind.allCases) { Self().everyBuiltInAnimatorKeepsTheContract($0) }
    }

    func everyBuiltInAnimatorKeepsTheContract(_ kind: EveryAnimatorTests.Kind) {
        expectEqual(AnimatorContract.violations { kind.make($0) }, [])
    }

    func testAnAppsAnimatorWithoutCleanUpKeepsItToo() {
        expectEqual(AnimatorContract.violations { _ in CarelessAnimator() }, [])
    }

    func testTheContractCatchesAnAnimatorThatNeverCompletes() {
        let violations = AnimatorContract.violations { _ in NeverCompletes() }
        expectTrue(violations.contains { $0.contains("did not end") })
    }
}

/// Puts the arriving page in and never calls `completeTransition`.
@MainActor
private final class NeverCompletes: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }
    func animateTransition(using context: TransitionContext) {
        context.containerView.addSubview(context.toView)
    }
}

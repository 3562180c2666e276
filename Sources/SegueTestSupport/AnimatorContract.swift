import Animation
import Geometry
import Layers
@_spi(SegueTools) import Navigation
import Views

/// What every animator must do, checked on any animator — the built-in ones and an app's
/// (import SegueTestSupport in your test target and assert `violations(of:)` is empty).
///
/// Each case runs a navigation controller of two plain pages on a manual clock, with the
/// animator from `make`: an animated push, an animated pop, a percent-driven pop finished and
/// one cancelled, a percent-driven push cancelled, and a push with the window resized
/// half-way. After each: the transition has ended within `timeLimit` seconds (the animator
/// called `completeTransition`), the stack is right, the container holds only the top page,
/// both pages are at rest (untransformed, opaque, shown, at the container's bounds, no longer
/// rasterized) and nothing animates; during each, both pages are in the container and the
/// leaving page never shows at rest in front of the page that stays; after the resize, the pages have the new size on every
/// frame. The rules are in TransitionMachinery.md.
@MainActor
public enum AnimatorContract {
    /// Seconds of manual-clock time a transition may take before the check gives up on it.
    public static let timeLimit = 5.0

    /// Every broken promise, in words; empty when the animator keeps them all.
    public static func violations(
        of make: @escaping @MainActor (NavigationOperation) -> any AnimatedTransitioning
    ) -> [String] {
        var found: [String] = []
        for run in Case.allCases {
            found += Stage(make: make).check(run).map { "\(run.rawValue): \($0)" }
        }
        return found
    }

    enum Case: String, CaseIterable {
        case animatedPush, animatedPop, draggedPopFinished, draggedPopCancelled, draggedPushCancelled, resizedPush
    }

    /// One navigation controller on a manual clock, and the checks.
    @MainActor
    private final class Stage: NavigationControllerDelegateBase {
        let stage = ManualClockWindow(size: Size(width: 800, height: 600))
        var clock: ManualClock { stage.clock }
        var scene: Scene { stage.scene }
        var window: Window { stage.window }
        let nav: NavigationController
        let a = ViewController(name: "A")
        let b = ViewController(name: "B")
        let make: (NavigationOperation) -> any AnimatedTransitioning
        let interaction = PercentDrivenInteractiveTransition()
        var interactive = false
        var problems: [String] = []

        init(make: @escaping (NavigationOperation) -> any AnimatedTransitioning) {
            self.make = make
            nav = NavigationController(rootViewController: a)
            super.init()
            nav.delegate = self
            stage.setRootViewController(nav)
        }

        override func navigationController(
            _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
            from: ViewController, to: ViewController
        ) -> (any AnimatedTransitioning)? { make(operation) }

        override func navigationController(
            _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
        ) -> (any InteractiveTransitioning)? { interactive ? interaction : nil }

        func check(_ run: Case) -> [String] {
            switch run {
            case .animatedPush:
                nav.pushViewController(b, animated: true)
                settle(leaving: a, staying: b)
                expectRest(stack: [a, b])
            case .animatedPop:
                nav.pushViewController(b, animated: false)
                nav.popViewController(animated: true)
                settle(leaving: b, staying: a)
                expectRest(stack: [a])
            case .draggedPopFinished, .draggedPopCancelled:
                let finishing = run == .draggedPopFinished
                nav.pushViewController(b, animated: false)
                interactive = true
                nav.popViewController(animated: true)
                scrub([0.1, 0.3, 0.45])
                if finishing { interaction.finish(velocity: 1.5) } else { interaction.cancel(velocity: -1.5) }
                settle(leaving: finishing ? b : a, staying: finishing ? a : b)
                expectRest(stack: finishing ? [a] : [a, b])
            case .draggedPushCancelled:
                interactive = true
                nav.pushViewController(b, animated: true)
                scrub([0.3, 0.6])
                interaction.cancel()
                settle(leaving: b, staying: a)
                expectRest(stack: [a])
            case .resizedPush:
                nav.pushViewController(b, animated: true)
                step(0.1)
                let size = Size(width: 1000, height: 700)
                window.handle(.resized(size, timestamp: clock.now))
                scene.layoutIfNeeded()
                settle(leaving: a, staying: b, size: size)
                expectRest(stack: [a, b])
            }
            return problems
        }

        func step(_ seconds: Double = 1 / 60) { stage.step(seconds) }

        func scrub(_ fractions: [Double]) {
            guard nav.activeTransitionContext?.isInteractive == true else {
                problems.append("the transition did not start interactive")
                return
            }
            for fraction in fractions {
                interaction.update(fraction)
                step()
            }
        }

        func settle(leaving: ViewController, staying: ViewController, size: Size? = nil) {
            let leavingPage = nav.page(for: leaving)
            let stayingPage = nav.page(for: staying)
            var time = 0.0
            while nav.isTransitioning || !scene.engine.isIdle {
                guard time < AnimatorContract.timeLimit else {
                    problems.append("did not end within \(AnimatorContract.timeLimit) s (no completeTransition?)")
                    return
                }
                let outside = "a page is out of the container while the pages move"
                if nav.isTransitioning && !problems.contains(outside)
                    && (leavingPage.superview !== nav.containerView || stayingPage.superview !== nav.containerView)
                {
                    problems.append(outside)
                }
                step()
                time += 1 / 60
                if let size, nav.isTransitioning {
                    for page in [leavingPage, stayingPage] where page.bounds.size != size {
                        problems.append("a page is \(page.bounds.size), not \(size), after the resize")
                    }
                }
                let pages = nav.containerView.subviews
                guard let l = pages.firstIndex(where: { $0 === leavingPage }),
                    let s = pages.firstIndex(where: { $0 === stayingPage }), l > s
                else { continue }
                let p = leavingPage.layer.presentation
                if p.transform == .identity && p.opacity == 1 && !p.isHidden {
                    problems.append("the leaving page shows at rest over the page that stays")
                }
            }
        }

        func expectRest(stack: [ViewController]) {
            if nav.viewControllers.map(\.name) != stack.map(\.name) {
                problems.append("the stack is \(nav.viewControllers.map(\.name)), not \(stack.map(\.name))")
            }
            let top = nav.page(for: stack[stack.count - 1])
            if nav.containerView.subviews.count != 1 || nav.containerView.subviews.first !== top {
                problems.append("the container holds \(nav.containerView.subviews.map { $0.name ?? "?" })")
            }
            for page in [nav.page(for: a), nav.page(for: b)] {
                let p = page.layer.presentation
                let name = page.name ?? "?"
                if p.transform != .identity || page.layer.transform != .identity {
                    problems.append("\(name) is left transformed")
                }
                if p.opacity != 1 || page.alpha != 1 { problems.append("\(name) is left translucent") }
                if page.isHidden { problems.append("\(name) is left hidden") }
                if page.layer.shouldRasterize { problems.append("\(name) is left rasterized") }
                if page.superview != nil && page.frame != nav.containerView.bounds {
                    problems.append("\(name) is at \(page.frame), not the container's bounds")
                }
            }
            if !scene.engine.isIdle { problems.append("something still animates") }
        }
    }
}

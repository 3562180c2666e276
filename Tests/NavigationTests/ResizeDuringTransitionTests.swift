import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

@_spi(SegueTools) @testable import Navigation

/// Resizing the window mid-drag and mid-push: every frame after the resize has the pages
/// filling the new size, placed from the fraction, and at rest everything matches a fresh
/// layout at that size.
@MainActor
struct ResizeDuringTransitionTests {
    static let newSize = Size(width: 1000, height: 700)

    func resize(_ h: NavigationHarness) {
        h.play(InputScript(start: h.clock.now, location: Point(x: 0, y: 0)).resize(to: Self.newSize))
    }

    /// Every view's name, frame, transform and opacity on screen, depth first.
    func layout(of view: View) -> [String] {
        let state = view.layer.presentation
        var lines = [
            "\(view.name ?? "-") \(view.frame) t=\(state.transform.m41),\(state.transform.m11) a=\(state.opacity) h=\(state.isHidden)"
        ]
        for child in view.subviews { lines += layout(of: child) }
        return lines
    }

    /// The same stack laid out at the new size without any transition.
    func freshLayout(_ names: [String], configure: (NavigationHarness) -> Void = { _ in }) -> [String] {
        let fresh = NavigationHarness(stack: names)
        configure(fresh)
        resize(fresh)
        fresh.settle()
        return layout(of: fresh.window)
    }

    func pagesFill(_ h: NavigationHarness, _ names: [String], _ comment: Comment) {
        for name in names {
            expectEqual(h.nav.page(for: h.page(name)).bounds.size, Self.newSize, comment)
        }
    }

    func testMidPush() {
        for bars in ["alike", "differing"] {
            let h = NavigationHarness(stack: ["A"])
            if bars == "differing" { h.page("B").prefersNavigationBarHidden = true }
            let start = h.clock.now
            h.nav.pushViewController(h.page("B"), animated: true)
            h.step(0.1)
            resize(h)
            let w = Self.newSize.width
            var frames = 0
            while h.nav.isTransitioning && frames < 60 {
                let eased = TimingCurve.easeInOut.value(at: min((h.clock.now - start) / 0.3, 1))
                pagesFill(h, ["A", "B"], "\(bars) bars, frame \(frames)")
                expectLess(abs(h.x(of: "B") - w * (1 - eased)), 1e-6, "\(bars) bars, frame \(frames)")
                let parallax = bars == "alike" ? 0.3 : 0.6
                expectLess(abs(h.x(of: "A") - (-parallax * w * eased)), 1e-6, "\(bars) bars, frame \(frames)")
                h.step()
                frames += 1
            }
            h.settle()
            expectEqual(h.stack, ["A", "B"])
            let fresh = freshLayout(["A", "B"]) { fresh in
                fresh.page("B").prefersNavigationBarHidden = bars == "differing"
            }
            expectEqual(layout(of: h.window), fresh, "\(bars) bars")
        }
    }

    func testMidDrag() {
        let h = NavigationHarness(stack: ["A", "B"])
        var script = InputScript(start: h.clock.now, location: Point(x: 5, y: 300)).down(at: Point(x: 5, y: 300))
        for i in 1...20 { script = script.move(to: Point(x: 5 + 10 * Double(i), y: 300)) }
        h.play(script)  // 200 of 800 points: a quarter
        expectLess(abs(h.x(of: "B") - 200), 1e-9)
        resize(h)
        pagesFill(h, ["A", "B"], "right after the resize")
        // The page stays under the pointer; the one underneath is placed at the new width.
        expectLess(abs(h.x(of: "B") - 200), 1e-9)
        expectLess(abs(h.x(of: "A") - (-0.3 * Self.newSize.width * 0.8)), 1e-9)
        h.play(InputScript(start: h.clock.now, location: Point(x: 205, y: 300)).move(to: Point(x: 405, y: 300)))
        pagesFill(h, ["A", "B"], "dragging on")
        expectLess(abs(h.x(of: "B") - 400), 1e-9, "and it follows the pointer 1:1 from there")
        h.play(InputScript(start: h.clock.now, location: Point(x: 405, y: 300)).wait(0.2).up())
        var frames = 0
        while h.nav.isTransitioning && frames < 60 {
            pagesFill(h, ["A", "B"], "releasing, frame \(frames)")
            h.step()
            frames += 1
        }
        h.settle()
        expectEqual(h.stack, ["A", "B"])  // 400 of 1000, released at rest: cancels
        expectEqual(layout(of: h.window), freshLayout(["A", "B"]))
    }

    /// The presenter stays in the window under a card; a resize during the card's dismissal
    /// reached it, but the end of the transition put back the frame it had when the dismissal
    /// began (found by the torture test).
    func testMidDismissalOfACardThePresenterTakesTheNewSize() {
        let h = NavigationHarness(stack: ["A"])
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .card
        h.page("A").present(card, animated: false)
        card.dismiss(animated: true)
        h.step(0.1)
        resize(h)
        h.settle()
        expectEmpty(h.window.presentedViewControllers)
        expectEqual(h.nav.view.frame, Rect(origin: .zero, size: Self.newSize))
        // (The presentation layer held the card's container; the stack's layout is the same.)
        let noPresentations = { (lines: [String]) in lines.filter { !$0.hasPrefix("presentations") } }
        expectEqual(noPresentations(layout(of: h.window)), noPresentations(freshLayout(["A"])))
    }

    /// The same for a presenter that is itself presented, under a dismissal dragged and
    /// then cancelled: it rests where its own presentation puts it at the new size (it kept
    /// the frame it had when the drag began; found by the torture test).
    func testMidCancelledDragOfAPageOverAPresentedPageThePageBelowTakesTheNewSize() {
        let h = NavigationHarness(stack: ["A"])
        let below = ViewController(name: "below")
        let above = ViewController(name: "above")
        below.modalPresentationStyle = .overFullScreen
        above.modalPresentationStyle = .overFullScreen
        above.allowsDragToDismiss = true
        h.page("A").present(below, animated: false)
        below.present(above, animated: false)
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 400, y: 200)).down(at: Point(x: 400, y: 200))
                .drag(to: Point(x: 400, y: 260), duration: 0.3, steps: 10))
        expectEqual(h.window.activePresentationContext?.isInteractive, true, "the drag dismisses")
        resize(h)
        h.play(InputScript(start: h.clock.now + 0.2, location: Point(x: 400, y: 260)).up())
        h.settle()
        expectEqual(h.window.presentedViewControllers.map(\.name), ["below", "above"], "cancelled")
        expectEqual(below.view.frame, Rect(origin: .zero, size: Self.newSize))
        expectEqual(above.view.frame, Rect(origin: .zero, size: Self.newSize))
    }

    func testMidPushOnAPageStackOfPlainViews() {
        let h = PageStackHarness()
        h.stack.push(h.view("B"))
        h.step(0.2)
        h.play(InputScript(start: h.clock.now, location: .zero).resize(to: Self.newSize))
        while h.stack.isTransitioning {
            let eased = TimingCurve.easeInOut.value(at: min(h.clock.now / 0.5, 1))
            expectEqual(h.view("B").bounds.size, Self.newSize)
            expectLess(abs(h.x(of: "B") - Self.newSize.width * (1 - eased)), 1e-6)
            h.step()
        }
        expectEqual(h.view("B").frame, Rect(origin: .zero, size: Self.newSize))
        expectEqual(h.view("B").layer.presentation.transform, .identity)
    }
}

import Animation
import Foundation
import Geometry
import Navigation

/// Where the point (x, y) of a card, measured from its centre, is seen when the card is
/// turned by `angle` about its vertical centre line and moved back until its near edge is in
/// the screen plane, with the eye `eye` in front of it.
func cardPoint(_ x: Double, _ y: Double, angle: Double, width w: Double, height h: Double, eye: Double) -> Point {
    let sx = x * cos(angle)
    let sz = -x * sin(angle) - w / 2 * abs(sin(angle))  // towards the viewer is +z
    let scale = eye / (eye - sz)
    return Point(x: w / 2 + sx * scale, y: h / 2 + y * scale)
}

@MainActor
struct FlipAnimatorTests {
    let w = NavigationHarness.size.width
    let h = NavigationHarness.size.height

    func expectCard(
        _ harness: NavigationHarness, _ name: String, angle: Double, _ what: String,
        sourceLocation: SourceLocation? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        let sourceLocation =
            sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        for (x, y) in [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)] {
            expectClose(
                harness.projected(name, Point(x: x + w / 2, y: y + h / 2)),
                cardPoint(x, y, angle: angle, width: w, height: h, eye: 2 * w), tolerance: 1e-6,
                "\(what): corner (\(x), \(y)) of \(name)", sourceLocation: sourceLocation)
        }
    }

    func testAScrubbedPushTurnsTheLeavingPageAwayThenTheArrivingOneIn() {
        let delegate = AnimatorDelegate(interactive: true) { _ in FlipAnimator() }
        let harness = NavigationHarness(stack: ["A"], delegate: delegate)
        harness.nav.pushViewController(harness.page("B"), animated: true)
        expectEqual(harness.containerContents, ["backdrop", "page:A", "page:B"])
        let a = harness.pageView("A")
        let b = harness.pageView("B")
        for p in [0.0, 0.2, 0.4, 0.49] {
            harness.scrub(delegate, to: p)
            expectCard(harness, "A", angle: -.pi * p, "leaving page at \(p)")
            expectTrue(!a.isHidden && b.isHidden, "only the front shows at \(p)")
        }
        // Edge on: neither side shows.
        harness.scrub(delegate, to: 0.5)
        expectTrue(a.isHidden && b.isHidden)
        for p in [0.51, 0.6, 0.8, 1.0] {
            harness.scrub(delegate, to: p)
            expectCard(harness, "B", angle: .pi * (1 - p), "arriving page at \(p)")
            expectTrue(a.isHidden && !b.isHidden, "only the back shows at \(p)")
        }
        // Flipping from the right: the leaving page's right edge comes towards the viewer,
        // pulled back to the screen plane (the window's full height, not taller), its left edge
        // goes away (shorter).
        harness.scrub(delegate, to: 0.25)
        let right = harness.projected("A", Point(x: w, y: 0))
        let left = harness.projected("A", Point(x: 0, y: 0))
        expectClose(right.y, 0)
        expectGreater(left.y, 0)
        delegate.interaction.finish()
        harness.settle()
        expectAtRest(harness, stack: ["A", "B"], pages: ["A", "B"])
        expectNil(harness.helper("backdrop"))
    }

    func testAPopFlipsTheOtherWayInHalfASecond() {
        let delegate = AnimatorDelegate(interactive: false) { _ in FlipAnimator() }
        let harness = NavigationHarness(stack: ["A", "B"], delegate: delegate)
        harness.nav.popViewController(animated: true)
        for t in [0.05, 0.2, 0.3, 0.45] {
            harness.run(to: t)
            let f = eased(t, over: 0.5)
            if f < 0.5 {
                expectCard(harness, "B", angle: .pi * f, "leaving page at t = \(t)")
                expectTrue(harness.pageView("A").isHidden)
            } else {
                expectCard(harness, "A", angle: -.pi * (1 - f), "arriving page at t = \(t)")
                expectTrue(harness.pageView("B").isHidden)
            }
        }
        harness.settle()
        expectAtRest(harness, stack: ["A"], pages: ["A"])
    }

    func testACancelledPushShowsTheOldPageAgainUnhidden() {
        let delegate = AnimatorDelegate(interactive: true) { _ in FlipAnimator() }
        let harness = NavigationHarness(stack: ["A"], delegate: delegate)
        harness.nav.pushViewController(harness.page("B"), animated: true)
        harness.scrub(delegate, to: 0.7)
        expectTrue(harness.pageView("A").isHidden)
        delegate.interaction.cancel()
        harness.settle()
        expectAtRest(harness, stack: ["A"], pages: ["A"])
    }
}

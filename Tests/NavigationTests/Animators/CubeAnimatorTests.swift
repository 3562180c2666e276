import Animation
import Foundation
import Geometry
import Navigation

/// Where the point (x, y) of a page, measured from its centre, is seen when the page is a
/// face of a cube W deep turned by `angle` about the cube's centre (W/2 behind the screen),
/// the cube moved back until its nearest edge (a vertical edge of the face: x = ±W/2) is in
/// the screen plane, with the eye `eye` in front of the screen: the cube's geometry written
/// out, not the animator's matrices.
func cubePoint(_ x: Double, _ y: Double, angle: Double, width w: Double, height h: Double, eye: Double) -> Point {
    let depth = { (x: Double) in -x * sin(angle) + w / 2 * cos(angle) - w / 2 }  // towards the viewer is +z
    let nearest = max(depth(-w / 2), depth(w / 2), 0)
    let sx = x * cos(angle) + w / 2 * sin(angle)
    let sz = depth(x) - nearest
    let scale = eye / (eye - sz)
    return Point(x: w / 2 + sx * scale, y: h / 2 + y * scale)
}

@MainActor
struct CubeAnimatorTests {
    let w = NavigationHarness.size.width
    let h = NavigationHarness.size.height

    /// The four corners of a page, from its centre.
    var corners: [(Double, Double)] { [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)] }

    func expectFace(
        _ harness: NavigationHarness, _ name: String, angle: Double, _ what: String,
        sourceLocation: SourceLocation? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        let sourceLocation =
            sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        for (x, y) in corners {
            expectClose(
                harness.projected(name, Point(x: x + w / 2, y: y + h / 2)),
                cubePoint(x, y, angle: angle, width: w, height: h, eye: 1.5 * w), tolerance: 1e-6,
                "\(what): corner (\(x), \(y)) of \(name)", sourceLocation: sourceLocation)
        }
    }

    func testAScrubbedPushTurnsTheCubeToTheNewFaceOnTheRight() {
        let delegate = AnimatorDelegate(interactive: true) { _ in CubeAnimator() }
        let harness = NavigationHarness(stack: ["A"], delegate: delegate)
        harness.nav.pushViewController(harness.page("B"), animated: true)
        expectEqual(harness.containerContents, ["backdrop", "page:A", "page:B"])
        expectEqual(harness.helper("backdrop")?.backgroundColor, .black)
        harness.scrub(delegate, to: 0)
        expectTrue(harness.pageView("B").isHidden)  // edge on at 90°
        expectFalse(harness.pageView("A").isHidden)
        for p in [0.1, 0.25, 0.5, 0.75, 0.9] {
            harness.scrub(delegate, to: p)
            expectFace(harness, "A", angle: -.pi / 2 * p, "leaving face at \(p)")
            expectFace(harness, "B", angle: .pi / 2 * (1 - p), "arriving face at \(p)")
            expectTrue(!harness.pageView("A").isHidden && !harness.pageView("B").isHidden)
            // The faces meet: A's right edge is B's left edge.
            for y in [0.0, h] {
                expectClose(
                    harness.projected("A", Point(x: w, y: y)), harness.projected("B", Point(x: 0, y: y)),
                    "shared edge at \(p)")
            }
        }
        // Half way the cube shows its edge in the middle, pulled back to the screen plane (the
        // window's full height, no taller), and both far edges shorter than the page, mirror
        // images of each other.
        harness.scrub(delegate, to: 0.5)
        let nearTop = harness.projected("A", Point(x: w, y: 0))
        let farTop = harness.projected("A", Point(x: 0, y: 0))
        let otherFarTop = harness.projected("B", Point(x: w, y: 0))
        expectClose(nearTop.x, w / 2)
        expectClose(nearTop.y, 0)
        expectGreater(farTop.y, 0)
        expectClose(otherFarTop.x, w - farTop.x)
        expectClose(otherFarTop.y, farTop.y)
        delegate.interaction.finish()
        harness.settle()
        expectAtRest(harness, stack: ["A", "B"], pages: ["A", "B"])
    }

    func testAPopTurnsTheOtherWayOnItsCurve() {
        let delegate = AnimatorDelegate(interactive: false) { _ in CubeAnimator() }
        let harness = NavigationHarness(stack: ["A", "B"], delegate: delegate)
        harness.nav.popViewController(animated: true)
        for t in [0.04, 0.2, 0.36] {
            harness.run(to: t)
            let f = eased(t, over: 0.4)
            expectFace(harness, "B", angle: .pi / 2 * f, "leaving face at t = \(t)")
            expectFace(harness, "A", angle: -.pi / 2 * (1 - f), "arriving face at t = \(t)")
            // The arriving face is on the left now: its right edge meets B's left edge.
            expectClose(harness.projected("A", Point(x: w, y: 0)), harness.projected("B", Point(x: 0, y: 0)))
        }
        harness.settle()
        expectAtRest(harness, stack: ["A"], pages: ["A"])
    }

    func testACancelledPopTurnsBackAndLeavesNothingBehind() {
        let delegate = AnimatorDelegate(interactive: true) { _ in CubeAnimator() }
        let harness = NavigationHarness(stack: ["A", "B"], delegate: delegate)
        harness.nav.popViewController(animated: true)
        harness.scrub(delegate, to: 0.45)
        delegate.interaction.cancel(velocity: -0.5)
        harness.settle()
        expectAtRest(harness, stack: ["A", "B"], pages: ["A", "B"])
        expectNil(harness.helper("backdrop"))
    }

    func testTheFaceTransformIsATurnAboutTheCubesCentreWithPerspective() {
        let t = CubeAnimator.faceTransform(angle: 0, width: 300, eyeDistance: 450)
        expectEqual(t.project(Point(x: 10, y: 20)), Point(x: 10, y: 20))
        expectEqual(t.m34, -1.0 / 450)
        let eighthTurn: Double = .pi / 4
        expectTrue(CubeAnimator.angles(for: .push, fraction: 0.5) == (from: -eighthTurn, to: eighthTurn))
        expectTrue(CubeAnimator.angles(for: .pop, fraction: 0.5) == (from: eighthTurn, to: -eighthTurn))
    }

    /// The faces never grow taller than the window (their near corners were cut off by its top
    /// and bottom before the pull-back).
    func testEveryCornerOfBothFacesStaysWithinTheWindowsHeightAtEveryAngle() {
        let delegate = AnimatorDelegate(interactive: true) { _ in CubeAnimator() }
        let harness = NavigationHarness(stack: ["A"], delegate: delegate)
        harness.nav.pushViewController(harness.page("B"), animated: true)
        for p in stride(from: 0.05, through: 0.95, by: 0.05) {
            harness.scrub(delegate, to: p)
            for name in ["A", "B"] {
                for corner in [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)] {
                    let seen = harness.projected(name, corner)
                    expectTrue(seen.y >= -1e-9 && seen.y <= h + 1e-9, "\(name)'s corner \(corner) at \(p): \(seen)")
                }
            }
        }
        expectGreater(CubeAnimator.pullBack(angle: .pi / 4, width: 800), 165, "about 0.21 W at 45°")
        delegate.interaction.finish()
        harness.settle()
    }
}

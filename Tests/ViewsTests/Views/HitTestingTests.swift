import Geometry
import Layers
import Views

/// The deepest visible, interactive view under a point, front to back, as UIKit finds it.
@MainActor
struct HitTestingTests {
    let t = TestWindow()

    func hit(_ x: Double, _ y: Double) -> String? { t.window.hitTest(Point(x: x, y: y))?.name }

    func testTheDeepestViewUnderThePointIsHit() {
        let outer = addView("outer", Rect(x: 50, y: 50, width: 200, height: 200), to: t.window)
        addView("inner", Rect(x: 10, y: 10, width: 50, height: 50), to: outer)
        expectEqual(hit(70, 70), "inner")
        expectEqual(hit(150, 150), "outer")
        expectEqual(hit(10, 10), "window")
        expectNil(hit(-1, 10))
    }

    func testTheFrontmostSiblingWins() {
        let a = addView("a", Rect(x: 0, y: 0, width: 100, height: 100), to: t.window)
        addView("b", Rect(x: 50, y: 50, width: 100, height: 100), to: t.window)
        expectEqual(hit(75, 75), "b")
        expectEqual(hit(25, 25), "a")
        t.window.bringSubviewToFront(a)
        expectEqual(hit(75, 75), "a")
        expectEqual(hit(125, 125), "b")
    }

    func testARotatedViewIsHitInsideItsRotatedShape() {
        // A 100 x 20 bar about (150, 150), turned upright: it covers x 140...160, y 100...200.
        let bar = addView("bar", Rect(x: 100, y: 140, width: 100, height: 20), to: t.window)
        bar.transform = AffineTransform(rotationAngle: .pi / 2)
        expectEqual(hit(150, 105), "bar")
        expectEqual(hit(150, 195), "bar")
        // Inside the unrotated frame's ends, outside the rotated bar.
        expectEqual(hit(105, 145), "window")
        expectEqual(hit(195, 155), "window")
    }

    func testAScaledViewIsHitWhereItIsDrawn() {
        let view = addView("scaled", Rect(x: 100, y: 100, width: 20, height: 20), to: t.window)
        view.transform = AffineTransform(scaleX: 3, y: 3)  // covers 80...140
        expectEqual(hit(85, 135), "scaled")
        expectEqual(hit(78, 110), "window")
    }

    func testAChildOutsideAClippingParentCannotBeHit() {
        let parent = addView("parent", Rect(x: 50, y: 50, width: 100, height: 100), to: t.window)
        parent.clipsToBounds = true
        addView("child", Rect(x: 80, y: 80, width: 60, height: 60), to: parent)
        expectEqual(hit(140, 140), "child")  // the part inside the parent
        expectEqual(hit(170, 170), "window")  // the part clipped away
    }

    /// As in UIKit, a parent that does not clip still bounds hit testing: the part of a child
    /// drawn outside it gets no clicks.
    func testAChildOutsideANonClippingParentIsNotHitEither() {
        let parent = addView("parent", Rect(x: 50, y: 50, width: 100, height: 100), to: t.window)
        addView("child", Rect(x: 80, y: 80, width: 60, height: 60), to: parent)
        expectFalse(parent.clipsToBounds)
        expectEqual(hit(140, 140), "child")
        expectEqual(hit(170, 170), "window")
    }

    func testHiddenViewsPassThrough() {
        addView("back", Rect(x: 0, y: 0, width: 100, height: 100), to: t.window)
        let front = addView("front", Rect(x: 0, y: 0, width: 100, height: 100), to: t.window)
        expectEqual(hit(50, 50), "front")
        front.isHidden = true
        expectEqual(hit(50, 50), "back")
    }

    func testNearlyTransparentViewsPassThroughAndFaintOnesDoNot() {
        addView("back", Rect(x: 0, y: 0, width: 100, height: 100), to: t.window)
        let front = addView("front", Rect(x: 0, y: 0, width: 100, height: 100), to: t.window)
        front.alpha = 0.005
        expectEqual(hit(50, 50), "back")
        front.alpha = 0.02
        expectEqual(hit(50, 50), "front")
    }

    func testNonInteractiveViewsAndTheirSubviewsPassThrough() {
        addView("back", Rect(x: 0, y: 0, width: 200, height: 200), to: t.window)
        let front = addView("front", Rect(x: 0, y: 0, width: 200, height: 200), to: t.window)
        addView("frontChild", Rect(x: 10, y: 10, width: 50, height: 50), to: front)
        expectEqual(hit(20, 20), "frontChild")
        front.isUserInteractionEnabled = false
        expectEqual(hit(20, 20), "back")
        expectEqual(hit(150, 150), "back")
    }

    func testANonInteractiveChildLetsItsParentBeHit() {
        let parent = addView("parent", Rect(x: 0, y: 0, width: 200, height: 200), to: t.window)
        let child = addView("child", Rect(x: 10, y: 10, width: 50, height: 50), to: parent)
        child.isUserInteractionEnabled = false
        expectEqual(hit(20, 20), "parent")
    }
}

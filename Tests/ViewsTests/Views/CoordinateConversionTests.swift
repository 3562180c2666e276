import Geometry
import Layers
import Views

/// Points and rects between siblings, nested, scrolled and transformed views and the window.
@MainActor
struct CoordinateConversionTests {
    let t = TestWindow()

    func testBetweenSiblings() {
        let a = addView("a", Rect(x: 10, y: 20, width: 50, height: 50), to: t.window)
        let b = addView("b", Rect(x: 100, y: 50, width: 50, height: 50), to: t.window)
        expectEqual(a.convert(Point(x: 5, y: 5), to: b), Point(x: -85, y: -25))
        expectEqual(a.convert(Point(x: -85, y: -25), from: b), Point(x: 5, y: 5))
    }

    func testThroughNestedAndScrolledViews() {
        let outer = addView("outer", Rect(x: 100, y: 100, width: 200, height: 200), to: t.window)
        let inner = addView("inner", Rect(x: 20, y: 30, width: 100, height: 100), to: outer)
        let leaf = addView("leaf", Rect(x: 5, y: 5, width: 10, height: 10), to: inner)
        expectEqual(leaf.convert(Point(x: 1, y: 2), to: nil), Point(x: 126, y: 137))
        expectEqual(leaf.convert(Point(x: 126, y: 137), from: nil), Point(x: 1, y: 2))
        expectEqual(leaf.convert(Point(x: 1, y: 2), to: outer), Point(x: 26, y: 37))
        inner.bounds.origin = Point(x: 0, y: 20)  // scrolled 20 down
        expectEqual(leaf.convert(Point(x: 1, y: 2), to: nil), Point(x: 126, y: 117))
        expectEqual(inner.convert(Point(x: 126, y: 117), from: nil), Point(x: 6, y: 7))
    }

    func testThroughARotatedView() {
        // 40 x 20 about its centre (120, 110), turned a quarter clockwise (y points down).
        let view = addView("rotated", Rect(x: 100, y: 100, width: 40, height: 20), to: t.window)
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        // The top-left corner is 20 left and 10 up of the centre; turned, it is 10 right, 20 up.
        expectTrue(close(view.convert(Point(x: 0, y: 0), to: nil), Point(x: 130, y: 90)))
        expectTrue(close(view.convert(Point(x: 40, y: 20), to: nil), Point(x: 110, y: 130)))
        expectTrue(close(view.convert(Point(x: 130, y: 90), from: nil), Point(x: 0, y: 0)))
        // A sibling sees the same.
        let sibling = addView("sibling", Rect(x: 100, y: 50, width: 10, height: 10), to: t.window)
        expectTrue(close(view.convert(Point(x: 0, y: 0), to: sibling), Point(x: 30, y: 40)))
    }

    func testThroughAScaledParent() {
        let parent = addView("parent", Rect(x: 0, y: 0, width: 100, height: 100), to: t.window)
        parent.transform = AffineTransform(scaleX: 2, y: 2)  // about the centre (50, 50)
        let child = addView("child", Rect(x: 10, y: 10, width: 10, height: 10), to: parent)
        // Parent point p lands at 50 + 2 (p - 50).
        expectTrue(close(child.convert(Point.zero, to: nil), Point(x: -30, y: -30)))
        expectTrue(close(child.convert(Point(x: 10, y: 10), to: nil), Point(x: -10, y: -10)))
        expectTrue(close(child.convert(Point(x: -10, y: -10), from: nil), Point(x: 10, y: 10)))
    }

    func testRectsConvertToTheirBoundingBox() {
        let view = addView("rotated", Rect(x: 100, y: 100, width: 40, height: 20), to: t.window)
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        expectTrue(close(view.convert(view.bounds, to: nil), Rect(x: 110, y: 90, width: 20, height: 40)))
    }

    func testAPointRoundTrips() {
        let a = addView("a", Rect(x: 30, y: 40, width: 100, height: 60), to: t.window)
        a.transform = AffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.5)
        let b = addView("b", Rect(x: 10, y: 10, width: 20, height: 20), to: a)
        b.transform = AffineTransform(rotationAngle: -1.1)
        let p = Point(x: 7, y: -3)
        expectTrue(close(b.convert(b.convert(p, to: nil), from: nil), p, 1e-9))
        expectTrue(close(a.convert(b.convert(p, to: a), to: b), p, 1e-9))
    }
}

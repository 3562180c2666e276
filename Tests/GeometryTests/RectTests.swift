@testable import Geometry

struct RectTests {
    func testIntersectionAndUnion() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        expectEqual(a.intersection(b), Rect(x: 5, y: 5, width: 5, height: 5))
        expectEqual(a.union(b), Rect(x: 0, y: 0, width: 15, height: 15))
        expectNil(a.intersection(Rect(x: 20, y: 0, width: 1, height: 1)))
    }

    func testContainsIsHalfOpen() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        expectTrue(r.contains(Point(x: 0, y: 0)))
        expectFalse(r.contains(Point(x: 10, y: 5)))
    }

    func testInsetsAndInterpolation() {
        let r = Rect(x: 0, y: 0, width: 100, height: 50).inset(by: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        expectEqual(r, Rect(x: 10, y: 5, width: 80, height: 40))
        let mid = Rect.zero.interpolated(to: Rect(x: 10, y: 20, width: 30, height: 40), fraction: 0.5)
        expectEqual(mid, Rect(x: 5, y: 10, width: 15, height: 20))
    }

    func testBoundingBoxOfARotatedRect() {
        let box = Rect(x: -1, y: -1, width: 2, height: 2).applying(AffineTransform(rotationAngle: .pi / 4))
        expectLess(abs(box.width - 2 * 2.0.squareRoot()), 1e-9)
    }
}

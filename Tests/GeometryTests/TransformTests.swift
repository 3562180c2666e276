import Foundation

@testable import Geometry

struct TransformTests {
    func close(_ a: Point, _ b: Point, _ eps: Double = 1e-9) -> Bool {
        abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
    }

    func testConcatenationAppliesLeftFirst() {
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        expectEqual(Point(x: 1, y: 1).applying(t), Point(x: 12, y: 2))
    }

    func testAPositiveRotationTurnsClockwiseOnAYDownScreen() {
        let p = Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2))
        expectTrue(close(p, Point(x: 0, y: 1)))
    }

    func testInverseUndoes() throws {
        let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -4)
        let inv = try require(t.inverted())
        let p = Point(x: 3, y: 9)
        expectTrue(close(p.applying(t).applying(inv), p))
        expectNil(AffineTransform(scaleX: 0, y: 1).inverted())
    }

    func testDecompositionRoundTripsIncludingShear() {
        let t = AffineTransform(a: 1.2, b: 0.5, c: 0.3, d: 0.9, tx: 7, ty: -2)
        let back = AffineTransform(t.decomposed)
        for (x, y) in [(t.a, back.a), (t.b, back.b), (t.c, back.c), (t.d, back.d), (t.tx, back.tx), (t.ty, back.ty)] {
            expectLess(abs(x - y), 1e-12)
        }
    }

    func testRotationInterpolatesAsATurnTheShortWayRound() {
        let start = AffineTransform(rotationAngle: 0)
        let end = AffineTransform(rotationAngle: .pi / 2)
        let mid = start.interpolated(to: end, fraction: 0.5)
        expectLess(abs(mid.decomposed.rotation - .pi / 4), 1e-12)
        expectLess(abs(mid.decomposed.scaleX - 1), 1e-12)  // a turn, not a squash
        let wrap = AffineTransform(rotationAngle: 3).interpolated(to: AffineTransform(rotationAngle: -3), fraction: 0.5)
        expectLess(abs(abs(wrap.decomposed.rotation) - .pi), 1e-9)
    }

    func testPerspectiveMakesTheNearEdgeBigger() {
        // A 100-wide face turned 30° about y, seen from 500 points away, centred at 0.
        let turn = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
        let t = turn.concatenating(.perspective(eyeDistance: 500))
        expectFalse(t.isAffine)
        let left = t.project(Point(x: -50, y: 50))
        let right = t.project(Point(x: 50, y: 50))
        expectNotEqual(abs(left.y), abs(right.y))
        expectTrue(Transform3D(AffineTransform(rotationAngle: 1)).isAffine)
    }

    func testThreeDConcatenationMatchesAffineForPlanarTransforms() {
        let a = AffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: 5)
        let b = AffineTransform(scaleX: 2, y: 0.5)
        let p = Point(x: 3, y: -7)
        let threeD = Transform3D(a).concatenating(Transform3D(b)).project(p)
        expectTrue(close(threeD, p.applying(a.concatenating(b))))
    }
}

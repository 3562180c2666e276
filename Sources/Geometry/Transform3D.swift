import Foundation

/// A 4x4 homogeneous transform in Core Animation's layout: row vectors, `p' = p · M`,
/// translation in `m41...m43`, perspective in `m34` (`-1 / eyeDistance`).
public struct Transform3D: Hashable, Sendable {
    /// Row 1: where the x axis goes (`m14` is 0 unless the matrix is projective).
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Row 2: where the y axis goes.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Row 3: where the z axis goes; `m34` is the perspective (`-1 / eyeDistance`).
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Row 4: the translation (`m41`, `m42`, `m43`) and `m44` (1 for a plain transform).
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a transform from its 16 entries, row by row (`CATransform3D`'s fields).
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The transform that changes nothing (`CATransform3DIdentity`).
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 3D form of a 2D affine transform.
    public init(_ t: AffineTransform) {
        self.init(
            m11: t.a, m12: t.b, m13: 0, m14: 0,
            m21: t.c, m22: t.d, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    /// A translation (`CATransform3DMakeTranslation`).
    public init(translationX x: Double, y: Double, z: Double) {
        var m = Transform3D.identity
        m.m41 = x
        m.m42 = y
        m.m43 = z
        self = m
    }

    /// A scale along each axis (`CATransform3DMakeScale`).
    public init(scaleX x: Double, y: Double, z: Double) {
        var m = Transform3D.identity
        m.m11 = x
        m.m22 = y
        m.m33 = z
        self = m
    }

    /// A rotation by `angle` radians about the axis (x, y, z), as `CATransform3DMakeRotation`.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else {
            self = .identity
            return
        }
        let (x, y, z) = (x / len, y / len, z / len)
        let c = cos(angle)
        let s = sin(angle)
        let t = 1 - c
        self.init(
            m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
            m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
            m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective projection for an eye `distance` points in front of the z = 0 plane.
    public static func perspective(eyeDistance distance: Double) -> Transform3D {
        var m = Transform3D.identity
        m.m34 = -1 / distance
        return m
    }

    /// True when the transform equals ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// True when the transform keeps z = 0 points in the plane without perspective, so it
    /// can be drawn as a 2D affine transform.
    public var isAffine: Bool {
        m13 == 0 && m23 == 0 && m14 == 0 && m24 == 0 && m34 == 0 && m43 == 0 && m44 == 1
            && m31 == 0 && m32 == 0
    }

    /// The 2D part (exact when `isAffine`).
    public var affine: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` applied first, then `other`.
    public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// Projects a point of the z = 0 plane: the homogeneous result divided by w.
    public func project(_ p: Point) -> Point {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        guard w != 0 else { return Point(x: x, y: y) }
        return Point(x: x / w, y: y / w)
    }

    /// The homogeneous w of a projected point; a quad with a corner at w ≤ 0 is behind the eye.
    public func w(at p: Point) -> Double { p.x * m14 + p.y * m24 + m44 }

    var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    init(entries e: [Double]) {
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}

extension Transform3D: Interpolatable {
    /// Affine transforms interpolate by decomposition (as `AffineTransform` does); others
    /// entry by entry, which is exact for the translations and perspective the built-in
    /// transitions animate (they animate an angle themselves and rebuild the matrix).
    public static func interpolate(from s: Transform3D, to e: Transform3D, fraction f: Double) -> Transform3D {
        if s.isAffine && e.isAffine {
            return Transform3D(s.affine.interpolated(to: e.affine, fraction: f))
        }
        return Transform3D(entries: zip(s.entries, e.entries).map { $0 + ($1 - $0) * f })
    }
}

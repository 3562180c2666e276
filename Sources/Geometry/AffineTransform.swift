import Foundation

/// A 2D affine transform in Core Graphics' layout:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// With y pointing down, a positive rotation angle turns clockwise on screen (as in UIKit and
/// as `SDL_RenderCopyEx` expects).
public struct AffineTransform: Hashable, Sendable {
    /// The entry that scales x into x' (`x' = a·x + …`).
    public var a: Double
    /// The entry that carries x into y' (`y' = b·x + …`).
    public var b: Double
    /// The entry that carries y into x' (`x' = … + c·y + …`).
    public var c: Double
    /// The entry that scales y into y' (`y' = … + d·y + …`).
    public var d: Double
    /// The translation along x, in points.
    public var tx: Double
    /// The translation along y, in points.
    public var ty: Double

    /// Creates a transform from its six entries (`CGAffineTransform(a:b:c:d:tx:ty:)`).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `x` and `y` points (`CGAffineTransform(translationX:y:)`).
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by `sx` along x and `sy` along y (`CGAffineTransform(scaleX:y:)`).
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians.
    public init(rotationAngle angle: Double) {
        let cs = cos(angle)
        let sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// True when the transform equals ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// This transform preceded by a translation by `x` and `y` (`CGAffineTransform.translatedBy`).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// This transform preceded by a scale by `x` and `y` (`CGAffineTransform.scaledBy`).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// This transform preceded by a rotation by `angle` radians (`CGAffineTransform.rotated(by:)`).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `a·d − b·c`: the factor by which the transform scales areas (0 when it collapses the plane).
    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform collapses the plane.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard abs(det) > 1e-12 else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Translation, then rotation, then an upper-triangular scale-and-shear, such that
    /// the linear part equals `rotation(angle) · [[scaleX, shear], [0, scaleY]]`.
    public struct Decomposition: Hashable, Sendable {
        /// The translation: where the origin goes.
        public var translation: Point
        /// The rotation angle in radians, from −π to π.
        public var rotation: Double
        /// The scale along the rotated x axis.
        public var scaleX: Double
        /// The scale along the rotated y axis.
        public var scaleY: Double
        /// The shear of x by y, before the rotation.
        public var shear: Double
    }

    /// The transform split into translation, rotation, scale and shear (see ``Decomposition``).
    public var decomposed: Decomposition {
        let sx = (a * a + b * b).squareRoot()
        let angle = sx == 0 ? 0 : atan2(b, a)
        let cs = cos(angle)
        let sn = sin(angle)
        return Decomposition(
            translation: Point(x: tx, y: ty), rotation: angle, scaleX: sx,
            scaleY: -sn * c + cs * d, shear: cs * c + sn * d)
    }

    /// Recombines a ``Decomposition``: `AffineTransform(t.decomposed)` equals `t`, up to rounding.
    public init(_ p: Decomposition) {
        let cs = cos(p.rotation)
        let sn = sin(p.rotation)
        self.init(
            a: cs * p.scaleX, b: sn * p.scaleX,
            c: cs * p.shear - sn * p.scaleY, d: sn * p.shear + cs * p.scaleY,
            tx: p.translation.x, ty: p.translation.y)
    }
}

extension AffineTransform: Interpolatable {
    /// Interpolates the decomposed parts (rotation the short way round), as Core Animation
    /// does, so a rotation animates as a turn rather than a squash.
    public static func interpolate(
        from start: AffineTransform, to end: AffineTransform, fraction f: Double
    ) -> AffineTransform {
        let s = start.decomposed
        let e = end.decomposed
        var delta = e.rotation - s.rotation
        if delta > Double.pi { delta -= 2 * Double.pi }
        if delta < -Double.pi { delta += 2 * Double.pi }
        return AffineTransform(
            Decomposition(
                translation: s.translation.interpolated(to: e.translation, fraction: f),
                rotation: s.rotation + delta * f,
                scaleX: s.scaleX.interpolated(to: e.scaleX, fraction: f),
                scaleY: s.scaleY.interpolated(to: e.scaleY, fraction: f),
                shear: s.shear.interpolated(to: e.shear, fraction: f)))
    }
}

import Foundation

/// A 2D affine transform in Core Graphics' layout:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// With y pointing down, a positive rotation angle turns clockwise on screen (as in UIKit and
/// as `SDL_RenderCopyEx` expects).
public struct AffineTransform: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians.
    public init(rotationAngle angle: Double) {
        let cs = cos(angle)
        let sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

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

    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

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
        public var translation: Point
        public var rotation: Double
        public var scaleX: Double
        public var scaleY: Double
        public var shear: Double
    }

    public var decomposed: Decomposition {
        let sx = (a * a + b * b).squareRoot()
        let angle = sx == 0 ? 0 : atan2(b, a)
        let cs = cos(angle)
        let sn = sin(angle)
        return Decomposition(
            translation: Point(x: tx, y: ty), rotation: angle, scaleX: sx,
            scaleY: -sn * c + cs * d, shear: cs * c + sn * d)
    }

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

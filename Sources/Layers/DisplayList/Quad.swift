import Geometry

/// A rectangle in some layer's own coordinates and the transform that carries it onto the
/// surface being drawn (window or offscreen texture), in points.
public struct Quad: Equatable, Sendable {
    /// The rectangle, in the layer's own coordinates.
    public var rect: Rect
    /// Carries `rect` onto the surface (may include perspective).
    public var transform: Transform3D

    /// Creates a quad.
    public init(rect: Rect, transform: Transform3D) {
        self.rect = rect
        self.transform = transform
    }

    /// The projected corners on the surface, clockwise from the rect's top left.
    public var surfaceCorners: [Point] { rect.corners.map { transform.project($0) } }

    /// The axis-aligned box on the surface that the quad covers.
    public var surfaceBounds: Rect {
        let pts = surfaceCorners
        let x0 = pts.map(\.x).min()!
        let y0 = pts.map(\.y).min()!
        return Rect(x: x0, y: y0, width: pts.map(\.x).max()! - x0, height: pts.map(\.y).max()! - y0)
    }

    /// True when the quad lands on the surface as an unrotated, unsheared rectangle.
    public var isAxisAligned: Bool {
        transform.isAffine && transform.m12 == 0 && transform.m21 == 0
    }
}

import Geometry

extension LayerState {
    /// This layer's own coordinates onto its superlayer's: the anchor point goes to
    /// `position`, turned by `transform` about it.
    public var transformToSuperlayer: Transform3D {
        let anchorX = bounds.origin.x + anchorPoint.x * bounds.width
        let anchorY = bounds.origin.y + anchorPoint.y * bounds.height
        if transform.isIdentity {
            return Transform3D(translationX: position.x - anchorX, y: position.y - anchorY, z: 0)
        }
        return Transform3D(translationX: -anchorX, y: -anchorY, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: 0))
    }

    /// What this layer applies to its sublayers on top of their own transforms: the
    /// `sublayerTransform` about the anchor point, or nil when there is none.
    public var sublayerTransformAboutAnchor: Transform3D? {
        guard !sublayerTransform.isIdentity else { return nil }
        let ax = bounds.origin.x + anchorPoint.x * bounds.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.height
        return Transform3D(translationX: -ax, y: -ay, z: 0)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: ax, y: ay, z: 0))
    }
}

extension Layer {
    /// The model transform from this layer's coordinates to the root of its tree (the
    /// topmost superlayer), in 2D. Conversion uses model values, as UIKit's does: a layer
    /// that is animating converts as if it were already where it is going.
    public var transformToRoot: AffineTransform { transformToRoot(presentation: false) }

    /// The same from the values on screen (presentation), for what is seen mid-animation.
    public var presentationTransformToRoot: AffineTransform { transformToRoot(presentation: true) }

    /// Walks up the tree with one set of values (model or presentation). Chosen by a flag, not
    /// a key path: a debug build reads a key path through the run time, at every layer up.
    private func transformToRoot(presentation: Bool) -> AffineTransform {
        var t = (presentation ? presented : model).transformToSuperlayer.affine
        var current = self
        while let parent = current.superlayer {
            let state = presentation ? parent.presented : parent.model
            if let sub = state.sublayerTransformAboutAnchor { t = t.concatenating(sub.affine) }
            t = t.concatenating(state.transformToSuperlayer.affine)
            current = parent
        }
        return t
    }

    /// Where the layer's bounds are on screen now, in the root's coordinates (the bounding
    /// box when rotated): Core Animation's `presentation().frame`, converted to the root.
    public var presentationFrameInRoot: Rect {
        presented.bounds.applying(presentationTransformToRoot)
    }

    /// `point`, given in the superlayer's coordinates, in this layer's (model values): one
    /// step down the tree, for walks like hit testing that go layer by layer.
    public func convertFromSuperlayer(_ point: Point) -> Point {
        let p = model
        if p.transform.isIdentity, superlayer?.model.sublayerTransform.isIdentity ?? true {
            // The common case: a plain offset.
            return Point(
                x: point.x - p.position.x + p.bounds.origin.x + p.anchorPoint.x * p.bounds.width,
                y: point.y - p.position.y + p.bounds.origin.y + p.anchorPoint.y * p.bounds.height)
        }
        var t = p.transformToSuperlayer.affine
        if let sub = superlayer?.model.sublayerTransformAboutAnchor { t = t.concatenating(sub.affine) }
        return point.applying(t.inverted() ?? .identity)
    }

    /// `point`, given in this layer's coordinates, in `other`'s (nil: the root's).
    public func convert(_ point: Point, to other: Layer?) -> Point {
        let inRoot = point.applying(transformToRoot)
        guard let other else { return inRoot }
        return inRoot.applying(other.transformToRoot.inverted() ?? .identity)
    }

    /// `point`, given in `other`'s coordinates (nil: the root's), in this layer's.
    public func convert(_ point: Point, from other: Layer?) -> Point {
        let inRoot = other.map { point.applying($0.transformToRoot) } ?? point
        return inRoot.applying(transformToRoot.inverted() ?? .identity)
    }
}

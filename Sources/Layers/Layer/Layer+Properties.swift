import Geometry

/// Which cache a property change makes stale.
enum LayerChangeKind {
    /// Changes what the layer itself draws (its rasterization is stale).
    case content
    /// Moves, fades or shows the layer as a whole (only its ancestors' caches are stale).
    case placement
}

extension Layer {
    /// Sets a model value. Inside an animation block (see `Scene.animate`) the change
    /// animates from the value on screen; otherwise it shows at once, unless an animation
    /// owns the property, in which case the new value shows when that animation ends.
    /// Inlined into each property's setter, where `key` is a literal: the key-path reads and
    /// writes become stored-property accesses, not run-time key-path calls (3% of the
    /// instructions of a frame where Auto Layout moves 150 views: BENCHMARKS.md). The setter
    /// passes the `old` value, read as a stored property: a debug build inlines nothing, and
    /// reading it through the key path was a third of the call there (the torture test).
    @inline(__always)
    func setModel<V: Interpolatable>(_ value: V, old: V, _ key: WritableKeyPath<LayerState, V>, _ kind: LayerChangeKind)
    {
        guard old != value else { return }
        model[keyPath: key] = value
        if let scene, let transaction = AnimationContext.transaction(for: scene) {
            transaction.record(layer: self, key: key, from: presented[keyPath: key], to: value)
        } else if animationOwners.isEmpty || animationOwners[key] == nil {
            presented[keyPath: key] = value
        }
        if key == \LayerState.bounds { setNeedsLayout() }
        changed(kind)
    }

    /// Sets a value that cannot animate (it changes at once, in model and presentation).
    @inline(__always)
    func setModelFlag<V: Equatable>(_ value: V, old: V, _ key: WritableKeyPath<LayerState, V>, _ kind: LayerChangeKind)
    {
        guard old != value else { return }
        model[keyPath: key] = value
        presented[keyPath: key] = value
        changed(kind)
    }

    /// Writes a presentation value during an animation.
    func setPresented<V: Interpolatable>(_ value: V, _ key: WritableKeyPath<LayerState, V>) {
        guard presented[keyPath: key] != value else { return }
        presented[keyPath: key] = value
        changed(Self.changeKind(of: key))
    }

    func changed(_ kind: LayerChangeKind) {
        switch kind {
        case .content: contentDidChange()
        case .placement: placementDidChange()
        }
    }

    static func changeKind(of key: PartialKeyPath<LayerState>) -> LayerChangeKind {
        switch key {
        case \LayerState.position, \LayerState.anchorPoint, \LayerState.transform, \LayerState.opacity,
            \LayerState.isHidden, \LayerState.shadowColor, \LayerState.shadowOpacity,
            \LayerState.shadowOffset, \LayerState.shadowRadius:
            return .placement
        default:
            return .content
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates (`CALayer.position`). Set inside
    /// `scene.animate`, it animates from the value on screen, as do the other animatable
    /// properties.
    public var position: Point {
        get { model.position }
        set { setModel(newValue, old: model.position, \.position, .placement) }
    }

    /// The layer's own coordinate space: its size, and an origin that scrolls the content
    /// (`CALayer.bounds`).
    public var bounds: Rect {
        get { model.bounds }
        set { setModel(newValue, old: model.bounds, \.bounds, .content) }
    }

    /// The point of `bounds` that `position` names and transforms turn about, in unit coordinates;
    /// (0.5, 0.5), the centre, by default (`CALayer.anchorPoint`).
    public var anchorPoint: Point {
        get { model.anchorPoint }
        set { setModel(newValue, old: model.anchorPoint, \.anchorPoint, .placement) }
    }

    /// The 3D transform about the anchor point (`CALayer.transform`).
    public var transform: Transform3D {
        get { model.transform }
        set { setModel(newValue, old: model.transform, \.transform, .placement) }
    }

    /// The 2D form of `transform`, as UIView's `transform` (CGAffineTransform).
    public var affineTransform: AffineTransform {
        get { model.transform.affine }
        set { transform = Transform3D(newValue) }
    }

    /// A transform applied to the sublayers about this layer's anchor point; set `m34` to give them
    /// perspective (`CALayer.sublayerTransform`).
    public var sublayerTransform: Transform3D {
        get { model.sublayerTransform }
        set { setModel(newValue, old: model.sublayerTransform, \.sublayerTransform, .content) }
    }

    /// 0 (invisible) to 1 (opaque), multiplied into the sublayers' (`CALayer.opacity`).
    public var opacity: Double {
        get { model.opacity }
        set { setModel(newValue, old: model.opacity, \.opacity, .placement) }
    }

    /// Hides the layer and its sublayers; does not animate (`CALayer.isHidden`).
    public var isHidden: Bool {
        get { model.isHidden }
        set { setModelFlag(newValue, old: model.isHidden, \.isHidden, .placement) }
    }

    /// The colour that fills the bounds, rounded by `cornerRadius` (`CALayer.backgroundColor`).
    public var backgroundColor: Color {
        get { model.backgroundColor }
        set { setModel(newValue, old: model.backgroundColor, \.backgroundColor, .content) }
    }

    /// Rounds the background and border, and the clip when `masksToBounds`
    /// (`CALayer.cornerRadius`).
    public var cornerRadius: Double {
        get { model.cornerRadius }
        set { setModel(newValue, old: model.cornerRadius, \.cornerRadius, .content) }
    }

    /// The width of the border drawn inside the bounds, in points (`CALayer.borderWidth`).
    public var borderWidth: Double {
        get { model.borderWidth }
        set { setModel(newValue, old: model.borderWidth, \.borderWidth, .content) }
    }

    /// The border's colour (`CALayer.borderColor`).
    public var borderColor: Color {
        get { model.borderColor }
        set { setModel(newValue, old: model.borderColor, \.borderColor, .content) }
    }

    /// The shadow's colour (`CALayer.shadowColor`).
    public var shadowColor: Color {
        get { model.shadowColor }
        set { setModel(newValue, old: model.shadowColor, \.shadowColor, .placement) }
    }

    /// The shadow's opacity, 0 (none, the default) to 1 (`CALayer.shadowOpacity`).
    public var shadowOpacity: Double {
        get { model.shadowOpacity }
        set { setModel(newValue, old: model.shadowOpacity, \.shadowOpacity, .placement) }
    }

    /// Where the shadow falls relative to the layer, in points (`CALayer.shadowOffset`).
    public var shadowOffset: Size {
        get { model.shadowOffset }
        set { setModel(newValue, old: model.shadowOffset, \.shadowOffset, .placement) }
    }

    /// The shadow's blur radius, in points (`CALayer.shadowRadius`).
    public var shadowRadius: Double {
        get { model.shadowRadius }
        set { setModel(newValue, old: model.shadowRadius, \.shadowRadius, .placement) }
    }

    /// Clips contents and sublayers to the bounds (rounded by `cornerRadius`); as in Core
    /// Animation, a clipping layer casts no shadow.
    public var masksToBounds: Bool {
        get { model.masksToBounds }
        set { setModelFlag(newValue, old: model.masksToBounds, \.masksToBounds, .content) }
    }

    /// Which corners `cornerRadius` rounds, in the background, a clip and the border; all by
    /// default; does not animate (`CALayer.maskedCorners`). The shadow keeps all four.
    public var maskedCorners: CornerMask {
        get { model.maskedCorners }
        set { setModelFlag(newValue, old: model.maskedCorners, \.maskedCorners, .content) }
    }

    /// Blurs what lies under the layer: a Gaussian of this standard deviation, in points, of
    /// the pixels already drawn beneath its bounds, drawn before its background, which tints
    /// it (CSS's `backdrop-filter: blur()`; UIKit's `UIVisualEffectView` is built on it as
    /// `VisualEffectView`). 0, none, by default. The pixels are those of the surface the layer
    /// is drawn on: the window's, or a group's own when an ancestor is drawn offscreen (a
    /// backdrop root); a layer drawn as a group itself takes them from beneath the group, so a
    /// rasterized page keeps its blur while it moves (LayersAndFlattening.md).
    public var backdropBlurRadius: Double {
        get { model.backdropBlurRadius }
        set {
            precondition(
                newValue >= 0 && newValue.isFinite, "backdropBlurRadius must be finite and ≥ 0, not \(newValue)")
            setModel(newValue, old: model.backdropBlurRadius, \.backdropBlurRadius, .content)
        }
    }

    /// The rectangle the layer covers in its superlayer, for an untransformed layer (as
    /// UIKit's `frame`). Setting it sets `bounds.size` and `position`.
    public var frame: Rect {
        get {
            let size = model.bounds.size
            let origin = Point(
                x: model.position.x - model.anchorPoint.x * size.width,
                y: model.position.y - model.anchorPoint.y * size.height)
            let rect = Rect(origin: origin, size: size)
            guard !model.transform.isIdentity else { return rect }
            // A transformed frame is the bounding box, as UIKit reports it.
            let local = Rect(
                origin: Point(x: -model.anchorPoint.x * size.width, y: -model.anchorPoint.y * size.height), size: size)
            let t = model.transform.affine.concatenating(
                AffineTransform(translationX: model.position.x, y: model.position.y))
            return local.applying(t)
        }
        set {
            var b = model.bounds
            b.size = newValue.size
            bounds = b
            position = Point(
                x: newValue.origin.x + model.anchorPoint.x * newValue.width,
                y: newValue.origin.y + model.anchorPoint.y * newValue.height)
        }
    }
}

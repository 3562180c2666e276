import Geometry

/// What a layer subtree showed at one moment, frozen (UIKit's snapshot views, a
/// `CATransition`'s old content): its drawing, made when taken and never again, drawn later
/// as one cached image (`DrawingContext.draw(_:in:capInsets:)`; ViewAnimations.md).
@MainActor
public final class LayerSnapshot {
    /// The size of the area taken, in points.
    public let size: Size
    private let items: [DisplayItem]
    /// Names this snapshot's image in the renderer's cache: a random version, so that a later
    /// snapshot at a freed one's address never draws its image.
    private var cacheKey: RasterCacheKey { RasterCacheKey(owner: ObjectIdentifier(self), version: version) }
    private let version = UInt64.random(in: 0...UInt64.max)

    /// Takes `rect` (in the layer's coordinates; nil: its bounds) of what `layer` and its
    /// sublayers show now, without the layer's own shadow, opacity and transform. A layer in
    /// no scene is drawn the same way.
    public init(of layer: Layer, rect: Rect? = nil) {
        let flattener = layer.scene?.flattener ?? LayerFlattener()
        let whole = flattener.flattenSubtree(layer)
        let bounds = layer.presented.bounds
        let area = rect ?? bounds
        size = Size(width: max(area.width, 0), height: max(area.height, 0))
        var frozen = Self.freeze(whole.items)
        let offset = Point(x: area.minX - bounds.minX, y: area.minY - bounds.minY)
        if offset != .zero || area.size != bounds.size {
            // The part taken, moved to the snapshot's origin: the whole drawn as a group
            // placed at minus the part's origin, clipped by the snapshot's own surface.
            let items = frozen
            frozen = [
                .group(
                    Group(
                        quad: Quad(
                            rect: Rect(origin: Point(x: -offset.x, y: -offset.y), size: whole.size),
                            transform: .identity), opacity: 1,
                        content: { DisplayList(size: whole.size, items: items) }))
            ]
        }
        items = frozen
    }

    /// The frozen items, in the snapshot's coordinates (0, 0)...(size).
    var displayList: DisplayList { DisplayList(size: size, items: items) }

    /// A group that draws the snapshot over `quad`, stretched to it, cached once drawn.
    func group(over quad: Quad, opacity: Double) -> Group {
        let list = displayList
        return Group(quad: quad, opacity: opacity, cacheKey: cacheKey, content: { list })
    }

    /// Nested groups made now, their content kept (their layers may change later), and
    /// preparation-only groups dropped (they draw nothing).
    private static func freeze(_ items: [DisplayItem]) -> [DisplayItem] {
        items.compactMap { item in
            guard case .group(var group) = item else { return item }
            if group.isPreparationOnly { return nil }
            let inner = group.content()
            let frozen = DisplayList(size: inner.size, background: inner.background, items: freeze(inner.items))
            group.content = { frozen }
            group.cacheKey = nil
            return .group(group)
        }
    }
}

extension DrawingContext {
    /// Draws `snapshot` into `rect` (layer coordinates). When `rect` is larger or smaller than
    /// the snapshot, the `capInsets` margins keep their size and the middle stretches (UIKit's
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`); with no insets the
    /// whole stretches. A snapshot less than a point wide or high draws nothing.
    public func draw(_ snapshot: LayerSnapshot, in rect: Rect, capInsets: EdgeInsets = .zero) {
        // Nothing to draw, and no surface of no pixels to ask the renderer for.
        guard snapshot.size.width >= 1, snapshot.size.height >= 1, rect.width > 0, rect.height > 0 else { return }
        guard rect.size != snapshot.size, capInsets != .zero else {
            flattener.append(.group(snapshot.group(over: Quad(rect: rect, transform: transform), opacity: opacity)))
            return
        }
        let s = snapshot.size
        // Source and destination stops along each axis: the caps keep their length.
        let xs = [0, capInsets.left, s.width - capInsets.right, s.width]
        let ys = [0, capInsets.top, s.height - capInsets.bottom, s.height]
        let dxs = [rect.minX, rect.minX + capInsets.left, rect.maxX - capInsets.right, rect.maxX]
        let dys = [rect.minY, rect.minY + capInsets.top, rect.maxY - capInsets.bottom, rect.maxY]
        let whole = snapshot.group(over: Quad(rect: Rect(origin: .zero, size: s), transform: .identity), opacity: 1)
        for row in 0..<3 {
            for column in 0..<3 {
                let source = Rect(
                    x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                let target = Rect(
                    x: dxs[column], y: dys[row], width: dxs[column + 1] - dxs[column], height: dys[row + 1] - dys[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                // The cached whole, placed so that this part lands at the patch's origin.
                var placed = whole
                placed.quad = Quad(
                    rect: Rect(origin: Point(x: -source.minX, y: -source.minY), size: s), transform: .identity)
                let patch = DisplayList(size: source.size, items: [.group(placed)])
                flattener.append(
                    .group(Group(quad: Quad(rect: target, transform: transform), opacity: opacity, content: { patch })))
            }
        }
    }
}

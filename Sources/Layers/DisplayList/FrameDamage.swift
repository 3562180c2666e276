import Geometry

/// What changed on a surface between two drawn frames: the rectangle a renderer whose surface
/// keeps its pixels between frames needs to draw again (Rendering.md, "Only what
/// changed").
///
/// Each item of a list is summed up as a footprint: what it draws (kind, colour, text, image,
/// cache key, quad, opacity), the clip it is drawn under and the box on the surface it can
/// touch. Two frames' footprints are matched from both ends; where the middles have as many
/// items they are compared pair by pair, otherwise every middle item is changed. The damage is
/// the union of the boxes of changed footprints, old and new. A pixel outside it is touched,
/// in both frames, by the same items in the same order under the same clips, so it is the same
/// pixel. A backdrop blur reads what lies under it: one that overlaps the damage is damaged
/// whole.
public struct FrameDamage {
    /// The footprints of the frame drawn last, and the frame being drawn (swapped each frame,
    /// so summing up a frame allocates nothing once they have grown).
    private var previous: [ItemFootprint] = []
    private var current: [ItemFootprint] = []
    private var clips: [Box] = []
    private var previousSize: Size?
    private var previousBackground: Color?
    /// The list drawn last when it was drawn whole without being compared (the first frame, a
    /// new size or background, after `forget`): summed up only if the next frame is compared
    /// with it. A frame drawn whole again and again (a window that keeps losing its pixels, a
    /// benchmark's full frames) sums up nothing; 13% of a frame of 1,000 layers did.
    private var uncountedPrevious: DisplayList?

    /// Creates a tracker that has seen no frame (its first damage is the whole surface).
    public init() {}

    /// The part of the surface that `list` draws differently from the list given last time,
    /// in whole points (every item's box grown by a point for antialiased edges): nil when
    /// all of it must be drawn (the first frame, a new size or background, a quad behind the
    /// eye), an empty rectangle when nothing changed.
    public mutating func damage(of list: DisplayList) -> Rect? {
        defer {
            previousSize = list.size
            previousBackground = list.background
        }
        guard previousSize == list.size, previousBackground == list.background else {
            // Drawn whole, whatever it holds: summed up if the next frame needs it.
            uncountedPrevious = list
            return nil
        }
        if let uncounted = uncountedPrevious {
            _ = sumUp(uncounted)
            uncountedPrevious = nil
        }
        swap(&previous, &current)
        guard sumUp(list) else { return nil }
        let surface = Box(x0: 0, y0: 0, x1: list.size.width, y1: list.size.height)
        var changed = Box.empty
        let shared = min(previous.count, current.count)
        var prefix = 0
        while prefix < shared, previous[prefix] == current[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shared - prefix, previous[previous.count - 1 - suffix] == current[current.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = prefix..<(previous.count - suffix)
        let newMiddle = prefix..<(current.count - suffix)
        if oldMiddle.count == newMiddle.count {
            for (old, new) in zip(oldMiddle, newMiddle) where previous[old] != current[new] {
                changed = changed.union(previous[old].box ?? surface).union(current[new].box ?? surface)
            }
        } else {
            for index in oldMiddle { changed = changed.union(previous[index].box ?? surface) }
            for index in newMiddle { changed = changed.union(current[index].box ?? surface) }
        }
        changed = includingItemsDrawnWhole(changed).intersection(surface)
        return changed.isEmpty ? .zero : changed.rect
    }

    /// Sums up `list`'s items into `current`; false when one cannot be bounded (a quad behind
    /// the eye: the whole surface is damaged).
    private mutating func sumUp(_ list: DisplayList) -> Bool {
        current.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        let surface = Box(x0: 0, y0: 0, x1: list.size.width, y1: list.size.height)
        var bounded = true
        // Through the buffer: an item copied out of the array retains its payload.
        list.items.withUnsafeBufferPointer { items in
            for index in items.indices {
                let clip = clips.last ?? surface
                switch items[index] {
                case .pushClip(let rect):
                    clips.append(clip.intersection(Box(rect)))
                case .popClip:
                    if !clips.isEmpty { clips.removeLast() }
                default:
                    let footprint = ItemFootprint(items[index], clip: clip)
                    if footprint.box == nil { bounded = false }
                    current.append(footprint)
                }
            }
        }
        return bounded
    }

    /// Forgets the frame drawn last: the next damage is the whole surface (its pixels were
    /// lost, or drawn by someone else).
    public mutating func forget() {
        previousSize = nil
        current.removeAll(keepingCapacity: true)
        uncountedPrevious = nil
    }

    /// `damage` grown by the whole box of every item it overlaps that must be drawn whole,
    /// until it overlaps no more of them.
    private func includingItemsDrawnWhole(_ damage: Box) -> Box {
        guard !damage.isEmpty else { return damage }
        var damage = damage
        var grew = true
        while grew {
            grew = false
            for footprint in current where footprint.isDrawnWhole {
                guard let box = footprint.box, box.intersects(damage), !damage.contains(box) else { continue }
                damage = damage.union(box)
                grew = true
            }
        }
        return damage
    }
}

/// One item summed up for `FrameDamage`: equal footprints draw the same pixels.
struct ItemFootprint: Equatable {
    enum Kind: Equatable {
        case fill(Color, cornerRadius: Double)
        case border(Color, width: Double, cornerRadius: Double)
        case shadow(Color, cornerRadius: Double, radius: Double)
        case image(ObjectIdentifier)
        case text(String, TextStyle)
        case group(RasterCacheKey, cornerRadius: Double, corners: CornerMask)
        /// A group without a cache key: its content is not known without flattening it.
        case uncachedGroup
        /// A group drawn nowhere (it only makes its image ready).
        case preparation
        case backdropBlur(owner: ObjectIdentifier, radius: Double, cornerRadius: Double, corners: CornerMask)
    }

    var kind: Kind
    var quad: Quad
    var opacity: Double
    var clip: Box
    /// The surface box the item can touch, within its clip; nil when it cannot be bounded (a
    /// corner behind the eye).
    var box: Box?

    /// Whether the item must be drawn whole if drawn at all: a blur reads what lies under
    /// all of it, and a copy SDL stretches or turns samples other texels when clipped (its
    /// blit clips in floating point), so a clip through it would change its pixels. Text,
    /// fills and borders with square corners on axis-aligned quads, and text and groups drawn
    /// where they are at their size, can be drawn in part.
    var isDrawnWhole: Bool {
        switch kind {
        case .backdropBlur, .shadow, .image: return true
        case .fill(_, let cornerRadius), .border(_, _, let cornerRadius): return cornerRadius > 0 || !quad.isAxisAligned
        case .text, .group: return !isMovedOnly
        case .uncachedGroup: return true
        case .preparation: return false
        }
    }

    /// Whether the quad lands on the surface only moved, at its size, unturned.
    private var isMovedOnly: Bool {
        let t = quad.transform
        return t.m11 == 1 && t.m22 == 1 && t.m12 == 0 && t.m21 == 0 && t.m14 == 0 && t.m24 == 0 && t.m44 == 1
    }

    init(_ item: DisplayItem, clip: Box) {
        self.clip = clip
        var reach = 0.0
        switch item {
        case .fill(let quad, let color, let cornerRadius, let opacity):
            (kind, self.quad, self.opacity) = (.fill(color, cornerRadius: cornerRadius), quad, opacity)
        case .border(let quad, let width, let color, let cornerRadius, let opacity):
            (kind, self.quad, self.opacity) = (
                .border(color, width: width, cornerRadius: cornerRadius), quad, opacity
            )
        case .shadow(let quad, let color, let cornerRadius, let radius, let opacity):
            (kind, self.quad, self.opacity) = (
                .shadow(color, cornerRadius: cornerRadius, radius: radius), quad, opacity
            )
            // The renderer's shadow reaches three standard deviations past its shape (LayersAndFlattening.md).
            reach = 3 * radius + 1
        case .image(let quad, let image, let opacity):
            (kind, self.quad, self.opacity) = (.image(ObjectIdentifier(image)), quad, opacity)
        case .text(let quad, let text, let style, let opacity):
            (kind, self.quad, self.opacity) = (.text(text, style), quad, opacity)
        case .group(let group):
            if group.isPreparationOnly {
                kind = .preparation
            } else if let key = group.cacheKey {
                kind = .group(key, cornerRadius: group.cornerRadius, corners: group.maskedCorners)
            } else {
                kind = .uncachedGroup
            }
            (quad, opacity) = (group.quad, group.opacity)
        case .backdropBlur(let blur):
            kind = .backdropBlur(
                owner: blur.owner, radius: blur.radius, cornerRadius: blur.cornerRadius, corners: blur.maskedCorners)
            (quad, opacity) = (blur.quad, blur.opacity)
        case .pushClip, .popClip:
            (kind, quad, opacity) = (.preparation, Quad(rect: .zero, transform: .identity), 0)
        }
        if case .preparation = kind {
            box = .empty
        } else {
            // Grown by a point for antialiased edges and rounded out to whole points.
            box = Box(surfaceBoundsOf: quad)?.grown(by: reach).intersection(clip).grown(by: 1).roundedOut
        }
    }

    static func == (a: ItemFootprint, b: ItemFootprint) -> Bool {
        // An uncached group may draw anything: never the same as before.
        if case .uncachedGroup = a.kind { return false }
        return a.kind == b.kind && a.opacity == b.opacity && a.clip == b.clip && a.quad == b.quad
    }
}

/// An axis-aligned box on the surface, in points (edges, not origin and size: unions and
/// intersections without allocating).
struct Box: Equatable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double

    static let empty = Box(x0: 0, y0: 0, x1: 0, y1: 0)

    init(x0: Double, y0: Double, x1: Double, y1: Double) {
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }

    init(_ rect: Rect) {
        self.init(x0: rect.minX, y0: rect.minY, x1: rect.maxX, y1: rect.maxY)
    }

    /// The box of the quad's four projected corners; nil when one is behind the eye.
    init?(surfaceBoundsOf quad: Quad) {
        let r = quad.rect
        var box = Box(x0: .infinity, y0: .infinity, x1: -.infinity, y1: -.infinity)
        guard box.include(r.minX, r.minY, quad.transform), box.include(r.maxX, r.minY, quad.transform),
            box.include(r.maxX, r.maxY, quad.transform), box.include(r.minX, r.maxY, quad.transform),
            box.x0.isFinite, box.y0.isFinite, box.x1.isFinite, box.y1.isFinite
        else { return nil }
        self = box
    }

    /// Grows the box to the projection of (x, y); false when the point is behind the eye.
    private mutating func include(_ x: Double, _ y: Double, _ t: Transform3D) -> Bool {
        let w = x * t.m14 + y * t.m24 + t.m44
        guard w > 0 else { return false }
        let px = (x * t.m11 + y * t.m21 + t.m41) / w
        let py = (x * t.m12 + y * t.m22 + t.m42) / w
        (x0, y0, x1, y1) = (min(x0, px), min(y0, py), max(x1, px), max(y1, py))
        return true
    }

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    var rect: Rect { Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }

    func union(_ other: Box) -> Box {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return Box(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    func intersection(_ other: Box) -> Box {
        let box = Box(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return box.isEmpty ? .empty : box
    }

    func intersects(_ other: Box) -> Bool { !intersection(other).isEmpty }

    func contains(_ other: Box) -> Bool {
        other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1
    }

    func grown(by amount: Double) -> Box {
        guard !isEmpty, amount != 0 else { return self }
        return Box(x0: x0 - amount, y0: y0 - amount, x1: x1 + amount, y1: y1 + amount)
    }

    var roundedOut: Box {
        Box(x0: x0.rounded(.down), y0: y0.rounded(.down), x1: x1.rounded(.up), y1: y1.rounded(.up))
    }
}

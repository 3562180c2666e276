import CSDL2
import Layers

/// What of each item of the window's list will be seen: before drawing, the list is walked from
/// its last item to its first, collecting what opaque fills and opaque cached pages cover; an
/// item they cover wholly is not drawn, one they cover on a side is drawn clipped to the rest
/// (MeasuredSDLFacts.md, "Hidden items"). During a push or a pop the window's background and
/// most of the page underneath are covered by the page on top: drawing them cost a third of a
/// 3840 × 2160 frame.
extension SDLRenderer {
    /// How much of an item is drawn.
    enum ItemVisibility {
        case whole
        case hidden
        /// Drawn through this clip (surface pixels): the rest is covered.
        case clipped(SDL_Rect)
    }

    /// Fills `itemVisibility` for the window's `list`, an entry per item; true when the items
    /// cover the whole surface opaquely (so it need not be cleared first).
    func findVisibleParts(of list: DisplayList) -> Bool {
        itemVisibility.removeAll(keepingCapacity: true)
        itemVisibility.append(contentsOf: repeatElement(.whole, count: list.items.count))
        hiddenCover.removeAll()
        contentsFlattenedAhead.removeAll(keepingCapacity: true)
        let surface = SDL_Rect(x: 0, y: 0, w: surfaceWidth, h: surfaceHeight)
        // Items inside a clip neither cover nor are covered; counted from the end, a pop opens a
        // clip and a push closes it, which holds only when every push has its pop: a list whose
        // clips do not balance is drawn whole.
        guard Self.clipsBalance(list) else { return false }
        var clipDepth = 0
        // Through the buffer: an item copied out of the array retains its payload.
        list.items.withUnsafeBufferPointer { items in
            for index in items.indices.reversed() {
                switch items[index] {
                case .popClip:
                    clipDepth += 1
                    continue
                case .pushClip:
                    clipDepth -= 1
                    continue
                case .backdropBlur:
                    // A blur reads what is under it: everything before it is drawn whole.
                    hiddenCover.removeAll()
                    continue
                case .fill, .image, .group:
                    break
                default:
                    // Text, borders and shadows are always drawn, and cover nothing: not passed
                    // on (a payload read out of the array is a copy of the whole item).
                    continue
                }
                guard clipDepth == 0, let (box, clipsExactly) = drawnBox(of: items[index]) else { continue }
                let onSurface = Self.intersect(box, surface)
                if !hiddenCover.isEmpty, onSurface.w > 0, onSurface.h > 0 {
                    let visible = hiddenCover.uncovered(onSurface)
                    if visible.w <= 0 {
                        itemVisibility[index] = .hidden
                    } else if clipsExactly, !visible.hasSameBounds(as: onSurface) {
                        itemVisibility[index] = .clipped(visible)
                    }
                }
                if let opaque = opaqueRect(of: items[index], box: box, clipsExactly: clipsExactly) {
                    hiddenCover.add(Self.intersect(opaque, surface))
                }
            }
        }
        return hiddenCover.uncovered(surface).w <= 0
    }

    /// True when every `pushClip` of `list` is popped, and no `popClip` comes without a push.
    static func clipsBalance(_ list: DisplayList) -> Bool {
        var depth = 0
        // Only each item's case is read, in place: a loop over the array copies every item.
        return list.items.withUnsafeBufferPointer { items in
            for index in items.indices {
                switch items[index] {
                case .pushClip: depth += 1
                case .popClip:
                    depth -= 1
                    if depth < 0 { return false }
                default: break
                }
            }
            return depth == 0
        }
    }

    /// The surface pixels `item` can touch, for the kinds whose extent is their quad: fills,
    /// images and groups (a preparation-only group draws nothing but must run). Nil for the
    /// rest (text and shadows reach past their quads, borders are thin), which are always
    /// drawn. `clipsExactly` is true when drawing it through a clip gives exactly its own pixels
    /// inside the clip: a square-cornered fill, or an image drawn axis-aligned at its own size;
    /// SDL clips a stretched copy in floating point, so a nine-slice edge or a scaled image
    /// could lose a row, and such items are left out only when wholly covered.
    private func drawnBox(of item: DisplayItem) -> (box: SDL_Rect, clipsExactly: Bool)? {
        let quad: Quad
        var pixelSize: (width: Int, height: Int)?
        var squareFill = false
        switch item {
        case .fill(let q, _, let cornerRadius, _):
            quad = q
            squareFill = cornerRadius <= 0
        case .image(let q, let image, _):
            quad = q
            pixelSize = (image.pixels.width, image.pixels.height)
        case .group(let group) where !group.isPreparationOnly:
            quad = group.quad
            pixelSize = imageSize(of: group)
        default:
            return nil
        }
        let surfaceQuad = onSurface(quad)
        if let aligned = axisAlignedRect(surfaceQuad.rect, surfaceQuad.transform) {
            let atOwnSize =
                pixelSize.map {
                    !aligned.flipX && !aligned.flipY && Int(aligned.rect.w) == $0.width
                        && Int(aligned.rect.h) == $0.height
                }
                ?? false
            return (aligned.rect, squareFill || atOwnSize)
        }
        if Self.isBehindTheEye(surfaceQuad.rect, surfaceQuad.transform) { return nil }
        // Filtered edges reach a pixel past the projected corners.
        let bounds = Self.surfaceBounds(of: surfaceQuad)
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else {
            return nil
        }
        let x0 = Self.pixel(bounds.minX.rounded(.down)) - 1
        let y0 = Self.pixel(bounds.minY.rounded(.down)) - 1
        let box = SDL_Rect(
            x: x0, y: y0, w: Self.pixel(bounds.maxX.rounded(.up)) + 1 - x0,
            h: Self.pixel(bounds.maxY.rounded(.up)) + 1 - y0)
        return (box, false)
    }

    /// The pixel size of `group`'s image this frame: the cached one's, or, when it is drawn
    /// again, that of its content flattened now (kept for drawing it, `contentsFlattenedAhead`).
    /// Nil for a group without a cache key (drawn into a surface of its own each frame).
    private func imageSize(of group: Group) -> (width: Int, height: Int)? {
        guard let key = group.cacheKey else { return nil }
        if let cached = currentImage(of: group) { return (cached.texture.width, cached.texture.height) }
        let list = flattenedAhead(key) ?? flattenAhead(group, key: key)
        return surfacePixels(of: list, group: group)
    }

    func flattenAhead(_ group: Group, key: RasterCacheKey) -> DisplayList {
        let list = group.content()
        contentsFlattenedAhead.append((key, list))
        return list
    }

    /// The surface rectangle `item` paints opaquely, every pixel of it, given its drawn box: an
    /// opaque colour fill with square corners, or a cached group image that is opaque, drawn
    /// axis-aligned at its own size (`clipsExactly` says both) at full opacity. Nil for anything
    /// else.
    private func opaqueRect(of item: DisplayItem, box: SDL_Rect, clipsExactly: Bool) -> SDL_Rect? {
        guard clipsExactly else { return nil }
        switch item {
        case .fill(_, let color, _, let opacity):
            return color.alpha >= 1 && opacity >= 1 ? box : nil
        case .group(let group):
            guard RGBA8.white(opacity: group.opacity).a == 255, let key = group.cacheKey,
                group.cornerRadius <= 0 || group.maskedCorners.isEmpty
            else { return nil }
            if let cached = currentImage(of: group) { return cached.texture.isOpaque ? box : nil }
            // Drawn again this frame: opaque when its content will paint every pixel.
            guard let list = flattenedAhead(key),
                coversOpaquely(list, width: Int(box.w), height: Int(box.h))
            else { return nil }
            return box
        default:
            return nil
        }
    }
}

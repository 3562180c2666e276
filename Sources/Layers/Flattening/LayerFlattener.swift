import Geometry

/// Walks the presentation tree once and turns it into display items: where a layer becomes
/// draw operations. Owned by a scene, which keeps its buffer between frames.
@MainActor
final class LayerFlattener {
    // Unchecked, as the renderer's hot stored properties are: Swift's run-time exclusivity
    // checks on them were a few percent of flattening 1,000 layers (docs/BENCHMARKS.md).
    @exclusivity(unchecked) private var output: [DisplayItem] = []
    /// The surface rectangle of the list being built, for culling what is off it.
    @exclusivity(unchecked) private var surface = Rect.zero
    private let rasterKeys = RasterKeys()

    func append(_ item: DisplayItem) { output.append(item) }

    /// How many raster keys the flattener keeps.
    var rasterKeyCount: Int { rasterKeys.count }

    func flatten(_ root: Layer, size: Size, background: Color) -> DisplayList {
        output.removeAll(keepingCapacity: true)
        surface = Rect(origin: .zero, size: size)
        visit(root, parentToSurface: .identity, opacity: 1)
        return DisplayList(size: size, background: background.resolvedColor(with: root.traitCollection), items: output)
    }

    /// The layer and its subtree in the layer's own coordinates, at full opacity, without
    /// its shadow: the content of a group or a snapshot.
    func flattenSubtree(_ layer: Layer) -> DisplayList {
        let saved = (output, surface)
        output = []
        let p = layer.drawnState
        surface = Rect(origin: .zero, size: p.bounds.size)
        let toSurface = Transform3D(translationX: -p.bounds.origin.x, y: -p.bounds.origin.y, z: 0)
        // A group's root took its backdrop from beneath the group (see `visit`).
        drawLayer(layer, p, toSurface: toSurface, opacity: 1, drawsBackdrop: false)
        let list = DisplayList(size: p.bounds.size, background: .clear, items: output)
        (output, surface) = saved
        return list
    }

    private func visit(_ layer: Layer, parentToSurface: Transform3D, opacity: Double) {
        let p = layer.drawnState
        guard !p.isHidden else {
            if layer.preparesRasterWhileHidden && layer.shouldRasterize {
                prepareRaster(of: layer, p, parentToSurface: parentToSurface)
            }
            return
        }
        let alpha = opacity * p.opacity
        // Below half a step of 8-bit alpha nothing would show.
        guard alpha > 0.5 / 255 else { return }
        let toSurface = p.transformToSuperlayer.concatenating(parentToSurface)
        let quad = Quad(rect: p.bounds, transform: toSurface)
        let onSurface = !toSurface.isAffine || quad.boundsOnSurface.intersection(surface) != nil

        if needsGroup(layer, p, toSurface: toSurface, quad: quad) {
            guard onSurface else { return }
            drawShadow(p, toSurface: toSurface, opacity: alpha)
            // The backdrop is what lies beneath the group, not inside its own surface: so a
            // page rasterized for a transition keeps its blur while it moves.
            drawBackdrop(layer, p, quad: quad, opacity: alpha)
            let key = layer.shouldRasterize ? rasterKeys.key(for: layer) : nil
            output.append(
                .group(
                    Group(
                        quad: quad, opacity: alpha, cornerRadius: p.masksToBounds ? p.cornerRadius : 0,
                        maskedCorners: p.maskedCorners, cacheKey: key,
                        content: { [weak self, weak layer] in
                            guard let self, let layer else { return DisplayList(size: .zero) }
                            return flattenSubtree(layer)
                        })))
            return
        }
        // A clipping layer off the surface hides its whole subtree.
        if !onSurface && p.masksToBounds { return }
        drawShadow(p, toSurface: toSurface, opacity: alpha)
        drawLayer(layer, p, toSurface: toSurface, opacity: alpha, ownContentVisible: onSurface)
    }

    /// A preparation-only group for a hidden rasterized layer about to show: the renderer
    /// makes its image ready without drawing it (LayersAndFlattening.md).
    private func prepareRaster(of layer: Layer, _ p: LayerState, parentToSurface: Transform3D) {
        let toSurface = p.transformToSuperlayer.concatenating(parentToSurface)
        var group = Group(
            quad: Quad(rect: p.bounds, transform: toSurface), opacity: 0,
            cornerRadius: p.masksToBounds ? p.cornerRadius : 0, maskedCorners: p.maskedCorners,
            cacheKey: rasterKeys.key(for: layer),
            content: { [weak self, weak layer] in
                guard let self, let layer else { return DisplayList(size: .zero) }
                return flattenSubtree(layer)
            })
        group.isPreparationOnly = true
        output.append(.group(group))
    }

    /// Whether the subtree must be drawn offscreen and composited as one image.
    private func needsGroup(_ layer: Layer, _ p: LayerState, toSurface: Transform3D, quad: Quad) -> Bool {
        if layer.shouldRasterize { return true }
        let flat = toSurface.isAffine
        let shapedClip = p.masksToBounds && (p.cornerRadius > 0 || !quad.isAxisAligned)
        let groupOpacity = layer.allowsGroupOpacity && p.opacity < 1 && !layer.sublayers.isEmpty
        guard !flat || shapedClip || groupOpacity else { return false }
        // Asked last, for the few layers it matters to: a view's layer answers through a weak
        // reference to its view.
        return !layer.sublayers.isEmpty || layer.contents != nil || layer.hasCustomContent
    }

    private func drawShadow(_ p: LayerState, toSurface: Transform3D, opacity: Double) {
        // As in Core Animation, a clipping layer's shadow is clipped away. The shadow's shape
        // is the (rounded) bounds, as if `shadowPath` were set to them.
        guard p.shadowOpacity > 0, !p.masksToBounds, p.shadowColor.alpha > 0 else { return }
        let rect = p.bounds.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height)
        output.append(
            .shadow(
                quad: Quad(rect: rect, transform: toSurface), color: p.shadowColor,
                cornerRadius: p.cornerRadius, radius: p.shadowRadius, opacity: opacity * p.shadowOpacity))
    }

    private func drawBackdrop(_ layer: Layer, _ p: LayerState, quad: Quad, opacity: Double) {
        guard p.backdropBlurRadius > 0 else { return }
        output.append(
            .backdropBlur(
                BackdropBlur(
                    quad: quad, radius: p.backdropBlurRadius, cornerRadius: p.cornerRadius,
                    maskedCorners: p.maskedCorners, opacity: opacity, owner: ObjectIdentifier(layer))))
    }

    /// The background, rounded only at the corners `maskedCorners` names: a side whose two
    /// corners are square is drawn by a fill reaching past it, clipped at it; a lone square
    /// corner is filled in (its colour drawn twice there, which an opaque colour hides).
    private func drawBackground(_ p: LayerState, quad: Quad, opacity: Double) {
        let radius = min(p.cornerRadius, p.bounds.width / 2, p.bounds.height / 2)
        let corners = p.maskedCorners
        guard radius > 0, corners != .all, quad.isAxisAligned else {
            output.append(.fill(quad: quad, color: p.backgroundColor, cornerRadius: p.cornerRadius, opacity: opacity))
            return
        }
        let b = p.bounds
        let top = corners.isDisjoint(with: .top)
        let bottom = corners.isDisjoint(with: .bottom)
        let left = corners.isDisjoint(with: [.topLeft, .bottomLeft])
        let right = corners.isDisjoint(with: [.topRight, .bottomRight])
        let x0 = b.minX - (left ? radius : 0)
        let y0 = b.minY - (top ? radius : 0)
        let reaching = Rect(
            x: x0, y: y0, width: b.maxX + (right ? radius : 0) - x0, height: b.maxY + (bottom ? radius : 0) - y0)
        output.append(.pushClip(quad.boundsOnSurface))
        output.append(
            .fill(
                quad: Quad(rect: reaching, transform: quad.transform), color: p.backgroundColor,
                cornerRadius: p.cornerRadius, opacity: opacity))
        output.append(.popClip)
        let lone: [(CornerMask, Double, Double, Bool)] = [
            (.topLeft, b.minX, b.minY, top || left), (.topRight, b.maxX - radius, b.minY, top || right),
            (.bottomLeft, b.minX, b.maxY - radius, bottom || left),
            (.bottomRight, b.maxX - radius, b.maxY - radius, bottom || right),
        ]
        for (corner, x, y, covered) in lone where !corners.contains(corner) && !covered {
            output.append(
                .fill(
                    quad: Quad(rect: Rect(x: x, y: y, width: radius, height: radius), transform: quad.transform),
                    color: p.backgroundColor, cornerRadius: 0, opacity: opacity))
        }
    }

    /// Backdrop, background, contents, custom content, sublayers (clipped if asked), then the
    /// border on top, as Core Animation orders them.
    private func drawLayer(
        _ layer: Layer, _ p: LayerState, toSurface: Transform3D, opacity: Double, ownContentVisible: Bool = true,
        drawsBackdrop: Bool = true
    ) {
        let quad = Quad(rect: p.bounds, transform: toSurface)
        if ownContentVisible && drawsBackdrop {
            drawBackdrop(layer, p, quad: quad, opacity: opacity)
        }
        if ownContentVisible && p.backgroundColor.alpha > 0 {
            drawBackground(p, quad: quad, opacity: opacity)
        }
        let clips = p.masksToBounds && (!layer.sublayers.isEmpty || layer.contents != nil || layer.hasCustomContent)
        let savedSurface = surface
        if clips {
            let clip = quad.boundsOnSurface
            output.append(.pushClip(clip))
            surface = surface.intersection(clip) ?? .zero
        }
        if ownContentVisible, let image = layer.contents {
            output.append(.image(quad: quad, image: image, opacity: opacity))
        }
        if ownContentVisible && layer.hasCustomContent {
            layer.drawContent(
                in: DrawingContext(
                    transform: toSurface, opacity: opacity, bounds: p.bounds,
                    traitCollection: layer.traitCollection, flattener: self))
        }
        if !layer.sublayers.isEmpty {
            let childParent = p.sublayerTransformAboutAnchor?.concatenating(toSurface) ?? toSurface
            layer.forEachSublayer { visit($0, parentToSurface: childParent, opacity: opacity) }
        }
        if clips {
            output.append(.popClip)
            surface = savedSurface
        }
        if ownContentVisible && p.borderWidth > 0 && p.borderColor.alpha > 0 {
            output.append(
                .border(
                    quad: quad, width: p.borderWidth, color: p.borderColor, cornerRadius: p.cornerRadius,
                    opacity: opacity))
        }
    }
}

extension Quad {
    /// `surfaceBounds` without the arrays it builds (the same corners, the same minimum and
    /// maximum): the flattener asks for it for every layer.
    var boundsOnSurface: Rect {
        let a = transform.project(Point(x: rect.minX, y: rect.minY))
        let b = transform.project(Point(x: rect.maxX, y: rect.minY))
        let c = transform.project(Point(x: rect.maxX, y: rect.maxY))
        let d = transform.project(Point(x: rect.minX, y: rect.maxY))
        let x0 = Self.least(a.x, b.x, c.x, d.x)
        let y0 = Self.least(a.y, b.y, c.y, d.y)
        return Rect(
            x: x0, y: y0, width: Self.greatest(a.x, b.x, c.x, d.x) - x0,
            height: Self.greatest(a.y, b.y, c.y, d.y) - y0)
    }

    /// As `[a, b, c, d].min()!` compares.
    private static func least(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var r = a
        if b < r { r = b }
        if c < r { r = c }
        if d < r { r = d }
        return r
    }

    /// As `[a, b, c, d].max()!` compares.
    private static func greatest(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        var r = a
        if r < b { r = b }
        if r < c { r = c }
        if r < d { r = d }
        return r
    }
}

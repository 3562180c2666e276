import Animation
import Geometry
import SegueTestSupport

@testable import Layers

@MainActor
struct FlatteningTests {
    let scene = Scene(size: Size(width: 200, height: 100), clock: ManualClock())

    func box(_ frame: Rect, _ color: Color = .red) -> Layer {
        let layer = Layer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    func fills(_ list: DisplayList) -> [(Quad, Color, Double)] {
        list.items.compactMap {
            if case .fill(let q, let c, _, let o) = $0 { return (q, c, o) }
            return nil
        }
    }

    func testABackgroundBecomesAFillAtItsFrame() {
        let layer = box(Rect(x: 10, y: 20, width: 30, height: 40))
        scene.rootLayer.addSublayer(layer)
        let f = fills(scene.displayList())
        expectEqual(f.count, 1)
        expectEqual(f[0].0.surfaceBounds, Rect(x: 10, y: 20, width: 30, height: 40))
        expectEqual(f[0].1, .red)
    }

    func testChildrenAreCarriedByTheirParentsPositionAndBoundsOrigin() {
        let parent = box(Rect(x: 50, y: 10, width: 100, height: 80), .white)
        parent.bounds.origin = Point(x: 0, y: 30)  // scrolled down 30
        let child = box(Rect(x: 5, y: 35, width: 10, height: 10))
        parent.addSublayer(child)
        scene.rootLayer.addSublayer(parent)
        let f = fills(scene.displayList())
        expectEqual(f[1].0.surfaceBounds, Rect(x: 55, y: 15, width: 10, height: 10))
    }

    func testARotationTurnsAboutTheAnchorPoint() {
        let layer = box(Rect(x: 50, y: 20, width: 40, height: 20))
        layer.affineTransform = AffineTransform(rotationAngle: .pi / 2)
        scene.rootLayer.addSublayer(layer)
        let bounds = fills(scene.displayList())[0].0.surfaceBounds
        // Centre (70, 30) stays; width and height swap.
        expectTrue(abs(bounds.minX - 60) < 1e-9 && abs(bounds.minY - 10) < 1e-9)
        expectTrue(abs(bounds.width - 20) < 1e-9 && abs(bounds.height - 40) < 1e-9)
    }

    func testOpacityMultipliesDownAndHiddenOrTransparentLayersDrawNothing() {
        let parent = box(Rect(x: 0, y: 0, width: 50, height: 50))
        parent.opacity = 0.5
        parent.allowsGroupOpacity = false
        let child = box(Rect(x: 0, y: 0, width: 10, height: 10), .blue)
        child.opacity = 0.5
        parent.addSublayer(child)
        let hidden = box(Rect(x: 60, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        let clear = box(Rect(x: 80, y: 0, width: 10, height: 10))
        clear.opacity = 0
        [parent, hidden, clear].forEach(scene.rootLayer.addSublayer)
        let f = fills(scene.displayList())
        expectEqual(f.count, 2)
        expectEqual(f[1].2, 0.25)
    }

    func testATranslucentParentFadesAsOneGroupByDefault() {
        let parent = box(Rect(x: 0, y: 0, width: 50, height: 50))
        parent.opacity = 0.5
        parent.addSublayer(box(Rect(x: 0, y: 0, width: 10, height: 10), .blue))
        scene.rootLayer.addSublayer(parent)
        let items = scene.displayList().items
        expectEqual(items.count, 1)
        guard case .group(let g) = items[0] else {
            recordIssue("expected a group")
            return
        }
        expectEqual(g.opacity, 0.5)
        expectEqual(fills(g.content()).map(\.2), [1, 1])
    }

    func testClippingAnAxisAlignedLayerPushesAndPopsItsSurfaceRect() {
        let clip = box(Rect(x: 10, y: 10, width: 50, height: 50))
        clip.masksToBounds = true
        clip.addSublayer(box(Rect(x: 40, y: 40, width: 50, height: 50), .blue))
        scene.rootLayer.addSublayer(clip)
        let items = scene.displayList().items
        guard case .pushClip(let r) = items[1], case .popClip = items[3] else {
            recordIssue("expected fill, pushClip, fill, popClip; got \(items.count) items")
            return
        }
        expectEqual(r, Rect(x: 10, y: 10, width: 50, height: 50))
    }

    func testRoundedOrRotatedClipsBecomeGroupsWithTheRadius() {
        let clip = box(Rect(x: 10, y: 10, width: 50, height: 50))
        clip.masksToBounds = true
        clip.cornerRadius = 12
        clip.addSublayer(box(Rect(x: 0, y: 0, width: 50, height: 50), .blue))
        scene.rootLayer.addSublayer(clip)
        guard case .group(let g) = scene.displayList().items[0] else {
            recordIssue("expected a group")
            return
        }
        expectEqual(g.cornerRadius, 12)
        expectNil(g.cacheKey)
    }

    func testAShadowComesFirstWithItsOffsetAndClippingRemovesIt() {
        let layer = box(Rect(x: 20, y: 20, width: 40, height: 30))
        layer.shadowOpacity = 0.5
        layer.shadowOffset = Size(width: 4, height: 6)
        layer.shadowRadius = 8
        scene.rootLayer.addSublayer(layer)
        var items = scene.displayList().items
        guard case .shadow(let q, _, _, let radius, let opacity) = items[0] else {
            recordIssue("expected the shadow first")
            return
        }
        expectEqual(q.surfaceBounds, Rect(x: 24, y: 26, width: 40, height: 30))
        expectTrue(radius == 8 && opacity == 0.5)
        layer.masksToBounds = true
        items = scene.displayList().items
        expectFalse(items.contains { if case .shadow = $0 { return true } else { return false } })
    }

    func testTheBorderDrawsAboveSublayers() {
        let layer = box(Rect(x: 0, y: 0, width: 40, height: 40))
        layer.borderWidth = 2
        layer.addSublayer(box(Rect(x: 0, y: 0, width: 40, height: 40), .blue))
        scene.rootLayer.addSublayer(layer)
        guard case .border(_, let width, _, _, _) = scene.displayList().items.last else {
            recordIssue("expected the border last")
            return
        }
        expectEqual(width, 2)
    }

    func testARasterizedLayerKeepsItsCacheKeyWhileItMovesAndNotWhenItChanges() {
        let page = box(Rect(x: 0, y: 0, width: 100, height: 100), .white)
        let row = box(Rect(x: 0, y: 0, width: 100, height: 20))
        page.addSublayer(row)
        page.shouldRasterize = true
        scene.rootLayer.addSublayer(page)
        func key() -> RasterCacheKey? {
            if case .group(let g) = scene.displayList().items[0] { return g.cacheKey }
            return nil
        }
        let k0 = key()
        expectNotNil(k0)
        page.position.x += 30
        expectEqual(key(), k0)
        row.backgroundColor = .green
        expectNotEqual(key(), k0)
    }

    func testANewLayerNeverGetsTheCacheKeyOfAFreedOne() {
        // Pages built the same way have the same content version, and a new one is often
        // allocated where a freed one was: its key must still differ, or the renderer would
        // draw the freed page's image.
        var keys: [RasterCacheKey] = []
        for _ in 0..<20 {
            let page = box(Rect(x: 0, y: 0, width: 100, height: 100), .white)
            page.addSublayer(box(Rect(x: 0, y: 0, width: 100, height: 20)))
            page.shouldRasterize = true
            scene.rootLayer.addSublayer(page)
            if case .group(let g) = scene.displayList().items[0], let key = g.cacheKey { keys.append(key) }
            page.removeFromSuperlayer()
        }
        expectEqual(keys.count, 20)
        expectEqual(Set(keys).count, keys.count)
    }

    func testPerspectiveMakesChildrenNonAffineAndGroupsThoseWithSublayers() {
        let stage = box(Rect(x: 0, y: 0, width: 200, height: 100), .white)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        stage.sublayerTransform = perspective
        let face = box(Rect(x: 50, y: 0, width: 100, height: 100))
        face.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
        let faceWithChild = box(Rect(x: 50, y: 0, width: 100, height: 100))
        faceWithChild.transform = face.transform
        faceWithChild.addSublayer(box(Rect(x: 0, y: 0, width: 10, height: 10)))
        stage.addSublayer(face)
        stage.addSublayer(faceWithChild)
        scene.rootLayer.addSublayer(stage)
        let items = scene.displayList().items
        guard case .fill(let q, _, _, _) = items[1], case .group(let g) = items[2] else {
            recordIssue("expected a non-affine fill and a group")
            return
        }
        expectFalse(q.transform.isAffine)
        expectFalse(g.quad.transform.isAffine)
        // The near edge of a face turned about y grows: the quad is no longer a rectangle.
        let c = q.surfaceCorners
        expectGreater(abs((c[3].y - c[0].y) - (c[2].y - c[1].y)), 1)
    }

    func testLayersOffTheSurfaceAreCulled() {
        scene.rootLayer.addSublayer(box(Rect(x: 300, y: 0, width: 50, height: 50)))
        let clipped = box(Rect(x: -100, y: 0, width: 50, height: 50))
        clipped.masksToBounds = true
        clipped.addSublayer(box(Rect(x: 0, y: 0, width: 10, height: 10)))
        scene.rootLayer.addSublayer(clipped)
        expectEmpty(scene.displayList().items)
    }

    func testTextAndImageContentsBecomeItems() {
        let text = TextLayer(string: "Hello", style: TextStyle(font: .system(size: 17), color: .black))
        text.frame = Rect(x: 0, y: 0, width: 100, height: 30)
        let picture = Layer()
        picture.frame = Rect(x: 0, y: 40, width: 20, height: 20)
        picture.contents = Image(pixels: PixelBuffer(width: 2, height: 2, color: .green))
        scene.rootLayer.addSublayer(text)
        scene.rootLayer.addSublayer(picture)
        let items = scene.displayList().items
        guard case .text(_, let string, let style, _) = items[0], case .image(let q, _, _) = items[1] else {
            recordIssue("expected text then image")
            return
        }
        expectTrue(string == "Hello" && style.font.size == 17)
        expectEqual(q.surfaceBounds, Rect(x: 0, y: 40, width: 20, height: 20))
    }

    func testASubtreeListIsInTheLayersOwnCoordinates() {
        let card = box(Rect(x: 70, y: 30, width: 40, height: 40), .white)
        card.addSublayer(box(Rect(x: 10, y: 10, width: 5, height: 5)))
        card.shadowOpacity = 1
        scene.rootLayer.addSublayer(card)
        let list = scene.displayList(of: card)
        expectEqual(list.size, Size(width: 40, height: 40))
        let f = fills(list)
        expectEqual(
            f.map(\.0.surfaceBounds),
            [
                Rect(x: 0, y: 0, width: 40, height: 40), Rect(x: 10, y: 10, width: 5, height: 5),
            ])
        expectEqual(list.items.count, 2)  // no shadow in a snapshot
    }
}

import Animation
import Geometry
import SegueTestSupport

@testable import Layers

/// How the flattener emits backdrop blurs and backgrounds with some corners square.
@MainActor
struct BackdropAndCornerFlatteningTests {
    let scene = Scene(size: Size(width: 200, height: 100), clock: ManualClock())

    /// Each item's kind, in order ("blur", "fill", "group", "clip", "pop", …).
    func kinds(_ list: DisplayList) -> [String] {
        list.items.map {
            switch $0 {
            case .backdropBlur: "blur"
            case .fill: "fill"
            case .group: "group"
            case .pushClip: "clip"
            case .popClip: "pop"
            case .shadow: "shadow"
            case .border: "border"
            case .image: "image"
            case .text: "text"
            }
        }
    }

    func blurLayer() -> Layer {
        let layer = Layer()
        layer.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        layer.backdropBlurRadius = 8
        layer.backgroundColor = Color(white: 1, alpha: 0.5)
        layer.cornerRadius = 6
        return layer
    }

    func testABackdropBlurComesBeforeTheBackgroundThatTintsIt() {
        let under = Layer()
        under.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        under.backgroundColor = .red
        let blur = blurLayer()
        scene.rootLayer.addSublayer(under)
        scene.rootLayer.addSublayer(blur)
        let list = scene.displayList()
        expectEqual(kinds(list), ["fill", "blur", "fill"])
        guard case .backdropBlur(let item) = list.items[1] else { return }
        expectEqual(item.quad.surfaceBounds, Rect(x: 10, y: 20, width: 100, height: 50))
        expectTrue(item.radius == 8 && item.cornerRadius == 6 && item.opacity == 1)
        expectEqual(item.owner, ObjectIdentifier(blur))
        // No radius, no item.
        blur.backdropBlurRadius = 0
        expectEqual(kinds(scene.displayList()), ["fill", "fill"])
    }

    func testAGroupsRootTakesItsBackdropFromBeneathTheGroupNotFromInsideIt() {
        let blur = blurLayer()
        let child = Layer()
        child.frame = Rect(x: 5, y: 5, width: 10, height: 10)
        child.backgroundColor = .blue
        blur.addSublayer(child)
        blur.shouldRasterize = true
        scene.rootLayer.addSublayer(blur)
        let list = scene.displayList()
        expectEqual(kinds(list), ["blur", "group"])
        guard case .group(let group) = list.items[1] else { return }
        expectEqual(kinds(group.content()), ["fill", "fill"], "the tint and the child, no second blur")
        // A blurring layer deeper inside a group blurs what the group drew under it.
        let outer = Layer()
        outer.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        outer.shouldRasterize = true
        blur.removeFromSuperlayer()
        blur.shouldRasterize = false
        outer.addSublayer(blur)
        scene.rootLayer.addSublayer(outer)
        let nested = scene.displayList()
        expectEqual(kinds(nested), ["group"])
        guard case .group(let outerGroup) = nested.items[0] else { return }
        expectEqual(kinds(outerGroup.content()), ["blur", "fill", "fill"])
    }

    func testSquareBottomCornersReachPastTheBottomEdgeClippedThere() {
        let card = Layer()
        card.frame = Rect(x: 20, y: 10, width: 100, height: 90)
        card.backgroundColor = .white
        card.cornerRadius = 12
        card.maskedCorners = .top
        scene.rootLayer.addSublayer(card)
        let list = scene.displayList()
        expectEqual(kinds(list), ["clip", "fill", "pop"])
        guard case .pushClip(let clip) = list.items[0], case .fill(let quad, _, let radius, _) = list.items[1] else {
            return
        }
        expectEqual(clip, Rect(x: 20, y: 10, width: 100, height: 90))
        expectEqual(quad.surfaceBounds, Rect(x: 20, y: 10, width: 100, height: 102), "12 points past the bottom")
        expectEqual(radius, 12)
        // One square corner alone: the rounded fill and a square patch over that corner.
        card.maskedCorners = [.topLeft, .topRight, .bottomLeft]
        let lone = scene.displayList()
        expectEqual(kinds(lone), ["clip", "fill", "pop", "fill"])
        guard case .fill(let patch, _, 0, _) = lone.items[3] else {
            recordIssue("no square patch")
            return
        }
        expectEqual(patch.surfaceBounds, Rect(x: 108, y: 88, width: 12, height: 12))
        // All corners: one plain rounded fill, as before.
        card.maskedCorners = .all
        expectEqual(kinds(scene.displayList()), ["fill"])
    }

    func testAGroupCarriesTheCornersItCuts() {
        let card = Layer()
        card.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        card.cornerRadius = 10
        card.masksToBounds = true
        card.maskedCorners = .top
        let child = Layer()
        child.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        child.backgroundColor = .green
        card.addSublayer(child)
        scene.rootLayer.addSublayer(card)
        guard case .group(let group)? = scene.displayList().items.first else {
            recordIssue("no group")
            return
        }
        expectTrue(group.cornerRadius == 10 && group.maskedCorners == .top)
    }

    func testTheCornerMaskNamesTheCornerOfEachQuadrant() {
        let top = CornerMask.top
        expectTrue(top.rounds(x: 1, y: 1, width: 10, height: 10))
        expectTrue(top.rounds(x: 9, y: 1, width: 10, height: 10))
        expectFalse(top.rounds(x: 1, y: 9, width: 10, height: 10))
        expectFalse(top.rounds(x: 9, y: 9, width: 10, height: 10))
        expectEqual(CornerMask.all, [.topLeft, .topRight, .bottomLeft, .bottomRight])
    }
}

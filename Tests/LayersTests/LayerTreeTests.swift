import Animation
import Geometry
import SegueTestSupport

@testable import Layers

@MainActor
struct LayerTreeTests {
    func testSublayersKeepOrderAndParent() {
        let parent = Layer()
        let a = Layer()
        let b = Layer()
        let c = Layer()
        parent.addSublayer(a)
        parent.addSublayer(c)
        parent.insertSublayer(b, below: c)
        expectEqual(parent.sublayers.map { ObjectIdentifier($0) }, [a, b, c].map { ObjectIdentifier($0) })
        expectIdentical(b.superlayer, parent)
        b.removeFromSuperlayer()
        expectEqual(parent.sublayers.count, 2)
        expectNil(b.superlayer)
    }

    func testMovingALayerToAnotherParentDetachesIt() {
        let p1 = Layer()
        let p2 = Layer()
        let child = Layer()
        p1.addSublayer(child)
        p2.addSublayer(child)
        expectEmpty(p1.sublayers)
        expectIdentical(p2.sublayers.first, child)
    }

    func testSceneReachesAWholeSubtreeOnAttachAndLeavesOnDetach() {
        let scene = Scene(size: Size(width: 100, height: 100), clock: ManualClock())
        let branch = Layer()
        let leaf = Layer()
        branch.addSublayer(leaf)
        scene.rootLayer.addSublayer(branch)
        expectIdentical(leaf.scene, scene)
        branch.removeFromSuperlayer()
        expectNil(leaf.scene)
    }

    func testFrameSetsBoundsAndPositionThroughTheAnchor() {
        let layer = Layer()
        layer.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        expectEqual(layer.bounds.size, Size(width: 100, height: 50))
        expectEqual(layer.position, Point(x: 60, y: 45))
        layer.anchorPoint = .zero
        expectEqual(layer.frame.origin, Point(x: 60, y: 45))
    }

    func testContentVersionIgnoresOwnMovesButNotInnerChanges() {
        let page = Layer()
        let row = Layer()
        page.addSublayer(row)
        let v0 = page.contentVersion
        page.position = Point(x: 300, y: 0)
        page.opacity = 0.5
        expectEqual(page.contentVersion, v0)
        row.backgroundColor = .red
        expectGreater(page.contentVersion, v0)
        let v1 = page.contentVersion
        row.position = Point(x: 5, y: 5)
        expectGreater(page.contentVersion, v1)
    }

    func testLayoutRunsOnceBeforeTheNextFrameParentsFirst() throws {
        let scene = Scene(size: Size(width: 100, height: 100), clock: ManualClock())
        let parent = Layer()
        let child = Layer()
        parent.addSublayer(child)
        scene.rootLayer.addSublayer(parent)
        var order: [String] = []
        parent.layoutHandler = { _ in order.append("parent") }
        child.layoutHandler = { _ in order.append("child") }
        child.setNeedsLayout()
        parent.bounds = Rect(x: 0, y: 0, width: 40, height: 40)  // bounds changes ask for layout
        expectTrue(scene.needsFrame)
        try scene.renderFrameIfNeeded(with: RecordingRenderer())
        expectEqual(order, ["parent", "child"])
        try scene.renderFrameIfNeeded(with: RecordingRenderer())
        expectEqual(order, ["parent", "child"])
    }
}

@MainActor
struct PresentationFrameTests {
    func testThePresentationFrameFollowsAnAnimationWhileTheModelIsAlreadyThere() {
        let clock = ManualClock()
        let scene = Scene(size: Size(width: 400, height: 300), clock: clock)
        let parent = Layer()
        parent.frame = Rect(x: 50, y: 0, width: 300, height: 300)
        let child = Layer()
        child.frame = Rect(x: 0, y: 10, width: 100, height: 50)
        parent.addSublayer(child)
        scene.rootLayer.addSublayer(parent)
        scene.animate(withDuration: 1, curve: .linear) { child.position.x += 200 }
        clock.advance(by: 0.5)
        scene.tick()
        expectEqual(child.presentationFrameInRoot, Rect(x: 150, y: 10, width: 100, height: 50))
        expectEqual(child.convert(.zero, to: nil), Point(x: 250, y: 10))
        clock.advance(by: 0.5)
        scene.tick()
        expectTrue(scene.engine.isIdle)
    }
}

@MainActor
struct ConvertFromSuperlayerTests {
    func testOneStepDownMatchesTheFullConversion() {
        let parent = Layer()
        parent.frame = Rect(x: 30, y: 40, width: 300, height: 200)
        parent.bounds.origin = Point(x: 0, y: 25)
        let plain = Layer()
        plain.frame = Rect(x: 10, y: 20, width: 50, height: 60)
        let turned = Layer()
        turned.frame = Rect(x: 100, y: 50, width: 80, height: 40)
        turned.affineTransform = AffineTransform(rotationAngle: 0.6).scaledBy(x: 1.5, y: 0.5)
        parent.addSublayer(plain)
        parent.addSublayer(turned)
        let p = Point(x: 123, y: 77)
        for child in [plain, turned] {
            let oneStep = child.convertFromSuperlayer(p)
            let full = child.convert(p, from: parent)
            expectTrue(abs(oneStep.x - full.x) < 1e-9 && abs(oneStep.y - full.y) < 1e-9)
        }
    }
}

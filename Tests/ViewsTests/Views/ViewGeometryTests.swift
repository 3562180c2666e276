import Geometry
import Layers
import Views

/// frame, bounds and center, as UIView relates them, and the order of subviews.
@MainActor
struct ViewGeometryTests {
    func testFrameSetsBoundsSizeAndCenter() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 40))
        expectEqual(view.bounds, Rect(x: 0, y: 0, width: 100, height: 40))
        expectEqual(view.center, Point(x: 60, y: 40))
        expectEqual(view.frame, Rect(x: 10, y: 20, width: 100, height: 40))
    }

    func testCenterMovesTheFrameAndLeavesTheBounds() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 40))
        view.center = Point(x: 200, y: 100)
        expectEqual(view.frame, Rect(x: 150, y: 80, width: 100, height: 40))
        expectEqual(view.bounds, Rect(x: 0, y: 0, width: 100, height: 40))
    }

    func testABoundsSizeChangeGrowsTheFrameAboutTheCenter() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 40))
        view.bounds = Rect(x: 0, y: 0, width: 60, height: 80)
        expectEqual(view.center, Point(x: 60, y: 40))
        expectEqual(view.frame, Rect(x: 30, y: 0, width: 60, height: 80))
    }

    func testABoundsOriginScrollsTheSubviewsNotTheView() {
        let t = TestWindow()
        let parent = addView("parent", Rect(x: 50, y: 50, width: 100, height: 100), to: t.window)
        let child = addView("child", Rect(x: 10, y: 10, width: 20, height: 20), to: parent)
        parent.bounds.origin = Point(x: 0, y: 30)
        expectEqual(parent.frame, Rect(x: 50, y: 50, width: 100, height: 100))
        expectEqual(child.frame, Rect(x: 10, y: 10, width: 20, height: 20))
        expectEqual(child.convert(Point.zero, to: nil), Point(x: 60, y: 30))
    }

    func testATransformLeavesBoundsAndCenterAndReportsTheBoundingBoxAsFrame() {
        let view = View(frame: Rect(x: 100, y: 100, width: 40, height: 20))
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        expectEqual(view.bounds, Rect(x: 0, y: 0, width: 40, height: 20))
        expectEqual(view.center, Point(x: 120, y: 110))
        expectTrue(close(view.frame, Rect(x: 110, y: 90, width: 20, height: 40)))
    }

    // MARK: - Subview order

    func family() -> (View, [View]) {
        let parent = View()
        let children = ["a", "b", "c"].map { addView($0, .zero, to: parent) }
        return (parent, children)
    }

    func names(_ view: View) -> [String] { view.subviews.map { $0.name ?? "?" } }
    func layerNames(_ view: View) -> [String] { view.layer.sublayers.map { $0.name ?? "?" } }

    func testAddAppendsOnTopAndLayersFollow() {
        let (parent, children) = family()
        expectEqual(names(parent), ["a", "b", "c"])
        expectEqual(layerNames(parent), ["a", "b", "c"])
        expectTrue(children.allSatisfy { $0.superview === parent })
    }

    func testInsertAboveAndBelowASibling() {
        let (parent, children) = family()
        let x = View()
        x.name = "x"
        parent.insertSubview(x, aboveSubview: children[0])
        expectEqual(names(parent), ["a", "x", "b", "c"])
        parent.insertSubview(x, belowSubview: children[0])
        expectEqual(names(parent), ["x", "a", "b", "c"])
        parent.insertSubview(x, aboveSubview: children[2])
        expectEqual(names(parent), ["a", "b", "c", "x"])
        parent.insertSubview(x, at: 2)
        expectEqual(names(parent), ["a", "b", "x", "c"])
        expectEqual(layerNames(parent), ["a", "b", "x", "c"])
    }

    func testBringToFrontAndSendToBack() {
        let (parent, children) = family()
        parent.bringSubviewToFront(children[0])
        expectEqual(names(parent), ["b", "c", "a"])
        parent.sendSubviewToBack(children[2])
        expectEqual(names(parent), ["c", "b", "a"])
        expectEqual(layerNames(parent), ["c", "b", "a"])
        // A view that is not a subview is left alone.
        parent.bringSubviewToFront(View())
        expectEqual(names(parent), ["c", "b", "a"])
    }

    func testMovingToAnotherParentAndRemoving() {
        let (parent, children) = family()
        let other = View()
        other.addSubview(children[1])
        expectEqual(names(parent), ["a", "c"])
        expectIdentical(children[1].superview, other)
        expectIdentical(children[1].layer.superlayer, other.layer)
        children[0].removeFromSuperview()
        expectEqual(names(parent), ["c"])
        expectNil(children[0].superview)
        expectNil(children[0].layer.superlayer)
    }

    func testAViewKnowsItsWindow() {
        let t = TestWindow()
        let (parent, children) = family()
        expectNil(children[0].window)
        t.window.addSubview(parent)
        expectIdentical(children[0].window, t.window)
        expectTrue(children[0].isDescendant(of: t.window))
        parent.removeFromSuperview()
        expectNil(children[0].window)
    }
}

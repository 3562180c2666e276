import Geometry
import Views

/// UIKit's autoresizing: each flag alone, combinations sharing the change in proportion to the
/// flexible parts, `autoresizesSubviews`, and the pass that catches a size set on the layer.
@MainActor
struct AutoresizingTests {
    /// A 200 × 100 superview with a child at (20, 10, 100, 50): margins 20 | 100 | 80 across,
    /// 10 | 50 | 40 down. The superview grows by 100 × 50.
    private func resized(_ mask: View.AutoresizingMask, autoresizes: Bool = true) -> Rect {
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        parent.autoresizesSubviews = autoresizes
        let child = View(frame: Rect(x: 20, y: 10, width: 100, height: 50))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = Rect(x: 0, y: 0, width: 300, height: 150)
        return child.frame
    }

    func testNoMaskKeepsTheFrame() {
        expectEqual(resized([]), Rect(x: 20, y: 10, width: 100, height: 50))
    }

    func testEachFlagAlone() {
        expectEqual(resized(.flexibleLeftMargin), Rect(x: 120, y: 10, width: 100, height: 50))
        expectEqual(resized(.flexibleWidth), Rect(x: 20, y: 10, width: 200, height: 50))
        expectEqual(resized(.flexibleRightMargin), Rect(x: 20, y: 10, width: 100, height: 50))
        expectEqual(resized(.flexibleTopMargin), Rect(x: 20, y: 60, width: 100, height: 50))
        expectEqual(resized(.flexibleHeight), Rect(x: 20, y: 10, width: 100, height: 100))
        expectEqual(resized(.flexibleBottomMargin), Rect(x: 20, y: 10, width: 100, height: 50))
    }

    func testCombinationsShareInProportion() {
        // Left 20 and right 80 share 100: 20 and 80; the view keeps its width.
        expectEqual(resized([.flexibleLeftMargin, .flexibleRightMargin]), Rect(x: 40, y: 10, width: 100, height: 50))
        // Width 100 and right 80 share 100: 100/180 of it to the width.
        let frame = resized([.flexibleWidth, .flexibleRightMargin])
        expectLess(abs(frame.width - (100 + 100 * 100 / 180)), 1e-9)
        expectEqual(frame.minX, 20)
        // All three: 20 + 100 + 80 = 200 share 100 (10, 50, 40).
        expectEqual(
            resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]),
            Rect(x: 30, y: 10, width: 150, height: 50))
        // Down: top 10 and height 50 share 50 (50/60 of it to the height).
        let tall = resized([.flexibleTopMargin, .flexibleHeight])
        expectLess(abs(tall.minY - (10 + 50 * 10 / 60)), 1e-9)
        expectLess(abs(tall.height - (50 + 50 * 50 / 60)), 1e-9)
        // Width and height together: the usual "fill the superview" mask.
        expectEqual(resized([.flexibleWidth, .flexibleHeight]), Rect(x: 20, y: 10, width: 200, height: 100))
    }

    func testZeroPartsShareEqually() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)
        parent.frame.size = Size(width: 140, height: 100)
        expectEqual(child.frame, Rect(x: 20, y: 0, width: 100, height: 100))
    }

    func testAutoresizesSubviewsOffKeepsThem() {
        expectEqual(
            resized([.flexibleWidth, .flexibleHeight], autoresizes: false), Rect(x: 20, y: 10, width: 100, height: 50)
        )
    }

    func testShrinkingAndCascading() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let child = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let grandchild = View(frame: Rect(x: 150, y: 0, width: 50, height: 20))
        grandchild.autoresizingMask = .flexibleLeftMargin
        parent.addSubview(child)
        child.addSubview(grandchild)
        parent.bounds.size = Size(width: 120, height: 60)
        expectEqual(child.frame, Rect(x: 0, y: 0, width: 120, height: 60))
        expectEqual(grandchild.frame, Rect(x: 70, y: 0, width: 50, height: 20))
    }

    func testASizeSetOnTheLayerIsFollowedInTheLayoutPass() {
        let t = TestWindow()
        let parent = addView("parent", Rect(x: 0, y: 0, width: 200, height: 100), to: t.window)
        let child = addView("child", Rect(x: 0, y: 0, width: 200, height: 100), to: parent)
        child.autoresizingMask = .flexibleWidth
        t.scene.layoutIfNeeded()
        parent.layer.bounds.size = Size(width: 260, height: 100)
        expectEqual(child.frame.width, 200)
        t.scene.layoutIfNeeded()
        expectEqual(child.frame.width, 260)
    }

    func testAppliedBeforeLayoutSubviews() {
        final class Parent: View {
            var seen: [Double] = []
            override func layoutSubviews() { seen.append(subviews[0].frame.width) }
        }
        let t = TestWindow()
        let parent = Parent(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(parent)
        let child = View(frame: Rect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        t.scene.layoutIfNeeded()
        parent.frame.size.width = 150
        t.scene.layoutIfNeeded()
        expectEqual(parent.seen, [100, 150])
    }
}

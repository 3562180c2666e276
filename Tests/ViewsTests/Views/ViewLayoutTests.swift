import Geometry
import Layers
import Views

/// A view that records its layout passes in a shared log.
@MainActor
final class LayoutProbe: View {
    final class Log {
        var entries: [String] = []
    }

    let log: Log

    init(_ name: String, frame: Rect, log: Log) {
        self.log = log
        super.init(frame: frame)
        self.name = name
    }

    override func layoutSubviews() {
        log.entries.append(name ?? "?")
    }
}

/// setNeedsLayout marks; the next frame lays out once, parents before children.
@MainActor
struct ViewLayoutTests {
    let t = TestWindow()
    let log = LayoutProbe.Log()
    let parent: LayoutProbe
    let child: LayoutProbe

    init() {
        parent = LayoutProbe("parent", frame: Rect(x: 0, y: 0, width: 200, height: 200), log: log)
        child = LayoutProbe("child", frame: Rect(x: 10, y: 10, width: 50, height: 50), log: log)
        parent.addSubview(child)
        t.window.addSubview(parent)
        t.frame()
        log.entries = []
    }

    func testLayoutWaitsForTheNextFrameAndRunsOnce() {
        child.setNeedsLayout()
        child.setNeedsLayout()
        expectEmpty(log.entries)
        t.frame()
        expectEqual(log.entries, ["child"])
        t.frame()
        expectEqual(log.entries, ["child"])
    }

    func testParentsLayOutBeforeTheirChildren() {
        child.setNeedsLayout()
        parent.setNeedsLayout()
        t.scene.layoutIfNeeded()
        expectEqual(log.entries, ["parent", "child"])
    }

    func testABoundsSizeChangeAsksForLayoutAndAMoveDoesNot() {
        child.center = Point(x: 100, y: 100)
        t.frame()
        expectEmpty(log.entries)
        child.frame.size = Size(width: 80, height: 50)
        t.frame()
        // The child's bounds changed; its parent was not asked.
        expectEqual(log.entries, ["child"])
    }

    func testAddingASubviewLaysOutTheParent() {
        parent.addSubview(View())
        t.frame()
        expectEqual(log.entries, ["parent"])
    }

    func testLayoutIfNeededRunsPendingLayoutAtOnce() {
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        expectEqual(log.entries, ["parent"])
        t.frame()
        expectEqual(log.entries, ["parent"])
    }

    func testTheWindowFollowsTheScenesSize() {
        t.scene.resize(to: Size(width: 500, height: 300))
        t.frame()
        expectEqual(t.window.frame, Rect(x: 0, y: 0, width: 500, height: 300))
    }

    func testSizeToFitUsesSizeThatFits() {
        final class Fixed: View {
            override func sizeThatFits(_ size: Size) -> Size { Size(width: 33, height: 11) }
        }
        let view = Fixed(frame: Rect(x: 5, y: 6, width: 100, height: 100))
        view.sizeToFit()
        expectEqual(view.frame, Rect(x: 5, y: 6, width: 33, height: 11))
    }
}

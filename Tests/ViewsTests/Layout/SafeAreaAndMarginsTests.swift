import Geometry
import Views

/// A view that counts its safe area and margin reports.
@MainActor
final class InsetsProbe: View {
    var safeAreaReports: [EdgeInsets] = []
    var marginReports = 0
    override func safeAreaInsetsDidChange() { safeAreaReports.append(safeAreaInsets) }
    override func layoutMarginsDidChange() { marginReports += 1 }
}

/// Layout margins (8 by default, directional, preserved from the superview, grown by the safe
/// area) and the safe area a view takes from its superview.
@MainActor
struct SafeAreaAndMarginsTests {
    func testMarginsDefaultToEightAndReportChanges() {
        let view = InsetsProbe(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        expectEqual(view.layoutMargins, EdgeInsets(all: 8))
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        expectEqual(view.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        expectEqual(view.marginReports, 1)
        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectEqual(view.marginReports, 1)
        expectEqual(view.layoutMarginsFrame, Rect(x: 2, y: 1, width: 94, height: 96))
    }

    func testPreservedSuperviewMargins() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        parent.layoutMargins = EdgeInsets(all: 20)
        let child = View(frame: Rect(x: 5, y: 100, width: 190, height: 100))
        parent.addSubview(child)
        expectEqual(child.layoutMargins, EdgeInsets(all: 8))
        child.preservesSuperviewLayoutMargins = true
        // Left: the parent's margin is 15 in from the child's edge; bottom 20; top stays 8.
        expectEqual(child.layoutMargins, EdgeInsets(top: 8, left: 15, bottom: 20, right: 15))
    }

    func testSafeAreaComesFromTheSuperviewWhereItOverlaps() {
        let t = TestWindow()
        let root = InsetsProbe(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        t.window.addSubview(root)
        let top = InsetsProbe(frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let middle = InsetsProbe(frame: Rect(x: 0, y: 200, width: 320, height: 100))
        root.addSubview(top)
        root.addSubview(middle)
        t.frame()
        expectTrue(top.safeAreaReports.isEmpty && root.safeAreaReports.isEmpty)
        root.givenSafeAreaInsets = EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
        t.frame()
        expectEqual(root.safeAreaReports, [EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)])
        expectEqual(top.safeAreaReports, [EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)])
        expectEmpty(middle.safeAreaReports)
        expectEqual(middle.safeAreaInsets, .zero)
        // Margins count from the safe area.
        expectEqual(top.layoutMargins.top, 72)
        expectEqual(top.marginReports, 1)
        // Nothing changed: nothing reported again.
        root.setNeedsLayout()
        t.frame()
        expectTrue(root.safeAreaReports.count == 1 && top.safeAreaReports.count == 1)
        top.insetsLayoutMarginsFromSafeArea = false
        expectEqual(top.layoutMargins.top, 8)
    }
}

/// The guides follow their view's safe area, margins and readable column.
@MainActor
struct LayoutGuideTests {
    func testGuidesFollowTheirView() {
        let view = View(frame: Rect(x: 0, y: 0, width: 1000, height: 400))
        view.givenSafeAreaInsets = EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        expectIdentical(view.safeAreaLayoutGuide, view.safeAreaLayoutGuide)
        expectIdentical(view.safeAreaLayoutGuide.owningView, view)
        expectEqual(view.safeAreaLayoutGuide.layoutFrame, Rect(x: 0, y: 50, width: 1000, height: 320))
        expectEqual(view.layoutMarginsGuide.layoutFrame, Rect(x: 8, y: 58, width: 984, height: 304))
        expectEqual(view.readableContentGuide.layoutFrame, Rect(x: 164, y: 58, width: 672, height: 304))
        view.frame.size.width = 500
        expectEqual(view.safeAreaLayoutGuide.layoutFrame.width, 500)
    }
}

import Geometry
import Views

/// The readable column (UIKit's `readableContentGuide`): at most 672 points wide, centred, at
/// least 16 points from each side.
@MainActor
struct ReadableContentTests {
    func view(width: Double, height: Double = 600) -> View {
        View(frame: Rect(x: 0, y: 0, width: width, height: height))
    }

    func testAt800PointsTheColumnIs672WideAndCentred() {
        let v = view(width: 800)
        expectEqual(v.readableContentFrame, Rect(x: 64, y: 0, width: 672, height: 600))
        expectEqual(v.readableContentMargins, EdgeInsets(top: 0, left: 64, bottom: 0, right: 64))
    }

    func testAt2560PointsTheColumnStays672Wide() {
        let v = view(width: 2560, height: 1600)
        expectEqual(v.readableContentFrame, Rect(x: 944, y: 0, width: 672, height: 1600))
        expectTrue(v.readableContentMargins.left == 944 && v.readableContentMargins.right == 944)
    }

    func testOnANarrowViewTheColumnKeepsTheMargins() {
        expectEqual(view(width: 400).readableContentFrame, Rect(x: 16, y: 0, width: 368, height: 600))
        // Too narrow for the margins: an empty column in the middle, never a negative one.
        expectEqual(view(width: 20).readableContentFrame, Rect(x: 10, y: 0, width: 0, height: 600))
        // An odd leftover puts the column's left edge on a whole point.
        expectEqual(view(width: 801).readableContentFrame.minX, 64)
    }

    func testTheColumnIsInTheViewsOwnCoordinates() {
        let v = view(width: 800)
        v.bounds = Rect(x: 0, y: 100, width: 800, height: 600)  // scrolled
        expectEqual(v.readableContentFrame, Rect(x: 64, y: 100, width: 672, height: 600))
    }
}

import Geometry

@testable import Views

/// Layout is in points; only hairlines look at the display scale (UIKit's displayScale).
@MainActor
struct DisplayScaleTests {
    /// Lays out a one-pixel line along its bottom, as bars and list rows do.
    final class Underlined: View {
        let line = View()
        override init(frame: Rect) {
            super.init(frame: frame)
            addSubview(line)
        }
        override func layoutSubviews() {
            line.frame = Rect(x: 0, y: bounds.height - hairlineWidth, width: bounds.width, height: hairlineWidth)
        }
    }

    func testAHairlineIsOnePixelAndFollowsTheScale() {
        let t = TestWindow()
        let view = Underlined(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        expectEqual(view.hairlineWidth, 1)  // in no window: scale 1
        t.window.addSubview(view)
        t.scene.layoutIfNeeded()
        expectEqual(view.line.frame, Rect(x: 0, y: 43, width: 100, height: 1))
        t.window.displayScale = 2
        t.scene.layoutIfNeeded()
        expectEqual(view.line.frame, Rect(x: 0, y: 43.5, width: 100, height: 0.5))
        t.window.displayScale = 3
        t.scene.layoutIfNeeded()
        expectLess(abs(view.line.frame.height - 1.0 / 3), 1e-12)
    }
}

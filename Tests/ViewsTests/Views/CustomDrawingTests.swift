import Geometry
import Layers
import Views

/// A view that draws a square with `draw(in:)`.
@MainActor
final class SquareView: View {
    var color = Color.red
    var drawCount = 0

    override var hasCustomDrawing: Bool { true }

    override func draw(in context: DrawingContext) {
        drawCount += 1
        context.fill(Rect(x: 10, y: 10, width: 20, height: 20), color: color)
    }
}

/// What `draw(in:)` draws lands in the display list, in window coordinates, over the
/// background and under the subviews.
@MainActor
struct CustomDrawingTests {
    let t = TestWindow()

    func testCustomDrawingShowsUpInTheDisplayList() throws {
        let view = SquareView(frame: Rect(x: 50, y: 60, width: 100, height: 100))
        view.backgroundColor = .white
        addView("child", Rect(x: 0, y: 0, width: 5, height: 5), to: view, color: .blue)
        t.window.addSubview(view)
        t.frame()
        let fills = try require(t.renderer.lastFrame).fills
        expectEqual(fills.map(\.color), [.white, .red, .blue])
        expectEqual(fills[1].quad.surfaceBounds, Rect(x: 60, y: 70, width: 20, height: 20))
    }

    func testSetNeedsDisplayDrawsANewFrameAndAnIdleWindowDrawsNone() throws {
        let view = SquareView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(view)
        expectTrue(t.frame())
        expectFalse(t.frame())
        view.color = .green
        view.setNeedsDisplay()
        expectTrue(t.frame())
        try expectEqual(require(t.renderer.lastFrame).fills.map(\.color), [.green])
    }

    func testATransformCarriesTheDrawing() throws {
        let view = SquareView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.transform = AffineTransform(scaleX: 2, y: 2)  // about (50, 50)
        t.window.addSubview(view)
        t.frame()
        let fill = try require(t.renderer.lastFrame?.fills.first)
        expectTrue(close(fill.quad.surfaceBounds, Rect(x: -30, y: -30, width: 40, height: 40)))
    }
}

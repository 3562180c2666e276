import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// Bar items and the back button under the pointer and pressed, through the window's
/// dispatch on a manual clock: a faint rounded highlight round the content (where the focus
/// ring goes), stronger while pressed, with the content dimmed; a disabled item is grey and
/// takes neither clicks nor the highlight.
@MainActor
struct BarButtonHoverTests {
    let h = NavigationHarness(stack: ["A", "B"])
    let renderer = RecordingRenderer()
    var taps = Taps()

    final class Taps {
        var count = 0
    }

    init() {
        let taps = taps
        h.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit") { taps.count += 1 }
        h.scene.layoutIfNeeded()
    }

    var right: BarButton { h.bar("B").rightItemView! }
    var back: BackButton { h.bar("B").backButton! }

    /// A point in the middle of `view`, in the window.
    func middle(of view: View) -> Point { view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    /// The last frame's fills of `color`, in window coordinates.
    func fills(_ color: Color) throws -> [Rect] {
        _ = try h.scene.renderFrameIfNeeded(with: renderer)
        return try require(renderer.lastFrame).items.compactMap {
            if case .fill(let quad, color, _, _) = $0 { return quad.surfaceBounds }
            return nil
        }
    }

    func testAHoveredBarItemShowsTheHighlightRoundItsContent() throws {
        try expectEmpty(fills(PointerHighlight.hovered.light))
        let point = middle(of: right)
        h.play(InputScript(start: h.clock.now).move(to: point))
        expectEqual(right.state, .hovered)
        expectEqual(right.pointerHighlight, PointerHighlight.hovered)
        expectEqual(right.content.alpha, 1)
        let ring = right.convert(right.focusRingRect, to: nil)
        try expectEqual(fills(PointerHighlight.hovered.light), [ring])
        // Pressed: stronger, the content dimmed; released inside: a click, hovered again.
        h.play(InputScript(start: h.clock.now, location: point).down(at: point))
        expectEqual(right.pointerHighlight, PointerHighlight.pressed)
        expectEqual(right.content.alpha, BarButton.pressedAlpha)
        try expectEqual(fills(PointerHighlight.pressed.light), [ring])
        h.play(InputScript(start: h.clock.now, location: point).up())
        expectEqual(taps.count, 1)
        expectEqual(right.pointerHighlight, PointerHighlight.hovered)
        expectEqual(right.content.alpha, 1)
        // Away: nothing.
        h.play(InputScript(start: h.clock.now).move(to: Point(x: 400, y: 300)))
        expectNil(right.pointerHighlight)
        try expectEmpty(fills(PointerHighlight.hovered.light))
    }

    func testTheBackButtonLooksTheSame() throws {
        let point = back.convert(Point(x: 20, y: 25), to: nil)
        h.play(InputScript(start: h.clock.now).move(to: point))
        expectEqual(back.pointerHighlight, PointerHighlight.hovered)
        try expectEqual(fills(PointerHighlight.hovered.light), [back.convert(back.focusRingRect, to: nil)])
        h.play(InputScript(start: h.clock.now, location: point).down(at: point))
        expectEqual(back.pointerHighlight, PointerHighlight.pressed)
        expectEqual(back.content.alpha, BarButton.pressedAlpha)
        // Dragged off while held: neither look, and no pop.
        h.play(InputScript(start: h.clock.now, location: point).move(to: Point(x: 400, y: 300)).up())
        expectNil(back.pointerHighlight)
        expectEqual(back.content.alpha, 1)
        h.settle()
        expectEqual(h.stack, ["A", "B"])
    }

    func testADisabledItemIsGreyTakesNoClickAndNoHighlight() throws {
        let item = h.page("B").navigationItem.rightBarButtonItem!
        expectEqual(right.titleLabel.textColor, NavigationBarAppearance.defaultTintColor)
        item.isEnabled = false
        expectFalse(right.isEnabled)
        expectEqual(right.titleLabel.textColor, Button.disabledTitleColor)
        let point = middle(of: right)
        h.play(InputScript(start: h.clock.now).move(to: point).down(at: point).wait(0.1).up())
        expectEqual(taps.count, 0)
        expectNil(right.pointerHighlight)
        expectFalse(right.canBecomeFocused)
        // Enabled again: the tint, and clicks.
        item.isEnabled = true
        expectEqual(right.titleLabel.textColor, NavigationBarAppearance.defaultTintColor)
        h.play(InputScript(start: h.clock.now, location: point).down(at: point).wait(0.1).up())
        expectEqual(taps.count, 1)
    }

    func testADisabledItemsTemplateImageIsGreyToo() throws {
        let arrow = Image(pixels: PixelBuffer(width: 4, height: 4, color: .black))
        let item = BarButtonItem(image: arrow)
        item.isEnabled = false
        h.page("B").navigationItem.rightBarButtonItem = item
        h.scene.layoutIfNeeded()
        let image = try require(right.imageView.image)
        let pixel = image.pixels.color(x: 1, y: 1).rgba8
        expectTrue(pixel.r == 142 && pixel.g == 142 && pixel.b == 147 && pixel.a == 255)
    }
}

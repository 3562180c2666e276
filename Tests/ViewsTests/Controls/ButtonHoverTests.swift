import Geometry
import Layers
import SegueTestSupport
import Views

/// A button under the pointer and pressed, through the window's dispatch: its state, and the
/// wash it draws over its background, under its title. The button covers (100, 100)...(220, 144).
@MainActor
struct ButtonHoverTests {
    let t = TestWindow()
    let button = Button(frame: Rect(x: 100, y: 100, width: 120, height: 44), title: "OK")

    init() {
        t.window.addSubview(button)
        t.frame()
    }

    func play(_ script: InputScript) {
        t.window.play(script)
        t.frame()
    }

    /// The fills drawn over the button's frame in the last frame, in drawing order.
    func fillsOverTheButton() throws -> [FillItem] {
        try require(t.renderer.lastFrame).fills.filter { $0.quad.surfaceBounds == button.frame }
    }

    /// Whether the wash comes after the background and before the title in the display list.
    func washIsUnderTheTitle() throws -> Bool {
        let items = try require(t.renderer.lastFrame).items
        let wash = items.firstIndex {
            if case .fill(let quad, let color, _, _) = $0 {
                return quad.surfaceBounds == button.frame && color.alpha < 1
            }
            return false
        }
        let title = items.firstIndex {
            if case .text(_, "OK", _, _) = $0 { return true }
            return false
        }
        guard let wash, let title else { return false }
        return wash < title
    }

    func testUnderThePointerAButtonIsHoveredAndDrawsAFaintWash() throws {
        button.setBackgroundColor(Color(white: 0.94), for: .normal)
        button.layer.cornerRadius = 10
        t.frame()
        try expectEqual(fillsOverTheButton().map(\.color), [Color(white: 0.94)])
        play(InputScript().move(to: pt(160, 120)))
        expectEqual(button.state, .hovered)
        expectEqual(button.pointerWash?.light, Color(white: 0, alpha: 0.06))
        try expectEqual(fillsOverTheButton().map(\.color), [Color(white: 0.94), Color(white: 0, alpha: 0.06)])
        try expectTrue(washIsUnderTheTitle())
        // Pressed: a stronger wash (and the dimmed title); released: hovered again.
        play(InputScript(start: 1, location: pt(160, 120)).down(at: pt(160, 120)))
        expectEqual(button.state, [.hovered, .highlighted])
        try expectEqual(fillsOverTheButton().last?.color, Color(white: 0, alpha: 0.12))
        play(InputScript(start: 2, location: pt(160, 120)).up())
        expectEqual(button.state, .hovered)
        try expectEqual(fillsOverTheButton().last?.color, Color(white: 0, alpha: 0.06))
        // Away: no wash.
        play(InputScript(start: 3).move(to: pt(10, 10)))
        expectEqual(button.state, .normal)
        expectNil(button.pointerWash)
        try expectEqual(fillsOverTheButton().map(\.color), [Color(white: 0.94)])
    }

    func testAButtonWithoutABackgroundWashesInItsTitleColour() throws {
        play(InputScript().move(to: pt(160, 120)))
        expectEqual(button.pointerWash, Button.defaultTitleColor.withAlpha(0.08))
        play(InputScript(start: 1, location: pt(160, 120)).down(at: pt(160, 120)))
        expectEqual(button.pointerWash, Button.defaultTitleColor.withAlpha(0.16))
        try expectEqual(fillsOverTheButton().map(\.color), [Button.defaultTitleColor.withAlpha(0.16).light])
    }

    func testAPressDraggedOffTheButtonLosesBothLooks() {
        play(InputScript().move(to: pt(160, 120)).down(at: pt(160, 120)).move(to: pt(300, 250)))
        expectEqual(button.state, .normal)
        expectNil(button.pointerWash)
        play(InputScript(start: 1, location: pt(300, 250)).move(to: pt(150, 110)))
        expectEqual(button.state, [.hovered, .highlighted])
    }

    func testAStateWithItsOwnBackgroundGetsNoWash() throws {
        button.setBackgroundColor(.blue, for: .normal)
        button.setBackgroundColor(.red, for: .hovered)
        button.setBackgroundColor(.black, for: .highlighted)
        play(InputScript().move(to: pt(160, 120)))
        try expectEqual(fillsOverTheButton().map(\.color), [.red])
        // Pressed (and still hovered): the pressed colour wins.
        play(InputScript(start: 1, location: pt(160, 120)).down(at: pt(160, 120)))
        try expectEqual(fillsOverTheButton().map(\.color), [.black])
    }

    func testADisabledButtonIsNotHovered() {
        button.isEnabled = false
        play(InputScript().move(to: pt(160, 120)))
        expectTrue(button.isHovered)
        expectEqual(button.state, .disabled)
        expectNil(button.pointerWash)
        // Enabled under the pointer: hovered at once.
        button.isEnabled = true
        expectEqual(button.state, .hovered)
        expectNotNil(button.pointerWash)
    }

    func testTheWashCanBeTurnedOff() {
        button.showsPointerWash = false
        play(InputScript().move(to: pt(160, 120)))
        expectEqual(button.state, .hovered)
        expectNil(button.pointerWash)
    }
}

import Geometry
import Layers
import Views

/// UIKit's `setTitle(_:for:)` and `.primaryActionTriggered`, the two lines almost every UIKit
/// button is made with.
@MainActor
struct ButtonTitlePerStateTests {
    let t = TestWindow()
    let button = Button(frame: Rect(x: 100, y: 100, width: 120, height: 44))

    init() {
        t.window.addSubview(button)
        t.frame()
    }

    func testAStateShowsItsOwnTitleAndFallsBackToTheNormalOne() {
        button.setTitle("Send", for: .normal)
        button.setTitle("Sending…", for: .disabled)
        expectEqual(button.titleLabel.text, "Send")
        expectTrue(button.title(for: .disabled) == "Sending…" && button.title(for: .highlighted) == nil)
        button.isEnabled = false
        expectEqual(button.titleLabel.text, "Sending…")
        button.isHighlighted = true
        expectEqual(button.titleLabel.text, "Sending…", "disabled first")
        button.isEnabled = true
        expectEqual(button.titleLabel.text, "Send", "highlighted has none: the normal one")
        button.setTitle(nil, for: .disabled)
        button.isEnabled = false
        expectEqual(button.titleLabel.text, "Send")
    }

    func testAClickAndTheKeyboardSendThePrimaryAction() {
        var triggered = 0
        button.addAction(for: .primaryActionTriggered) { triggered += 1 }
        button.pointerBegan(down(150, 120, at: 0))
        button.pointerEnded(up(150, 120, at: 0.1))
        expectEqual(triggered, 1)
        _ = button.activateFromKeyboard()
        expectEqual(triggered, 2)
        button.pointerBegan(down(150, 120, at: 0.2))
        button.pointerEnded(up(400, 400, at: 0.3))
        expectEqual(triggered, 2, "a release outside is no click")
    }
}

import Geometry
import Layers
import Views

/// A press on a button, as dispatch delivers it: `pointerBegan` on the hit view, then moves
/// and the release with window coordinates. The button covers (100, 100)...(220, 144).
@MainActor
struct ButtonTests {
    let t = TestWindow()
    let button = Button(frame: Rect(x: 100, y: 100, width: 120, height: 44), title: "OK")
    let clicks = Counter()

    final class Counter {
        var count = 0
        var events: [String] = []
    }

    init() {
        t.window.addSubview(button)
        let clicks = clicks
        button.addAction { clicks.count += 1 }
        for (events, name) in [
            (ControlEvents.touchDown, "down"), (.touchDragExit, "exit"), (.touchDragEnter, "enter"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        ] {
            button.addAction(for: events) { clicks.events.append(name) }
        }
        t.frame()
    }

    /// Presses at a window point, as dispatch would: only if the button is the hit view.
    func press(_ x: Double, _ y: Double) {
        let hit = t.window.hitTest(Point(x: x, y: y))
        expectIdentical(hit, button)
        hit?.pointerBegan(down(x, y))
    }

    /// The opacity the title is drawn with in the next frame.
    func drawnTitleOpacity() -> Double? {
        t.frame()
        return t.renderer.lastFrame?.texts.first { $0.text == "OK" }?.opacity
    }

    func testAPressAndReleaseInsideFiresOnce() {
        press(160, 120)
        expectEqual(clicks.count, 0)
        button.pointerMoved(move(165, 125))
        button.pointerEnded(up(165, 125))
        expectEqual(clicks.count, 1)
        expectEqual(clicks.events, ["down", "upInside"])
        expectFalse(button.isTracking)
    }

    func testAPressThatLeavesBeforeTheReleaseDoesNotFire() {
        press(160, 120)
        button.pointerMoved(move(230, 120))
        expectFalse(button.isHighlighted)
        button.pointerEnded(up(230, 120))
        expectEqual(clicks.count, 0)
        expectEqual(clicks.events, ["down", "exit", "upOutside"])
    }

    func testAReleaseJustPastTheEdgeDoesNotFire() {
        press(160, 120)
        button.pointerEnded(up(220, 120))  // the right edge: outside (bounds are half-open)
        expectEqual(clicks.count, 0)
    }

    func testLeavingAndComingBackBeforeTheReleaseFires() {
        press(160, 120)
        button.pointerMoved(move(160, 200))
        expectFalse(button.isHighlighted)
        button.pointerMoved(move(160, 130))
        expectTrue(button.isHighlighted)
        button.pointerEnded(up(160, 130))
        expectEqual(clicks.count, 1)
        expectEqual(clicks.events, ["down", "exit", "enter", "upInside"])
    }

    func testHighlightedWhilePressedInsideAndNotAfter() {
        expectEqual(drawnTitleOpacity(), 1)
        press(160, 120)
        expectTrue(button.isHighlighted)
        expectEqual(button.state, .highlighted)
        expectEqual(button.titleLabel.alpha, 0.5)
        expectEqual(drawnTitleOpacity(), 0.5)
        button.pointerMoved(move(300, 300))
        expectEqual(drawnTitleOpacity(), 1)
        button.pointerMoved(move(110, 110))
        expectEqual(drawnTitleOpacity(), 0.5)
        button.pointerEnded(up(110, 110))
        expectFalse(button.isHighlighted)
        expectEqual(drawnTitleOpacity(), 1)
    }

    func testPerStateColoursShowWhilePressed() throws {
        button.setTitleColor(.white, for: .normal)
        button.setTitleColor(.yellow, for: .highlighted)
        button.setBackgroundColor(.blue, for: .normal)
        button.setBackgroundColor(.black, for: .highlighted)
        button.highlightedContentAlpha = 1
        t.frame()
        func drawn() throws -> (Color, Color) {
            t.frame()
            let frame = try require(t.renderer.lastFrame)
            let title = try require(frame.texts.first { $0.text == "OK" })
            let fill = try require(frame.fills.first { $0.quad.surfaceBounds == button.frame })
            return (title.style.color, fill.color)
        }
        expectTrue(try drawn() == (.white, .blue))
        press(160, 120)
        expectEqual(button.currentTitleColor, .yellow)
        expectTrue(try drawn() == (.yellow, .black))
        button.pointerEnded(up(160, 120))
        expectTrue(try drawn() == (.white, .blue))
    }

    func testAStateWithoutItsOwnColourUsesNormalsAndDisabledOutranksHighlighted() {
        button.setTitleColor(.red, for: .normal)
        button.isHighlighted = true
        expectEqual(button.currentTitleColor, .red)
        button.setTitleColor(.gray, for: .disabled)
        button.isEnabled = false
        button.isHighlighted = true
        expectEqual(button.state, [.disabled, .highlighted])
        expectEqual(button.currentTitleColor, .gray)
        expectEqual(button.titleLabel.alpha, 0.4)
    }

    func testACancelledPressUnhighlightsAndFiresNothing() {
        press(160, 120)
        button.pointerCancelled(move(160, 120))
        expectFalse(button.isHighlighted)
        expectFalse(button.isTracking)
        // A release arriving anyway is not a click.
        button.pointerEnded(up(160, 120))
        expectEqual(clicks.count, 0)
        expectEqual(clicks.events, ["down", "cancel"])
    }

    func testADisabledButtonIsGreyedAndDoesNothing() {
        button.isEnabled = false
        expectEqual(button.state, .disabled)
        // The tint turns an opaque grey (a half-clear blue reads as a muddy purple).
        expectEqual(button.currentTitleColor, Button.disabledTitleColor)
        expectEqual(button.titleLabel.alpha, 1)
        expectEqual(drawnTitleOpacity(), 1)
        expectEqual(t.renderer.lastFrame?.texts.first { $0.text == "OK" }?.style.color, Button.disabledTitleColor)
        // A title colour of the app's own is dimmed instead.
        button.setTitleColor(.red, for: .normal)
        expectEqual(button.currentTitleColor, .red)
        expectEqual(drawnTitleOpacity(), 0.4)
        button.setTitleColor(nil, for: .normal)
        button.setTitleColor(Button.defaultTitleColor, for: .normal)
        // Still hit: the click does not fall through to what is behind.
        press(160, 120)
        expectFalse(button.isHighlighted)
        button.pointerEnded(up(160, 120))
        expectEqual(clicks.count, 0)
        expectEmpty(clicks.events)
        button.isEnabled = true
        expectEqual(drawnTitleOpacity(), 1)
        expectEqual(button.currentTitleColor, Button.defaultTitleColor)
    }

    func testDisablingDuringAPressCancelsIt() {
        press(160, 120)
        button.isEnabled = false
        button.pointerEnded(up(160, 120))
        expectEqual(clicks.count, 0)
        expectEqual(clicks.events, ["down", "cancel"])
    }

    func testATrackingMarginWidensInside() {
        button.trackingMargin = 70
        press(160, 120)
        button.pointerMoved(move(160, 200))  // 56 below
        expectTrue(button.isHighlighted)
        button.pointerEnded(up(160, 200))
        expectEqual(clicks.count, 1)
    }

    func testARemovedActionIsNotCalled() {
        var other = 0
        let id = button.addAction { other += 1 }
        press(160, 120)
        button.pointerEnded(up(160, 120))
        button.removeAction(id)
        press(160, 120)
        button.pointerEnded(up(160, 120))
        expectEqual(other, 1)
        expectEqual(clicks.count, 2)
    }

    func testSizeThatFitsIsTheContentPlusInsets() {
        // "OK": 2 × 8.5 = 17 wide, 21.25 → 22 high.
        expectEqual(button.sizeThatFits(.zero), Size(width: 17, height: 22))
        button.contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        expectEqual(button.sizeThatFits(.zero), Size(width: 41, height: 34))
        button.image = Image(pixels: PixelBuffer(width: 20, height: 30, color: .red))
        // 20 + 6 + 17 + 24 wide; max(30, 22) + 12 high.
        expectEqual(button.sizeThatFits(.zero), Size(width: 67, height: 42))
        button.sizeToFit()
        expectEqual(button.frame, Rect(x: 100, y: 100, width: 67, height: 42))
    }

    func testTheImageAndTitleAreCentredSideBySide() {
        button.image = Image(pixels: PixelBuffer(width: 20, height: 20, color: .red))
        t.frame()
        // 20 + 6 + 17 = 43 wide, centred in 120: from 38.5, rounded to 39.
        expectEqual(button.imageView.frame, Rect(x: 39, y: 12, width: 20, height: 20))
        expectEqual(button.titleLabel.frame, Rect(x: 65, y: 11, width: 17, height: 22))
        expectFalse(button.imageView.isHidden)
        button.image = nil
        t.frame()
        expectTrue(button.imageView.isHidden)
        expectEqual(button.titleLabel.frame.origin.x, 52)  // (120 - 17) / 2 = 51.5
    }

    func testATitleTooWideForTheButtonIsTruncated() {
        button.title = "A much longer title"  // 19 × 8.5 = 161.5 > 120
        t.frame()
        expectEqual(button.titleLabel.frame.width, 120)
        expectEqual(button.titleLabel.displayedText, "A much longer…")  // 120 / 8.5 = 14.1 places
    }

    func testTheTitleAndImageDoNotTakeTheClick() {
        button.image = Image(pixels: PixelBuffer(width: 20, height: 20, color: .red))
        t.frame()
        expectIdentical(t.window.hitTest(button.titleLabel.convert(Point(x: 5, y: 5), to: nil)), button)
        expectIdentical(t.window.hitTest(button.imageView.convert(Point(x: 5, y: 5), to: nil)), button)
    }
}

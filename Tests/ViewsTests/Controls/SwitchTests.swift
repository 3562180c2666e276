import Geometry
import Layers
import SegueTestSupport
import Views

/// A switch at (100, 100), 51 × 31, clicked through the window's dispatch on a manual clock.
@MainActor
struct SwitchTests {
    let t = TestWindow()
    let toggle = Switch(frame: Rect(x: 100, y: 100, width: 51, height: 31))
    let log = Log()

    final class Log {
        var events: [String] = []
    }

    init() {
        t.window.addSubview(toggle)
        let log = log
        let toggle = toggle
        toggle.addAction(for: .valueChanged) { log.events.append("changed \(toggle.isOn)") }
        toggle.addAction(for: .touchUpInside) { log.events.append("click \(toggle.isOn)") }
        t.frame()
    }

    func click(_ x: Double = 125, _ y: Double = 115, at time: Double = 0) {
        t.window.play(InputScript(start: time).down(at: pt(x, y)).up())
    }

    /// The knob's on-screen frame in window coordinates.
    var knobOnScreen: Rect { toggle.knob.layer.presentationFrameInRoot }

    func testOffIsAGreyTrackWithTheKnobAtTheLeft() throws {
        expectFalse(toggle.isOn)
        expectEqual(toggle.backgroundColor, Switch.defaultOffTintColor)
        expectEqual(toggle.layer.cornerRadius, 15.5)
        expectEqual(knobOnScreen, Rect(x: 102, y: 102, width: 27, height: 27))
        let frame = try require(t.renderer.lastFrame)
        // The track, then the knob over it.
        expectEqual(
            frame.fills.map(\.color).suffix(2), [Switch.defaultOffTintColor.light, .white])
    }

    func testAClickTurnsItOnAnimatedAndSaysSoOnce() {
        click()
        expectTrue(toggle.isOn)
        // The actions see the new value; valueChanged once, after the click.
        expectEqual(log.events, ["click true", "changed true"])
        // Half-way through the slide the knob is between its ends and the track between its colours.
        t.run(for: Switch.toggleDuration / 2)
        expectTrue(knobOnScreen.minX > 104 && knobOnScreen.minX < 120, "\(knobOnScreen)")
        let track = toggle.layer.presentation.backgroundColor
        expectTrue(track != Switch.defaultOffTintColor && track != Switch.defaultOnTintColor)
        t.run(for: Switch.toggleDuration / 2 + 0.05)
        expectEqual(knobOnScreen, Rect(x: 122, y: 102, width: 27, height: 27))
        expectEqual(toggle.layer.presentation.backgroundColor, Switch.defaultOnTintColor)
        expectTrue(t.isIdle)
        // And off again.
        click(at: 1)
        t.run(for: 0.3)
        expectFalse(toggle.isOn)
        expectEqual(log.events.suffix(2), ["click false", "changed false"])
        expectEqual(knobOnScreen.minX, 102)
        expectTrue(t.isIdle)
    }

    func testWhilePressedTheKnobStretchesTowardsTheMiddle() {
        t.window.play(InputScript().down(at: pt(125, 115)))
        t.run(for: 0.3)
        expectEqual(knobOnScreen, Rect(x: 102, y: 102, width: 33, height: 27))
        toggle.isOn = true
        t.run(for: 0.3)
        expectEqual(knobOnScreen, Rect(x: 116, y: 102, width: 33, height: 27))
        expectTrue(t.isIdle)
    }

    func testAReleaseOutsideLeavesItAsItWas() {
        t.window.play(InputScript().down(at: pt(125, 115)).move(to: pt(300, 300)).up())
        t.run(for: 0.3)
        expectFalse(toggle.isOn)
        expectEmpty(log.events)
        expectEqual(knobOnScreen, Rect(x: 102, y: 102, width: 27, height: 27))
    }

    func testSettingIsOnMovesAtOnceAndSendsNothing() {
        toggle.isOn = true
        expectEqual(knobOnScreen.minX, 122)
        expectEqual(toggle.layer.presentation.backgroundColor, Switch.defaultOnTintColor)
        expectEmpty(log.events)
        expectTrue(t.isIdle)
        toggle.setOn(false, animated: true)
        expectFalse(t.isIdle)
        t.run(for: 0.3)
        expectEqual(knobOnScreen.minX, 102)
        expectEmpty(log.events)
    }

    func testADisabledSwitchIsFadedAndCannotBeFlipped() {
        toggle.isEnabled = false
        expectEqual(toggle.alpha, 0.5)
        click()
        expectFalse(toggle.isOn)
        expectEmpty(log.events)
    }

    func testTheTintsAreTheApps() {
        toggle.onTintColor = .blue
        toggle.thumbTintColor = .yellow
        toggle.isOn = true
        expectEqual(toggle.backgroundColor, .blue)
        expectEqual(toggle.knob.backgroundColor, .yellow)
        toggle.offTintColor = .red
        toggle.isOn = false
        expectEqual(toggle.backgroundColor, .red)
    }

    func testItFitsUIKitsSize() {
        let other = Switch(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        other.sizeToFit()
        expectEqual(other.frame.size, Size(width: 51, height: 31))
    }

    func testHoveringStartsNoAnimation() {
        t.window.play(InputScript().move(to: pt(125, 115)))
        expectTrue(toggle.isHovered)
        expectTrue(t.isIdle)
    }
}

/// A switch under the pointer and pressed: a faint highlight over the track, under the knob.
@MainActor
struct SwitchHoverTests {
    let t = TestWindow()
    let toggle = Switch(frame: Rect(x: 100, y: 100, width: 51, height: 31))

    init() {
        t.window.addSubview(toggle)
        t.frame()
    }

    /// The colours of the fills over the track's frame and the knob's, in drawing order.
    func fills() throws -> [Color] {
        try require(t.renderer.lastFrame).fills.map(\.color)
    }

    func testHoveredTheTrackDarkensUnderTheKnobAndPressedMore() throws {
        try expectEqual(fills().suffix(2), [Switch.defaultOffTintColor.light, .white])
        t.window.play(InputScript().move(to: pt(125, 115)))
        t.frame()
        expectEqual(toggle.pointerHighlight, PointerHighlight.hovered)
        try expectEqual(fills().suffix(3), [Switch.defaultOffTintColor.light, PointerHighlight.hovered.light, .white])
        t.window.play(InputScript(start: 1, location: pt(125, 115)).down(at: pt(125, 115)))
        t.frame()
        try expectTrue(fills().contains(PointerHighlight.pressed.light))
        t.window.play(InputScript(start: 2, location: pt(125, 115)).up().move(to: pt(300, 300)))
        t.run(for: 0.5)
        expectNil(toggle.pointerHighlight)
        try expectFalse(fills().contains(PointerHighlight.hovered.light))
    }

    func testADisabledSwitchShowsNoHighlight() {
        toggle.isEnabled = false
        t.window.play(InputScript().move(to: pt(125, 115)))
        expectNil(toggle.pointerHighlight)
    }
}

import Geometry
import SegueTestSupport
import Views

/// Hover: moves with no button held tell the views under the pointer (the hit-tested view and
/// its ancestors) when it comes and goes, as AppKit's mouseEntered and mouseExited.
@MainActor
struct HoverDispatchTests {
    let log = EventLog()
    let window = makeWindow()
    let panel: HoverLoggingView
    let left: HoverLoggingView
    let right: HoverLoggingView
    let elsewhere: HoverLoggingView

    init() {
        panel = HoverLoggingView("panel", frame: Rect(x: 0, y: 0, width: 200, height: 200), log: log)
        left = HoverLoggingView("left", frame: Rect(x: 10, y: 10, width: 80, height: 80), log: log)
        right = HoverLoggingView("right", frame: Rect(x: 110, y: 10, width: 80, height: 80), log: log)
        elsewhere = HoverLoggingView("elsewhere", frame: Rect(x: 250, y: 10, width: 100, height: 100), log: log)
        window.addSubview(panel)
        panel.addSubview(left)
        panel.addSubview(right)
        window.addSubview(elsewhere)
    }

    func testTheViewUnderThePointerAndItsAncestorsAreHoveredOutermostFirst() {
        window.play(InputScript().move(to: pt(50, 50)))
        expectEqual(log.entries, ["panel entered", "left entered"])
        expectTrue(left.isHovered && panel.isHovered && window.isHovered)
        expectTrue(!right.isHovered && !elsewhere.isHovered)
        // Within the same view: nothing new.
        window.play(InputScript().move(to: pt(60, 55)))
        expectEqual(log.entries.count, 2)
    }

    func testMovingToASiblingLeavesOneAndEntersTheOtherButNotTheirParent() {
        window.play(InputScript().move(to: pt(50, 50)).move(to: pt(150, 50)))
        expectEqual(log.entries, ["panel entered", "left entered", "left exited", "right entered"])
        // Out of the panel altogether: the inner view is left first.
        window.play(InputScript().move(to: pt(300, 50)))
        expectEqual(log.entries.suffix(3), ["right exited", "panel exited", "elsewhere entered"])
        expectTrue(!panel.isHovered && elsewhere.isHovered)
    }

    func testThePointerLeavingTheWindowHoversNothing() {
        window.play(InputScript().move(to: pt(50, 50)).pointerLeft())
        expectEqual(log.entries, ["panel entered", "left entered", "left exited", "panel exited"])
        expectFalse(window.isHovered)
    }

    func testViewsThatTakeNoPointerInputAreNotHovered() {
        left.isUserInteractionEnabled = false
        right.isHidden = true
        window.play(InputScript().move(to: pt(50, 50)).move(to: pt(150, 50)))
        expectEqual(log.entries, ["panel entered"])
    }

    func testDuringAPressOnlyThePressedViewIsHoveredAndOnlyWhileThePointerIsOverIt() {
        window.play(InputScript().move(to: pt(50, 50)).down(at: pt(50, 50)))
        expectEqual(log.entries, ["panel entered", "left entered"])
        // Dragged over a sibling and another view: the pressed view is left, nothing entered.
        var script = InputScript(start: 1, location: pt(50, 50)).move(to: pt(150, 50)).move(to: pt(300, 50))
        window.play(script)
        expectEqual(log.entries.suffix(2), ["left exited", "panel exited"])
        expectTrue(!right.isHovered && !elsewhere.isHovered && !window.isHovered)
        // Back over the pressed view: hovered again.
        script = InputScript(start: 2, location: pt(300, 50)).move(to: pt(40, 40))
        window.play(script)
        expectEqual(log.entries.suffix(2), ["panel entered", "left entered"])
        // Released over another view: that one is hovered now.
        window.play(InputScript(start: 3, location: pt(40, 40)).move(to: pt(300, 60)).up())
        expectEqual(log.entries.suffix(3), ["left exited", "panel exited", "elsewhere entered"])
    }

    func testAHoveredViewThatLeavesTheWindowIsToldAndComesBackUnhovered() {
        window.play(InputScript().move(to: pt(50, 50)))
        left.removeFromSuperview()
        expectEqual(log.entries.last, "left exited")
        expectTrue(!left.isHovered && panel.isHovered)
        panel.addSubview(left)
        // Not hovered until the pointer moves again (and then only once).
        expectFalse(left.isHovered)
        window.play(InputScript(start: 1).move(to: pt(51, 50)))
        expectTrue(left.isHovered)
        expectEqual(log.entries.filter { $0 == "left entered" }.count, 2)
        expectEqual(log.entries.filter { $0 == "panel entered" }.count, 1)
    }
}

/// A view that logs hovering's enter and exit, checking `isHovered` is already set.
@MainActor
final class HoverLoggingView: View {
    let log: EventLog

    init(_ name: String, frame: Rect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        self.name = name
    }

    override func pointerEntered() {
        expectTrue(isHovered)
        log.add("\(name ?? "?") entered")
    }

    override func pointerExited() {
        expectFalse(isHovered)
        log.add("\(name ?? "?") exited")
    }
}

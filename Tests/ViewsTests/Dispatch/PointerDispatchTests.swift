import Geometry
import SegueTestSupport
import Views

/// Left-button sequences: one hit test at the press, then the whole sequence to that view.
@MainActor
struct PointerDispatchTests {
    let log = EventLog()
    let window = makeWindow()
    let back: LoggingView
    let front: LoggingView
    let glass: LoggingView

    init() {
        back = LoggingView("back", frame: Rect(x: 0, y: 0, width: 200, height: 200), log: log)
        front = LoggingView("front", frame: Rect(x: 100, y: 100, width: 200, height: 150), log: log)
        // On top of both, but not interactive: presses pass through it.
        glass = LoggingView("glass", frame: Rect(x: 0, y: 0, width: 400, height: 300), log: log)
        glass.isUserInteractionEnabled = false
        window.addSubview(back)
        window.addSubview(front)
        window.addSubview(glass)
    }

    func testThePressPicksTheFrontmostInteractiveViewAndKeepsTheSequenceWithIt() {
        window.play(
            InputScript().down(at: pt(150, 150))
                .move(to: pt(50, 50))  // over `back` only
                .move(to: pt(-30, 400))  // outside the window
                .up(at: pt(50, 50)))
        expectEqual(log.entries, ["front began", "front moved", "front moved", "front ended"])
        expectEqual(front.pointerEvents.map(\.1.location), [pt(150, 150), pt(50, 50), pt(-30, 400), pt(50, 50)])

        window.play(InputScript(start: 1).down(at: pt(50, 50)).up())
        expectEqual(log.entries.suffix(2), ["back began", "back ended"])
    }

    func testHiddenAndTransparentViewsAreNotHit() {
        front.isHidden = true
        window.play(InputScript().down(at: pt(150, 150)).up())
        front.isHidden = false
        front.alpha = 0
        window.play(InputScript(start: 1).down(at: pt(150, 150)).up())
        expectEqual(log.entries, ["back began", "back ended", "back began", "back ended"])
    }

    func testASecondLeftPressDuringASequenceIsIgnored() {
        // A side button is not ignored: it goes up the responder chain of the view under it
        // (the mouse's back button mid-drag is a back request), and the sequence goes on.
        window.play(
            InputScript().down(at: pt(150, 150)).down(at: pt(50, 50)).down(at: pt(50, 50), button: .back)
                .move(to: pt(160, 150)).up(button: .back).up())
        expectEqual(log.entries, ["front began", "back auxiliary back", "front moved", "front ended"])
        expectEqual(front.pointerEvents.map(\.1.button), [.left, .left, .left])
    }

    func testIsTrackingPointerLastsFromThePressToTheRelease() {
        var trackingInEndedAction: Bool?
        let pan = PanGestureRecognizer()
        pan.addAction { [window] in if $0.state == .ended { trackingInEndedAction = window.isTrackingPointer } }
        front.addGestureRecognizer(pan)
        expectFalse(window.isTrackingPointer)
        window.play(InputScript().down(at: pt(150, 150)))
        expectTrue(window.isTrackingPointer)
        window.play(InputScript(start: 0.1, location: pt(150, 150)).drag(to: pt(250, 150), duration: 0.1, steps: 3))
        expectTrue(window.isTrackingPointer)
        window.play(InputScript(start: 0.3, location: pt(250, 150)).up())
        expectFalse(window.isTrackingPointer)
        expectEqual(trackingInEndedAction, true)
    }

    func testHoverGoesNowhere() {
        let watcher = WatchingRecognizer("watcher", log: log)
        window.addGestureRecognizer(watcher)
        window.play(InputScript().move(to: pt(150, 150)).move(to: pt(50, 50)))
        expectEmpty(log.entries)
        expectFalse(window.isTrackingPointer)
        // A release with no press before it is ignored too.
        window.play(InputScript(start: 1, location: pt(50, 50)).up())
        expectEmpty(log.entries)
    }

    func testASideButtonPressedMidDragReachesTheResponderChainAndLeavesTheSequence() {
        let target = LoggingView("target", frame: Rect(x: 100, y: 100, width: 100, height: 100), log: log)
        target.handlesAuxiliaryButtons = [.back]
        window.addSubview(target)
        window.handle(.pointer(PointerEvent(phase: .down, location: pt(150, 150), button: .left, timestamp: 0)))
        window.handle(.pointer(PointerEvent(phase: .down, location: pt(150, 150), button: .back, timestamp: 0.1)))
        expectTrue(log.entries.contains("target auxiliary back"))
        expectTrue(window.isTrackingPointer, "the drag goes on")
    }

    func testReleasingAnotherButtonDoesNotEndTheSequence() {
        window.handle(.pointer(PointerEvent(phase: .down, location: pt(150, 150), button: .left, timestamp: 0)))
        window.handle(.pointer(PointerEvent(phase: .up, location: pt(150, 150), button: .right, timestamp: 0.1)))
        expectTrue(window.isTrackingPointer)
        window.handle(.pointer(PointerEvent(phase: .up, location: pt(150, 150), button: .left, timestamp: 0.2)))
        expectFalse(window.isTrackingPointer)
        expectEqual(log.entries, ["front began", "front ended"])
    }

    func testLosingFocusCancelsTheViewsTrackingAtTheLastLocation() {
        window.play(InputScript().down(at: pt(150, 150)).move(to: pt(170, 160)).wait(0.1).focusLost())
        expectEqual(log.entries, ["front began", "front moved", "front cancelled"])
        let cancelled = front.pointerEvents.last!.1
        expectEqual(cancelled.location, pt(170, 160))
        expectLess(abs(cancelled.timestamp - (1.0 / 60 + 0.1)), 1e-9)
        expectFalse(window.isTrackingPointer)
        // Focus lost with nothing tracked changes nothing.
        window.play(InputScript(start: 1).focusLost().pointerLeft())
        expectEqual(log.entries.count, 3)
    }

    /// A view taken out of the window mid-press is cancelled, not released: a button the user
    /// no longer sees must not act (a page's button whose page was covered mid-press presented
    /// from a page no longer in the window; found by the torture test).
    func testAViewLeavingTheWindowMidPressIsCancelled() {
        let watcher = WatchingRecognizer("watcher", log: log)
        front.addGestureRecognizer(watcher)
        window.play(InputScript().down(at: pt(150, 150)))
        front.removeFromSuperview()
        window.play(InputScript(start: 0.1).move(to: pt(152, 150)).up())
        expectEqual(log.entries, ["watcher began", "front began", "watcher cancelled", "front cancelled"])
        expectFalse(window.isTrackingPointer)
        // A button taken out mid-press does not send its action.
        let button = Button(frame: Rect(x: 10, y: 10, width: 80, height: 40), title: "Go")
        var sent = 0
        button.addAction { sent += 1 }
        window.addSubview(button)
        window.play(InputScript(start: 1).down(at: pt(30, 30)))
        button.removeFromSuperview()
        window.play(InputScript(start: 1.1).up(at: pt(30, 30)))
        expectEqual(sent, 0)
        expectTrue(!button.isHighlighted && !button.isTracking)
    }

    func testThePointerLeavingCancelsEverything() {
        let pan = PanGestureRecognizer()
        let watcher = WatchingRecognizer("watcher", log: log)
        let panStates = StateRecorder().watch(pan)
        window.addGestureRecognizer(pan)
        front.addGestureRecognizer(watcher)
        window.play(InputScript().down(at: pt(150, 150)).move(to: pt(154, 150)).pointerLeft())
        expectEqual(
            log.entries,
            [
                "watcher began", "front began", "watcher moved", "front moved", "watcher cancelled", "front cancelled",
            ])
        // Undecided, the pan failed quietly; both are ready again.
        expectEmpty(panStates.states)
        expectTrue(pan.state == .possible && watcher.state == .possible)
    }

    func testTheWindowsOwnRecognizersSeeSequencesOnAnyView() {
        let pan = PanGestureRecognizer()
        let recorder = StateRecorder().watch(pan)
        window.addGestureRecognizer(pan)
        let deep = LoggingView("deep", frame: Rect(x: 10, y: 10, width: 50, height: 50), log: log)
        front.addSubview(deep)
        window.play(InputScript().drag(from: pt(120, 120), to: pt(200, 120), duration: 0.1, steps: 4))
        expectEqual(recorder.phases, [.began, .changed, .ended])
        expectEqual(log.entries, ["deep began", "deep cancelled"])
    }
}

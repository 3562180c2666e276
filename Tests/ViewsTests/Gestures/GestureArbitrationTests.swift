import Geometry
import SegueTestSupport
import Views

/// A delegate whose answers the test sets.
@MainActor
final class ScriptedDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    private(set) var askedToBegin = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        askedToBegin += 1
        return shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: PointerEvent) -> Bool {
        shouldReceive
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        simultaneous
    }
}

/// A delegate that keeps every default.
@MainActor
final class DefaultDelegate: GestureRecognizerDelegate {}

/// How recognizers share a sequence with each other and with the view.
@MainActor
struct GestureArbitrationTests {
    let log = EventLog()
    let window = makeWindow()
    let content: LoggingView

    init() {
        content = LoggingView("view", frame: Rect(x: 0, y: 0, width: 400, height: 300), log: log)
        window.addSubview(content)
    }

    private func shortDrag(start: Double = 0) -> InputScript {
        InputScript(start: start).drag(from: pt(100, 100), to: pt(160, 100), duration: 0.2, steps: 6)
    }

    func testRecognizersSeeEachEventBeforeTheView() {
        let inner = WatchingRecognizer("inner", log: log)
        let outer = WatchingRecognizer("outer", log: log)
        content.addGestureRecognizer(inner)
        window.addGestureRecognizer(outer)
        window.play(InputScript().down(at: pt(100, 100)).move(to: pt(101, 100)).up())
        expectEqual(
            log.entries,
            [
                "inner began", "outer began", "view began",
                "inner moved", "outer moved", "view moved",
                "inner ended", "outer ended", "view ended",
            ])
        // Undecided at the end of the sequence: failed, then reset.
        expectTrue(inner.state == .possible && outer.state == .possible)
    }

    func testABeganPanCancelsTheViewsTracking() {
        let pan = PanGestureRecognizer()
        let recorder = StateRecorder().watch(pan)
        content.addGestureRecognizer(pan)
        window.play(
            InputScript().down(at: pt(100, 100)).move(to: pt(105, 100)).move(to: pt(115, 100))
                .move(to: pt(130, 100)).up())
        expectEqual(recorder.phases, [.began, .changed, .ended])
        expectEqual(content.pointerEvents.map(\.0), ["began", "moved", "cancelled"])
        // It was cancelled with the event that made the pan begin.
        expectEqual(content.pointerEvents.last?.1.location, pt(115, 100))
    }

    func testARecognizerThatDoesNotCancelLeavesTheViewTracking() {
        let pan = PanGestureRecognizer()
        pan.cancelsPointersInView = false
        let recorder = StateRecorder().watch(pan)
        content.addGestureRecognizer(pan)
        window.play(shortDrag())
        expectEqual(recorder.phases, [.began, .changed, .ended])
        expectEqual(content.pointerEvents.map(\.0), ["began"] + Array(repeating: "moved", count: 6) + ["ended"])
    }

    func testTheFirstToRecognizeOwnsTheSequence() {
        let inner = PanGestureRecognizer()
        let outer = PanGestureRecognizer()
        let innerStates = StateRecorder().watch(inner)
        let outerStates = StateRecorder().watch(outer)
        content.addGestureRecognizer(inner)
        window.addGestureRecognizer(outer)
        window.play(shortDrag())
        expectEqual(innerStates.phases, [.began, .changed, .ended])
        expectEmpty(outerStates.states)
    }

    func testADelegateLetsTwoRecognizeTogether() {
        let inner = PanGestureRecognizer()
        let outer = PanGestureRecognizer()
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        outer.delegate = delegate
        let innerStates = StateRecorder().watch(inner)
        let outerStates = StateRecorder().watch(outer)
        content.addGestureRecognizer(inner)
        window.addGestureRecognizer(outer)
        window.play(shortDrag())
        expectEqual(innerStates.phases, [.began, .changed, .ended])
        expectEqual(outerStates.phases, [.began, .changed, .ended])
        expectEqual(innerStates.states.count, outerStates.states.count)
    }

    func testShouldBeginFalseFails() {
        let pan = PanGestureRecognizer()
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        let recorder = StateRecorder().watch(pan)
        content.addGestureRecognizer(pan)
        let events = shortDrag().events
        window.play(InputScript(start: 0).down(at: pt(100, 100)))
        for event in events.dropFirst().dropLast() { window.handle(event) }
        expectEqual(pan.state, .failed)
        expectEqual(delegate.askedToBegin, 1)
        window.handle(events.last!)
        expectEmpty(recorder.states)
        expectEqual(pan.state, .possible)
        // The view kept its sequence.
        expectEqual(content.pointerEvents.map(\.0).last, "ended")
    }

    func testARefusedRecognizerLeavesTheSequenceToAnAncestors() {
        let inner = PanGestureRecognizer()
        let outer = PanGestureRecognizer()
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        inner.delegate = delegate
        let innerStates = StateRecorder().watch(inner)
        let outerStates = StateRecorder().watch(outer)
        content.addGestureRecognizer(inner)
        window.addGestureRecognizer(outer)
        window.play(shortDrag())
        expectEmpty(innerStates.states)
        expectEqual(outerStates.phases, [.began, .changed, .ended])
    }

    func testShouldReceiveFalseKeepsTheSequenceFromIt() {
        let watcher = WatchingRecognizer("watcher", log: log)
        let delegate = ScriptedDelegate()
        delegate.shouldReceive = false
        watcher.delegate = delegate
        content.addGestureRecognizer(watcher)
        window.play(shortDrag())
        expectFalse(log.entries.contains { $0.hasPrefix("watcher") })
        expectEqual(log.entries.first, "view began")
    }

    func testTheDelegatesDefaultsAllowEverythingAlone() {
        let pan = PanGestureRecognizer()
        let delegate = DefaultDelegate()
        pan.delegate = delegate
        let recorder = StateRecorder().watch(pan)
        content.addGestureRecognizer(pan)
        window.play(shortDrag())
        expectEqual(recorder.phases, [.began, .changed, .ended])
        expectFalse(delegate.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: PanGestureRecognizer()))
    }

    func testADisabledRecognizerReceivesNothing() {
        let watcher = WatchingRecognizer("watcher", log: log)
        let pan = PanGestureRecognizer()
        let recorder = StateRecorder().watch(pan)
        watcher.isEnabled = false
        pan.isEnabled = false
        content.addGestureRecognizer(watcher)
        content.addGestureRecognizer(pan)
        window.play(shortDrag())
        expectFalse(log.entries.contains { $0.hasPrefix("watcher") })
        expectEmpty(recorder.states)
        expectEqual(content.pointerEvents.map(\.0).last, "ended")
    }

    func testDisablingMidGestureCancels() {
        let pan = PanGestureRecognizer()
        let recorder = StateRecorder().watch(pan)
        content.addGestureRecognizer(pan)
        let events = shortDrag().events
        for event in events.prefix(4) { window.handle(event) }
        expectEqual(pan.state, .changed)
        pan.isEnabled = false
        expectEqual(pan.state, .cancelled)
        expectEqual(recorder.phases, [.began, .changed, .cancelled])
        for event in events.dropFirst(4) { window.handle(event) }
        expectEqual(recorder.phases, [.began, .changed, .cancelled])
        expectEqual(pan.state, .possible)

        // Enabled again, it works from the next press.
        pan.isEnabled = true
        window.play(shortDrag(start: 1))
        expectEqual(recorder.phases, [.began, .changed, .cancelled, .began, .changed, .ended])
    }

    func testATapThatRequiresAPanToFailFiresOnlyAfterThePanFails() {
        let pan = LoggingPan(log: log)
        let tap = TapGestureRecognizer()
        tap.addAction { [log, pan] _ in log.add("tap fired, pan \(pan.state)") }
        tap.require(toFail: pan)
        // The tap is first in line, so it asks while the pan is still undecided; the pan
        // fails by itself when it sees the release.
        content.addGestureRecognizer(tap)
        content.addGestureRecognizer(pan)
        window.play(InputScript().down(at: pt(100, 100)).move(to: pt(104, 100)).up())
        expectEqual(log.entries.filter { !$0.hasPrefix("view") }, ["pan saw the release", "tap fired, pan failed"])
    }

    func testARecognizerWaitingPastTheReleaseRecognizesWhenTheSequenceEnds() {
        // The watcher never decides; it fails when the sequence is over, and only then may the
        // tap recognize. The view's sequence had already ended: it is not cancelled after that.
        let watcher = WatchingRecognizer("watcher", log: log)
        let tap = TapGestureRecognizer()
        let tapStates = StateRecorder().watch(tap)
        tap.require(toFail: watcher)
        content.addGestureRecognizer(tap)
        content.addGestureRecognizer(watcher)
        window.play(InputScript().down(at: pt(100, 100)).up())
        expectEqual(tapStates.states, [.ended])
        expectEqual(content.pointerEvents.map(\.0), ["began", "ended"])
    }

    func testUndecidedRecognizersThatCannotShareFailAtOnce() {
        let pan = PanGestureRecognizer()
        let alone = WatchingRecognizer("alone", log: log)
        let sharing = WatchingRecognizer("sharing", log: log)
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        sharing.delegate = delegate
        content.addGestureRecognizer(pan)
        window.addGestureRecognizer(alone)
        window.addGestureRecognizer(sharing)
        window.play(InputScript().down(at: pt(100, 100)).move(to: pt(115, 100)).move(to: pt(130, 100)).up())
        // The deeper pan sees each event first and began on the first move: the one that may
        // not share failed there and saw nothing more.
        expectEqual(log.entries.filter { $0.hasPrefix("alone") }, ["alone began"])
        expectEqual(
            log.entries.filter { $0.hasPrefix("sharing") },
            [
                "sharing began", "sharing moved", "sharing moved", "sharing ended",
            ])
    }

    func testARecognizerWaitingForAnotherIsHeldInPossible() {
        let pan = PanGestureRecognizer()
        let press = PressRecognizer()
        let recorder = StateRecorder().watch(press)
        press.require(toFail: pan)
        content.addGestureRecognizer(press)
        content.addGestureRecognizer(pan)
        window.play(InputScript().down(at: pt(100, 100)).move(to: pt(103, 100)))
        // It asked at the press, but the pan has not decided.
        expectTrue(press.asked && press.state == .possible && recorder.states.isEmpty)
        window.play(InputScript(start: 0.1, location: pt(103, 100)).up())
        expectEqual(recorder.states, [.ended])

        // When the pan recognizes instead, the waiting one fails.
        let panStates = StateRecorder().watch(pan)
        window.play(shortDrag(start: 1))
        expectEqual(panStates.phases, [.began, .changed, .ended])
        expectEqual(recorder.states, [.ended])
    }

    func testAWaitingRecognizerDoesNotRecognizeWhenAThirdOneWon() {
        // The press recognizer waits for the window's pan to fail; the content's pan wins, which
        // fails the window's pan, but the sequence is taken: the waiting one fails too.
        let winner = PanGestureRecognizer()
        let required = PanGestureRecognizer()
        let press = PressRecognizer()
        let pressStates = StateRecorder().watch(press)
        press.require(toFail: required)
        content.addGestureRecognizer(winner)
        window.addGestureRecognizer(required)
        window.addGestureRecognizer(press)
        window.play(shortDrag())
        expectTrue(press.asked)
        expectEmpty(pressStates.states)
    }

    func testARequirementHoldsEvenBetweenSimultaneousRecognizers() {
        let pan = PanGestureRecognizer()
        let tap = TapGestureRecognizer()
        tap.allowableMovement = 100
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        tap.delegate = delegate
        let tapStates = StateRecorder().watch(tap)
        content.addGestureRecognizer(tap)
        content.addGestureRecognizer(pan)
        // Without the requirement both recognize.
        window.play(InputScript().drag(from: pt(100, 100), to: pt(130, 100), duration: 0.1, steps: 3))
        expectEqual(tapStates.states, [.ended])
        tap.require(toFail: pan)
        window.play(InputScript(start: 1).drag(from: pt(100, 100), to: pt(130, 100), duration: 0.1, steps: 3))
        expectEqual(tapStates.states, [.ended])
    }

    func testActionsFireOnEveryContinuousStateAndTheRecognizerResets() {
        let pan = PanGestureRecognizer()
        let recorder = StateRecorder().watch(pan)
        var calls = 0
        pan.addAction { _ in calls += 1 }
        content.addGestureRecognizer(pan)
        window.play(shortDrag())
        // Six moves of 10 pt: began at the first (the slop), changed at the other five, ended
        // at the release.
        expectEqual(recorder.states, [.began] + Array(repeating: .changed, count: 5) + [.ended])
        expectEqual(calls, recorder.states.count)
        expectEqual(pan.state, .possible)
    }
}

/// A pan that logs when it sees the release.
@MainActor
final class LoggingPan: PanGestureRecognizer {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    override func pointerEnded(_ event: PointerEvent) {
        log.add("pan saw the release")
        super.pointerEnded(event)
    }
}

/// A discrete recognizer that asks to recognize as soon as the button goes down.
@MainActor
final class PressRecognizer: GestureRecognizer {
    private(set) var asked = false

    override func pointerBegan(_ event: PointerEvent) {
        asked = true
        setState(.recognized)
    }
}

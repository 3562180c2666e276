import Geometry
import SegueTestSupport
import Views

@MainActor
struct TapGestureTests {
    let log = EventLog()
    let window = makeWindow()
    let button: LoggingView
    let tap = TapGestureRecognizer()
    let recorder = StateRecorder()

    init() {
        button = LoggingView("button", frame: Rect(x: 50, y: 50, width: 100, height: 40), log: log)
        window.addSubview(button)
        button.addGestureRecognizer(tap)
        recorder.watch(tap)
    }

    func testATapFiresItsActionOnce() {
        window.play(InputScript().down(at: pt(100, 70)).move(to: pt(104, 72)).wait(0.05).up())
        expectEqual(recorder.states, [.ended])
        expectEqual(tap.state, .possible)
        // Recognizing at the release took the sequence from the view.
        expectEqual(button.pointerEvents.map(\.0), ["began", "moved", "cancelled"])

        window.play(InputScript(start: 1).down(at: pt(100, 70)).up())
        expectEqual(recorder.states, [.ended, .ended])
    }

    func testAPressThatMovesTooFarIsNotATap() {
        window.play(InputScript().down(at: pt(100, 70)).move(to: pt(111, 70)).move(to: pt(100, 70)).up())
        expectEmpty(recorder.states)
        expectEqual(button.pointerEvents.map(\.0), ["began", "moved", "moved", "ended"])
    }

    func testAPressOutsideTheViewIsNotItsTap() {
        window.play(InputScript().down(at: pt(300, 200)).up())
        expectEmpty(recorder.states)
    }

    func testADoubleTapNeedsTwoQuickPressesInOnePlace() {
        tap.numberOfTapsRequired = 2
        window.play(InputScript().down(at: pt(100, 70)).wait(0.08).up())
        expectEmpty(recorder.states)
        window.play(InputScript(start: 0.3).down(at: pt(103, 71)).wait(0.08).up())
        expectEqual(recorder.states, [.ended])

        // Too slow: the second press starts a new count.
        window.play(InputScript(start: 2).down(at: pt(100, 70)).up())
        window.play(InputScript(start: 2.5).down(at: pt(100, 70)).up())
        expectEqual(recorder.states, [.ended])
        window.play(InputScript(start: 2.7).down(at: pt(100, 70)).up())
        expectEqual(recorder.states, [.ended, .ended])

        // Too far apart.
        window.play(InputScript(start: 4).down(at: pt(60, 60)).up())
        window.play(InputScript(start: 4.2).down(at: pt(140, 80)).up())
        expectEqual(recorder.states, [.ended, .ended])
    }
}

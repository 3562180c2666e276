import Geometry
import SegueTestSupport
import Views

@MainActor
struct ScreenEdgePanTests {
    let log = EventLog()
    let window = makeWindow()
    let page: LoggingView
    let edgePan = ScreenEdgePanGestureRecognizer(edges: .left)
    let recorder = StateRecorder()

    init() {
        page = LoggingView("page", frame: Rect(x: 0, y: 0, width: 400, height: 300), log: log)
        window.addSubview(page)
        page.addGestureRecognizer(edgePan)
        recorder.watch(edgePan)
    }

    private func drag(from start: Point, to end: Point) {
        window.play(InputScript().drag(from: start, to: end, duration: 0.3, steps: 18))
    }

    func testADragFromInsideTheZoneRecognizes() {
        forEachArgument([0.0, 5.0, 19.5]) { Self().aDragFromInsideTheZoneRecognizes(x: $0) }
    }

    func aDragFromInsideTheZoneRecognizes(x: Double) {
        drag(from: pt(x, 150), to: pt(x + 150, 160))
        expectEqual(recorder.phases, [.began, .changed, .ended])
        expectEqual(page.pointerEvents.map(\.0).last, "cancelled")
    }

    func testADragFromOutsideTheZoneDoesNot() {
        forEachArgument([20.0, 30.0, 200.0]) { Self().aDragFromOutsideTheZoneDoesNot(x: $0) }
    }

    func aDragFromOutsideTheZoneDoesNot(x: Double) {
        drag(from: pt(x, 150), to: pt(x + 150, 160))
        expectEmpty(recorder.states)
        // The view kept the whole sequence.
        expectEqual(page.pointerEvents.map(\.0).last, "ended")
    }

    func testAVerticalDragFromTheEdgeDoesNot() {
        drag(from: pt(5, 100), to: pt(25, 250))
        expectEmpty(recorder.states)
    }

    func testADragTowardTheEdgeDoesNot() {
        drag(from: pt(15, 100), to: pt(-60, 105))
        expectEmpty(recorder.states)
    }

    func testMovementBelowTheSlopDoesNotBegin() {
        window.play(InputScript().down(at: pt(5, 100)).move(to: pt(14, 101)).up())
        expectEmpty(recorder.states)
    }

    func testTheTranslationCountsFromThePress() {
        var translations: [Point] = []
        edgePan.addAction { [edgePan] _ in translations.append(edgePan.translation(in: nil)) }
        window.play(
            InputScript().down(at: pt(5, 100)).move(to: pt(9, 100)).move(to: pt(17, 101)).move(to: pt(40, 99)).up())
        expectEqual(translations, [pt(12, 1), pt(35, -1), pt(35, -1)])
    }

    func testTheZoneIsInWindowCoordinates() {
        // A recognizer on a view that starts 100 points into the window: a press 5 points
        // into that view is 105 points from the window's edge.
        let inset = LoggingView("inset", frame: Rect(x: 100, y: 0, width: 300, height: 300), log: log)
        window.addSubview(inset)
        let insetPan = ScreenEdgePanGestureRecognizer(edges: .left)
        let insetRecorder = StateRecorder().watch(insetPan)
        inset.addGestureRecognizer(insetPan)
        drag(from: pt(105, 150), to: pt(255, 150))
        expectEmpty(insetRecorder.states)
    }

    func testOtherEdges() {
        edgePan.edges = [.right, .bottom]
        drag(from: pt(395, 150), to: pt(250, 150))
        expectEqual(recorder.phases, [.began, .changed, .ended])
        drag(from: pt(200, 295), to: pt(200, 150))
        expectEqual(recorder.phases, [.began, .changed, .ended, .began, .changed, .ended])
        // Away from the right edge means leftward; the left edge is no longer listed.
        drag(from: pt(395, 150), to: pt(480, 150))
        drag(from: pt(5, 150), to: pt(150, 150))
        expectEqual(recorder.phases.count, 6)
    }

    func testADragBeyondTheWindowReleasedOutsideEnds() {
        var final: Point?
        edgePan.addAction { [edgePan] in if $0.state == .ended { final = edgePan.translation(in: nil) } }
        drag(from: pt(5, 150), to: pt(480, 150))
        expectEqual(recorder.phases, [.began, .changed, .ended])
        expectEqual(final, pt(475, 0))
    }
}

import Geometry
import SegueTestSupport
import Views

@MainActor
struct PanGestureTests {
    let log = EventLog()
    let window = makeWindow()
    let content: LoggingView
    let pan = PanGestureRecognizer()
    let recorder = StateRecorder()

    init() {
        content = LoggingView("content", frame: Rect(x: 0, y: 0, width: 400, height: 300), log: log)
        window.addSubview(content)
        content.addGestureRecognizer(pan)
        recorder.watch(pan)
    }

    func testMovementBelowTheSlopDoesNotBegin() {
        window.play(
            InputScript().down(at: pt(100, 100)).move(to: pt(106, 106)).move(to: pt(109.9, 100)).up())
        expectEmpty(recorder.states)
        expectEqual(content.pointerEvents.map(\.0), ["began", "moved", "moved", "ended"])
        expectEqual(pan.state, .possible)

        // The same press carried to the slop begins.
        window.play(InputScript(start: 1).down(at: pt(100, 100)).move(to: pt(110, 100)).up())
        expectEqual(recorder.phases, [.began, .ended])
    }

    func testAfterBeginningTheTranslationIsThePointerMinusThePress() {
        let press = pt(100, 100)
        let events = InputScript().down(at: press).drag(to: pt(250, 180), duration: 0.4, steps: 24, jitter: 0.5)
            .up().events
        var checked = 0
        for event in events {
            window.handle(event)
            guard case .pointer(let pointer) = event, pan.state == .began || pan.state == .changed else { continue }
            expectEqual(pan.translation(in: nil), pointer.location - press)
            expectTrue(close(pan.translation(in: content), pointer.location - press))
            checked += 1
        }
        expectGreaterOrEqual(checked, 20)
        expectEqual(recorder.phases, [.began, .changed, .ended])
    }

    func testTranslationIsAVectorInTheAskingViewsCoordinates() {
        // A view that moves with the drag (as the seeds' pages do) still reads the pointer's
        // displacement; a scaled one reads it in its own units.
        let scaled = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        scaled.transform = AffineTransform(scaleX: 2, y: 2)
        scaled.isUserInteractionEnabled = false  // only a frame of reference
        window.addSubview(scaled)
        var readings: [(Point, Point, Point)] = []
        pan.addAction { [content, pan] _ in
            let t = pan.translation(in: content)
            content.transform = AffineTransform(translationX: t.x, y: 0)
            readings.append((pan.translation(in: nil), pan.translation(in: content), pan.translation(in: scaled)))
        }
        window.play(InputScript().drag(from: pt(100, 100), to: pt(200, 140), duration: 0.2, steps: 10))
        expectEqual(readings.count, 11)
        let (inWindow, inContent, inScaled) = readings.last!
        expectEqual(inWindow, pt(100, 40))
        expectTrue(close(inContent, pt(100, 40)))
        expectTrue(close(inScaled, pt(50, 20)))
    }

    func testSetTranslationMakesLaterTranslationsCountFromThere() {
        var translations: [Point] = []
        pan.addAction { [pan] _ in
            translations.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        window.play(
            InputScript().down(at: pt(100, 100)).move(to: pt(115, 100)).move(to: pt(120, 103)).move(to: pt(118, 110))
                .up())
        expectEqual(translations, [pt(15, 0), pt(5, 3), pt(-2, 7), pt(0, 0)])
    }

    func testASteadyDragReadsItsSpeed() {
        // 600 pt/s to the right, sampled at irregular intervals around 60 Hz.
        var velocities: [Point] = []
        pan.addAction { [pan] _ in velocities.append(pan.velocity(in: nil)) }
        window.play(InputScript().drag(from: pt(20, 150), to: pt(320, 150), duration: 0.5, steps: 30, jitter: 0.9))
        let atRelease = velocities.last!
        expectLessOrEqual(abs(atRelease.x - 600), 30)
        expectLess(abs(atRelease.y), 1)
        // Already true mid-drag, once the horizon is full.
        for v in velocities.dropFirst(10) { expectLessOrEqual(abs(v.x - 600), 30) }
    }

    func testAPauseBeforeTheReleaseReadsZero() {
        var atRelease: Point?
        pan.addAction { [pan] in if $0.state == .ended { atRelease = pan.velocity(in: nil) } }
        window.play(
            InputScript().down(at: pt(20, 150)).drag(to: pt(320, 150), duration: 0.5, steps: 30).wait(0.15).up())
        expectEqual(recorder.phases, [.began, .changed, .ended])
        expectEqual(atRelease, .zero)
    }

    func testADragReleasedOutsideTheWindowEndsNormally() {
        forEachArgument([-80.0, 520.0]) { Self().aDragReleasedOutsideTheWindowEndsNormally(endX: $0) }
    }

    func aDragReleasedOutsideTheWindowEndsNormally(endX: Double) {
        var final: Point?
        pan.addAction { [pan] in if $0.state == .ended { final = pan.translation(in: nil) } }
        window.play(InputScript().drag(from: pt(200, 150), to: pt(endX, 170), duration: 0.3, steps: 12))
        expectEqual(recorder.phases, [.began, .changed, .ended])
        expectEqual(final, pt(endX - 200, 20))
        expectEqual(pan.state, .possible)
        expectFalse(window.isTrackingPointer)
    }

    func testFocusLossMidDragCancels() {
        pan.cancelsPointersInView = false
        window.play(InputScript().down(at: pt(100, 100)).drag(to: pt(180, 100), duration: 0.2, steps: 8).focusLost())
        expectEqual(recorder.phases, [.began, .changed, .cancelled])
        expectEqual(content.pointerEvents.map(\.0).last, "cancelled")
        expectEqual(content.pointerEvents.filter { $0.0 == "cancelled" }.count, 1)
        expectFalse(window.isTrackingPointer)
        expectEqual(pan.state, .possible)

        // The rest of the old drag goes nowhere; the next press starts afresh.
        window.play(InputScript(start: 1, location: pt(180, 100)).move(to: pt(200, 100)).up())
        expectEqual(recorder.phases, [.began, .changed, .cancelled])
        window.play(InputScript(start: 2).drag(from: pt(100, 100), to: pt(150, 100), duration: 0.1, steps: 4))
        expectEqual(recorder.phases, [.began, .changed, .cancelled, .began, .changed, .ended])
    }

    func testThePointerLeavingMidDragCancels() {
        window.play(InputScript().down(at: pt(100, 100)).drag(to: pt(180, 100), duration: 0.2, steps: 8).pointerLeft())
        expectEqual(recorder.phases, [.began, .changed, .cancelled])
        // The pan took the sequence over at the first move (10 pt), so the view was cancelled
        // then, once.
        expectEqual(content.pointerEvents.map(\.0), ["began", "cancelled"])
        expectFalse(window.isTrackingPointer)
    }

    func testFocusLossBeforeTheSlopFailsQuietly() {
        window.play(InputScript().down(at: pt(100, 100)).move(to: pt(104, 100)).focusLost())
        expectEmpty(recorder.states)
        expectEqual(content.pointerEvents.map(\.0), ["began", "moved", "cancelled"])
        expectEqual(pan.state, .possible)
    }
}

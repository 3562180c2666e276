import Geometry
import SegueTestSupport
import Views

@MainActor
struct InputScriptTests {
    private func pointers(_ script: InputScript) -> [PointerEvent] {
        script.events.compactMap {
            if case .pointer(let p) = $0 { return p }
            return nil
        }
    }

    func testADragIsEvenlySpacedAndEndsExactly() {
        let script = InputScript(start: 2).drag(from: pt(0, 0), to: pt(100, 50), duration: 0.5, steps: 5)
        let events = pointers(script)
        expectEqual(events.map(\.phase), [.down, .move, .move, .move, .move, .move, .up])
        expectEqual(events.map(\.button), Array(repeating: .left, count: 7))
        let times = events.map(\.timestamp)
        for (t, expected) in zip(times, [2, 2.1, 2.2, 2.3, 2.4, 2.5, 2.5]) { expectLess(abs(t - expected), 1e-9) }
        expectTrue(close(events[1].location, pt(20, 10)))
        expectEqual(events.last!.location, pt(100, 50))
        expectLess(abs(script.time - 2.5), 1e-12)
    }

    func testJitterKeepsTimesIncreasingAndPointsOnTheSteadyLine() {
        let script = InputScript().down(at: pt(0, 0)).drag(to: pt(300, 0), duration: 0.5, steps: 30, jitter: 0.9)
        let moves = pointers(script).filter { $0.phase == .move }
        let gaps = zip(moves.dropFirst(), moves).map { $0.timestamp - $1.timestamp }
        expectTrue(gaps.allSatisfy { $0 > 0 })
        expectGreater(Set(gaps.map { ($0 * 1e6).rounded() }).count, 5)
        expectTrue(moves.allSatisfy { abs($0.location.x - 600 * $0.timestamp) < 1e-9 })
        expectEqual(moves.last!.timestamp, 0.5)
    }

    func testInstantEventsTakeTheCurrentTimeAndMovesTheHeldButton() {
        let script = InputScript(start: 1).move(to: pt(5, 5)).down(at: pt(5, 5)).move(to: pt(9, 9), after: 0.25)
            .wait(0.5).up().move(to: pt(20, 20), after: 0)
        let events = pointers(script)
        expectEqual(events.map(\.button), [nil, .left, .left, .left, nil])
        let frame = 1.0 / 60
        let expected: [Double] = [1 + frame, 1 + frame, 1.25 + frame, 1.75 + frame, 1.75 + frame]
        for (event, t) in zip(events, expected) { expectLess(abs(event.timestamp - t), 1e-9) }
        expectEqual(events[3].location, pt(9, 9))
    }
}

import Testing

@testable import Animation

@MainActor
@Suite struct AnimationEngineTests {
    let clock = ManualClock()
    let engine: AnimationEngine

    init() {
        engine = AnimationEngine(clock: clock)
    }

    @Test func tickWithNothingReturnsFalse() {
        #expect(engine.isIdle)
        #expect(engine.runningCount == 0)
        #expect(!engine.tick())
        #expect(engine.isIdle)
    }

    @Test func stepsToTheClockAndDropsFinishedAnimations() {
        let animation = ScriptedAnimation { time in time < 0.05 }
        engine.add(animation)
        #expect(engine.runningCount == 1)
        clock.advance(by: 0.02)
        #expect(engine.tick())
        clock.advance(by: 0.04)
        #expect(engine.tick())
        #expect(animation.steps == [0.02, 0.06])
        #expect(!engine.tick())
        #expect(engine.isIdle)
    }

    @Test func identityIsTheObject() {
        let animation = ScriptedAnimation()
        engine.add(animation)
        engine.add(animation)
        #expect(engine.runningCount == 1)
        engine.tick()
        #expect(animation.steps.count == 1)
        engine.remove(animation)
        engine.remove(animation)
        #expect(engine.isIdle)
    }

    @Test func removingAnotherAnimationMidTickIsSafe() {
        let later = ScriptedAnimation()
        let first = ScriptedAnimation()
        first.onStep = { [engine] _ in
            engine.remove(later)
            return true
        }
        engine.add(first)
        engine.add(later)
        #expect(engine.tick())
        #expect(later.steps.isEmpty)
        #expect(first.steps.count == 1)
        #expect(engine.runningCount == 1)
        engine.remove(first)
        #expect(engine.isIdle)
    }

    @Test func removingItselfMidTickIsSafe() {
        let animation = ScriptedAnimation()
        let other = ScriptedAnimation { _ in false }
        animation.onStep = { [engine, animation] _ in
            engine.remove(animation)
            return true
        }
        engine.add(animation)
        engine.add(other)
        engine.tick()
        #expect(animation.steps.count == 1)
        #expect(other.steps.count == 1)
        #expect(engine.isIdle)
    }

    @Test func animationsAddedMidTickStartOnTheNextTick() {
        let added = ScriptedAnimation { _ in false }
        let adder = ScriptedAnimation()
        adder.onStep = { [engine] _ in
            engine.add(added)
            return false
        }
        engine.add(adder)
        engine.tick()
        #expect(added.steps.isEmpty)
        #expect(engine.runningCount == 1)
        clock.advance(by: 1.0 / 60)
        engine.tick()
        #expect(added.steps == [1.0 / 60])
        #expect(engine.isIdle)
    }

    @Test func anAnimationRestartedDuringItsLastStepKeepsRunning() {
        let animation = ScriptedAnimation()
        var restarted = false
        animation.onStep = { [engine, animation] _ in
            guard !restarted else { return false }
            restarted = true
            // Finishes, but a completion-like callback registers it again.
            engine.remove(animation)
            engine.add(animation)
            return false
        }
        engine.add(animation)
        engine.tick()
        #expect(engine.runningCount == 1)
        engine.tick()
        #expect(animation.steps.count == 2)
        #expect(engine.isIdle)
    }
}

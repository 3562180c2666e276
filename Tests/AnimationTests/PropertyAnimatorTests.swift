import Foundation

@testable import Animation

@MainActor
struct PropertyAnimatorTests {
    let clock = ManualClock()
    let engine: AnimationEngine

    init() {
        engine = AnimationEngine(clock: clock)
    }

    func animator(
        duration: Double = 0.3, timing: TimingParameters = .curve(.easeInOut)
    ) -> (PropertyAnimator, AnimatorRecord) {
        let animator = PropertyAnimator(engine: engine, duration: duration, timing: timing)
        return (animator, AnimatorRecord(animator))
    }

    // MARK: Running to the end

    func testRunsTheCurveAndCompletesAtTheEnd() {
        let (animator, record) = animator()
        expectEqual(animator.state, .inactive)
        animator.startAnimation()
        expectEqual(animator.state, .active)
        expectTrue(animator.isRunning)
        expectEqual(record.fractions, [0])
        var frames = 0
        while !engine.isIdle && frames < 100 {
            clock.advance(by: 1.0 / 60)
            engine.tick()
            frames += 1
            if animator.isRunning {
                let expected = referenceEaseInOut(clock.now / 0.3)
                expectLess(abs(animator.fractionComplete - expected), 1e-8, "at \(clock.now)")
                expectEqual(record.last, animator.fractionComplete)
            }
        }
        expectTrue(frames == 18 || frames == 19)
        expectEqual(record.completions, [.end])
        expectEqual(record.last, 1)
        expectEqual(animator.state, .inactive)
        expectFalse(animator.isRunning)
        expectTrue(engine.isIdle)
    }

    func testALateFrameCompletesAtOnce() {
        let (animator, record) = animator()
        animator.startAnimation()
        clock.advance(by: 5)
        engine.tick()
        expectEqual(record.fractions, [0, 1])
        expectEqual(record.completions, [.end])
        expectTrue(engine.isIdle)
    }

    func testAReversedStartRunsFromTheEndToTheStart() {
        let (animator, record) = animator(timing: .curve(.linear))
        animator.isReversed = true
        animator.startAnimation()
        expectEqual(record.fractions, [1])
        clock.advance(by: 0.075)
        engine.tick()
        expectLess(abs(animator.fractionComplete - 0.75), 1e-12)
        runToIdle(engine, clock: clock)
        expectEqual(record.completions, [.start])
        expectEqual(record.last, 0)
        expectTrue(engine.isIdle)
    }

    // MARK: Scrub, pause, continue

    func testScrubbedPausedContinuedOnASpringAndReversedEndsAtTheStart() {
        let (animator, record) = animator()
        animator.fractionComplete = 0.4
        expectEqual(animator.state, .active)
        expectFalse(animator.isRunning)
        expectEqual(record.fractions, [0.4])
        animator.pauseAnimation()
        expectTrue(engine.isIdle)
        animator.isReversed = true
        animator.continueAnimation(
            withTimingParameters: .spring(.critical, initialVelocity: 2), durationFactor: 1)
        expectTrue(animator.isRunning)
        // 2 × the remaining distance (0.4, towards 0) per second.
        expectLess(abs(animator.fractionVelocity - -0.8), 1e-12)
        engine.tick()
        expectEqual(record.last, 0.4)
        expectLess(abs(animator.fractionVelocity - -0.8), 1e-12)
        clock.advance(by: 0.05)
        engine.tick()
        let solution = SpringSolution(spring: .critical, displacement: 0.4, velocity: -0.8)
        expectLess(abs(animator.fractionComplete - solution.displacement(at: 0.05)), 1e-12)
        let frames = runToIdle(engine, clock: clock)
        expectLess(frames, 30)
        expectEqual(record.completions, [.start])
        expectEqual(record.last, 0)
        expectEqual(animator.state, .inactive)
        expectTrue(engine.isIdle)
    }

    func testReversingARunningSpringTurnsRoundWithoutAJump() {
        let (animator, record) = animator()
        animator.fractionComplete = 0.4
        animator.pauseAnimation()
        animator.continueAnimation(
            withTimingParameters: .spring(.critical, initialVelocity: 2), durationFactor: 1)
        engine.tick()
        expectLess(abs(animator.fractionVelocity - 1.2), 1e-12)
        clock.advance(by: 0.03)
        engine.tick()
        let fraction = animator.fractionComplete
        let velocity = animator.fractionVelocity
        expectTrue(fraction > 0.4 && velocity > 0)
        animator.isReversed = true
        expectTrue(animator.isRunning)
        expectEqual(animator.fractionComplete, fraction)
        expectLess(abs(animator.fractionVelocity - velocity), 1e-12)
        engine.tick()
        expectEqual(record.last, fraction)
        clock.advance(by: 1.0 / 60)
        engine.tick()
        let solution = SpringSolution(spring: .critical, displacement: fraction, velocity: velocity)
        expectLess(abs(animator.fractionComplete - solution.displacement(at: 1.0 / 60)), 1e-12)
        runToIdle(engine, clock: clock)
        expectEqual(record.completions, [.start])
        expectEqual(record.last, 0)
        expectTrue(engine.isIdle)
    }

    func testACurveContinuationStartsWhereTheScrubLeftIt() {
        let (animator, record) = animator()
        animator.fractionComplete = 0.4
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: .curve(.easeInOut))
        expectEqual(animator.fractionVelocity, 0)
        engine.tick()
        expectEqual(record.last, 0.4)
        // The curve is spread over the 0.6 left, in 0.6 × 0.3 s.
        let remaining = 0.6 * 0.3
        clock.advance(by: 1.0 / 60)
        engine.tick()
        let first = 0.4 + 0.6 * referenceEaseInOut((1.0 / 60) / remaining)
        expectLess(abs(animator.fractionComplete - first), 1e-8)
        // Eased: the first frame moves far less than the average frame (0.6 / 10.8 ≈ 0.056).
        expectLess(animator.fractionComplete - 0.4, 0.02)
        clock.set(to: remaining / 2)
        engine.tick()
        expectLess(abs(animator.fractionComplete - 0.7), 1e-8)
        runToIdle(engine, clock: clock)
        expectEqual(record.completions, [.end])
        expectEqual(record.last, 1)
        expectTrue(engine.isIdle)
    }

    func testContinuationKeepsOrReplacesTheTiming() {
        forEachArgument([(nil, 1.0, 0.7), (nil, 2.0, 0.55), (TimingParameters.curve(.linear), 0.5, 1.0)]) {
            Self().continuationKeepsOrReplacesTheTiming(parameters: $0.0, durationFactor: $0.1, expected: $0.2)
        }
    }

    func continuationKeepsOrReplacesTheTiming(
        parameters: TimingParameters?, durationFactor: Double, expected: Double
    ) {
        let (animator, record) = animator(timing: .curve(.linear))
        animator.fractionComplete = 0.4
        animator.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
        // Linear over 0.6 × 0.3 × factor seconds; at 0.09 s.
        clock.advance(by: 0.09)
        engine.tick()
        expectLess(abs(animator.fractionComplete - expected), 1e-12)
        runToIdle(engine, clock: clock)
        expectEqual(record.completions, [.end])
        expectTrue(engine.isIdle)
    }

    func testASpringContinuationMovesAtTheConvertedVelocityOnItsFirstStep() {
        let (animator, record) = animator()
        animator.fractionComplete = 0.25
        animator.continueAnimation(withTimingParameters: .spring(.critical, initialVelocity: 3))
        engine.tick()
        expectEqual(record.last, 0.25)
        expectLess(abs(animator.fractionVelocity - 3 * 0.75), 1e-12)
        clock.advance(by: 1.0 / 60)
        engine.tick()
        let solution = SpringSolution(spring: .critical, displacement: -0.75, velocity: 2.25)
        expectLess(abs(animator.fractionVelocity - solution.velocity(at: 1.0 / 60)), 1e-9)
        runToIdle(engine, clock: clock)
        expectEqual(record.completions, [.end])
        expectEqual(record.last, 1)
        expectEqual(animator.fractionVelocity, 0)
        expectTrue(engine.isIdle)
    }

    func testAFlingReleasedAtTheTargetOvershootsAndComesBack() {
        let (animator, record) = animator()
        animator.fractionComplete = 1
        animator.continueAnimation(
            with: Spring(dampingRatio: 0.5, stiffness: 300), fractionVelocity: 2)
        expectEqual(animator.fractionVelocity, 2)
        runToIdle(engine, clock: clock)
        expectTrue(record.fractions.contains { $0 > 1 })
        expectEqual(record.completions, [.end])
        expectEqual(record.last, 1)
        expectTrue(engine.isIdle)
    }

    func testPausingFreezesWhereItIsNow() {
        let (animator, record) = animator(timing: .curve(.linear))
        animator.startAnimation()
        clock.advance(by: 0.1)
        engine.tick()
        // No tick between this time and the pause: it still grabs the true position.
        clock.advance(by: 0.05)
        animator.pauseAnimation()
        expectLess(abs(animator.fractionComplete - 0.5), 1e-12)
        expectEqual(record.last, animator.fractionComplete)
        expectFalse(animator.isRunning)
        expectEqual(animator.state, .active)
        expectEqual(animator.fractionVelocity, 0)
        expectTrue(engine.isIdle)
        let count = record.fractions.count
        clock.advance(by: 1)
        engine.tick()
        expectEqual(record.fractions.count, count)
        animator.startAnimation()
        runToIdle(engine, clock: clock)
        expectEqual(record.completions, [.end])
        expectTrue(engine.isIdle)
    }

    func testScrubbingClampsAndAppliesAtOnce() {
        let (animator, record) = animator()
        animator.fractionComplete = 1.7
        animator.fractionComplete = -0.2
        animator.fractionComplete = 0.3
        expectEqual(record.fractions, [1, 0, 0.3])
        expectTrue(engine.isIdle)
        animator.stopAnimation(true)
        expectTrue(engine.isIdle)
    }

    func testAnimationsAddedToAnActiveAnimatorCatchUpAtOnce() {
        let (animator, _) = animator()
        var inactive: [Double] = []
        animator.addAnimations { inactive.append($0) }
        expectEmpty(inactive)
        animator.fractionComplete = 0.7
        var late: [Double] = []
        animator.addAnimations { late.append($0) }
        expectEqual(inactive, [0.7])
        expectEqual(late, [0.7])
        animator.stopAnimation(true)
        expectTrue(engine.isIdle)
    }

    func testADelayedStartHoldsThenRuns() {
        let (animator, record) = animator(timing: .curve(.linear))
        animator.startAnimation(afterDelay: 0.1)
        expectTrue(animator.isRunning)
        expectFalse(engine.isIdle)
        clock.advance(by: 0.05)
        engine.tick()
        expectEqual(record.fractions, [0])
        expectEqual(animator.fractionVelocity, 0)
        clock.set(to: 0.1 + 0.15)
        engine.tick()
        expectLess(abs(animator.fractionComplete - 0.5), 1e-12)
        runToIdle(engine, clock: clock)
        expectEqual(record.completions, [.end])
        expectTrue(engine.isIdle)
    }

    // MARK: Reversing a curve

    func testReversingARunningCurveTurnsRoundFromWhereItIs() {
        let (animator, record) = animator(timing: .curve(.linear))
        animator.startAnimation()
        clock.advance(by: 0.15)
        engine.tick()
        expectLess(abs(animator.fractionComplete - 0.5), 1e-12)
        animator.isReversed = true
        engine.tick()
        expectLess(abs(record.last! - 0.5), 1e-12)
        // Back over the 0.5 covered, in 0.5 × 0.3 s.
        clock.advance(by: 0.075)
        engine.tick()
        expectLess(abs(animator.fractionComplete - 0.25), 1e-12)
        runToIdle(engine, clock: clock)
        expectEqual(record.completions, [.start])
        expectEqual(record.last, 0)
        expectTrue(engine.isIdle)
    }

    // MARK: Stopping and finishing

    func testStoppingWithoutFinishingCallsNoCompletion() {
        let (animator, record) = animator()
        animator.startAnimation()
        clock.advance(by: 0.1)
        engine.tick()
        let count = record.fractions.count
        animator.stopAnimation(true)
        expectEqual(animator.state, .inactive)
        expectFalse(animator.isRunning)
        expectTrue(engine.isIdle)
        clock.advance(by: 1)
        engine.tick()
        expectEqual(record.fractions.count, count)
        expectEmpty(record.completions)
        expectTrue(engine.isIdle)
    }

    func testStoppedThenFinishedAt() {
        forEachArgument([
            (PropertyAnimator.Position.start, 0.0), (.end, 1.0), (.current, 1.0 / 3),
        ]) { Self().stoppedThenFinishedAt(position: $0.0, fraction: $0.1) }
    }

    func stoppedThenFinishedAt(position: PropertyAnimator.Position, fraction: Double) {
        let (animator, record) = animator(timing: .curve(.linear))
        animator.startAnimation()
        clock.advance(by: 0.1)
        engine.tick()
        animator.stopAnimation(false)
        expectEqual(animator.state, .stopped)
        expectFalse(animator.isRunning)
        expectTrue(engine.isIdle)
        expectEmpty(record.completions)
        animator.finishAnimation(at: position)
        expectEqual(record.completions, [position])
        expectLess(abs(record.last! - fraction), 1e-12)
        expectEqual(animator.state, .inactive)
        expectTrue(engine.isIdle)
    }

    func testACompletionMayStartTheAnimatorAgain() {
        let (animator, record) = animator(timing: .curve(.linear))
        var second: [PropertyAnimator.Position] = []
        animator.addCompletion { [animator] _ in
            animator.addCompletion { second.append($0) }
            animator.startAnimation()
        }
        animator.startAnimation()
        clock.advance(by: 0.3)
        engine.tick()
        expectEqual(record.completions, [.end])
        expectTrue(animator.isRunning)
        expectEqual(engine.runningCount, 1)
        runToIdle(engine, clock: clock)
        expectEqual(second, [.end])
        expectTrue(engine.isIdle)
    }

    // MARK: Misuse is loud

    func testScrubbingARunningAnimatorIsAPreconditionFailure() throws {
        try expectChildFails("testScrubbingARunningAnimator")
    }

    func testFinishingAnAnimatorThatIsNotStoppedIsAPreconditionFailure() throws {
        try expectChildFails("testFinishingAnAnimatorThatIsNotStopped")
    }

    /// Runs one test of MisuseChildChecks in a fresh copy of this test binary (a precondition
    /// failure ends the process) and expects that process to fail.
    private func expectChildFails(_ test: String, line: Int = #line) throws {
        let child = try ChildTestRun.run(
            "AnimationTests.MisuseChildChecksCase/\(test)",
            environment: ProcessInfo.processInfo.environment.merging([misuseChildVariable: "1"]) { $1 })
        expectTrue(
            child.output.contains("Test Case 'MisuseChildChecksCase.\(test)' started"),
            "the child did not run:\n\(child.output)", line: line)
        expectNotEqual(child.status, 0, "the misuse did not end the process:\n\(child.output)", line: line)
    }
}

/// Set in the environment of the child processes above.
private let misuseChildVariable = "SEGUE_MISUSE_CHILD"

/// The misuses themselves: each ends its process with a precondition failure, so they run only
/// in the child processes PropertyAnimatorTests starts.
@MainActor
struct MisuseChildChecks {
    init() throws {
        try skipUnless(ProcessInfo.processInfo.environment[misuseChildVariable] != nil)
    }

    func testScrubbingARunningAnimator() {
        let engine = AnimationEngine(clock: ManualClock())
        let animator = PropertyAnimator(engine: engine, duration: 0.3)
        animator.startAnimation()
        animator.fractionComplete = 0.5
    }

    func testFinishingAnAnimatorThatIsNotStopped() {
        let engine = AnimationEngine(clock: ManualClock())
        let animator = PropertyAnimator(engine: engine, duration: 0.3)
        animator.startAnimation()
        animator.finishAnimation(at: .end)
    }
}

@MainActor
struct PropertyAnimatorAbandonTests {
    func testAbandonHandlersRunOnStopWithoutFinishingOnly() {
        let engine = AnimationEngine(clock: ManualClock())
        var abandoned = 0
        let stopped = PropertyAnimator(engine: engine, duration: 1)
        stopped.addAbandonHandler { abandoned += 1 }
        stopped.startAnimation()
        stopped.stopAnimation(true)
        expectEqual(abandoned, 1)
        let finished = PropertyAnimator(engine: engine, duration: 1)
        finished.addAbandonHandler { abandoned += 1 }
        finished.startAnimation()
        finished.stopAnimation(false)
        finished.finishAnimation(at: .end)
        expectEqual(abandoned, 1)
        expectTrue(engine.isIdle)
    }
}

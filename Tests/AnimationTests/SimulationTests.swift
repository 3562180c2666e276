import Foundation

@testable import Animation

@MainActor
struct SimulationTests {
    func testEaseInOutCurveAtExactClockTimes() {
        let clock = ManualClock(now: 10)
        let engine = AnimationEngine(clock: clock)
        let probe = SimulationProbe(
            CurveSimulation(from: 0, to: 1, duration: 0.3, curve: .easeInOut), begin: clock.now)
        engine.add(probe)
        for time in [0, 0.075, 0.15, 0.225, 0.3] {
            clock.set(to: 10 + time)
            expectTrue(engine.tick())
        }
        let expected = [0, referenceEaseInOut(0.25), 0.5, referenceEaseInOut(0.75), 1]
        expectEqual(probe.samples.count, expected.count)
        for (sample, value) in zip(probe.samples, expected) {
            expectLess(abs(sample.position - value), 1e-8, "at \(sample.time)")
        }
        expectEqual(probe.samples.last?.position, 1)
        expectTrue(engine.isIdle)
    }

    func testCurveSimulationScalesAndHolds() {
        let simulation = CurveSimulation(from: 100, to: -20, duration: 2, curve: .easeIn)
        expectEqual(simulation.position(at: -1), 100)
        expectEqual(simulation.position(at: 0), 100)
        let expected = 100 - 120 * referenceBezier(x: 0.3, p1: (0.42, 0), p2: (1, 1))
        expectLess(abs(simulation.position(at: 0.6) - expected), 1e-6)
        expectLess(abs(simulation.velocity(at: 0.6) - (-60 * TimingCurve.easeIn.slope(at: 0.3))), 1e-9)
        expectFalse(simulation.isDone(at: 1.999))
        expectTrue(simulation.isDone(at: 2))
        expectEqual(simulation.position(at: 2), -20)
        expectEqual(simulation.position(at: 5), -20)
        expectEqual(simulation.velocity(at: 5), 0)
    }

    func testZeroDurationCurveIsDoneAtOnce() {
        let simulation = CurveSimulation(from: 0.4, to: 1, duration: 0, curve: .easeInOut)
        expectTrue(simulation.isDone(at: 0))
        expectEqual(simulation.position(at: 0), 1)
    }

    func testSpringSimulationFollowsTheSolutionAndLandsExactly() {
        let simulation = SpringSimulation(from: 0, to: 300, initialVelocity: 500, spring: .critical)
        let solution = SpringSolution(spring: .critical, displacement: -300, velocity: 500)
        expectEqual(simulation.position(at: 0), 0)
        expectEqual(simulation.velocity(at: 0), 500)
        for t in [0.01, 0.05, 0.1, 0.2] {
            expectLess(abs(simulation.position(at: t) - (300 + solution.displacement(at: t))), 1e-9)
            expectLess(abs(simulation.velocity(at: t) - solution.velocity(at: t)), 1e-9)
        }
        let done = simulation.settlingTime
        expectTrue(done > 0.2 && done < 0.6)
        expectFalse(simulation.isDone(at: done - 0.01))
        expectTrue(simulation.isDone(at: done))
        expectEqual(simulation.position(at: done), 300)
        expectEqual(simulation.velocity(at: done), 0)
        // Just before done it is already within the relative tolerance of the distance.
        expectLess(abs(simulation.position(at: done - 1e-6) - 300), 1e-4 * 300 + 1e-6)
    }

    func testSpringSimulationAtRestIsDoneButAFlingFromRestIsNot() {
        let resting = SpringSimulation(from: 5, to: 5, initialVelocity: 0, spring: .critical)
        expectTrue(resting.isDone(at: 0))
        let flung = SpringSimulation(from: 5, to: 5, initialVelocity: 40, spring: .critical)
        expectFalse(flung.isDone(at: 0))
        expectGreater(flung.position(at: 0.03), 5)
        expectTrue(flung.isDone(at: 1))
    }

    func testSpringSimulationOnTheEngineEndsExactlyAtItsTarget() {
        let clock = ManualClock()
        let engine = AnimationEngine(clock: clock)
        let probe = SimulationProbe(
            SpringSimulation(
                from: 1, to: 0, initialVelocity: 0, spring: Spring(dampingRatio: 0.5, stiffness: 300)),
            begin: 0)
        engine.add(probe)
        let frames = runToIdle(engine, clock: clock)
        expectTrue(frames > 10 && frames < 600)
        // Underdamped: it overshoots below 0 on the way.
        expectTrue(probe.samples.contains { $0.position < 0 })
        expectEqual(probe.samples.last?.position, 0)
        expectTrue(engine.isIdle)
    }
}

/// The momentum after a touchpad fling: UIKit's 0.998 of the speed kept per millisecond.
struct DecelerationSimulationTests {
    func testTheSpeedDecaysByTheRatePerMillisecondAndTheGlideStops() {
        let glide = DecelerationSimulation(from: 100, initialVelocity: 1000)
        expectLess(abs(glide.velocity(at: 0.001) - 998), 1e-9)
        expectLess(abs(glide.velocity(at: 0.5) - 1000 * pow(0.998, 500)), 1e-9)
        // Resting point: x₀ + v₀ / (−ln 0.998 × 1000) ≈ 100 + 499.5.
        expectLess(abs(glide.restingPosition - (100 + 1000 / (-log(0.998) * 1000))), 1e-9)
        expectEqual(glide.position(at: 0), 100)
        expectGreater(glide.position(at: 1), glide.position(at: 0.5))
        // Stops where the speed reaches 5 points a second, and holds.
        expectLess(abs(glide.velocity(at: glide.stopTime - 1e-9) - 5), 1e-3)
        expectTrue(glide.isDone(at: glide.stopTime))
        expectEqual(glide.velocity(at: glide.stopTime), 0)
        expectEqual(glide.position(at: glide.stopTime + 10), glide.position(at: glide.stopTime))
        expectLess(abs(glide.position(at: 100) - glide.restingPosition), 5 / 2)
    }

    func testASlowStartIsDoneAtOnce() {
        let glide = DecelerationSimulation(from: 7, initialVelocity: -3)
        expectTrue(glide.isDone(at: 0))
        expectEqual(glide.position(at: 1), 7)
    }
}

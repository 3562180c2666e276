@testable import Animation

/// Runs a simulation on the engine from `begin` and records every sample it was stepped to.
@MainActor
final class SimulationProbe: FrameAnimation {
    let simulation: any Simulation
    let begin: Double
    private(set) var samples: [(time: Double, position: Double, velocity: Double)] = []

    init(_ simulation: any Simulation, begin: Double) {
        self.simulation = simulation
        self.begin = begin
    }

    func step(to time: Double) -> Bool {
        let t = time - begin
        samples.append((time, simulation.position(at: t), simulation.velocity(at: t)))
        return !simulation.isDone(at: t)
    }
}

/// A frame animation whose step runs a test-supplied closure.
@MainActor
final class ScriptedAnimation: FrameAnimation {
    private(set) var steps: [Double] = []
    var onStep: (Double) -> Bool

    init(onStep: @escaping (Double) -> Bool = { _ in true }) {
        self.onStep = onStep
    }

    func step(to time: Double) -> Bool {
        steps.append(time)
        return onStep(time)
    }
}

/// Records what a PropertyAnimator hands to its closures.
@MainActor
final class AnimatorRecord {
    private(set) var fractions: [Double] = []
    private(set) var completions: [PropertyAnimator.Position] = []

    init(_ animator: PropertyAnimator) {
        // Strong captures: the animator keeps its record alive, and the record holds no animator.
        animator.addAnimations { fraction in self.fractions.append(fraction) }
        animator.addCompletion { position in self.completions.append(position) }
    }

    var last: Double? { fractions.last }
}

/// Ticks 60 Hz frames until the engine is idle; returns the number of frames.
@MainActor
@discardableResult
func runToIdle(_ engine: AnimationEngine, clock: ManualClock, maxFrames: Int = 600) -> Int {
    var frames = 0
    while !engine.isIdle && frames < maxFrames {
        clock.advance(by: 1.0 / 60)
        engine.tick()
        frames += 1
    }
    return frames
}

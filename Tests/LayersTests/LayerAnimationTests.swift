import Animation
import Geometry
import SegueTestSupport

@testable import Layers

@MainActor
struct LayerAnimationTests {
    let clock = ManualClock()
    let scene: Scene
    let layer = Layer()

    init() {
        scene = Scene(size: Size(width: 320, height: 200), clock: clock)
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        scene.rootLayer.addSublayer(layer)
    }

    func step(_ seconds: Double) {
        clock.advance(by: seconds)
        scene.tick()
    }

    func testABlockAnimationFollowsTheEaseInOutBezierAtExactTimes() {
        var completions: [Bool] = []
        scene.animate(withDuration: 0.3, curve: .easeInOut) {
            layer.opacity = 0
        } completion: {
            completions.append($0)
        }
        expectEqual(layer.opacity, 0)  // the model takes the new value at once
        expectEqual(layer.presentation.opacity, 1)
        for t in [0.0, 0.05, 0.075, 0.15, 0.225, 0.29] {
            clock.set(to: t)
            scene.tick()
            let expected = 1 - TimingCurve.easeInOut.value(at: t / 0.3)
            expectLess(abs(layer.presentation.opacity - expected), 1e-9, "at t = \(t)")
        }
        clock.set(to: 0.3)
        scene.tick()
        expectEqual(layer.presentation.opacity, 0)
        step(1 / 60)
        expectEqual(completions, [true])
        expectTrue(scene.engine.isIdle)
        expectFalse(layer.isAnimating)
    }

    func testAnInterruptedAnimationReportsSoAndTheNextStartsWhereItWas() {
        var first: [Bool] = []
        var second: [Bool] = []
        scene.animate(withDuration: 0.3, curve: .linear) {
            layer.position = Point(x: 350, y: 50)
        } completion: {
            first.append($0)
        }
        step(0.1)
        let mid = layer.presentation.position
        expectLess(abs(mid.x - 150), 1e-9)
        scene.animate(withDuration: 0.2, curve: .linear) {
            layer.position = Point(x: 50, y: 50)
        } completion: {
            second.append($0)
        }
        expectEqual(first, [false])
        expectEqual(layer.presentation.position, mid)  // no jump
        step(0.1)
        expectLess(abs(layer.presentation.position.x - 100), 1e-9)
        step(0.1)
        step(1 / 60)
        expectEqual(second, [true])
        expectEqual(layer.presentation.position, Point(x: 50, y: 50))
        expectTrue(scene.engine.isIdle)
    }

    func testRemovingAllAnimationsReportsUnfinishedAndShowsTheModel() {
        var finished: [Bool] = []
        scene.animate(withDuration: 0.3, curve: .easeOut) {
            layer.backgroundColor = .blue
            layer.cornerRadius = 20
        } completion: {
            finished.append($0)
        }
        step(0.1)
        layer.removeAllAnimations()
        step(1 / 60)
        expectEqual(finished, [false])
        expectEqual(layer.presentation.backgroundColor, .blue)
        expectTrue(scene.engine.isIdle)
    }

    func testAnExplicitAnimationLeavesTheModelAndReturnsToIt() {
        var done: [Bool] = []
        layer.add(LayerAnimation(\.opacity, from: 1, to: 0.2, duration: 0.2, timing: .curve(.linear))) {
            done.append($0)
        }
        step(0.1)
        expectLess(abs(layer.presentation.opacity - 0.6), 1e-9)
        expectEqual(layer.opacity, 1)
        step(0.1)
        step(1 / 60)
        expectEqual(done, [true])
        expectEqual(layer.presentation.opacity, 1)
        expectTrue(scene.engine.isIdle)
    }

    func testADelayedAnimationHoldsItsStartValue() {
        scene.animate(withDuration: 0.2, delay: 0.1, curve: .linear) {
            layer.opacity = 0
        }
        step(0.05)
        expectEqual(layer.presentation.opacity, 1)
        step(0.15)
        expectLess(abs(layer.presentation.opacity - 0.5), 1e-9)
        step(0.2)
        expectTrue(scene.engine.isIdle)
    }

    func testAnUnderdampedSpringOvershootsAndSettlesExactly() {
        let spring = Spring(dampingRatio: 0.3, stiffness: 300)
        scene.animate(withDuration: 0, timing: .spring(spring, initialVelocity: 0)) {
            layer.position = Point(x: 150, y: 50)
        }
        var maxX = 0.0
        for _ in 0..<240 {
            step(1 / 60)
            maxX = max(maxX, layer.presentation.position.x)
        }
        expectGreater(maxX, 160)  // overshoot past 150 (from 50)
        expectEqual(layer.presentation.position, Point(x: 150, y: 50))
        expectTrue(scene.engine.isIdle)
    }

    func testABlockThatChangesNothingCompletesOnTheNextTick() {
        var done: [Bool] = []
        scene.animate(withDuration: 0.3, curve: .linear) {
        } completion: {
            done.append($0)
        }
        expectEmpty(done)
        step(1 / 60)
        expectEqual(done, [true])
        expectTrue(scene.engine.isIdle)
    }

    func testChangesOutsideABlockOrInPerformWithoutAnimationShowAtOnce() {
        layer.opacity = 0.3
        expectEqual(layer.presentation.opacity, 0.3)
        scene.animate(withDuration: 0.3, curve: .linear) {
            scene.performWithoutAnimation { layer.cornerRadius = 9 }
        }
        expectEqual(layer.presentation.cornerRadius, 9)
        step(1 / 60)
        expectTrue(scene.engine.isIdle)
    }

    func testAPropertyAnimatorScrubsPausesContinuesAndReversesLayerChanges() {
        let animator = PropertyAnimator(engine: scene.engine, duration: 0.3, timing: .curve(.linear))
        animator.addAnimations(in: scene) {
            layer.position = Point(x: 250, y: 50)
        }
        var ends: [PropertyAnimator.Position] = []
        animator.addCompletion { ends.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        expectLess(abs(layer.presentation.position.x - 130), 1e-9)
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: .spring(.critical, initialVelocity: 0), durationFactor: 1)
        for _ in 0..<120 { step(1 / 60) }
        expectEqual(ends, [.start])
        // Ending at the start puts the start value back in the model, as UIKit does.
        expectEqual(layer.position, Point(x: 50, y: 50))
        expectEqual(layer.presentation.position, Point(x: 50, y: 50))
        expectFalse(layer.isAnimating)
        expectTrue(scene.engine.isIdle)
    }

    func testLayersLeavingTheSceneStopAnimating() {
        var done: [Bool] = []
        scene.animate(withDuration: 0.3, curve: .linear) {
            layer.opacity = 0
        } completion: {
            done.append($0)
        }
        step(0.1)
        layer.removeFromSuperlayer()
        step(1 / 60)
        expectEqual(done, [false])
        expectTrue(scene.engine.isIdle)
    }
}

@MainActor
struct AbandonedAnimatorTests {
    func testStoppingAnAnimatorWithoutFinishingLeavesTheLayerWhereItIsAndFreesIt() {
        let clock = ManualClock()
        let scene = Scene(size: Size(width: 320, height: 200), clock: clock)
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        scene.rootLayer.addSublayer(layer)
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, timing: .curve(.linear))
        animator.addAnimations(in: scene) { layer.opacity = 0 }
        animator.startAnimation()
        clock.advance(by: 0.25)
        scene.tick()
        animator.stopAnimation(true)
        // As UIKit: the property keeps the value it had, in the model too, and is free again.
        expectLess(abs(layer.opacity - 0.75), 1e-9)
        expectLess(abs(layer.presentation.opacity - 0.75), 1e-9)
        expectFalse(layer.isAnimating)
        layer.opacity = 0.3
        expectEqual(layer.presentation.opacity, 0.3)
        expectTrue(scene.engine.isIdle)
    }
}

import Animation
import Geometry
import SegueTestSupport

@testable import Layers

/// One `Scene.animate` block is one engine entry however many properties it changes, and it
/// still ends each property on its own.
@MainActor
struct AnimationBlockTests {
    let clock = ManualClock()
    let scene: Scene
    let layers: [Layer]

    init() {
        let scene = Scene(size: Size(width: 320, height: 200), clock: clock)
        layers = (0..<3).map { i in
            let layer = Layer()
            layer.frame = Rect(x: Double(i) * 100, y: 0, width: 50, height: 50)
            scene.rootLayer.addSublayer(layer)
            return layer
        }
        self.scene = scene
    }

    func step(_ seconds: Double = 1.0 / 60) {
        clock.advance(by: seconds)
        scene.tick()
    }

    func runToIdle() {
        var frames = 0
        while !scene.engine.isIdle && frames < 600 {
            step()
            frames += 1
        }
    }

    func testAThreeLayerBlockIsOneEngineEntry() {
        scene.animate(withDuration: 0.3, curve: .linear) {
            for layer in layers {
                layer.position.y += 100
                layer.opacity = 0.5
            }
        }
        expectEqual(scene.engine.runningCount, 1)
        step(0.1)
        expectEqual(scene.engine.runningCount, 1)
        for layer in layers {
            expectLess(abs(layer.presentation.opacity - (1 - 0.5 / 3)), 1e-9)
            expectTrue(layer.isAnimating(\LayerState.position))
        }
        runToIdle()
        expectTrue(layers.allSatisfy { !$0.isAnimating })
    }

    func testTheCompletionFiresOnceWhenAllHaveEnded() {
        var completions: [Bool] = []
        scene.animate(withDuration: 0.2, curve: .easeOut) {
            for layer in layers { layer.opacity = 0 }
        } completion: {
            completions.append($0)
        }
        step(0.1)
        expectEmpty(completions)
        step(0.1)
        expectEqual(completions, [true])
        expectTrue(layers.allSatisfy { $0.presentation.opacity == 0 && !$0.isAnimating })
        runToIdle()
        expectEqual(completions, [true])
        expectTrue(scene.engine.isIdle)
    }

    func testASupersededKeyEndsOnlyThatPropertyAndTheBlockStillCompletes() {
        var first: [Bool] = []
        var second: [Bool] = []
        scene.animate(withDuration: 0.3, curve: .linear) {
            for layer in layers { layer.position.y += 90 }
        } completion: {
            first.append($0)
        }
        step(0.1)
        // A newer animation of one layer's position takes that property over.
        scene.animate(withDuration: 0.1, curve: .linear) {
            layers[1].position.y = 0
        } completion: {
            second.append($0)
        }
        expectEmpty(first)
        expectEqual(scene.engine.runningCount, 2)
        step(0.1)
        expectEqual(second, [true])
        expectEqual(layers[1].presentation.position.y, 0)
        // The other two still move with the first block.
        expectLess(abs(layers[0].presentation.position.y - (25 + 60)), 1e-9)
        step(0.1)
        expectEqual(first, [false])  // one of its properties was cut short
        expectEqual(layers[0].presentation.position.y, 115)
        expectTrue(scene.engine.isIdle)
    }

    func testABlockWhoseEveryPropertyIsSupersededCompletesAtOnce() {
        var first: [Bool] = []
        scene.animate(withDuration: 0.3, curve: .linear) {
            layers[0].opacity = 0
        } completion: {
            first.append($0)
        }
        step()
        scene.animate(withDuration: 0.3, curve: .linear) {
            layers[0].opacity = 1
        }
        expectEqual(first, [false])
        expectEqual(scene.engine.runningCount, 1)
        runToIdle()
        expectEqual(first, [false])
    }

    func testTheSamePropertySetTwiceInOneBlockEndsAtTheLastValue() {
        var completions: [Bool] = []
        scene.animate(withDuration: 0.2, curve: .linear) {
            layers[0].opacity = 0.5
            layers[0].opacity = 0
        } completion: {
            completions.append($0)
        }
        // The completion never comes from inside the block, even though a property was cut short.
        expectEmpty(completions)
        step(0.1)
        expectLess(abs(layers[0].presentation.opacity - 0.5), 1e-9)
        step(0.1)
        expectEqual(layers[0].presentation.opacity, 0)
        expectEqual(completions, [false])
        expectTrue(scene.engine.isIdle)
    }

    func testALayerLeavingTheSceneEndsOnlyItsProperties() {
        var completions: [Bool] = []
        scene.animate(withDuration: 0.2, curve: .linear) {
            for layer in layers { layer.opacity = 0 }
        } completion: {
            completions.append($0)
        }
        step(0.1)
        layers[2].removeFromSuperlayer()
        expectFalse(layers[2].isAnimating)
        expectEqual(layers[2].presentation.opacity, 0)
        expectEmpty(completions)
        expectEqual(scene.engine.runningCount, 1)
        step(0.1)
        expectEqual(completions, [false])
        expectEqual(layers[0].presentation.opacity, 0)
        expectTrue(scene.engine.isIdle)
    }

    func testRemovingEveryLayersAnimationsEndsTheBlockAtOnce() {
        var completions: [Bool] = []
        scene.animate(withDuration: 0.3, curve: .linear) {
            for layer in layers { layer.opacity = 0 }
        } completion: {
            completions.append($0)
        }
        step()
        for layer in layers { layer.removeAllAnimations() }
        expectEqual(completions, [false])
        expectTrue(scene.engine.isIdle)
    }

    func testNestedBlocksAreSeparateEntriesAndTheInnerCompletesFirst() {
        var order: [String] = []
        scene.animate(withDuration: 0.2, curve: .linear) {
            layers[0].opacity = 0
            scene.animate(withDuration: 0.2, curve: .linear) {
                layers[1].opacity = 0
            } completion: { _ in
                order.append("inner")
            }
            layers[2].opacity = 0
        } completion: { _ in
            order.append("outer")
        }
        expectEqual(scene.engine.runningCount, 2)
        runToIdle()
        expectEqual(order, ["inner", "outer"])
    }

    func testCompletionsOfBlocksEndingInOneTickComeInTheOrderStarted() {
        var order: [Int] = []
        for i in 0..<3 {
            scene.animate(withDuration: 0.2, curve: .linear) {
                layers[i].opacity = 0
            } completion: { _ in
                order.append(i)
            }
        }
        runToIdle()
        expectEqual(order, [0, 1, 2])
    }

    func testACompletionMayStartTheNextBlock() {
        var ends: [String] = []
        scene.animate(withDuration: 0.1, curve: .linear) {
            layers[0].opacity = 0
        } completion: { _ in
            ends.append("first")
            scene.animate(withDuration: 0.1, curve: .linear) {
                layers[0].opacity = 1
            } completion: { _ in
                ends.append("second")
            }
        }
        runToIdle()
        expectEqual(ends, ["first", "second"])
        expectEqual(layers[0].presentation.opacity, 1)
    }
}

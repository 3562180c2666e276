@testable import Animation

@MainActor
struct AnimationEngineTests {
    let clock = ManualClock()
    let engine: AnimationEngine

    init() {
        engine = AnimationEngine(clock: clock)
    }

    func testTickWithNothingReturnsFalse() {
        expectTrue(engine.isIdle)
        expectEqual(engine.runningCount, 0)
        expectFalse(engine.tick())
        expectTrue(engine.isIdle)
    }

    func testStepsToTheClockAndDropsFinishedAnimations() {
        let animation = ScriptedAnimation { time in time < 0.05 }
        engine.add(animation)
        expectEqual(engine.runningCount, 1)
        clock.advance(by: 0.02)
        expectTrue(engine.tick())
        clock.advance(by: 0.04)
        expectTrue(engine.tick())
        expectEqual(animation.steps, [0.02, 0.06])
        expectFalse(engine.tick())
        expectTrue(engine.isIdle)
    }

    func testRemoveAllDropsEveryAnimationWithoutSteppingIt() {
        let first = ScriptedAnimation()
        let second = ScriptedAnimation()
        weak var dropped: ScriptedAnimation?
        do {
            let third = ScriptedAnimation()
            dropped = third
            engine.add(third)
        }
        engine.add(first)
        engine.add(second)
        engine.tick()
        engine.removeAll()
        expectTrue(engine.isIdle)
        expectFalse(engine.contains(first))
        expectNil(dropped)
        clock.advance(by: 0.1)
        expectFalse(engine.tick())
        expectEqual(first.steps.count, 1)
        // The engine works on afterwards.
        engine.add(second)
        expectTrue(engine.tick())
        expectEqual(second.steps.count, 2)
    }

    func testIdentityIsTheObject() {
        let animation = ScriptedAnimation()
        engine.add(animation)
        engine.add(animation)
        expectEqual(engine.runningCount, 1)
        engine.tick()
        expectEqual(animation.steps.count, 1)
        engine.remove(animation)
        engine.remove(animation)
        expectTrue(engine.isIdle)
    }

    func testRemovingAnotherAnimationMidTickIsSafe() {
        let later = ScriptedAnimation()
        let first = ScriptedAnimation()
        first.onStep = { [engine] _ in
            engine.remove(later)
            return true
        }
        engine.add(first)
        engine.add(later)
        expectTrue(engine.tick())
        expectEmpty(later.steps)
        expectEqual(first.steps.count, 1)
        expectEqual(engine.runningCount, 1)
        engine.remove(first)
        expectTrue(engine.isIdle)
    }

    func testRemovingItselfMidTickIsSafe() {
        let animation = ScriptedAnimation()
        let other = ScriptedAnimation { _ in false }
        animation.onStep = { [engine, animation] _ in
            engine.remove(animation)
            return true
        }
        engine.add(animation)
        engine.add(other)
        engine.tick()
        expectEqual(animation.steps.count, 1)
        expectEqual(other.steps.count, 1)
        expectTrue(engine.isIdle)
    }

    func testAnimationsAddedMidTickStartOnTheNextTick() {
        let added = ScriptedAnimation { _ in false }
        let adder = ScriptedAnimation()
        adder.onStep = { [engine] _ in
            engine.add(added)
            return false
        }
        engine.add(adder)
        engine.tick()
        expectEmpty(added.steps)
        expectEqual(engine.runningCount, 1)
        clock.advance(by: 1.0 / 60)
        engine.tick()
        expectEqual(added.steps, [1.0 / 60])
        expectTrue(engine.isIdle)
    }

    func testAnAnimationRestartedDuringItsLastStepKeepsRunning() {
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
        expectEqual(engine.runningCount, 1)
        engine.tick()
        expectEqual(animation.steps.count, 2)
        expectTrue(engine.isIdle)
    }

    func testContainsFollowsAddAndRemove() {
        let animation = ScriptedAnimation()
        expectFalse(engine.contains(animation))
        engine.add(animation)
        expectTrue(engine.contains(animation))
        engine.remove(animation)
        expectFalse(engine.contains(animation))
        engine.add(animation)
        expectTrue(engine.contains(animation))
        engine.remove(animation)
    }

    func testAFinishedAnimationIsNoLongerContained() {
        let animation = ScriptedAnimation { _ in false }
        engine.add(animation)
        engine.tick()
        expectFalse(engine.contains(animation))
        expectTrue(engine.isIdle)
    }

    /// Completion callbacks run from steps, so their order is the order animations were added,
    /// whatever was removed in between; adding one again while it runs keeps its place.
    func testStepsRunInTheOrderAdded() {
        var order: [Int] = []
        let animations = (0..<6).map { i in
            ScriptedAnimation { _ in
                order.append(i)
                return false
            }
        }
        for a in animations { engine.add(a) }
        engine.remove(animations[1])
        engine.remove(animations[4])
        engine.add(animations[4])  // removed, then added: now last
        engine.add(animations[2])  // still registered: keeps its place
        engine.tick()
        expectEqual(order, [0, 2, 3, 5, 4])
        expectTrue(engine.isIdle)
    }

    func testManyFinishingInOneTickKeepTheRestInOrder() {
        var order: [Int] = []
        let animations = (0..<1000).map { i in
            ScriptedAnimation { _ in
                order.append(i)
                return i % 3 == 0
            }
        }
        for a in animations { engine.add(a) }
        engine.tick()
        expectEqual(order, Array(0..<1000))
        expectEqual(engine.runningCount, 334)
        order = []
        clock.advance(by: 1.0 / 60)
        engine.tick()
        expectEqual(order, Array(stride(from: 0, to: 1000, by: 3)))
        for (i, a) in animations.enumerated() {
            expectEqual(engine.contains(a), (i % 3 == 0))
            engine.remove(a)
        }
        expectTrue(engine.isIdle)
    }

    func testRemovingManyDuringATickSkipsThemAndKeepsTheOthers() {
        var stepped: [Int] = []
        var animations: [ScriptedAnimation] = []
        animations = (0..<200).map { i in
            ScriptedAnimation { _ in
                stepped.append(i)
                // The first removes every odd one, all of them after it.
                if i == 0 {
                    for odd in stride(from: 1, to: 200, by: 2) { self.engine.remove(animations[odd]) }
                }
                return true
            }
        }
        for a in animations { engine.add(a) }
        engine.tick()
        expectEqual(stepped, Array(stride(from: 0, to: 200, by: 2)))
        expectEqual(engine.runningCount, 100)
        for a in animations { engine.remove(a) }
        expectTrue(engine.isIdle)
    }

    func testAnAnimationAddedFromACompletionStepsNextTickAfterTheOthers() {
        var order: [String] = []
        let follower = ScriptedAnimation { _ in
            order.append("follower")
            return false
        }
        let first = ScriptedAnimation { [engine] _ in
            order.append("first")
            engine.add(follower)  // as a completion starting the next animation would
            return false
        }
        var secondSteps = 0
        let second = ScriptedAnimation { _ in
            order.append("second")
            secondSteps += 1
            return secondSteps < 2
        }
        engine.add(first)
        engine.add(second)
        engine.tick()
        expectEqual(order, ["first", "second"])
        expectTrue(engine.contains(follower))
        engine.tick()
        expectEqual(order, ["first", "second", "second", "follower"])
        expectTrue(engine.isIdle)
    }

    func testAddingAgainDuringATickWaitsForTheNextTick() {
        let later = ScriptedAnimation()
        let first = ScriptedAnimation { [engine] _ in
            engine.add(later)  // renews a registration that has not been stepped yet
            return false
        }
        engine.add(first)
        engine.add(later)
        engine.tick()
        expectEmpty(later.steps)
        expectEqual(engine.runningCount, 1)
        engine.tick()
        expectEqual(later.steps.count, 1)
        engine.remove(later)
        expectTrue(engine.isIdle)
    }
}

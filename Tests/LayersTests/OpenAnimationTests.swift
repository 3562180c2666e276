import Animation
import Geometry
import SegueTestSupport

@testable import Layers

/// The task-local chain behind UIKit's receiver-less block animations: the innermost link
/// decides, per scene; a block joins each scene it changes; inside a redirect it follows the
/// animator; and layer transitions and snapshots at the layer level.
@MainActor
struct OpenAnimationTests {
    let clock = ManualClock()
    let scene: Scene
    let layer = Layer()

    init() {
        scene = Scene(size: Size(width: 200, height: 200), clock: clock)
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        scene.rootLayer.addSublayer(layer)
    }

    func step(_ seconds: Double = 1.0 / 60) {
        clock.advance(by: seconds)
        scene.tick()
    }

    func open(_ duration: Double, _ body: () -> Void, completion: ((Bool) -> Void)? = nil) {
        OpenAnimation.run(
            AnimationRequest(duration: duration, delay: 0, timing: .curve(.linear)), animations: body,
            completion: completion)
    }

    func testTheInnermostBlockDecides() {
        open(1) {
            scene.animate(withDuration: 0.5, curve: .linear) { layer.opacity = 0 }
            layer.position.x = 150
        }
        scene.animate(withDuration: 0.5, curve: .linear) {
            open(1) { layer.cornerRadius = 10 }
        }
        step(0.25)
        expectLess(abs(layer.presentation.opacity - 0.5), 1e-9)
        expectLess(abs(layer.presentation.position.x - 75), 1e-9)
        expectLess(abs(layer.presentation.cornerRadius - 2.5), 1e-9)
    }

    func testAScenesOwnPerformWithoutAnimationLeavesOtherScenesAnimating() {
        let other = Scene(size: Size(width: 10, height: 10), clock: clock)
        let o = Layer()
        other.rootLayer.addSublayer(o)
        open(1) {
            scene.performWithoutAnimation {
                layer.opacity = 0
                o.opacity = 0
            }
        }
        expectFalse(layer.isAnimating)
        expectTrue(o.isAnimating(\LayerState.opacity))
        expectEqual(other.engine.runningCount, 1)
    }

    func testInsideARedirectABlockFollowsTheAnimator() {
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, timing: .curve(.linear))
        var finished: [Bool] = []
        scene.redirectingAnimations(into: animator, duration: 1) {
            open(0.5, { layer.position.x = 150 }, completion: { finished.append($0) })
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        expectLess(abs(layer.presentation.position.x - 100), 1e-9)
        animator.fractionComplete = 0.75
        expectEqual(layer.presentation.position.x, 150)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        // Ended at the start: the model is back, and the completion sees it.
        expectEqual(layer.position.x, 50)
        expectEqual(finished, [true])
    }

    func testAFadeTransitionShowsTheOldLookOverTheNew() {
        layer.backgroundColor = .white
        let transition = Transition()
        transition.duration = 1
        layer.add(transition, forKey: "fade")
        layer.backgroundColor = .black
        expectEqual(layer.animationKeys(), ["fade"])
        let old = scene.rootLayer.sublayers.last as? SnapshotLayer
        expectNotNil(old)
        step(0.5)
        expectLess(abs((old?.presentation.opacity ?? 0) - 0.5), 1e-9)
        layer.removeAnimation(forKey: "fade")
        expectEqual(scene.rootLayer.sublayers.count, 1)
        expectNil(layer.animationKeys())
        step()
        expectTrue(scene.engine.isIdle)
    }

    func testALayerOutsideAnySceneChangesAtOnce() {
        let loose = Layer()
        let parent = Layer()
        parent.addSublayer(loose)
        var finished: [Bool] = []
        LayerTransition.run(
            on: loose, motion: .fade, duration: 1, curve: .linear, change: { loose.opacity = 0.5 },
            completion: { finished.append($0) })
        expectEqual(loose.presentation.opacity, 0.5)
        expectEqual(finished, [true])
        expectEqual(parent.sublayers.count, 1)
    }

    func testASnapshotKeepsWhatItShowedAndTakesAPart() {
        layer.backgroundColor = .white
        let child = Layer()
        child.frame = Rect(x: 50, y: 50, width: 50, height: 50)
        child.backgroundColor = .black
        layer.addSublayer(child)
        let whole = LayerSnapshot(of: layer)
        let part = LayerSnapshot(of: layer, rect: Rect(x: 50, y: 50, width: 50, height: 50))
        child.backgroundColor = .red
        expectEqual(whole.size, Size(width: 100, height: 100))
        let colors = whole.displayList.items.compactMap { item -> Color? in
            if case .fill(_, let color, _, _) = item { return color }
            return nil
        }
        expectEqual(colors, [.white, .black])
        expectEqual(part.size, Size(width: 50, height: 50))
        guard case .group(let group) = part.displayList.items.first else {
            recordIssue("a part is the whole placed in a group")
            return
        }
        expectEqual(group.quad.rect.origin, Point(x: -50, y: -50))
    }

    func testInsideARedirectATransitionFollowsTheAnimatorAndACancelPutsTheLayerBack() {
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, timing: .curve(.linear))
        let moveIn = Transition()
        moveIn.type = .moveIn
        moveIn.subtype = .fromRight
        moveIn.duration = 1
        var flipped: [Bool] = []
        let card = Layer()
        card.frame = Rect(x: 0, y: 100, width: 100, height: 100)
        scene.rootLayer.addSublayer(card)
        scene.redirectingAnimations(into: animator, duration: 1) {
            layer.add(moveIn, forKey: "move")
            LayerTransition.run(
                on: card, motion: .flip(direction: Vector(dx: 1, dy: 0)), duration: 1, curve: .linear,
                change: { card.backgroundColor = .black }, completion: { flipped.append($0) })
        }
        expectEqual(scene.rootLayer.sublayers.count, 4, "two old looks beside their layers")
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        // Half way in from the right: the layer is moved by half its width.
        expectLess(abs(layer.presentation.transform.m41 - 50), 1e-9)
        // The flip at its middle: the new face edge-on and not yet shown.
        expectTrue(card.presentation.opacity == 0 || abs(card.presentation.transform.m11) < 1e-9)
        animator.fractionComplete = 0.75
        expectEqual(card.presentation.opacity, 1)
        expectLess(abs(layer.presentation.transform.m41 - 25), 1e-9)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        expectEqual(flipped, [true])
        expectTrue(layer.transform == .identity && layer.presentation.transform == .identity)
        expectTrue(card.transform == .identity && card.opacity == 1 && card.presentation.opacity == 1)
        expectEqual(scene.rootLayer.sublayers.count, 2, "the old looks are gone")
        expectNil(layer.animationKeys())
    }

    func testRemovingAllAnimationsOrLeavingTheSceneEndsTransitions() {
        let fade = Transition()
        layer.add(fade, forKey: nil)
        expectEqual(scene.rootLayer.sublayers.count, 2)
        expectNil(layer.animationKeys(), "an unkeyed transition has no key to list")
        layer.removeAllAnimations()
        expectEqual(scene.rootLayer.sublayers.count, 1)

        let push = Transition()
        push.type = .push
        var x: [Double] = []
        layer.add(push, forKey: "push")
        step(0.1)
        x.append(layer.presentation.transform.m41)
        layer.removeFromSuperlayer()
        expectEmpty(scene.rootLayer.sublayers)
        expectTrue(layer.transform == .identity && layer.presentation.transform == .identity)
        expectLess(x[0], 0, "a push from the left comes in from the left")
        step()
        expectTrue(scene.engine.isIdle)
    }
}

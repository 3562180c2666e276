import Animation
import Geometry
import SegueTestSupport
import Testing

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

    @Test func theInnermostBlockDecides() {
        open(1) {
            scene.animate(withDuration: 0.5, curve: .linear) { layer.opacity = 0 }
            layer.position.x = 150
        }
        scene.animate(withDuration: 0.5, curve: .linear) {
            open(1) { layer.cornerRadius = 10 }
        }
        step(0.25)
        #expect(abs(layer.presentation.opacity - 0.5) < 1e-9)
        #expect(abs(layer.presentation.position.x - 75) < 1e-9)
        #expect(abs(layer.presentation.cornerRadius - 2.5) < 1e-9)
    }

    @Test func aScenesOwnPerformWithoutAnimationLeavesOtherScenesAnimating() {
        let other = Scene(size: Size(width: 10, height: 10), clock: clock)
        let o = Layer()
        other.rootLayer.addSublayer(o)
        open(1) {
            scene.performWithoutAnimation {
                layer.opacity = 0
                o.opacity = 0
            }
        }
        #expect(!layer.isAnimating)
        #expect(o.isAnimating(\LayerState.opacity))
        #expect(other.engine.runningCount == 1)
    }

    @Test func insideARedirectABlockFollowsTheAnimator() {
        let animator = PropertyAnimator(engine: scene.engine, duration: 1, timing: .curve(.linear))
        var finished: [Bool] = []
        scene.redirectingAnimations(into: animator, duration: 1) {
            open(0.5, { layer.position.x = 150 }, completion: { finished.append($0) })
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        #expect(abs(layer.presentation.position.x - 100) < 1e-9)
        animator.fractionComplete = 0.75
        #expect(layer.presentation.position.x == 150)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        // Ended at the start: the model is back, and the completion sees it.
        #expect(layer.position.x == 50)
        #expect(finished == [true])
    }

    @Test func aFadeTransitionShowsTheOldLookOverTheNew() {
        layer.backgroundColor = .white
        let transition = Transition()
        transition.duration = 1
        layer.add(transition, forKey: "fade")
        layer.backgroundColor = .black
        #expect(layer.animationKeys() == ["fade"])
        let old = scene.rootLayer.sublayers.last as? SnapshotLayer
        #expect(old != nil)
        step(0.5)
        #expect(abs((old?.presentation.opacity ?? 0) - 0.5) < 1e-9)
        layer.removeAnimation(forKey: "fade")
        #expect(scene.rootLayer.sublayers.count == 1)
        #expect(layer.animationKeys() == nil)
        step()
        #expect(scene.engine.isIdle)
    }

    @Test func aLayerOutsideAnySceneChangesAtOnce() {
        let loose = Layer()
        let parent = Layer()
        parent.addSublayer(loose)
        var finished: [Bool] = []
        LayerTransition.run(
            on: loose, motion: .fade, duration: 1, curve: .linear, change: { loose.opacity = 0.5 },
            completion: { finished.append($0) })
        #expect(loose.presentation.opacity == 0.5)
        #expect(finished == [true])
        #expect(parent.sublayers.count == 1)
    }

    @Test func aSnapshotKeepsWhatItShowedAndTakesAPart() {
        layer.backgroundColor = .white
        let child = Layer()
        child.frame = Rect(x: 50, y: 50, width: 50, height: 50)
        child.backgroundColor = .black
        layer.addSublayer(child)
        let whole = LayerSnapshot(of: layer)
        let part = LayerSnapshot(of: layer, rect: Rect(x: 50, y: 50, width: 50, height: 50))
        child.backgroundColor = .red
        #expect(whole.size == Size(width: 100, height: 100))
        let colors = whole.displayList.items.compactMap { item -> Color? in
            if case .fill(_, let color, _, _) = item { return color }
            return nil
        }
        #expect(colors == [.white, .black])
        #expect(part.size == Size(width: 50, height: 50))
        guard case .group(let group) = part.displayList.items.first else {
            Issue.record("a part is the whole placed in a group")
            return
        }
        #expect(group.quad.rect.origin == Point(x: -50, y: -50))
    }
}

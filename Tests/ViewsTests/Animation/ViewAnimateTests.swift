import Animation
import Geometry
import Layers
import SegueTestSupport
import Views

/// UIKit's static `View.animate` on the manual clock: the window is found from the views
/// changed, curves, delay, repeat and autoreverse, beginFromCurrentState, the completion's
/// `finished`, springs, pointer input while animating, and `performWithoutAnimation`.
@MainActor
struct ViewAnimateTests {
    let t = ManualClockWindow(size: Size(width: 400, height: 300))
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))

    init() {
        root.addSubview(box)
        t.setContentView(root)
    }

    private func x() -> Double { box.layer.presentation.position.x - 50 }

    func testABlockAnimatesInTheWindowOfTheViewItChanges() {
        var finished: [Bool] = []
        View.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 200 },
            completion: {
                finished.append($0)
            })
        expectEqual(box.frame.origin.x, 200)
        expectEqual(x(), 0)
        expectEmpty(finished)
        t.step(0.25)
        expectLess(abs(x() - 50), 1e-9)
        t.step(0.5)
        expectLess(abs(x() - 150), 1e-9)
        t.step(0.25)
        expectEqual(x(), 200)
        expectEqual(finished, [true])
    }

    func testEachCurveIsUIKits() {
        forEachArgument([
            (View.AnimationOptions.curveEaseIn, TimingCurve.easeIn), (.curveEaseOut, .easeOut),
            (.curveEaseInOut, .easeInOut), (.curveLinear, .linear), (View.AnimationOptions(), .easeInOut),
        ]) { Self().eachCurveIsUIKits(options: $0.0, curve: $0.1) }
    }

    func eachCurveIsUIKits(options: View.AnimationOptions, curve: TimingCurve) {
        View.animate(withDuration: 1, delay: 0, options: options, animations: { box.frame.origin.x = 100 })
        t.step(0.3)
        expectLess(abs(x() - 100 * curve.value(at: 0.3)), 1e-9)
    }

    func testTheDelayHoldsTheStartValue() {
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { box.alpha = 0 })
        t.step(0.4)
        expectEqual(box.layer.presentation.opacity, 1)
        t.step(0.6)
        expectLess(abs(box.layer.presentation.opacity - 0.5), 1e-9)
    }

    func testTheShortOverloadsEaseInOutWithNoDelay() {
        var done = false
        View.animate(withDuration: 1, animations: { box.frame.origin.x = 100 }, completion: { _ in done = true })
        View.animate(withDuration: 1) { box.alpha = 0.5 }
        t.step(0.25)
        expectLess(abs(x() - 100 * TimingCurve.easeInOut.value(at: 0.25)), 1e-9)
        expectTrue(t.settle())
        expectTrue(done)
    }

    func testRepeatPlaysAgainUntilInterruptedThenReportsFalse() {
        var finished: [Bool] = []
        View.animate(
            withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { box.frame.origin.x = 100 },
            completion: { finished.append($0) }
        )
        t.step(0.5)
        expectLess(abs(x() - 50), 1e-9)
        t.step(1)
        expectLess(abs(x() - 50), 1e-9)
        t.step(10)
        expectEmpty(finished)
        expectFalse(t.isIdle)
        View.animate(
            withDuration: 0.5, delay: 0, options: .beginFromCurrentState, animations: { box.frame.origin.x = 0 })
        t.step()
        expectEqual(finished, [false])
    }

    func testAutoreverseGoesThereAndBackThenShowsTheModel() {
        var finished: [Bool] = []
        View.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { box.frame.origin.x = 100 },
            completion: { finished.append($0) }
        )
        t.step(0.5)
        expectLess(abs(x() - 50), 1e-9)
        t.step(0.5)
        expectLess(abs(x() - 100), 1e-9)
        t.step(0.5)
        expectLess(abs(x() - 50), 1e-9)
        expectEmpty(finished)
        t.step(0.5)
        // As UIKit: back at the start, then the model value shows.
        expectEqual(x(), 100)
        expectEqual(finished, [true])
    }

    func testRepeatWithAutoreverseSwingsForever() {
        View.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
            animations: { box.frame.origin.x = 100 })
        t.step(1.5)
        expectLess(abs(x() - 50), 1e-9)
        t.step(0.25)
        expectLess(abs(x() - 25), 1e-9)
        t.step(0.5)
        expectLess(abs(x() - 25), 1e-9)
    }

    func testWithoutBeginFromCurrentStateTheOlderBlockFinishes() {
        var first: [Bool] = []
        var second: [Bool] = []
        View.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 100 },
            completion: {
                first.append($0)
            })
        t.step(0.5)
        View.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 0 },
            completion: {
                second.append($0)
            })
        t.step()
        // The new block starts from what is on screen.
        expectTrue(x() < 50 && x() > 48)
        expectEmpty(first)
        t.step(0.5 - 1.0 / 60)
        expectEqual(first, [true])
        expectEmpty(second)
        expectTrue(t.settle())
        expectEqual(second, [true])
        expectEqual(x(), 0)
    }

    func testBeginFromCurrentStateInterruptsTheOlderBlock() {
        var first: [Bool] = []
        View.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 100 },
            completion: {
                first.append($0)
            })
        t.step(0.5)
        View.animate(
            withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
            animations: { box.frame.origin.x = 0 })
        expectLess(abs(x() - 50), 1e-9)
        t.step()
        expectEqual(first, [false])
        t.step(0.5 - 1.0 / 60)
        expectLess(abs(x() - 25), 1e-9)
    }

    func testABlockThatChangesNothingCompletesFinished() {
        var finished: [Bool] = []
        View.animate(withDuration: 1, animations: {}, completion: { finished.append($0) })
        // Outside any window's code there is no frame to wait for.
        expectEqual(finished, [true])
        t.scene.animationScope.run {
            View.animate(
                withDuration: 1, animations: { box.frame.origin.x = box.frame.origin.x },
                completion: {
                    finished.append($0)
                })
        }
        expectEqual(finished, [true])
        t.step()
        expectEqual(finished, [true, true])
    }

    func testAViewLeavingTheWindowReportsNotFinished() {
        var finished: [Bool] = []
        View.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { finished.append($0) })
        t.step(0.2)
        box.removeFromSuperview()
        t.step()
        expectEqual(finished, [false])
    }

    func testASpringSettlesWithinItsDurationAndItsDampingShows() {
        var finished: [Bool] = []
        View.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: { box.frame.origin.x = 100 }, completion: { finished.append($0) }
        )
        var peak = 0.0
        for _ in 0..<59 {
            t.step()
            peak = max(peak, x())
        }
        // Under-damped: it overshoots, and has nearly come to rest by its duration.
        expectGreater(peak, 110)
        expectLess(abs(x() - 100), 1)
        expectEmpty(finished)
        t.step()
        expectEqual(finished, [true])
        expectEqual(x(), 100)
    }

    func testACriticallyDampedSpringWithVelocityStartsFaster() {
        View.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { box.frame.origin.x = 100 })
        let other = View(frame: Rect(x: 0, y: 150, width: 10, height: 10))
        root.addSubview(other)
        View.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 5, options: [],
            animations: { other.frame.origin.x = 100 })
        t.step(0.05)
        expectGreater(other.layer.presentation.position.x - 5, x() + 5)
        t.step(0.3)
        expectTrue(x() <= 100 && other.layer.presentation.position.x - 5 <= 100.5)
    }

    func testAnimatingViewsTakeNoPointerInputUnlessAllowed() {
        View.animate(withDuration: 1, animations: { box.alpha = 0.5 })
        expectIdentical(root.hitTest(Point(x: 50, y: 50)), root)
        expectTrue(t.settle())
        expectIdentical(root.hitTest(Point(x: 50, y: 50)), box)
        View.animate(
            withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { box.alpha = 1 })
        expectIdentical(root.hitTest(Point(x: 50, y: 50)), box)
    }

    func testPerformWithoutAnimationAppliesAtOnceInsideABlock() {
        View.animate(withDuration: 1) {
            box.alpha = 0.5
            View.performWithoutAnimation { box.frame.origin.x = 120 }
        }
        expectEqual(x(), 120)
        expectTrue(box.layer.isAnimating(\LayerState.opacity))
        expectFalse(box.layer.isAnimating(\LayerState.position))
        // Outside any block it changes nothing, and Scene.animate nested in it is still honoured.
        View.performWithoutAnimation {
            t.scene.animate(withDuration: 1, curve: .linear) { box.frame.origin.y = 100 }
        }
        expectTrue(box.layer.isAnimating(\LayerState.position))
    }

    func testABlockInsidePerformWithoutAnimationAppliesAtOnce() {
        var finished: [Bool] = []
        View.performWithoutAnimation {
            View.animate(withDuration: 1, animations: { box.alpha = 0.2 }, completion: { finished.append($0) })
        }
        expectEqual(box.layer.presentation.opacity, 0.2)
        expectFalse(box.layer.isAnimating)
        expectEqual(finished, [true])
    }

    func testABlockOfNoLengthShowsItsChangesAtOnce() {
        var finished: [Bool] = []
        View.animate(withDuration: 0, animations: { box.alpha = 0.3 }, completion: { finished.append($0) })
        View.animate(withDuration: .nan, animations: { box.frame.origin.x = 20 })
        expectEqual(box.layer.presentation.opacity, 0.3)
        expectEqual(x(), 20)
        expectEqual(finished, [true])
    }

    func testNestedBlocksTakeTheOuterDurationUnlessOverridden() {
        let other = View(frame: Rect(x: 0, y: 150, width: 10, height: 10))
        root.addSubview(other)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            View.animate(withDuration: 0.2) { box.frame.origin.x = 100 }
            View.animate(
                withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                animations: { other.frame.origin.x = 100 })
        }
        t.step(0.5)
        expectLess(abs(x() - 50), 1e-9)
        expectEqual(other.layer.presentation.position.x, 105)
    }

    func testLayoutSubviewsAnimatesTheLayoutTheBlockCauses() {
        final class Column: View {
            let child = View()
            override init(frame: Rect) {
                super.init(frame: frame)
                addSubview(child)
            }
            override func layoutSubviews() {
                child.frame = Rect(x: 0, y: 0, width: bounds.width, height: 10)
            }
        }
        let column = Column(frame: Rect(x: 0, y: 200, width: 100, height: 50))
        root.addSubview(column)
        t.scene.layoutIfNeeded()
        View.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear]) {
            column.frame.size.width = 300
        }
        t.step(0.5)
        expectLess(abs(column.child.layer.presentation.bounds.width - 200), 1e-9)
    }

    func testTwoWindowsInOneBlockCompleteOnce() {
        let other = ManualClockWindow(size: Size(width: 100, height: 100))
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        other.setContentView(v)
        var finished: [Bool] = []
        View.animate(
            withDuration: 1,
            animations: {
                box.alpha = 0
                v.alpha = 0
            }, completion: { finished.append($0) })
        t.step(1)
        expectEmpty(finished)
        other.step(1)
        expectEqual(finished, [true])
    }
}

/// `View.transition(from:to:)`: the swap, or hiding and showing, shown on the superview.
@MainActor
struct ViewTransitionFromToTests {
    let t = ManualClockWindow(size: Size(width: 400, height: 300))
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let container = View(frame: Rect(x: 50, y: 50, width: 200, height: 100))
    let front = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let back = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))

    init() {
        root.addSubview(container)
        container.addSubview(front)
        t.setContentView(root)
    }

    func testTheFromViewIsReplacedAndTheSuperviewFlips() {
        var finished: [Bool] = []
        View.transition(
            from: front, to: back, duration: 1, options: [.transitionFlipFromRight, .curveLinear],
            completion: { finished.append($0) })
        expectNil(front.superview)
        expectIdentical(back.superview, container)
        expectEqual(root.layer.sublayers.count, 2, "the container's old look beside it")
        t.step(0.25)
        expectEqual(container.layer.presentation.opacity, 0)
        expectTrue(t.settle())
        expectEqual(finished, [true])
        expectEqual(root.layer.sublayers.count, 1)
        expectEqual(container.layer.presentation.transform, .identity)
    }

    func testShowHideTransitionViewsKeepsBoth() {
        container.addSubview(back)
        back.isHidden = true
        View.transition(
            from: front, to: back, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews])
        expectTrue(front.isHidden && !back.isHidden)
        expectEqual(container.subviews.count, 2)
        expectTrue(t.settle())
    }

    func testAFromViewWithoutSuperviewChangesNothing() {
        var finished: [Bool] = []
        View.transition(from: back, to: front, duration: 0.3, completion: { finished.append($0) })
        expectEqual(finished, [false])
        expectIdentical(front.superview, container)
    }
}

/// `runningPropertyAnimator(withDuration:delay:options:…)` takes its curve from the options.
@MainActor
struct RunningPropertyAnimatorOptionsTests {
    func testTheCurveComesFromTheOptions() {
        let t = ManualClockWindow(size: Size(width: 200, height: 200))
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        t.setContentView(box)
        var ended: [PropertyAnimator.Position] = []
        let animator = t.scene.animationScope.run {
            PropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0, options: [.curveEaseIn, .allowUserInteraction],
                animations: { box.frame.origin.x = 100 }, completion: { ended.append($0) })
        }
        t.step(0.5)
        // The content view fills the window: its centre is 100 past its origin.
        expectLess(abs(box.layer.presentation.position.x - 100 - 100 * TimingCurve.easeIn.value(at: 0.5)), 1e-6)
        expectTrue(animator.isRunning)
        expectTrue(t.settle())
        expectEqual(ended, [.end])
    }
}

/// A second transition of a view while the first still runs takes the view over.
@MainActor
struct TransitionOverTransitionTests {
    func testAFlipDuringAFlipRunsToItsEnd() {
        let t = ManualClockWindow(size: Size(width: 400, height: 300))
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        root.addSubview(card)
        t.setContentView(root)
        var finished: [String] = []
        View.transition(
            with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: nil,
            completion: { finished.append("first \($0)") })
        t.step(0.75)
        View.transition(
            with: card, duration: 1, options: [.transitionFlipFromRight, .curveLinear], animations: nil,
            completion: { finished.append("second \($0)") })
        t.step(0.3)
        // Let run out its time, as a block without `.beginFromCurrentState` lets an older one.
        expectEqual(finished, ["first true"])
        // The second's first half: the card hidden behind its old look, which turns.
        expectEqual(card.layer.presentation.opacity, 0)
        expectTrue(card.layer.isAnimating(\LayerState.transform))
        t.step(0.45)
        expectEqual(card.layer.presentation.opacity, 1)
        expectNotEqual(card.layer.presentation.transform, .identity)
        expectTrue(t.settle())
        expectEqual(finished, ["first true", "second true"])
        expectEqual(card.layer.presentation.transform, .identity)
        expectEqual(root.layer.sublayers.count, 1)
    }
}

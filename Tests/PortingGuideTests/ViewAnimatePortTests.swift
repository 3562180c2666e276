import Segue
import SegueTestSupport

// UIKit's block animations as a UIKit app writes them: an animator made of
// `UIView.animate` that pushes and pops (the pop scrubbed by the back-drag and cancelled back),
// seed 003's `CATransition` moveIn on a plain view, `UIView.transition(with:)` with a cross
// dissolve, `performWithoutAnimation`, and snapshot views. Edits from UIKit: the `UI` and `CA`
// prefixes, `NSObject` dropped (docs/PORTING.md).

/// A push that slides the new page in from the right over the old one, which drifts left
/// and dims; a pop the other way round.
@MainActor
final class SlideOverAnimator: ViewControllerAnimatedTransitioning {
    let operation: NavigationController.Operation

    init(operation: NavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let width = containerView.bounds.width
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        let initialFrame = transitionContext.initialFrame(for: fromViewController)

        if operation == .push {
            containerView.addSubview(toView)
            toView.frame = finalFrame.offsetBy(dx: width, dy: 0)
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
            toView.frame = finalFrame.offsetBy(dx: -width / 3, dy: 0)
            toView.alpha = 0.6
        }
        View.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: {
                if self.operation == .push {
                    toView.frame = finalFrame
                    fromView.frame = initialFrame.offsetBy(dx: -width / 3, dy: 0)
                    fromView.alpha = 0.6
                } else {
                    toView.frame = finalFrame
                    toView.alpha = 1
                    fromView.frame = initialFrame.offsetBy(dx: width, dy: 0)
                }
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    toView.removeFromSuperview()
                }
                fromView.alpha = 1
                transitionContext.completeTransition(!cancelled)
            })
    }
}

/// The navigation controller's delegate: the slide for pushes and pops.
@MainActor
final class SlideOverNavigationDelegate: NavigationControllerDelegate {
    var asked: [NavigationController.Operation] = []

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        asked.append(operation)
        return SlideOverAnimator(operation: operation)
    }
}

/// Seed 003's `UIView (Pageable)`: a view pushes another over itself with a CATransition
/// moveIn from the right, and pops it with one from the left.
@MainActor
final class PageableView: View {
    weak var toView: View?
    private(set) var inPushing = false
    static let pageAnimateKey = "YHPageable"

    func push(_ view: View) {
        if subviews.contains(where: { $0 === toView }) { return }
        toView = view
        switchAnimation()
        inPushing = true
    }

    func pop() {
        guard let toView, subviews.contains(where: { $0 === toView }) else { return }
        switchAnimation()
        inPushing = false
    }

    private func switchAnimation() {
        if inPushing {
            addTransition(type: .moveIn, subtype: .fromLeft, duration: 0.25)
            toView?.removeFromSuperview()
        } else {
            addTransition(type: .moveIn, subtype: .fromRight, duration: 0.5)
            if let toView { addSubview(toView) }
        }
    }

    private func addTransition(type: TransitionType, subtype: TransitionSubtype, duration: TimeInterval) {
        layer.removeAnimation(forKey: Self.pageAnimateKey)
        let transition = Transition()
        transition.duration = duration
        transition.type = type
        transition.subtype = subtype
        transition.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        layer.add(transition, forKey: Self.pageAnimateKey)
    }
}

@MainActor
struct ViewAnimatePortTests {
    let stage = ManualClockWindow(size: Size(width: 800, height: 600))

    func page(_ name: String) -> ViewController {
        let page = ViewController(nibName: nil, bundle: nil)
        page.title = name
        page.view.backgroundColor = .white
        return page
    }

    func testAnAnimatorOfViewAnimateBlocksPushesAndThePopFollowsTheBackDrag() {
        let root = page("Root")
        let detail = page("Detail")
        let navigation = NavigationController(rootViewController: root)
        let delegate = SlideOverNavigationDelegate()
        navigation.delegate = delegate
        stage.setRootViewController(navigation)
        navigation.pushViewController(detail, animated: true)
        let detailPage = navigation.page(for: detail)
        stage.step(0.2)
        // Half way by time, eased: the page is on its way in from the right.
        let midway = detailPage.layer.presentationFrameInRoot.minX
        expectTrue(midway > 100 && midway < 700)
        expectEqual(delegate.asked, [.push])
        stage.settle()
        expectEqual(navigation.viewControllers.count, 2)
        expectEqual(detailPage.layer.presentationFrameInRoot.minX, 0)

        // The back-drag scrubs the pop's View.animate block: the page follows the pointer.
        let y = 300.0
        stage.play(
            InputScript(start: stage.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
                .drag(to: Point(x: 205, y: y), duration: 0.4, steps: 20).wait(0.3))
        expectEqual(delegate.asked, [.push, .pop])
        let dragged = detailPage.layer.presentationFrameInRoot.minX
        // The pointer's fraction is the block's time, eased by its curve, as in UIKit.
        let fraction = detail.transitionCoordinator?.percentComplete ?? 0
        expectTrue(fraction > 0.2 && fraction <= 0.25)
        expectLess(abs(dragged - 800 * TimingCurve.easeInOut.value(at: fraction)), 0.5)
        stage.step(0.5)
        expectEqual(detailPage.layer.presentationFrameInRoot.minX, dragged, "held while the pointer rests")
        // Released slowly at a quarter of the width: cancelled, run back.
        stage.play(InputScript(start: stage.now, location: Point(x: 205, y: y)).up())
        stage.settle()
        expectEqual(navigation.viewControllers.count, 2)
        expectIdentical(navigation.topViewController, detail)
        expectEqual(detailPage.layer.presentationFrameInRoot.minX, 0)
        expectTrue(detail.view.alpha == 1 && root.view.alpha == 1)

        navigation.popViewController(animated: true)
        stage.settle()
        expectEqual(navigation.viewControllers.count, 1)
    }

    func testSeed003sMoveInSlidesTheNewPageInFromTheRight() {
        let container = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let view1 = PageableView(frame: container.bounds)
        view1.backgroundColor = .white
        container.addSubview(view1)
        stage.setContentView(container)
        let view2 = View(frame: view1.bounds)
        view2.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)

        view1.push(view2)
        expectTrue(view1.inPushing)
        expectEqual(view1.layer.animationKeys(), [PageableView.pageAnimateKey])
        expectIdentical(view2.superview, view1)
        stage.step(0.25)
        // Half the time, eased in and out: the new content is half way in, over the old.
        let x = view1.layer.presentationFrameInRoot.minX
        expectLess(abs(x - 400), 1)
        let snapshot = container.layer.sublayers.first { $0 !== view1.layer }
        expectEqual(snapshot?.presentationFrameInRoot.minX, 0, "the old content stays where it was")
        stage.settle()
        expectEqual(view1.layer.presentationFrameInRoot.minX, 0)
        expectEqual(container.layer.sublayers.count, 1, "the old content is gone")
        expectNil(view1.layer.animationKeys())

        // The pop: from the left, in a quarter of a second; the removed view was taken away.
        view1.pop()
        expectFalse(view1.inPushing)
        expectNil(view2.superview)
        stage.step(0.125)
        expectLess(abs(view1.layer.presentationFrameInRoot.minX + 400), 1)
        stage.settle()
        expectEqual(view1.layer.presentationFrameInRoot.minX, 0)
    }

    func testASecondPushWhileTheFirstRunsReplacesItsTransition() {
        let view1 = PageableView(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let container = View(frame: view1.frame)
        container.addSubview(view1)
        stage.setContentView(container)
        let view2 = View(frame: view1.bounds)
        view1.push(view2)
        stage.step(0.1)
        view1.pop()
        expectEqual(container.layer.sublayers.count, 2, "one old picture at a time")
        // The pop runs on, unhurt by the push it replaced: half way in from the left.
        stage.step(0.125)
        expectLess(abs(view1.layer.presentationFrameInRoot.minX + 400), 1)
        stage.settle()
        expectEqual(container.layer.sublayers.count, 1)
        expectEqual(view1.layer.presentationFrameInRoot.minX, 0)
    }

    func testTransitionWithCrossDissolveFadesTheOldLookOut() {
        let container = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        card.backgroundColor = .white
        container.addSubview(card)
        stage.setContentView(container)
        var finished: [Bool] = []
        View.transition(
            with: card, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear],
            animations: { card.backgroundColor = .black }, completion: { finished.append($0) })
        expectEqual(card.backgroundColor, .black)
        expectEqual(card.layer.presentation.backgroundColor, .black, "the new look shows at once, under the old")
        let old = container.layer.sublayers.last!
        expectNotIdentical(old, card.layer)
        stage.step(0.1)
        expectLess(abs(old.presentation.opacity - 0.75), 1e-9)
        stage.settle()
        expectEqual(finished, [true])
        expectEqual(container.layer.sublayers.count, 1)
    }

    func testPerformWithoutAnimationInsideABlock() {
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        stage.setContentView(box)
        View.animate(withDuration: 0.3) {
            box.alpha = 0.5
            View.performWithoutAnimation {
                box.frame = Rect(x: 50, y: 50, width: 100, height: 100)
            }
        }
        expectEqual(box.layer.presentationFrameInRoot.minX, 50)
        expectEqual(box.layer.presentation.opacity, 1)
        stage.settle()
        expectEqual(box.layer.presentation.opacity, 0.5)
    }

    func testASnapshotViewKeepsTheLookItWasTakenWith() {
        let container = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        card.backgroundColor = .white
        container.addSubview(card)
        stage.setContentView(container)
        let snapshot = card.snapshotView(afterScreenUpdates: true)!
        expectEqual(snapshot.frame, Rect(x: 0, y: 0, width: 200, height: 100))
        snapshot.frame = card.frame
        container.addSubview(snapshot)
        card.backgroundColor = .black
        let renderer = RecordingRenderer()
        _ = try? stage.scene.renderFrameIfNeeded(with: renderer)
        // The snapshot draws as one group holding the white card as it was.
        let groups = renderer.lastFrame?.items.compactMap { item -> Group? in
            if case .group(let group) = item { return group }
            return nil
        }
        let content = groups?.last?.content()
        let fills = content?.items.compactMap { item -> Color? in
            if case .fill(_, let color, _, _) = item { return color }
            return nil
        }
        expectEqual(fills, [.white])
        let resizable = card.resizableSnapshotView(
            from: Rect(x: 0, y: 0, width: 100, height: 100), afterScreenUpdates: false,
            withCapInsets: EdgeInsets(all: 10))
        expectEqual(resizable?.frame.size, Size(width: 100, height: 100))
        expectEqual(card.snapshotView(afterScreenUpdates: false).map { _ in true }, true)
        expectNil(View().snapshotView(afterScreenUpdates: false))
    }
}

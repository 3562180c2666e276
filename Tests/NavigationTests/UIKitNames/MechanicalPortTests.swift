import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// The mechanical ports: UIKit's lines with the `UI` prefix dropped compile and do what they
/// do in UIKit.
@MainActor
struct MechanicalPortTests {
    let stage = ManualClockWindow(size: Size(width: 800, height: 600))

    // MARK: - UIViewPropertyAnimator

    func testAPropertyAnimatorMadeAsUIKitMakesItMovesViewsOnItsWindowsClock() {
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let holder = View()
        holder.addSubview(box)
        stage.setContentView(holder)
        var ended: [PropertyAnimator.Position] = []
        let animator = stage.scene.animationScope.run {
            let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 100 }
            animator.addAnimations { box.alpha = 0 }
            animator.addCompletion { ended.append($0) }
            animator.startAnimation(afterDelay: 0.5)
            return animator
        }
        expectEqual(box.frame.origin.x, 100, "the model takes the new value at once, as in UIKit")
        stage.step(0.5)
        expectEqual(box.layer.presentationFrameInRoot.minX, 0, "still waiting out the delay")
        stage.step(0.5)
        expectLess(abs(box.layer.presentationFrameInRoot.minX - 50), 1e-6)
        expectLess(abs(box.layer.presentation.opacity - 0.5), 1e-6)
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        expectLess(abs(box.layer.presentationFrameInRoot.minX - 25), 1e-6)
        animator.isReversed = true
        animator.continueAnimation(
            withTimingParameters: CubicTimingParameters(animationCurve: .easeOut), durationFactor: 1)
        stage.settle()
        expectEqual(ended, [.start])
        expectEqual(box.frame.origin.x, 0, "ended at the start: the model goes back")
    }

    func testDelayedAnimationsStartPartWayAndScrubbingRunsTheClosures() {
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        stage.setContentView(box)
        let animator = stage.scene.animationScope.run {
            let animator = PropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations({ box.alpha = 0 }, delayFactor: 0.5)
            animator.fractionComplete = 0.25
            return animator
        }
        expectEqual(box.layer.presentation.opacity, 1, "not started before half way")
        animator.fractionComplete = 0.75
        expectLess(abs(box.layer.presentation.opacity - 0.5), 1e-6)
        animator.startAnimation()
        stage.settle()
        expectEqual(box.alpha, 0)
        expectEqual(box.layer.presentation.opacity, 0)
    }

    func testTheSpringInitializersSettleNearTheirDuration() {
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        stage.setContentView(box)
        var done = false
        stage.scene.animationScope.run {
            let animator = PropertyAnimator(duration: 0.5, dampingRatio: 0.7) { box.alpha = 0 }
            animator.addCompletion { _ in done = true }
            animator.startAnimation()
        }
        stage.step(0.25)
        expectFalse(done)
        stage.settle()
        expectTrue(done)
        expectLess(stage.now, 1.2, "a 0.5 s spring settles within a little over twice its duration")
        let spring = SpringTimingParameters(dampingRatio: 0.5, initialVelocity: Vector(dx: 2, dy: 0))
        expectEqual(spring.spring.dampingRatio, 0.5)
        expectEqual(spring.initialVelocity, 2)
        let animator = PropertyAnimator(duration: 0.3, timingParameters: spring)
        expectNil(animator.engine, "bound to a window when it first becomes active")
        expectEqual(animator.timingParameters, spring.timingParameters)
    }

    func testStopAndFinishAsUIKit() {
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        stage.setContentView(box)
        var ended: [PropertyAnimator.Position] = []
        let animator = stage.scene.animationScope.run {
            let animator = PropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            return animator
        }
        stage.step(0.4)
        animator.stopAnimation(false)
        expectEqual(animator.state, .stopped)
        animator.finishAnimation(at: .current)
        expectEqual(ended, [.current])
        expectLess(abs(box.alpha - 0.6), 1e-6, "stopped where it was: the model keeps what is on screen")
    }

    // MARK: - Gesture recognizers

    @MainActor
    final class PanTarget {
        var states: [GestureRecognizer.State] = []
        var taps = 0
        func handlePan(_ recognizer: PanGestureRecognizer) { states.append(recognizer.state) }
        func handleTap() { taps += 1 }
    }

    func testRecognizersTakeATargetAndAMethodAndTheAppCanCancelOrFailThem() {
        let target = PanTarget()
        let view = View()
        stage.setContentView(view)
        let pan = PanGestureRecognizer(target: target, action: PanTarget.handlePan)
        view.addGestureRecognizer(pan)
        let point = Point(x: 100, y: 100)
        stage.play(
            InputScript(start: stage.now, location: point).down(at: point)
                .drag(to: Point(x: 200, y: 100), duration: 0.2, steps: 8))
        expectEqual(target.states.first, .began)
        expectEqual(pan.state, .changed)
        // The app cancels it, as UIKit apps do by setting the state.
        pan.state = .cancelled
        expectEqual(pan.state, .cancelled)
        expectEqual(target.states.last, .cancelled)
        let count = target.states.count
        stage.play(
            InputScript(start: stage.now, location: Point(x: 200, y: 100)).drag(
                to: Point(x: 250, y: 100), duration: 0.1, steps: 4
            ).up())
        expectEqual(target.states.count, count, "nothing more of the cancelled sequence")
        // An impossible move changes nothing.
        pan.state = .began
        expectEqual(pan.state, .possible)

        let tap = TapGestureRecognizer(target: target, action: PanTarget.handleTap)
        view.addGestureRecognizer(tap)
        stage.play(InputScript(start: stage.now + 1, location: point).down(at: point).up())
        expectEqual(target.taps, 1)
        let edge = ScreenEdgePanGestureRecognizer()
        expectEqual(edge.edges, [], "no edges until set, as UIKit's")
        edge.edges = RectEdge.left
        expectEqual(edge.edges, .left)
    }

    // MARK: - Buttons and actions

    func testAButtonMadeWithAPrimaryActionShowsAndRunsIt() {
        var ran: [String] = []
        let action = Action(title: "Add", image: nil) { action in ran.append(action.title) }
        let button = Button(type: .system, primaryAction: action)
        button.frame = Rect(x: 100, y: 100, width: 120, height: 44)
        let holder = View()
        holder.addSubview(button)
        stage.setContentView(holder)
        expectEqual(button.title, "Add")
        expectEqual(button.currentTitleColor, Button.defaultTitleColor)
        let center = Point(x: 160, y: 122)
        stage.play(InputScript(start: stage.now, location: center).down(at: center).up())
        expectEqual(ran, ["Add"])

        var filled = Button.Configuration.filled()
        filled.title = "Buy"
        filled.cornerStyle = .capsule
        let configured = Button(configuration: filled, primaryAction: action)
        configured.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        holder.addSubview(configured)
        stage.scene.layoutIfNeeded()
        expectEqual(configured.title, "Buy", "the configuration's title wins over the action's")
        expectEqual(configured.currentTitleColor, .white)
        expectEqual(configured.backgroundColor(for: .normal), Button.defaultTitleColor)
        expectEqual(configured.layer.cornerRadius, 20)
        expectEqual(Button(type: .custom).currentTitleColor, .white)
    }

    func testAnAnimatorMadeInAButtonsActionFindsItsWindow() {
        let holder = View()
        let box = View(frame: Rect(x: 0, y: 300, width: 10, height: 10))
        let button = Button(
            type: .system,
            primaryAction: Action(title: "Move") { _ in
                ViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 100 }.startAnimation()
            })
        button.frame = Rect(x: 0, y: 0, width: 100, height: 44)
        holder.addSubview(box)
        holder.addSubview(button)
        stage.setContentView(holder)
        let center = Point(x: 50, y: 22)
        stage.play(InputScript(start: stage.now, location: center).down(at: center).up())
        stage.step(0.5)
        expectLess(abs(box.layer.presentationFrameInRoot.minX - 50), 1)
        stage.settle()
        expectEqual(box.layer.presentationFrameInRoot.minX, 100)
    }

    // MARK: - Presentation controllers

    final class HalfHeightPresentationController: Navigation.PresentationController {
        var didLayout = 0
        override var frameOfPresentedViewInContainerView: Rect {
            guard let bounds = containerView?.bounds else { return .zero }
            return Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func containerViewDidLayoutSubviews() {
            super.containerViewDidLayoutSubviews()
            presentedView?.frame = frameOfPresentedViewInContainerView
            didLayout += 1
        }
    }

    final class HalfHeightDelegate: ViewControllerTransitioningDelegate {
        var controller: HalfHeightPresentationController?
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?, source: ViewController
        ) -> Navigation.PresentationController? {
            let controller = HalfHeightPresentationController(
                presentedViewController: presented, presenting: presenting)
            self.controller = controller
            return controller
        }
    }

    func testAPresentationControllerWrittenAsUIKitPlacesThePage() {
        let root = ViewController(name: "root")
        stage.setRootViewController(root)
        let delegate = HalfHeightDelegate()
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: true)
        stage.settle()
        expectEqual(sheet.view.frame, Rect(x: 0, y: 300, width: 800, height: 300))
        expectIdentical(delegate.controller?.presentingViewController, root, "given nil, found as it presents")
        expectIdentical(delegate.controller?.presentedView, sheet.view)
        stage.play(InputScript(start: stage.now).resize(to: Size(width: 600, height: 400)))
        stage.settle()
        expectEqual(sheet.view.frame, Rect(x: 0, y: 200, width: 600, height: 200))
        expectGreater((delegate.controller?.didLayout ?? 0), 0)
    }

    // MARK: - Designated initializers and names

    final class MyNavigationController: NavigationController {
        var made = false
        override init(rootViewController: ViewController) {
            super.init(rootViewController: rootViewController)
            made = true
        }
    }

    final class MyPage: ViewController {
        let greeting: String
        init(greeting: String) {
            self.greeting = greeting
            super.init(nibName: nil, bundle: nil)
        }
    }

    func testSubclassesWriteUIKitsDesignatedInitializers() {
        let page = MyPage(greeting: "hello")
        let nav = MyNavigationController(rootViewController: page)
        expectTrue(nav.made)
        expectIdentical(nav.topViewController, page)
        expectEqual(page.name, "MyPage")
        let operations: [NavigationController.Operation] = [.none, .push, .pop]
        expectEqual(operations, NavigationOperation.allCases)
        let interval: TimeInterval = PercentDrivenInteractiveTransition().duration
        expectEqual(interval, 0)
    }
}

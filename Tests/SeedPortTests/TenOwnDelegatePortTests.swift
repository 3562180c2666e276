import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

// Seed 000, part two, "2.2 使用UIViewControllerInteractiveTransitioning协议" and "3.2 不使用截图的实现":
// the navigation controller that is its own delegate, with a screen-edge pan driving a
// UIPercentDrivenInteractiveTransition and a push/pop animator of its own, written in Swift as
// an iOS developer writes the article's Objective-C. The controller is UIKit code unchanged but
// for the porting guide's Linux edits:
// - `UI` dropped from every type name;
// - `#selector(animation_panGestureRec(_:))` is `Self.animation_panGestureRec` (no @objc);
// - the animator's `UIView.animate(withDuration:animations:completion:)` is written with
//   `UIViewPropertyAnimator` (`ViewPropertyAnimator`), UIKit's other spelling of the same
//   animation, until `View.animate` exists;
// - `interactivePopGestureRecognizer.isEnabled = false`: the system's edge drag and the
//   seed's both start at the left edge (on iOS the seed's wins by being added last);
// - the article's `/** */` comments are `///`, as the project's format lint asks.

/// The article's `TenNavigationController`: its own delegate (`self.delegate = self`).
@MainActor
final class TenTransitionNavigationController: NavigationController, NavigationControllerDelegate,
    GestureRecognizerDelegate
{
    /// 是否开始转场
    var interactive = false
    /// 转场控制器
    lazy var interactionController = PercentDrivenInteractiveTransition()
    /// 自定义手势
    lazy var customPopGestureRecognizer: ScreenEdgePanGestureRecognizer = {
        let recognizer = ScreenEdgePanGestureRecognizer(
            target: self, action: TenTransitionNavigationController.animation_panGestureRec)
        recognizer.delegate = self
        recognizer.edges = .left
        return recognizer
    }()
    var animationControllersGiven = 0

    override init(rootViewController: ViewController) {
        super.init(rootViewController: rootViewController)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        interactivePopGestureRecognizer.isEnabled = false
        animation_interactionSet()
    }

    /// 初始化设置
    // swift-format-ignore: AlwaysUseLowerCamelCase
    func animation_interactionSet() {
        view.addGestureRecognizer(customPopGestureRecognizer)
    }

    /// 自定义手势对应的方法
    // swift-format-ignore: AlwaysUseLowerCamelCase
    func animation_panGestureRec(_ panGestureRec: PanGestureRecognizer) {
        // 根据移动距离计算交互过程进度
        let translationX = panGestureRec.translation(in: view).x
        let translationBase = view.frame.size.width / 3
        let translationAbs = translationX > 0 ? translationX : -translationX
        let percent = translationAbs > translationBase ? 1.0 : translationAbs / translationBase
        switch panGestureRec.state {
        case .began:
            // 更新交互状态
            interactive = true
            popViewController(animated: true)
        case .ended, .cancelled:
            if percent > 0.5 {
                // 完成转场
                interactionController.finish()
            } else {
                // 取消转场
                interactionController.cancel()
            }
            // 无论转场结果如何,回复为非交互装填
            interactive = false
        case .changed:
            // 更新进度
            interactionController.update(percent)
        default:
            break
        }
    }

    // MARK: - UINavigationControllerDelegate代理方法

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        interactive ? interactionController : nil
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        animationControllersGiven += 1
        let animationController = TenNavigationAnimationController()
        animationController.operation = operation
        return animationController
    }
}

/// The article's `TenNavigationAnimationController` (3.2, without screenshots).
@MainActor
final class TenNavigationAnimationController: ViewControllerAnimatedTransitioning {
    /// 动画的操作,push/pop
    var operation: NavigationController.Operation = .none

    /// 执行动画的地方,核心方法
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        // 1.取值
        // 获取参与转场的视图控制器和视图
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let fromView = transitionContext.view(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!

        // 计算坐标
        var fromViewEndFrame = transitionContext.initialFrame(for: fromViewController)
        let fromViewStartFrame = fromViewEndFrame
        let toViewEndFrame = transitionContext.finalFrame(for: toViewController)
        var toViewStartFrame = toViewEndFrame

        // 返回容器视图,转场动画发生的地方
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)

        // 2.设置
        switch operation {
        case .push:
            toViewStartFrame.origin.x += toViewEndFrame.size.width
        case .pop:
            fromViewEndFrame.origin.x += fromViewStartFrame.size.width
            containerView.sendSubviewToBack(toView)
        default:
            break
        }
        fromView.frame = fromViewStartFrame
        toView.frame = toViewStartFrame

        // 3.动画
        let animator = ViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut) {
            fromView.frame = fromViewEndFrame
            toView.frame = toViewEndFrame
        }
        animator.addCompletion { _ in
            // 4.通知转场完成
            // 考虑转场可能中途取消的情况,转场结束后恢复视图状态
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }

    /// 返回动画时间
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }
}

@MainActor
struct TenOwnDelegatePortTests {
    let stage = ManualClockWindow(size: Size(width: 900, height: 600))
    let nav = TenTransitionNavigationController(rootViewController: ViewController(name: "root"))
    let y = 300.0

    init() {
        stage.setRootViewController(nav)
    }

    /// Where the page of `name` is on screen now (its left edge).
    func x(_ name: String) -> Double? {
        nav.viewControllers.first { $0.name == name }.map { nav.page(for: $0).layer.presentationFrameInRoot.minX }
    }

    func testItIsItsOwnDelegateAndItsAnimatorPushesAndPops() {
        expectIdentical(nav.delegate, nav)
        nav.pushViewController(ViewController(name: "A"), animated: true)
        expectEqual(nav.animationControllersGiven, 1)
        stage.step(0.15)
        // Half the time, ease-in-ease-out: half way in.
        let halfway = x("A") ?? 0
        expectLess(abs(halfway - 450), 5)
        stage.settle()
        expectEqual(nav.viewControllers.map(\.name), ["root", "A"])
        expectEqual(x("A"), 0)

        nav.popViewController(animated: true)
        expectEqual(nav.animationControllersGiven, 2)
        stage.settle()
        expectEqual(nav.viewControllers.map(\.name), ["root"])
        expectEqual(x("root"), 0)
    }

    func testTheEdgePanDrivesThePopAndCompletesPastHalfOfAThird() {
        let a = ViewController(name: "A")
        nav.pushViewController(a, animated: false)
        stage.settle()
        // A third of 900 is 300; 120 points is 0.4 of it: cancelled.
        stage.play(
            InputScript(start: stage.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
                .drag(to: Point(x: 125, y: y), duration: 0.3, steps: 12).wait(0.05))
        expectTrue(nav.isTransitioning)
        // The page follows the pan through the animator's own property animator (eased).
        let dragged = nav.page(for: a).layer.presentationFrameInRoot.minX
        expectTrue(dragged > 50 && dragged < 450)
        stage.play(InputScript(start: stage.now, location: Point(x: 125, y: y)).up())
        stage.settle()
        expectEqual(nav.viewControllers.map(\.name), ["root", "A"], "cancelled below half")
        expectEqual(x("A"), 0)
        expectFalse(nav.interactive)

        // 200 points is 2/3 of a third: completes.
        stage.play(
            InputScript(start: stage.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
                .drag(to: Point(x: 205, y: y), duration: 0.3, steps: 12).wait(0.05).up())
        stage.settle()
        expectEqual(nav.viewControllers.map(\.name), ["root"])
        expectEqual(x("root"), 0)
    }
}

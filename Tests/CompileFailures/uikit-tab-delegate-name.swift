// expect: instance method overrides a 'final' instance method
// A tab bar delegate written with UIKit's method name.
import Navigation

@MainActor
final class Tabs: TabBarControllerDelegateBase {
    override func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any AnimatedTransitioning)? { FadeAnimator() }
}

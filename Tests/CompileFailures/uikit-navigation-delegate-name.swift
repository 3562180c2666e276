// expect: instance method overrides a 'final' instance method
// A navigation delegate written with UIKit's method name: it would never be asked.
import Navigation

@MainActor
final class MyDelegate: NavigationControllerDelegateBase {
    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any AnimatedTransitioning)? { SlideAnimator() }
}

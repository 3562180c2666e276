// expect: instance method overrides a 'final' instance method
// The same, written without `override` as a UIKit delegate method is.
import Navigation

@MainActor
final class MyDelegate: NavigationControllerDelegateBase {
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any AnimatedTransitioning)? { SlideAnimator() }
}

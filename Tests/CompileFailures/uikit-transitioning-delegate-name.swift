// expect: instance method overrides a 'final' instance method
// A transitioning delegate written with UIKit's method name.
import Navigation

@MainActor
final class MaskDelegate: ViewControllerTransitioningDelegateBase {
    override func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { FadeAnimator() }
}

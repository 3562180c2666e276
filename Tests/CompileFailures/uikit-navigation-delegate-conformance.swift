// expect: type 'MyDelegate' does not conform to protocol 'NavigationControllerDelegate'
// A delegate conforming to the protocol with only UIKit's name: Segue's methods are required.
import Navigation

@MainActor
final class MyDelegate: NavigationControllerDelegate {
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any AnimatedTransitioning)? { SlideAnimator() }
}

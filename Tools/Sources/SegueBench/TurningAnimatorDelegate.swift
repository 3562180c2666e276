import Navigation

/// Gives every push and pop of the navigation scenarios the animator `make` returns: the
/// turned-page scenarios use it for the cube and the flip, whose pages are drawn as
/// perspective quads.
@MainActor
final class TurningAnimatorDelegate: NavigationControllerDelegateBase {
    let make: @MainActor () -> any AnimatedTransitioning

    init(_ make: @escaping @MainActor () -> any AnimatedTransitioning) {
        self.make = make
    }

    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        make()
    }
}

import Navigation

/// Gives every push and pop of the navigation scenarios the animator `make` returns: the
/// turned-page scenarios use it for the cube and the flip, whose pages are drawn as
/// perspective quads.
@MainActor
final class TurningAnimatorDelegate: NavigationControllerDelegate {
    let make: @MainActor () -> any AnimatedTransitioning

    init(_ make: @escaping @MainActor () -> any AnimatedTransitioning) {
        self.make = make
    }

    func navigationController(
        _ navigationController: NavigationController, animatorFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        make()
    }
}

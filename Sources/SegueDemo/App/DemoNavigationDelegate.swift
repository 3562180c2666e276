import Navigation

/// Gives the navigation controller the animator the settings page chose (nil: the
/// built-in choice, which depends on whether the two pages' bars look alike).
@MainActor
final class DemoNavigationDelegate: NavigationControllerDelegateBase {
    let settings: DemoSettings

    init(settings: DemoSettings) {
        self.settings = settings
    }

    override func navigationController(
        _ navigationController: NavigationController, animatorFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        switch settings.animator {
        case .automatic: return nil
        case .fade: return FadeAnimator()
        case .moveIn: return MoveInAnimator()
        case .cube: return CubeAnimator()
        case .flip: return FlipAnimator()
        }
    }
}

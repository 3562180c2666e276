import Navigation

/// Gives the navigation controller the animator the settings page chose (nil: the
/// built-in choice, which depends on whether the two pages' bars look alike), or, for a pop
/// that a page's own gesture drives, the page's own animator and interaction controller.
@MainActor
final class DemoNavigationDelegate: NavigationControllerDelegateBase {
    let settings: DemoSettings
    /// The page's own pop last given: its interaction goes with that animator only.
    private var ownPop: (animator: any AnimatedTransitioning, interaction: any InteractiveTransitioning)?

    init(settings: DemoSettings) {
        self.settings = settings
    }

    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? {
        ownPop = operation == .pop ? (from as? OwnPopTransition)?.ownPop : nil
        if let ownPop { return ownPop.animator }
        switch settings.animator {
        case .automatic: return nil
        case .fade: return FadeAnimator()
        case .moveIn: return MoveInAnimator()
        case .cube: return CubeAnimator()
        case .flip: return FlipAnimator()
        }
    }

    override func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        guard let ownPop, ownPop.animator === animator else { return nil }
        self.ownPop = nil
        return ownPop.interaction
    }
}

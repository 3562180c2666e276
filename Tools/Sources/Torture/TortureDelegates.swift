import Navigation
import Views

/// What one container's delegate hands out, as the app's settings ops choose: an animator
/// (or none, for the built-in choice) and, with it, the app's own interaction controller,
/// which `interact` ops then drive.
@MainActor
final class TortureTransitionChoice {
    var animator = TortureOp.AnimatorChoice.builtIn
    var isInteractive = false
    let interaction = PercentDrivenInteractiveTransition()
    /// Whether a context is one a container runs now (the world knows them all). The
    /// interaction controller holds its context weakly: once its transition has ended it still
    /// names it as long as anything keeps it (the app keeping it, or its coordinator).
    var isRunning: @MainActor (TransitionContext) -> Bool = { _ in true }

    /// True while the app's interaction controller drives a transition.
    var isDriving: Bool {
        guard let context = interaction.context else { return false }
        return isRunning(context)
    }

    func makeAnimator() -> (any AnimatedTransitioning)? { TortureAnimators.make(animator) }

    /// The app's interaction controller, unless it already drives a transition: one
    /// controller drives one transition at a time (the delegate of the presented navigation
    /// controllers serves them all, and two of them can transition at once; handed to both,
    /// the first would wait for good for a controller that moved on to the second).
    func interactionController() -> (any InteractiveTransitioning)? {
        isInteractive && !isDriving ? interaction : nil
    }
}

/// The navigation controllers' delegate.
@MainActor
final class TortureNavigationDelegate: NavigationControllerDelegateBase {
    let choice = TortureTransitionChoice()

    override func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
        from: ViewController, to: ViewController
    ) -> (any AnimatedTransitioning)? { choice.makeAnimator() }

    override func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { choice.interactionController() }
}

/// The page stack's delegate.
@MainActor
final class TorturePageStackDelegate: PageStackViewDelegateBase {
    let choice = TortureTransitionChoice()

    override func pageStack(
        _ pageStack: PageStackView, animatorFor operation: NavigationOperation, from: View, to: View
    ) -> (any AnimatedTransitioning)? { choice.makeAnimator() }

    override func pageStack(
        _ pageStack: PageStackView, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { choice.interactionController() }
}

/// The tab bar controller's delegate (no animator: tabs switch at once).
@MainActor
final class TortureTabsDelegate: TabBarControllerDelegateBase {
    let choice = TortureTransitionChoice()

    override func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
        to: ViewController
    ) -> (any AnimatedTransitioning)? { choice.makeAnimator() }

    override func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { choice.interactionController() }
}

/// The presented pages' transitioning delegate (no animator: the built-in cover vertical).
@MainActor
final class TortureTransitioningDelegate: ViewControllerTransitioningDelegateBase {
    let choice = TortureTransitionChoice()

    override func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { choice.makeAnimator() }

    override func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        choice.makeAnimator()
    }

    override func interactionControllerForPresentation(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { choice.interactionController() }

    override func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { choice.interactionController() }
}

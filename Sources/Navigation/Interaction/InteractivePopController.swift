import Geometry
import Views

/// Turns the back-drag into pop progress: where a drag becomes progress. The page follows
/// the pointer 1:1 (progress = dx / width); the release asks the navigation controller's
/// `popReleasePolicy` whether to complete and hands the pointer's speed on.
@MainActor
final class InteractivePopController: GestureRecognizerDelegate {
    unowned let navigationController: NavigationController
    let recognizer = PopGestureRecognizer()
    let interaction = PercentDrivenInteractiveTransition()
    /// The progress where the current drag started (0, or where a release was grabbed).
    private var baseProgress = 0.0

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
        recognizer.delegate = self
        recognizer.addAction { [unowned self] _ in handle() }
        recognizer.canGrab = { [unowned self] in isReleasing }
        recognizer.onGrab = { [unowned self] in
            interaction.pause()
            baseProgress = interaction.percentComplete
        }
        recognizer.onGrabAbandoned = { [unowned self] in release(velocity: 0) }
    }

    /// True while a pop this controller started is running.
    private var isDriving: Bool {
        navigationController.activeTransitionContext.map { _ in navigationController.drivesActiveTransition(interaction)
        }
            ?? false
    }

    /// True while such a pop animates after the user let go.
    private var isReleasing: Bool {
        isDriving && navigationController.activeTransitionContext?.isInteractive == false
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        // A pop being held after a grab may be dragged again.
        if isDriving { return navigationController.activeTransitionContext?.isInteractive == true }
        let nav = navigationController
        guard !nav.isTransitioning, nav.viewControllers.count > 1, let top = nav.topViewController else { return false }
        return top.allowsInteractivePop
    }

    private func handle() {
        let nav = navigationController
        let width = max(nav.view.bounds.width, 1)
        switch recognizer.state {
        case .began:
            if !isDriving {
                baseProgress = 0
                interaction.releaseTiming = nav.popReleasePolicy.timing
                nav.beginInteractivePop(driven: interaction)
            }
            follow(width: width)
        case .changed:
            follow(width: width)
        case .ended:
            release(velocity: recognizer.velocity(in: nav.view).x)
        case .cancelled, .failed:
            if isDriving { interaction.cancel(velocity: 0) }
        case .possible:
            break
        }
    }

    /// Lets go at `velocity` points per second: complete or cancel as the policy says.
    private func release(velocity: Double) {
        guard isDriving else { return }
        let width = max(navigationController.view.bounds.width, 1)
        let complete = navigationController.popReleasePolicy.shouldComplete(
            progress: interaction.percentComplete, velocity: velocity, width: width)
        if complete {
            interaction.finish(velocity: velocity / width)
        } else {
            interaction.cancel(velocity: velocity / width)
        }
    }

    private func follow(width: Double) {
        interaction.update(baseProgress + recognizer.translation(in: navigationController.view).x / width)
    }
}

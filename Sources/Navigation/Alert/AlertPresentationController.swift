import Geometry
import Views

/// Presents an alert or action sheet: its view over the whole window (it places its cards
/// itself), black at 0.2 over what is behind (none for a popover), and the alert told of the
/// presentation's moments, where its warnings, waiting alerts and handlers are dealt with.
@MainActor
final class AlertPresentationController: PresentationController {
    private weak var alert: AlertController?

    init(alert: AlertController, presenting: ViewController?) {
        self.alert = alert
        super.init(presentedViewController: alert, presenting: presenting, dimmingAlpha: AlertMetrics.dimmingAlpha)
        // The alert's view covers the dimming and takes clicks outside the cards itself.
        dismissesOnDimmingClick = false
    }

    /// A popover leaves what is behind it undimmed.
    override func containerViewWillLayoutSubviews() {
        guard let alert, let container = containerView else { return }
        let mode = alert.layoutMode(in: container.bounds, window: container.window)
        if case .popover = mode {
            builtInDimmingView?.isHidden = true
        } else {
            builtInDimmingView?.isHidden = false
        }
    }

    override func presentationTransitionWillBegin() {
        containerViewWillLayoutSubviews()
        alert?.presentationWillBegin()
    }

    override func dismissalTransitionWillBegin() { alert?.dismissalWillBegin() }

    override func dismissalTransitionDidStart() { alert?.runChosenHandler() }

    /// Dismissed at once (no transition ran): the handler runs now.
    override func dismissalTransitionDidEnd(_ completed: Bool) { alert?.runChosenHandler() }
}

/// The alert's own transitioning delegate: `AlertAnimator` both ways and
/// `AlertPresentationController`.
@MainActor
final class AlertTransitioningDelegate: ViewControllerTransitioningDelegateBase {
    override func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? {
        guard let alert = presented as? AlertController else { return nil }
        return AlertAnimator(mode: mode(of: alert, window: source.windowForReports), presenting: true)
    }

    override func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        guard let alert = dismissed as? AlertController else { return nil }
        return AlertAnimator(mode: mode(of: alert, window: alert.windowForReports), presenting: false)
    }

    override func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        guard let alert = presented as? AlertController else { return nil }
        return AlertPresentationController(alert: alert, presenting: presenting)
    }

    private func mode(of alert: AlertController, window: Window?) -> AlertLayoutMode {
        alert.layoutMode(in: window?.bounds ?? .zero, window: window)
    }
}

import Animation
import Geometry
import Views

/// How alerts come and go (Alerts.md): an alert scales from 1.15 to 1 while it
/// fades in (0.4 s, a soft landing) and fades out (0.25 s, ease-in-out); an action sheet rises
/// from below the window's bottom edge (0.4 s) and falls back (0.25 s); a popover fades in
/// and out (0.2 s). The dimming follows the fraction (the presentation layer fades it
/// alongside). Reduced motion makes each a 0.2 s cross-fade, as every built-in animator.
@MainActor
final class AlertAnimator: StagedAnimator {
    let mode: AlertLayoutMode
    let presenting: Bool
    let duration: Double
    let curve: TimingCurve
    let animatorSlot = AnimatorSlot()

    init(mode: AlertLayoutMode, presenting: Bool) {
        self.mode = mode
        self.presenting = presenting
        switch mode {
        case .popover:
            duration = AlertMetrics.popoverFadeDuration
            curve = .easeInOut
        case .alert, .sheet:
            duration = presenting ? AlertMetrics.appearDuration : AlertMetrics.disappearDuration
            curve = presenting ? AlertMetrics.appearCurve : .easeInOut
        }
    }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        stagedAnimator(using: context) { [mode, presenting] stage, _ in
            let alertView = presenting ? context.toView : context.fromView
            if presenting { stage.insertArrivingPage(above: true) }
            // How much of the alert shows at fraction f: 0 hidden, 1 at rest.
            return { f in
                let shown = presenting ? f : 1 - f
                switch mode {
                case .alert:
                    alertView.alpha = shown
                    if presenting {
                        let scale = AlertMetrics.appearScale + (1 - AlertMetrics.appearScale) * shown
                        alertView.transform = AffineTransform(scaleX: scale, y: scale)
                    }
                case .sheet:
                    let hidden = (alertView as? AlertView)?.sheetRiseDistance ?? stage.height
                    alertView.transform = AffineTransform(translationX: 0, y: (1 - shown) * hidden)
                case .popover:
                    alertView.alpha = shown
                }
            }
        }
    }
}

extension AlertAnimator: BuiltInTransitionAnimator {}

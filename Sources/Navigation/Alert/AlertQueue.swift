import Views

/// An alert presented while another was up, waiting its turn (Alerts.md,
/// "Alerts and action sheets"): iOS refuses it with a warning; we warn and show it once the
/// one before it is dismissed, so no question is lost.
@MainActor
struct WaitingAlert {
    let alert: AlertController
    let source: ViewController
    let animated: Bool
    let completion: (@MainActor () -> Void)?
    weak var layer: PresentationLayerView?
}

extension PresentationLayerView {
    /// The alert a new alert must wait for: the last one waiting to be presented,
    /// else the top one up and not being dismissed.
    private var alertInTheWay: AlertController? {
        if let waiting = host.waitingSubjects.last(where: { $0 is AlertController }) as? AlertController {
            return waiting
        }
        for presentation in presentations.reversed() {
            if let alert = presentation.presented as? AlertController, !alert.isClosing { return alert }
        }
        return nil
    }

    /// Puts `alert` behind the alert in the way, if there is one, with a warning; false when
    /// nothing is in its way and it is presented as any page.
    func deferAlertIfAnotherIsUp(
        _ alert: AlertController, from source: ViewController, animated: Bool, completion: (@MainActor () -> Void)?
    ) -> Bool {
        if alert.isWaitingBehindAnother {
            host.warn(.alreadyPresented(page: alert.name))
            return true
        }
        guard let blocking = alertInTheWay else { return false }
        // The alert waits at the end of the line behind `blocking`.
        let last = blocking.waitingAlerts.last?.alert ?? blocking
        host.warn(.alertWaiting(alert: alert.displayName, behind: last.displayName))
        alert.isWaitingBehindAnother = true
        blocking.waitingAlerts.append(
            WaitingAlert(alert: alert, source: source, animated: animated, completion: completion, layer: self))
        return true
    }
}

extension AlertController {
    /// Asks for the first alert waiting behind this one; the others wait behind it.
    func releaseWaitingAlert() {
        guard !waitingAlerts.isEmpty else { return }
        let next = waitingAlerts.removeFirst()
        next.alert.waitingAlerts = waitingAlerts + next.alert.waitingAlerts
        waitingAlerts = []
        next.alert.isWaitingBehindAnother = false
        guard let layer = next.layer else {
            next.completion?()
            return
        }
        layer.present(next.alert, from: next.source, animated: next.animated, completion: next.completion)
    }
}

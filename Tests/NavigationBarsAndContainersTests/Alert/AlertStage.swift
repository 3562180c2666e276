import Geometry
import SegueTestSupport
import Views

@testable import Navigation

/// A window on a manual clock showing one plain page, for presenting alerts: it records the
/// window's warnings and what the alerts' handlers did.
@MainActor
final class AlertStage {
    let stage: ManualClockWindow
    let root = ViewController(name: "root")
    var warnings: [NavigationWarning] = []
    /// What the handlers ran, in order: the action's title, and whether the alert was being
    /// dismissed at that moment.
    var ran: [(title: String, whileDismissing: Bool)] = []

    init(size: Size = Size(width: 800, height: 600)) {
        stage = ManualClockWindow(size: size)
        root.title = "Notes"
        stage.setRootViewController(root)
        stage.window.onNavigationWarning = { [unowned self] warning in warnings.append(warning) }
    }

    var window: Window { stage.window }

    /// An alert whose actions record their handler's run in `ran`.
    func alert(
        title: String? = "Discard note?", message: String? = "Your changes will be lost.",
        style: AlertController.Style = .alert, actions: [(String, AlertAction.Style)]
    ) -> AlertController {
        let alert = AlertController(title: title, message: message, preferredStyle: style)
        for (title, actionStyle) in actions {
            alert.addAction(
                AlertAction(title: title, style: actionStyle) { [unowned self, unowned alert] _ in
                    ran.append((title, alert.isBeingDismissed))
                })
        }
        return alert
    }

    /// Presents `alert` from the root page and lets it land.
    func show(_ alert: AlertController) {
        root.present(alert, animated: true)
        stage.settle()
    }

    var presented: [ViewController] { window.presentedViewControllers }

    func alertView(_ alert: AlertController) -> AlertView { alert.view as! AlertView }

    func button(_ alert: AlertController, _ title: String) -> AlertActionButton {
        alertView(alert).buttons.first { $0.action.title == title }!
    }

    /// A button's frame in window coordinates.
    func frame(of view: View) -> Rect { view.convert(view.bounds, to: nil) }

    func click(at point: Point) {
        stage.play(InputScript(start: stage.now, location: point).down(at: point).wait(0.05).up())
    }

    func click(_ view: View) {
        let f = frame(of: view)
        click(at: Point(x: f.midX, y: f.midY))
    }

    func press(_ key: Key, modifiers: KeyModifiers = []) {
        stage.play(InputScript(start: stage.now).key(key, modifiers: modifiers))
    }

    func settle() { stage.settle() }
}

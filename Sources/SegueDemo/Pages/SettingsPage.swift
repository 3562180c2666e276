import Geometry
import Layers
import Navigation
import Views

/// Switches: where the back-drag starts, the animator, the release rule, slow motion and
/// the frame-time overlay (also F1).
@MainActor
final class SettingsPage: DemoPage {
    private var refreshers: [@MainActor () -> Void] = []

    init(catalog: PageCatalog) {
        super.init(name: "settings", title: "Settings", note: "Click a row to change it.", catalog: catalog)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let settings = catalog.settings
        toggle(
            "mode", title: { "Back-drag: " + (settings.fullScreen ? "anywhere" : "left edge (20 pt)") },
            change: { settings.fullScreen.toggle() })
        toggle(
            "animator", title: { "Animator: " + settings.animator.rawValue },
            change: { settings.animator = settings.animator.next() })
        toggle(
            "policy", title: { "Release: " + settings.policy.rawValue },
            change: { settings.policy = settings.policy.next() })
        toggle(
            "slow-motion", title: { "Slow motion (10x): " + (settings.slowMotion ? "on" : "off") },
            change: { settings.slowMotion.toggle() })
        toggle(
            "frame-times", title: { "Frame times (F1): " + (settings.showsFrameTimes ? "on" : "off") },
            change: { settings.showsFrameTimes.toggle() })
    }

    private func toggle(
        _ name: String, title: @escaping @MainActor () -> String, change: @escaping @MainActor () -> Void
    ) {
        let settings = catalog.settings
        var button: Button?
        button = addButton(title(), name: "setting:" + name) { [unowned self] in
            change()
            settings.changed()
            for refresh in refreshers { refresh() }
        }
        refreshers.append { button?.title = title() }
    }
}

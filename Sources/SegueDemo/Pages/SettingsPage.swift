import Geometry
import Layers
import Navigation
import Views

/// The demo's settings: switches for where the back-drag starts, reduced motion, slow motion
/// and the frame-time overlay (also F1); buttons that step through the animator and the
/// release rule. Every change applies at once (the app observes the settings).
@MainActor
final class SettingsPage: DemoPage {
    private var refreshers: [@MainActor () -> Void] = []

    init(catalog: PageCatalog) {
        super.init(
            name: "settings", title: "Settings",
            note: "Switches turn a setting on and off; the buttons step through the choices.", catalog: catalog)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let settings = catalog.settings
        addSwitch("back-drag-anywhere", title: "Back-drag from anywhere", value: \.fullScreen)
        addSwitch("reduce-motion", title: "Reduce motion", value: \.reducedMotion)
        addSwitch("slow-motion", title: "Slow motion (10x)", value: \.slowMotion)
        addSwitch("frame-times", title: "Frame times (F1)", value: \.showsFrameTimes)
        addChoice(
            "animator", title: { "Animator: " + settings.animator.rawValue },
            change: { settings.animator = settings.animator.next() })
        addChoice(
            "policy", title: { "Release: " + settings.policy.rawValue },
            change: { settings.policy = settings.policy.next() })
        // Changes made elsewhere (F1) show here too.
        settings.observe { [weak self] in self?.refresh() }
    }

    private func refresh() {
        for refresh in refreshers { refresh() }
    }

    /// A row with a switch for one of the settings' flags.
    private func addSwitch(
        _ name: String, title: String, value: ReferenceWritableKeyPath<DemoSettings, Bool>
    ) {
        let settings = catalog.settings
        let row = SwitchRow(title: title, isOn: settings[keyPath: value])
        row.name = "row:" + name
        row.toggle.name = "setting:" + name
        let toggle = row.toggle
        toggle.addAction(for: .valueChanged) { [unowned toggle] in
            settings[keyPath: value] = toggle.isOn
            settings.changed()
        }
        refreshers.append { [unowned toggle] in toggle.setOn(settings[keyPath: value], animated: true) }
        column.add(row, height: 50)
    }

    /// A button that steps through a setting's choices, saying which is chosen.
    private func addChoice(
        _ name: String, title: @escaping @MainActor () -> String, change: @escaping @MainActor () -> Void
    ) {
        let settings = catalog.settings
        let button = addButton(title(), name: "setting:" + name) {
            change()
            settings.changed()
        }
        refreshers.append { [unowned button] in button.title = title() }
    }
}

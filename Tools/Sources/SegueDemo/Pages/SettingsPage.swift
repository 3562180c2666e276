import Geometry
import Layers
import Navigation
import Views

/// The demo's settings: switches for where the back-drag starts, reduced motion, slow motion
/// and the frame-time overlay (also F1); below them, as in iOS Settings, rows for the animator,
/// the release rule and the reach of the back-drag from anywhere, each showing its value and
/// opening a page of its options (`ChoicePage`). Every change applies at once (the app observes
/// the settings).
@MainActor
final class SettingsPage: DemoPage {
    private var refreshers: [@MainActor () -> Void] = []
    private let choiceList = ScrollList()
    private var choices: [SettingChoice] = []

    init(catalog: PageCatalog) {
        super.init(
            name: "settings", title: "Settings",
            note: "Switches turn a setting on and off; a row opens its options.", catalog: catalog)
    }

    /// Gives a list iOS's inset-grouped look: a rounded group of cells in
    /// `secondarySystemGroupedBackground` (white in light, #1C1C1E in dark) on the page's
    /// `systemGroupedBackground` (see `useGroupedBackground`), rows 50 points high.
    static func styleGroup(_ list: ScrollList) {
        list.backgroundColor = .secondarySystemGroupedBackground
        list.layer.cornerRadius = 10
        list.rowHeight = 50
    }

    /// The grouped page behind the cells: `systemGroupedBackground` (light grey in light,
    /// black in dark), as iOS Settings.
    static func useGroupedBackground(_ page: DemoPage) {
        page.column.backgroundColor = .systemGroupedBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        Self.useGroupedBackground(self)
        let settings = catalog.settings
        addSwitch("back-drag-anywhere", title: "Back-drag from anywhere", value: \.fullScreen)
        addSwitch("reduce-motion", title: "Reduce motion", value: \.reducedMotion)
        addSwitch("slow-motion", title: "Slow motion (10x)", value: \.slowMotion)
        addSwitch("frame-times", title: "Frame times (F1)", value: \.showsFrameTimes)
        choices = [
            .of(\.animator, name: "animator", title: "Animator", settings: settings),
            .of(\.policy, name: "release", title: "Release", settings: settings),
            .of(
                \.reach, name: "reach", title: "Back-drag reach", settings: settings,
                note: "How far from the left edge the back-drag from anywhere may start (with Back-drag from"
                    + " anywhere on)."),
        ]
        choiceList.name = "setting-choices"
        Self.styleGroup(choiceList)
        showChoices()
        choiceList.onSelect = { [unowned self] index in
            let page = ChoicePage(choice: choices[index], catalog: catalog)
            navigationController?.pushViewController(page, animated: true)
        }
        column.add(choiceList, height: Double(choices.count) * choiceList.rowHeight)
        refreshers.append { [unowned self] in showChoices() }
        // Changes made elsewhere (F1, a choice page) show here too.
        settings.observe { [weak self] in self?.refresh() }
    }

    private func refresh() {
        for refresh in refreshers { refresh() }
    }

    /// The choice rows: the title, the value in grey and a chevron.
    private func showChoices() {
        choiceList.rows = choices.map {
            ListRow(title: $0.title, value: $0.value, accessory: .disclosureIndicator)
        }
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
}

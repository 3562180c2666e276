import Geometry
import Layers
import Navigation
import Views

/// The page a settings choice row opens, as in iOS Settings: the options in a list, a check
/// mark on the one chosen; a click chooses (the mark moves, the setting applies at once) and
/// goes back.
@MainActor
final class ChoicePage: DemoPage {
    private let choice: SettingChoice
    private let list = ScrollList()

    init(choice: SettingChoice, catalog: PageCatalog) {
        self.choice = choice
        super.init(
            name: "choose-" + choice.name, title: choice.title,
            note: (choice.note.map { $0 + " " } ?? "") + "Click an option: it applies at once and the page goes back.",
            catalog: catalog)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.name = "choices"
        SettingsPage.useGroupedBackground(self)
        SettingsPage.styleGroup(list)
        showRows()
        list.onSelect = { [unowned self] index in
            choice.choose(index)
            showRows()
            navigationController?.popViewController(animated: true)
        }
        column.add(list, height: Double(choice.options.count) * list.rowHeight)
    }

    private func showRows() {
        let selected = choice.selectedIndex()
        list.rows = choice.options.enumerated().map { index, option in
            ListRow(title: option, accessory: index == selected ? .checkmark : .none)
        }
    }
}

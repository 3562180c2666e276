/// One of the settings page's choices (the animator, the release rule, the reach): what its row
/// says and the options its choice page lists.
@MainActor
struct SettingChoice {
    /// The end of the names: the row is "row:choice:NAME", its page "choose-NAME".
    let name: String
    let title: String
    /// What the choice means, said on its page above the options, if the title is not enough.
    var note: String?
    /// The options, as the choice page lists them.
    let options: [String]
    /// The index of the option chosen now.
    let selectedIndex: @MainActor () -> Int
    /// Chooses option `index`.
    let choose: @MainActor (Int) -> Void

    /// A choice among the cases of `Value`, read and written at `keyPath` of `settings`.
    static func of<Value: CaseIterable & RawRepresentable & Equatable>(
        _ keyPath: ReferenceWritableKeyPath<DemoSettings, Value>, name: String, title: String,
        settings: DemoSettings, note: String? = nil
    ) -> SettingChoice where Value.RawValue == String {
        let all = Array(Value.allCases)
        return SettingChoice(
            name: name, title: title, note: note, options: all.map(\.rawValue),
            selectedIndex: { all.firstIndex(of: settings[keyPath: keyPath]) ?? 0 },
            choose: { index in
                settings[keyPath: keyPath] = all[index]
                settings.changed()
            })
    }

    /// The option chosen now, as the settings row shows it.
    var value: String { options[selectedIndex()] }
}

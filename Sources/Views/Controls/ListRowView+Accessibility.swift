/// A list row reads as its title and subtitle, its value (the detail text) as the value,
/// selected while its list keeps it selected; activating it selects it as a click does.
extension ListRowView: AccessibilityDefaultsProviding {
    /// A list item named by its texts.
    public var defaultAccessibility: AccessibilityDefaults {
        let label = [row.title, row.subtitle ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
        let isSelected = (superview as? ScrollList)?.selectedRow == index
        return AccessibilityDefaults(
            isElement: true, label: label, value: row.value, traits: isSelected ? .selected : [])
    }
}

/// A scroll list is a list container: its rows on screen are its items.
extension ScrollList: AccessibilityDefaultsProviding {
    /// A list.
    public var defaultAccessibility: AccessibilityDefaults { AccessibilityDefaults(containerType: .list) }
}

/// A list row is named by its title, described by its subtitle (as libadwaita's rows read on
/// the desktop's screen readers), its value (the detail text) as the value, selected while its
/// list keeps it selected; activating it selects it as a click does.
extension ListRowView: AccessibilityDefaultsProviding {
    /// A list item named by its title.
    public var defaultAccessibility: AccessibilityDefaults {
        let isSelected = (superview as? ScrollList)?.selectedRow == index
        return AccessibilityDefaults(
            isElement: true, label: row.title, value: row.value, hint: row.subtitle,
            traits: isSelected ? .selected : [])
    }
}

/// A scroll list is a list container: its rows on screen are its items.
extension ScrollList: AccessibilityDefaultsProviding {
    /// A list.
    public var defaultAccessibility: AccessibilityDefaults { AccessibilityDefaults(containerType: .list) }
}

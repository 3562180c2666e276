import Views

/// A bar item reads as its `accessibilityLabel`, else its title (a system item's spoken name
/// when it shows an icon), a
/// button; a back button as "Back", with the previous page's title as the hint.
extension BarButton: AccessibilityDefaultsProviding {
    /// A button named by its item.
    public var defaultAccessibility: AccessibilityDefaults {
        let title = item.accessibilityLabel ?? item.title ?? item.systemItem?.spokenName
        return AccessibilityDefaults(
            isElement: true, label: title, traits: isEnabled ? .button : [.button, .notEnabled])
    }
}

extension BackButton: AccessibilityDefaultsProviding {
    /// "Back", a button; the hint is the page it goes back to.
    public var defaultAccessibility: AccessibilityDefaults {
        let previous = titleLabel.text
        return AccessibilityDefaults(
            isElement: true, label: BackButton.accessibilityName,
            hint: previous.isEmpty || previous == BackButton.accessibilityName ? nil : previous,
            traits: isEnabled ? .button : [.button, .notEnabled])
    }

    /// What the back button is called to a screen reader.
    nonisolated static let accessibilityName = "Back"
}

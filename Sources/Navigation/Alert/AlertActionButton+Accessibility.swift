import Views

/// An alert's button reads as its action's title, a button.
extension AlertActionButton: AccessibilityDefaultsProviding {
    /// A button named by its action.
    var defaultAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(
            isElement: true, label: action.title, traits: isEnabled ? .button : [.button, .notEnabled])
    }
}

/// A button reads as its title, a button, not enabled while disabled (UIKit's UIButton).
extension Button: AccessibilityDefaultsProviding {
    /// A button named by its title.
    public var defaultAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(
            isElement: true, label: title.isEmpty ? nil : title,
            traits: isEnabled ? .button : [.button, .notEnabled])
    }
}

/// A text field reads with its text as the value (nothing for a secure field) and its
/// placeholder as the hint (AT-SPI's description); activating it starts editing. Its clear
/// button is not read (it is inside the element).
extension TextField: AccessibilityDefaultsProviding {
    /// A text field valued by its text.
    public var defaultAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(
            isElement: true, value: isSecureTextEntry ? nil : text ?? "", hint: placeholder,
            traits: isEnabled ? [] : .notEnabled)
    }

    /// Starts editing (takes keyboard focus).
    public func defaultAccessibilityActivate() -> Bool { becomeFirstResponder() }
}

/// A text view reads with its text as the value; activating it starts editing.
extension TextView: AccessibilityDefaultsProviding {
    /// A text element valued by its text.
    public var defaultAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: text, traits: isEditable ? [] : .staticText)
    }

    /// Starts editing (takes keyboard focus) when editable.
    public func defaultAccessibilityActivate() -> Bool { becomeFirstResponder() }
}

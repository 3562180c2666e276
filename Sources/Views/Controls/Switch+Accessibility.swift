/// A switch is a toggle button whose value is "1" when on and "0" when off, as UIKit's
/// UISwitch reads; activating it flips it (and sends `.valueChanged`).
extension Switch: AccessibilityDefaultsProviding {
    /// A toggle button valued "1" or "0".
    public var defaultAccessibility: AccessibilityDefaults {
        var traits: AccessibilityTraits = [.button, .toggleButton]
        if !isEnabled { traits.insert(.notEnabled) }
        return AccessibilityDefaults(isElement: true, value: isOn ? "1" : "0", traits: traits)
    }
}

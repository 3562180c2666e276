/// A label reads as its text (UIKit: static text, always an element); an empty label is
/// not read.
extension Label: AccessibilityDefaultsProviding {
    /// Static text named by its text.
    public var defaultAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(isElement: !text.isEmpty, label: text, traits: .staticText)
    }
}

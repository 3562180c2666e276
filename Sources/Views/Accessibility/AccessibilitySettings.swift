import Geometry

/// What an app set of one view's accessibility (nil: the view's default, from
/// `AccessibilityDefaultsProviding`).
struct AccessibilitySettings {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    var isModal: Bool?
    var frame: Rect?
    var customActions: [AccessibilityCustomAction]?
    var elements: [View]?
    var containerType: AccessibilityContainerType?
}

extension View {
    /// The view's own defaults: its class's (`AccessibilityDefaultsProviding`), else none.
    var resolvedAccessibilityDefaults: AccessibilityDefaults {
        (self as? any AccessibilityDefaultsProviding)?.defaultAccessibility ?? AccessibilityDefaults()
    }
}

import Geometry

/// What a kind of view reads as when the app sets nothing: the value each accessibility
/// property of `View` falls back to (ScreenReaders.md lists the defaults of every control).
@MainActor
public struct AccessibilityDefaults {
    /// `isAccessibilityElement`'s default.
    public var isElement = false
    /// `accessibilityLabel`'s default: what the element is called.
    public var label: String?
    /// `accessibilityValue`'s default: what it holds now.
    public var value: String?
    /// `accessibilityHint`'s default: what activating it does, or more about it.
    public var hint: String?
    /// `accessibilityTraits`'s default.
    public var traits: AccessibilityTraits = []
    /// `accessibilityViewIsModal`'s default: true for sheets and alerts.
    public var isModal = false
    /// `accessibilityContainerType`'s default.
    public var containerType: AccessibilityContainerType = .none
    /// `accessibilityElements`' default: nil reads the subviews.
    public var elements: [View]?

    /// A view's defaults when it has none of its own: not an element, no container.
    public init(
        isElement: Bool = false, label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: AccessibilityTraits = [], isModal: Bool = false, containerType: AccessibilityContainerType = .none,
        elements: [View]? = nil
    ) {
        self.isElement = isElement
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.isModal = isModal
        self.containerType = containerType
        self.elements = elements
    }
}

/// A view class with accessibility defaults of its own: Segue's controls adopt it in their
/// `+Accessibility.swift` files, so an app's view needs no code to be read (a subclass
/// overriding `accessibilityLabel` and the others still wins, as in UIKit).
@MainActor
public protocol AccessibilityDefaultsProviding: View {
    /// What the view reads as when the app sets nothing.
    var defaultAccessibility: AccessibilityDefaults { get }
    /// What `accessibilityActivate()` does by default: returns whether it acted.
    func defaultAccessibilityActivate() -> Bool
    /// What `accessibilityIncrement()` does by default (adjustable views).
    func defaultAccessibilityIncrement()
    /// What `accessibilityDecrement()` does by default (adjustable views).
    func defaultAccessibilityDecrement()
}

extension AccessibilityDefaultsProviding {
    /// Activating does what Enter does on the focused view (a click for a control).
    public func defaultAccessibilityActivate() -> Bool { activateFromKeyboard() }
    /// Nothing to increment.
    public func defaultAccessibilityIncrement() {}
    /// Nothing to decrement.
    public func defaultAccessibilityDecrement() {}
}

/// What kind of element a view is to a screen reader, and its state
/// (`UIAccessibilityTraits`): a set of flags a view combines (a selected tab is
/// `[.button, .selected]`). The AT-SPI bridge maps them to roles and states
/// (`AccessibilityNode.role`; ScreenReaders.md).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt64
    /// A set with `rawValue`'s bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait (`UIAccessibilityTraits.none`).
    public static let none: AccessibilityTraits = []
    /// Acts when activated (`.button`).
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens something elsewhere (`.link`).
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// Heads a part of the page: a bar's title (`.header`).
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// Is the chosen one of its group: a tab, a list row kept selected (`.selected`).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Does nothing now: a disabled control (`.notEnabled`).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 4)
    /// Text that does not change or act (`.staticText`).
    public static let staticText = AccessibilityTraits(rawValue: 1 << 5)
    /// A picture (`.image`).
    public static let image = AccessibilityTraits(rawValue: 1 << 6)
    /// A search field (`.searchField`).
    public static let searchField = AccessibilityTraits(rawValue: 1 << 7)
    /// Takes `accessibilityIncrement()` and `accessibilityDecrement()` (`.adjustable`).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 8)
    /// A row of tabs: its elements are the tabs (`.tabBar`).
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 9)
    /// Changes often: a screen reader reads it again only when asked (`.updatesFrequently`).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// A button that is on or off: a switch (`.toggleButton`, iOS 17).
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 11)
}

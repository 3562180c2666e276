/// What an element of the accessibility tree is, as a screen reader names it: the AT-SPI
/// bridge maps each to its role one to one. Derived from the view's traits, container type
/// and kind (`AccessibilityNode.role`; the rules are in ScreenReaders.md).
public enum AccessibilityRole: String, Sendable, Hashable, CaseIterable {
    /// The window, the tree's root.
    case window
    /// A modal view: a sheet, card or alert (`accessibilityViewIsModal`).
    case dialog
    /// A landmark: a page, a bar, a split view's column.
    case landmark
    /// A group of related elements, or a data table.
    case group
    /// A list (`AccessibilityContainerType.list`).
    case list
    /// An element of a list: a list row.
    case listItem
    /// A row of tabs (`.tabBar`).
    case tabList
    /// One tab: a button in a row of tabs.
    case tab
    /// A button (`.button`).
    case button
    /// A button that is on or off: a switch (`.toggleButton`).
    case toggleButton
    /// A link (`.link`).
    case link
    /// A value that steps up and down (`.adjustable`).
    case slider
    /// An editable text: a text field or text view.
    case textField
    /// A search field (`.searchField`).
    case searchField
    /// A heading (`.header`).
    case header
    /// A picture (`.image`).
    case image
    /// Text that does not act (`.staticText`), and any other element.
    case staticText
}

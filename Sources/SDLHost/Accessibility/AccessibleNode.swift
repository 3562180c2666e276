import Geometry

/// One object the AT-SPI bridge exports: what a screen reader asks of it (role, name, states,
/// its place in the tree, where it is, what it can do). The bridge reads nodes only when a
/// client asks, so a node computes its answers on demand from what it stands for.
///
/// The bridge knows nodes only through this protocol; `ViewAccessibilityAdapter` makes them
/// from a window's `AccessibilityTree`.
@MainActor
protocol AccessibleNode: AnyObject {
    /// What the object is.
    var role: AccessibleRole { get }
    /// What a screen reader says first: a button's title, a label's text.
    var name: String { get }
    /// More about it (a field's placeholder, the back button's destination).
    var nodeDescription: String { get }
    /// Its states now.
    var states: Set<AccessibleState> { get }
    /// Its parent; nil for the application.
    var parent: (any AccessibleNode)? { get }
    /// Its children, in reading order.
    var children: [any AccessibleNode] { get }
    /// Its frame in the window, in points; nil for the application.
    var frameInWindow: Rect? { get }
    /// Extra facts as AT-SPI attributes (`toolkit`, an identifier).
    var attributes: [(String, String)] { get }
    /// The actions it offers, by name ("press", "activate").
    var actionNames: [String] { get }
    /// Does the action at `index`; false when it could not.
    func performAction(at index: Int) -> Bool
    /// Moves the keyboard focus to it; false when it cannot take focus.
    func grabFocus() -> Bool
    /// Its text, for labels and fields; nil when it has none.
    var text: String? { get }
    /// Replaces an editable text; false when it is not editable.
    func setText(_ text: String) -> Bool
    /// Its value, for switches and sliders; nil when it has none.
    var value: AccessibleValue? { get }
    /// Sets its value; false when it has none or refuses.
    func setValue(_ value: Double) -> Bool
    /// Selects the child at `index` (a list's row, a tab); false when it cannot.
    func selectChild(at index: Int) -> Bool
}

/// A switch's or slider's value, with its range.
struct AccessibleValue: Equatable, Sendable {
    var current: Double
    var minimum: Double
    var maximum: Double
    var increment: Double
}

/// The roles the bridge exports (a subset of AT-SPI's `AtspiRole`).
enum AccessibleRole: Sendable {
    case application, frame, panel, dialog, pushButton, toggleButton, label, heading, list, listItem
    case entry, passwordText, pageTabList, pageTab, toolBar, image, filler, link, slider
}

/// The states the bridge exports (a subset of AT-SPI's `AtspiStateType`).
enum AccessibleState: Sendable {
    case active, enabled, sensitive, visible, showing, focusable, focused, selectable, selected
    case editable, singleLine, checked, checkable, modal
}

/// What a view that holds elements is (`UIAccessibilityContainerType`): a view with a type
/// other than `.none` is a node of its own in the accessibility tree, its elements its
/// children; a view with none (and not an element) is see-through, its elements belong to
/// the nearest node above (ScreenReaders.md).
public enum AccessibilityContainerType: Sendable, Hashable {
    /// No container: see-through.
    case none
    /// A table of rows and columns (`.dataTable`).
    case dataTable
    /// A list of items: a scroll list (`.list`).
    case list
    /// A landmark a reader jumps between: a page, a bar, a split view's column (`.landmark`).
    case landmark
    /// A group of related elements (`.semanticGroup`).
    case semanticGroup
}

/// Something a screen reader can do to an element (`AccessibilityNode.actions`): activate it,
/// step an adjustable value, or one of its custom actions.
@MainActor
public enum AccessibilityAction {
    /// `accessibilityActivate()`: a click.
    case activate
    /// `accessibilityIncrement()`.
    case increment
    /// `accessibilityDecrement()`.
    case decrement
    /// One of `accessibilityCustomActions`.
    case custom(AccessibilityCustomAction)

    /// The action's name as a screen reader lists it ("activate", "increment", "decrement",
    /// or the custom action's name).
    public var name: String {
        switch self {
        case .activate: "activate"
        case .increment: "increment"
        case .decrement: "decrement"
        case .custom(let action): action.name
        }
    }
}

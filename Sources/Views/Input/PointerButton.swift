/// A mouse button. `back` and `forward` are the side buttons (SDL's X1 and X2); `back` means
/// "go back" to a desktop user.
public enum PointerButton: Int, Hashable, Sendable {
    /// The primary button: the one that presses, drags and clicks.
    case left = 1
    /// The wheel button.
    case middle = 2
    /// The secondary button.
    case right = 3
    /// The back side button (SDL's X1): goes back in navigation.
    case back = 4
    /// The forward side button (SDL's X2).
    case forward = 5
}

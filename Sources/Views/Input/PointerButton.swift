/// A mouse button. `back` and `forward` are the side buttons (SDL's X1 and X2); `back` means
/// "go back" to a desktop user.
public enum PointerButton: Int, Hashable, Sendable {
    case left = 1
    case middle = 2
    case right = 3
    case back = 4
    case forward = 5
}

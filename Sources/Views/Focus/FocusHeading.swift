/// The way an arrow key moves keyboard focus (UIKit's `UIFocusHeading`): within a list by rows
/// (up, down), within a tab bar by tabs (left, right).
public enum FocusHeading: Hashable, Sendable {
    /// The Up arrow.
    case up
    /// The Down arrow.
    case down
    /// The Left arrow.
    case left
    /// The Right arrow.
    case right

    /// The heading of an arrow key; nil for any other key.
    public init?(key: Key) {
        switch key {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        default: return nil
        }
    }
}

/// What a control is doing, for per-state looks (UIKit's UIControl.State, without `selected`
/// and `focused`, with a desktop's `hovered`). `normal` is the empty set.
public struct ControlState: OptionSet, Hashable, Sendable {
    /// The states as bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Enabled, not pressed, not hovered: the empty set.
    public static let normal: ControlState = []
    /// Pressed, with the pointer inside.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// `isEnabled` is false.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// The pointer is over the enabled control (`View.isHovered`); while it is pressed with
    /// the pointer inside, `highlighted` comes with it.
    public static let hovered = ControlState(rawValue: 1 << 2)
}

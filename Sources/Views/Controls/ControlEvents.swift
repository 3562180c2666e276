/// The moments of a press that a control reports to its actions (UIKit's UIControl.Event,
/// the touch cases and `valueChanged`; "touch" is a press of the left mouse button).
public struct ControlEvents: OptionSet, Hashable, Sendable {
    /// The events as bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The button went down on the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A held pointer came back inside the control.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 1)
    /// A held pointer left the control.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 2)
    /// Released inside: the click. A button's action.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 3)
    /// Released outside: a press the user took back.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 4)
    /// The press was taken over by a gesture, or the window lost focus.
    public static let touchCancel = ControlEvents(rawValue: 1 << 5)
    /// The user changed the control's value (a switch flipped by a click).
    public static let valueChanged = ControlEvents(rawValue: 1 << 6)

    /// Every touch event.
    public static let allTouchEvents: ControlEvents = [
        .touchDown, .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel,
    ]
}

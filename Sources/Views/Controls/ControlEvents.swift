/// The moments of a press that a control reports to its actions (UIKit's UIControl.Event,
/// the touch cases, `valueChanged` and a text field's editing cases; "touch" is a press of the
/// left mouse button). UIKit's bits: touches from 0, editing from 16.
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

    /// The control's main action happened (UIKit's `primaryActionTriggered`): a button's click,
    /// sent with `.touchUpInside` (also from Enter or Space while it is focused).
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// A text field started editing (it became first responder).
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// The user changed a text field's text (typed, deleted, pasted, cut, cleared, undid).
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// A text field ended editing (it resigned first responder).
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Return was pressed in a text field (UIKit's `editingDidEndOnExit`); the field keeps
    /// editing unless an action or its delegate ends it.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

    /// Every editing event.
    public static let allEditingEvents: ControlEvents = [
        .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ]

    /// Every touch event.
    public static let allTouchEvents: ControlEvents = [
        .touchDown, .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel,
    ]
}

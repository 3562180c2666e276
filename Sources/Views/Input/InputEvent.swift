import Geometry

/// Everything a window receives, as plain values: what the SDL host translates `SDL_Event`s
/// into, and what tests script.
public enum InputEvent: Equatable, Sendable {
    /// A press, motion or release of a mouse button.
    case pointer(PointerEvent)
    /// A mouse-wheel or touchpad scroll.
    case wheel(WheelEvent)
    /// A key going down or up.
    case key(KeyEvent)
    /// Text typed while a view edits text (never made from key codes).
    case text(TextInputEvent)
    /// An input method's composition in progress, shown in place until committed.
    case composition(TextCompositionEvent)
    /// The window's drawable size changed (points).
    case resized(Size, timestamp: Double)
    /// The window lost keyboard focus: a gesture in progress is cancelled.
    case focusLost(timestamp: Double)
    /// The pointer left the window while SDL was not capturing it: a gesture in progress is
    /// cancelled.
    case pointerLeft(timestamp: Double)

    /// Seconds, from the event's own timestamp.
    public var timestamp: Double {
        switch self {
        case .pointer(let e): return e.timestamp
        case .wheel(let e): return e.timestamp
        case .key(let e): return e.timestamp
        case .text(let e): return e.timestamp
        case .composition(let e): return e.timestamp
        case .resized(_, let t), .focusLost(let t), .pointerLeft(let t): return t
        }
    }
}

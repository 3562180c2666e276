/// A key on the keyboard, by meaning (SDL's keycode, not the physical scancode).
public enum Key: Hashable, Sendable {
    /// Escape, Enter, Tab, Backspace, Delete and the space bar.
    case escape, enter, tab, backspace, delete, space
    /// Arrow keys.
    case left, right, up, down
    /// Keys that move by pages or to the ends.
    case home, end, pageUp, pageDown
    /// F1 … F24.
    case function(Int)
    /// A key that types a character, lowercased (the modifiers say whether shift was held).
    case character(Character)
    /// Anything else, by SDL keycode.
    case other(Int32)
}

/// Modifier keys held during a key event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt key.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The Super/Windows/Command key.
    public static let meta = KeyModifiers(rawValue: 1 << 3)
}

/// A key going down (possibly repeating) or up.
public struct KeyEvent: Equatable, Sendable {
    /// Whether the key went down or came up.
    public enum Phase: Hashable, Sendable {
        /// Down (or an auto-repeat: see `isRepeat`), or up.
        case down, up
    }

    /// Down or up.
    public var phase: Phase
    /// Which key.
    public var key: Key
    /// The modifiers held at the time.
    public var modifiers: KeyModifiers
    /// True for the auto-repeats of a held key.
    public var isRepeat: Bool
    /// Seconds, from the event's own timestamp (SDL's).
    public var timestamp: Double

    /// Creates a key event.
    public init(phase: Phase, key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, timestamp: Double) {
        self.phase = phase
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }
}

/// A key on the keyboard, by meaning (SDL's keycode, not the physical scancode).
public enum Key: Hashable, Sendable {
    case escape, enter, tab, backspace, delete, space
    case left, right, up, down
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
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The Super/Windows/Command key.
    public static let meta = KeyModifiers(rawValue: 1 << 3)
}

/// A key going down (possibly repeating) or up.
public struct KeyEvent: Equatable, Sendable {
    public enum Phase: Hashable, Sendable {
        case down, up
    }

    public var phase: Phase
    public var key: Key
    public var modifiers: KeyModifiers
    /// True for the auto-repeats of a held key.
    public var isRepeat: Bool
    public var timestamp: Double

    public init(phase: Phase, key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, timestamp: Double) {
        self.phase = phase
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }
}
